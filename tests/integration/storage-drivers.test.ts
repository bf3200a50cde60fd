/**
 * The same contract for both storage drivers: local disk, and S3 against an S3-compatible server
 * (s3rver) started on 127.0.0.1 for the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '#app/.server/storage/disk.ts';
import { newUploadKey } from '#app/.server/storage/keys.ts';
import { createS3Storage } from '#app/.server/storage/s3.ts';
import { type StorageDriver, StorageKeyTakenError } from '#app/.server/storage/types.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-'));
  dirs.push(dir);
  return dir;
};

let s3server: S3rver | undefined;
let s3Endpoint = '';

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'case-study-images', configs: [] }],
  });
  const address = await s3server.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ['disk', () => createDiskStorage(tempDir())],
  [
    's3',
    () =>
      createS3Storage({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        bucket: 'case-study-images',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        publicUrl: undefined,
      }),
  ],
];

describe.each(drivers)('%s storage driver', (_kind, make) => {
  it('stores, reads back and deletes an object', async () => {
    const storage = make();
    const key = newUploadKey('png');
    await storage.put(key, Buffer.from('png bytes'), {
      contentType: 'image/png',
      cacheControl: 'public, max-age=3600',
    });
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.contentType).toBe('image/png');
    expect(await text(stored!.body)).toBe('png bytes');
    expect(storage.url(key)).toBe(`/uploads/${key}`);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('never overwrites an existing key', async () => {
    const storage = make();
    const key = newUploadKey('jpg');
    await storage.put(key, Buffer.from('first'), { contentType: 'image/jpeg', cacheControl: 'public, max-age=3600' });
    await expect(
      storage.put(key, Buffer.from('second'), { contentType: 'image/jpeg', cacheControl: 'public, max-age=3600' }),
    ).rejects.toBeInstanceOf(StorageKeyTakenError);
    expect(await text((await storage.get(key))!.body)).toBe('first');
  });

  it.each([
    '../secret.png',
    'case-study-images/../../etc/passwd',
    'case-study-images/..%2f..%2fx.png',
    '/etc/passwd',
    'case-study-images/evil.html',
    'case-study-images/1700000000000-abc\u0000.png',
  ])('refuses the key %j', async (key) => {
    const storage = make();
    await expect(
      storage.put(key, Buffer.from('x'), { contentType: 'image/png', cacheControl: 'public, max-age=3600' }),
    ).rejects.toThrow(/Not a valid upload key/);
    await expect(storage.get(key)).rejects.toThrow(/Not a valid upload key/);
  });
});
