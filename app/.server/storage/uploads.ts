/**
 * Image uploads (SPEC 5, 7.4, 9): one file per request, JPEG, PNG, WebP or GIF judged by its
 * content (magic bytes), at most 50MB. The request body is parsed as it streams in (busboy), so the
 * size limit is enforced while reading and nothing is buffered in memory; `request.formData()`
 * would hold the whole body first. The file goes to a temporary file, then sharp re-encodes it
 * (auto-rotated, camera metadata such as GPS position stripped), refuses decompression bombs and
 * writes responsive AVIF/WebP variants; everything is stored through the storage driver and
 * recorded in the images table.
 */

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES as SHARED_MESSAGES,
  type UploadedImage,
  variantFileName,
} from '../../lib/images.ts';

export type { UploadedImage };

import type { ImageVariant } from '../db/repositories/images.ts';
import { recordImage } from '../db/repositories/images.ts';
import type { Database } from '../db/types.ts';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { cacheControlForKey, keyBase, newUploadKey, randomString, type UploadExtension } from './keys.ts';
import { type StorageDriver, StorageKeyTakenError } from './types.ts';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A refused body is read to its end (so the browser gets the answer), but never more than this. */
const DRAIN_LIMIT_BYTES = MAX_UPLOAD_BYTES + 8 * 1024 * 1024;
/** Larger images are refused before they are decoded: a small file can expand to gigabytes of pixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export { MAX_UPLOAD_BYTES };
export const UPLOAD_MESSAGES = {
  tooLarge: SHARED_MESSAGES.tooLarge,
  invalidType: SHARED_MESSAGES.invalidType,
  failed: SHARED_MESSAGES.failed,
  noFile: 'Choose an image file to upload',
  notMultipart: 'Send the image as multipart/form-data in a field named "file"',
  tooManyPixels: 'The image has too many pixels (at most 50 megapixels). Resize it and upload it again.',
} as const;

/** A refusal with its HTTP status and the message the studio shows. */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const ALLOWED: Record<string, UploadExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Enough bytes for file-type to recognise every format we accept. */
const SNIFF_BYTES = 4100;

export interface ReceivedFile {
  /** A temporary file the caller must remove (see `discardReceived`). */
  path: string;
  mime: keyof typeof ALLOWED;
  extension: UploadExtension;
  size: number;
}

/**
 * Reads what is left of a refused request body and throws it away, in the background, so the
 * browser that is still sending can read our answer (a closed connection would hide it).
 */
function drainInBackground(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): void {
  let total = alreadyRead;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > DRAIN_LIMIT_BYTES) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to drain.
    }
  })();
}

/** For a request refused before its body was looked at (e.g. not signed in). */
export function discardRequestBody(request: Request): void {
  if (!request.body || request.bodyUsed) return;
  try {
    drainInBackground(request.body.getReader(), 0);
  } catch {
    // Already locked by someone else: they own it.
  }
}

/**
 * Streams the multipart body into a temporary file under `tmpDir`, refusing early: a declared
 * length above the limit before reading anything, a file that is not an image after its first
 * bytes, and a file that grows past 50MB the moment it does.
 */
export async function receiveImageFile(request: Request, tmpDir: string): Promise<ReceivedFile> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    discardRequestBody(request);
    throw new UploadError(400, UPLOAD_MESSAGES.notMultipart);
  }
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
    discardRequestBody(request);
    throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
  }

  await mkdir(tmpDir, { recursive: true });
  const receiver = new FileReceiver(path.join(tmpDir, `upload-${Date.now()}-${randomString()}`));
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
  });
  const parsed = new Promise<void>((resolve) => {
    let fileHandled: Promise<void> | null = null;
    parser.on('file', (field, stream) => {
      if (field !== 'file' || fileHandled) {
        stream.resume();
        return;
      }
      fileHandled = receiver.consume(stream);
    });
    parser.on('close', () => void (fileHandled ?? Promise.resolve()).then(resolve));
    parser.on('error', () => {
      receiver.fail(new UploadError(400, UPLOAD_MESSAGES.notMultipart));
      resolve();
    });
  });

  // Feed the parser from the request body, honouring its back-pressure; stop at the first refusal.
  const reader = request.body.getReader();
  let bytesRead = 0;
  try {
    while (!receiver.failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        await parsed;
        break;
      }
      bytesRead += value.byteLength;
      if (bytesRead > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
        receiver.fail(new UploadError(413, UPLOAD_MESSAGES.tooLarge));
        break;
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), parsed, receiver.failed]);
    }
  } catch {
    receiver.fail(new UploadError(400, UPLOAD_MESSAGES.failed));
  }

  const outcome = receiver.failure ?? receiver.result ?? new UploadError(400, UPLOAD_MESSAGES.noFile);
  if (outcome instanceof UploadError) {
    drainInBackground(reader, bytesRead);
    parser.destroy();
    await receiver.abort();
    throw outcome;
  }
  return outcome;
}

/** One file part: sniffs its first bytes, then writes it to the temporary file, counting its size. */
class FileReceiver {
  failure: UploadError | null = null;
  result: ReceivedFile | null = null;
  #stream: (NodeJS.ReadableStream & { destroy?: () => void }) | null = null;
  #out: WriteStream | null = null;
  #onFailure: () => void = () => undefined;
  /** Settles at the first refusal, so a writer waiting for the parser to drain stops waiting. */
  readonly failed = new Promise<void>((resolve) => {
    this.#onFailure = resolve;
  });

  readonly tempPath: string;
  constructor(tempPath: string) {
    this.tempPath = tempPath;
  }

  fail(error: UploadError) {
    this.failure ??= error;
    this.#onFailure();
    this.#stream?.destroy?.();
  }

  async consume(stream: NodeJS.ReadableStream) {
    this.#stream = stream;
    stream.on('limit', () => this.fail(new UploadError(413, UPLOAD_MESSAGES.tooLarge)));
    const head: Buffer[] = [];
    let size = 0;
    let type: { mime: ReceivedFile['mime']; extension: UploadExtension } | null = null;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (this.failure) break;
        size += chunk.length;
        if (type === null) {
          head.push(chunk);
          if (size < SNIFF_BYTES) continue;
          type = await this.#start(head);
          if (!type) break;
        } else if (this.#out && !this.#out.write(chunk)) {
          await once(this.#out, 'drain');
        }
      }
      if (this.failure) return;
      if (type === null) {
        if (size === 0) return this.fail(new UploadError(400, UPLOAD_MESSAGES.noFile));
        type = await this.#start(head);
        if (!type) return;
      }
      await this.#close();
      this.result = { path: this.tempPath, ...type, size };
    } catch {
      this.fail(new UploadError(400, UPLOAD_MESSAGES.failed));
    }
  }

  /** Checks the magic bytes; for an image, opens the temporary file and writes what was read so far. */
  async #start(head: Buffer[]) {
    const sniffed = await fileTypeFromBuffer(Buffer.concat(head));
    const extension = sniffed ? ALLOWED[sniffed.mime] : undefined;
    if (!sniffed || !extension) {
      this.fail(new UploadError(415, UPLOAD_MESSAGES.invalidType));
      return null;
    }
    this.#out = createWriteStream(this.tempPath, { flags: 'wx', mode: 0o600 });
    for (const chunk of head) if (!this.#out.write(chunk)) await once(this.#out, 'drain');
    return { mime: sniffed.mime as ReceivedFile['mime'], extension };
  }

  async #close() {
    const out = this.#out;
    if (!out) return;
    out.end();
    await once(out, 'close');
  }

  async abort() {
    this.#stream?.destroy?.();
    this.#out?.destroy();
    await rm(this.tempPath, { force: true });
  }
}

interface EncodedImage {
  original: { body: Buffer; contentType: string };
  width: number | null;
  height: number | null;
  variants: { body: Buffer; format: ImageVariantFormat; width: number; nominalWidth: number }[];
}

const VARIANT_ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

const ORIGINAL_ENCODERS: Record<Exclude<UploadExtension, 'gif'>, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 88 }),
};

/**
 * Re-encodes the received file and makes its variants. Throws UploadError 415 for content sharp
 * cannot decode and 413 for images above MAX_IMAGE_PIXELS.
 */
async function encodeImage(file: ReceivedFile): Promise<EncodedImage> {
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
  try {
    if (file.extension === 'gif') {
      // GIFs stay as uploaded, since re-encoding would drop their animation; sharp still validates them.
      const metadata = await sharp(file.path, { ...options, animated: true }).metadata();
      return {
        original: { body: await readFile(file.path), contentType: file.mime },
        width: metadata.width ?? null,
        height: metadata.pageHeight ?? metadata.height ?? null,
        variants: [],
      };
    }
    const source = sharp(file.path, options).autoOrient();
    const original = await ORIGINAL_ENCODERS[file.extension](source.clone()).toBuffer({ resolveWithObject: true });
    const variants: EncodedImage['variants'] = [];
    for (const nominalWidth of IMAGE_VARIANT_WIDTHS) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const resized = source.clone().resize({ width: nominalWidth, withoutEnlargement: true });
        const output = await VARIANT_ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
        variants.push({ body: output.data, format, width: output.info.width, nominalWidth });
      }
    }
    return {
      original: { body: original.data, contentType: file.mime },
      width: original.info.width,
      height: original.info.height,
      variants,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new UploadError(413, UPLOAD_MESSAGES.tooManyPixels);
    throw new UploadError(415, UPLOAD_MESSAGES.invalidType);
  }
}

/** The key of a variant: the original's key without extension, plus width and format. */
function variantKey(originalKey: string, width: number, format: ImageVariantFormat): string {
  const base = keyBase(originalKey);
  const slash = base.lastIndexOf('/');
  return `${base.slice(0, slash + 1)}${variantFileName(base.slice(slash + 1), width, format)}`;
}

/**
 * Encodes, stores and records a received file with its variants. On any failure nothing stays
 * behind (stored objects are deleted again). Always removes the temporary file.
 */
export async function storeImage(
  file: ReceivedFile,
  deps: { storage: StorageDriver; database: Database; logger: Logger },
): Promise<UploadedImage> {
  const { storage, database, logger } = deps;
  const stored: string[] = [];
  const put = async (key: string, body: Buffer, contentType: string) => {
    await storage.put(key, body, { contentType, cacheControl: cacheControlForKey(key) });
    stored.push(key);
  };
  try {
    const encoded = await encodeImage(file);
    // A clash needs the same millisecond and the same 12 random characters; even then, never overwrite.
    let key = newUploadKey(file.extension);
    for (let attempt = 1; ; attempt++) {
      try {
        await put(key, encoded.original.body, encoded.original.contentType);
        break;
      } catch (error) {
        if (!(error instanceof StorageKeyTakenError) || attempt >= 3) throw error;
        key = newUploadKey(file.extension);
      }
    }
    const variants: ImageVariant[] = [];
    for (const variant of encoded.variants) {
      const variantKeyName = variantKey(key, variant.nominalWidth, variant.format);
      await put(variantKeyName, variant.body, `image/${variant.format}`);
      variants.push({ key: variantKeyName, format: variant.format, width: variant.width });
    }
    const image = await recordImage(database, {
      key,
      mimeType: file.mime,
      sizeBytes: encoded.original.body.length,
      width: encoded.width,
      height: encoded.height,
      variants,
    });
    return {
      id: image.id,
      key: image.key,
      url: storage.url(image.key),
      width: image.width,
      height: image.height,
      variants: variants.map((v) => ({ url: storage.url(v.key), format: v.format, width: v.width })),
    };
  } catch (error) {
    for (const key of stored) {
      await storage
        .delete(key)
        .catch((cleanup: unknown) => logger.warn({ err: cleanup, key }, 'could not remove a stored upload'));
    }
    throw error;
  } finally {
    await rm(file.path, { force: true });
  }
}

/** Where uploads wait while they are checked: inside DATA_DIR, never under a served key. */
export const uploadTempDir = (config: Pick<Config, 'uploadsDir'>) => path.join(config.uploadsDir, '.incoming');
