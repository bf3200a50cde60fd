/**
 * Image upload (SPEC 5, 7.4, 9): content checked by magic bytes, 50MB enforced while the body
 * streams in, decompression bombs refused, keys that no file name can influence, responsive
 * variants, and the HTTP contract of POST /admin/uploads and GET /uploads/* on the production build.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findImageByKey } from '#app/.server/db/repositories/images.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { createDiskStorage } from '#app/.server/storage/disk.ts';
import { isUploadKey } from '#app/.server/storage/keys.ts';
import { receiveImageFile, storeImage, UploadError } from '#app/.server/storage/uploads.ts';
import { IMAGE_VARIANT_WIDTHS, imageSources, MAX_UPLOAD_BYTES } from '#app/lib/images.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { signInAsTestAdmin, startTestServer, type TestServer } from '../helpers/server.ts';

const INVALID = 'Please upload a valid image file (JPEG, PNG, WebP, or GIF)';
const TOO_LARGE = 'File size must be less than 50MB';
const BOUNDARY = '----brightflow-test-boundary';
const MB = 1024 * 1024;

const png = (width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims 30000 x 30000 pixels: tiny on disk, 900 megapixels once decoded. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(file: Buffer, options: { filename?: string; type?: string; field?: string } = {}): Buffer {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.png'}"\r\n` +
    `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A body delivered in 64KB chunks that stops flowing after `gateAt` bytes until `release()` is
 * called: an upload refused while it is held there was judged on what had arrived so far.
 */
function gatedStream(body: Buffer, gateAt: number) {
  const state = { pulled: 0 };
  let offset = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= gateAt) await gate;
      if (offset >= body.length) return controller.close();
      const end = Math.min(offset + 64 * 1024, body.length);
      controller.enqueue(new Uint8Array(body.subarray(offset, end)));
      state.pulled += end - offset;
      offset = end;
    },
  });
  return { stream, state, release };
}

function uploadRequest(body: Buffer | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1/admin/uploads', {
    method: 'POST',
    headers: { 'Content-Type': multipartType, ...headers },
    body: body instanceof Buffer ? new Uint8Array(body) : body,
    duplex: 'half',
  } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the upload to be refused');
}

const logger = createLogger({ logLevel: 'silent' });

describe('receiving and storing an upload', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const incoming = () => path.join(dir, 'uploads', '.incoming');

  it('refuses an HTML file named .png and sent as image/png, by its content', async () => {
    const html = Buffer.from(
      `<!doctype html><html><body><script>alert(document.cookie)</script>${' '.repeat(5000)}</body></html>`,
    );
    const request = uploadRequest(multipart(html, { filename: 'innocent.png', type: 'image/png' }));
    expect(await refusal(receiveImageFile(request, incoming()))).toEqual({ status: 415, message: INVALID });
    expect(readdirSync(incoming())).toEqual([]);
  });

  it('refuses a 51MB body by its declared length before reading it', async () => {
    const body = multipart(Buffer.alloc(51 * MB, 1));
    // The body stops after its first chunk: the answer must come without waiting for the rest.
    const { stream, state, release } = gatedStream(body, 64 * 1024);
    const request = uploadRequest(stream, { 'Content-Length': String(body.length) });
    expect(await refusal(receiveImageFile(request, incoming()))).toEqual({ status: 413, message: TOO_LARGE });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    release();
  });

  it('stops a 51MB image streamed without a declared length as soon as it passes 50MB', async () => {
    const image = await png(64, 64);
    const oversized = Buffer.concat([image, Buffer.alloc(51 * MB - image.length, 7)]);
    // Everything up to 50.5MB arrives, then the body stops: the answer must not wait for the rest.
    const { stream, state, release } = gatedStream(multipart(oversized), MAX_UPLOAD_BYTES + 512 * 1024);
    const request = uploadRequest(stream);
    expect(await refusal(receiveImageFile(request, incoming()))).toEqual({ status: 413, message: TOO_LARGE });
    expect(state.pulled).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(state.pulled).toBeLessThan(51 * MB);
    release();
    expect(readdirSync(incoming())).toEqual([]);
  });

  it('refuses a body without a file or that is not multipart', async () => {
    const noFile = uploadRequest(multipart(await png(10, 10), { field: 'other' }));
    expect(await refusal(receiveImageFile(noFile, incoming()))).toMatchObject({ status: 400 });
    const json = new Request('http://127.0.0.1/admin/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await refusal(receiveImageFile(json, incoming()))).toMatchObject({ status: 400 });
  });

  describe.each(engines)('stored and recorded on %s', (engine) => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase(engine);
    });
    afterEach(async () => {
      await database.destroy();
    });

    it('stores the original and AVIF/WebP variants under keys no file name can influence', async () => {
      const storage = createDiskStorage(path.join(dir, 'uploads'));
      const request = uploadRequest(multipart(await png(), { filename: '../../../etc/passwd.png' }));
      const file = await receiveImageFile(request, incoming());
      expect(file).toMatchObject({ mime: 'image/png', extension: 'png' });
      const image = await storeImage(file, { storage, database, logger });

      expect(image.key).toMatch(/^case-study-images\/\d{13}-[a-z0-9]{12}\.png$/);
      expect(image.url).toBe(`/uploads/${image.key}`);
      expect([image.width, image.height]).toEqual([2000, 1200]);
      expect(image.variants.map((v) => [v.format, v.width])).toEqual(
        IMAGE_VARIANT_WIDTHS.flatMap((width) => [
          ['avif', width],
          ['webp', width],
        ]),
      );
      // Every stored file is inside uploads/case-study-images, nothing else was written.
      const stored = readdirSync(path.join(dir, 'uploads', 'case-study-images')).sort();
      expect(stored).toHaveLength(1 + image.variants.length);
      expect(stored.every((name) => isUploadKey(`case-study-images/${name}`))).toBe(true);
      expect(existsSync(path.join(dir, 'etc'))).toBe(false);
      expect(readdirSync(incoming())).toEqual([]);

      const row = await findImageByKey(database, image.key);
      expect(row).toMatchObject({ mimeType: 'image/png', width: 2000, height: 1200 });
      expect(row?.variants).toHaveLength(6);
      // The public pages' srcset helper names exactly the stored variants.
      const fromUrl = imageSources(image.url).flatMap((s) => s.srcSet.split(', ').map((entry) => entry.split(' ')[0]));
      expect(fromUrl.sort()).toEqual(image.variants.map((v) => v.url).sort());
      const small = image.variants.find((v) => v.width === 480 && v.format === 'webp');
      expect((await sharp(path.join(dir, 'uploads', small!.url.replace('/uploads/', ''))).metadata()).width).toBe(480);
    });

    it('never enlarges: variants of a small image keep its width', async () => {
      const storage = createDiskStorage(path.join(dir, 'uploads'));
      const file = await receiveImageFile(uploadRequest(multipart(await png(600, 400))), incoming());
      const image = await storeImage(file, { storage, database, logger });
      expect(image.variants.map((v) => v.width)).toEqual([480, 480, 600, 600, 600, 600]);
    });

    it('keeps a GIF as uploaded, without variants', async () => {
      const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
        .gif()
        .toBuffer();
      const storage = createDiskStorage(path.join(dir, 'uploads'));
      const file = await receiveImageFile(
        uploadRequest(multipart(gif, { filename: 'a.gif', type: 'image/gif' })),
        incoming(),
      );
      const image = await storeImage(file, { storage, database, logger });
      expect(image.key).toMatch(/\.gif$/);
      expect(image.variants).toEqual([]);
      expect(imageSources(image.url)).toEqual([]);
    });

    it('refuses a decompression bomb and stores nothing', async () => {
      const storage = createDiskStorage(path.join(dir, 'uploads'));
      const file = await receiveImageFile(uploadRequest(multipart(pixelBomb())), incoming());
      expect(await refusal(storeImage(file, { storage, database, logger }))).toMatchObject({ status: 413 });
      expect(existsSync(path.join(dir, 'uploads', 'case-study-images'))).toBe(false);
      expect(await database.db.selectFrom('images').select('id').execute()).toEqual([]);
    });

    it('refuses a file that starts like a PNG but is not one', async () => {
      const storage = createDiskStorage(path.join(dir, 'uploads'));
      const fake = Buffer.concat([(await png(20, 20)).subarray(0, 60), Buffer.alloc(5000, 0x41)]);
      const file = await receiveImageFile(uploadRequest(multipart(fake)), incoming());
      expect(await refusal(storeImage(file, { storage, database, logger }))).toEqual({ status: 415, message: INVALID });
    });
  });
});

describe('upload and image routes over HTTP', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none' });
    cookie = await signInAsTestAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const upload = (body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/admin/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': multipartType, Origin: server.url, Cookie: cookie, ...headers },
      body: new Uint8Array(body),
    });
  const storedFiles = () => {
    const folder = path.join(server.dataDir, 'uploads', 'case-study-images');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('refuses uploads without a session (401) or from another site (403), storing nothing', async () => {
    const body = multipart(await png(100, 100));
    const anonymous = await upload(body, { Cookie: '' });
    expect(anonymous.status).toBe(401);
    const foreign = await upload(body, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });

  it('stores an image and serves it and its variants with the right caching', async () => {
    const response = await upload(multipart(await png(1200, 800), { filename: '..%2F..%2Fsite.db.png' }));
    expect(response.status).toBe(201);
    const image = (await response.json()) as { url: string; key: string; variants: { url: string; format: string }[] };
    expect(image.url).toMatch(/^\/uploads\/case-study-images\/\d{13}-[a-z0-9]{12}\.png$/);

    const original = await fetch(`${server.url}${image.url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1200);

    const avif = image.variants.find((v) => v.format === 'avif');
    const variant = await fetch(`${server.url}${avif?.url}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const etag = original.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}${image.url}`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers the SPEC messages: 415 for an HTML file named .png, 413 for a 51MB body', async () => {
    const html = await upload(multipart(Buffer.from(`<html><script>alert(1)</script>${'x'.repeat(5000)}</html>`)));
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({ error: INVALID });

    const before = storedFiles().length;
    const huge = await upload(multipart(Buffer.alloc(51 * MB, 0x42)));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: TOO_LARGE });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses SVG, polyglot, truncated, empty and decompression-bomb files, writing nothing anywhere', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    // A GIF header followed by HTML: sniffs as GIF, renders as a page if served as HTML.
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    const real = await png(400, 300);
    const truncated = real.subarray(0, Math.floor(real.length / 2));
    const cases: [string, Buffer, string, number, string][] = [
      ['SVG named .png', svg, 'logo.png', 415, INVALID],
      ['SVG as image/svg+xml', svg, 'logo.svg', 415, INVALID],
      ['GIF/HTML polyglot named .png', polyglot, 'cat.png', 415, INVALID],
      ['truncated PNG', truncated, 'half.png', 415, INVALID],
      ['0-byte file', Buffer.alloc(0), 'empty.png', 400, 'Choose an image file to upload'],
      [
        'decompression bomb (30000 x 30000 px in a tiny file)',
        pixelBomb(),
        'bomb.png',
        413,
        'The image has too many pixels (at most 50 megapixels). Resize it and upload it again.',
      ],
      ['path traversal in the name', svg, '../../../../tmp/evil.png', 415, INVALID],
    ];
    const before = storedFiles();
    // The database's journal files come and go, uploads/ is checked above; anything else new would be a leak.
    const dataFolder = () =>
      readdirSync(server.dataDir)
        .filter((name) => !name.startsWith('site.db') && name !== 'uploads')
        .sort();
    const dataBefore = dataFolder();
    for (const [label, file, filename, status, message] of cases) {
      const type = filename.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
      const response = await upload(multipart(file, { filename, type }));
      expect(response.status, label).toBe(status);
      expect(await response.json(), label).toEqual({ error: message });
    }
    expect(storedFiles()).toEqual(before);
    expect(readdirSync(path.join(server.dataDir, 'uploads', '.incoming'))).toEqual([]);
    expect(dataFolder()).toEqual(dataBefore);
    expect(existsSync('/tmp/evil.png')).toBe(false);
  });

  it.each([
    '/uploads/../site.db',
    '/uploads/case-study-images/..%2f..%2fsite.db',
    '/uploads/case-study-images/%2e%2e/%2e%2e/site.db',
    '/uploads/.incoming/upload-1',
    '/uploads/case-study-images/1732230000000-abcdefghijkl.html',
    '/uploads/case-study-images/1732230000000-abcdefghijkl.png',
    '/uploads/session-secret',
  ])('serves nothing for %s', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' });
    expect([404, 400]).toContain(response.status);
    const body = await response.text();
    expect(body).not.toContain('SQLite format');
  });
});
