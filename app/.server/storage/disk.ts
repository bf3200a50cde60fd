/**
 * Uploads on local disk, under DATA_DIR/uploads/<key>, served by the /uploads/* route. A file is
 * written under a temporary name and then hard-linked to its key, which fails if the key exists:
 * nothing is overwritten, and a crash never leaves a half-written file under a real key.
 */
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertUploadKey, contentTypeForKey, randomString } from './keys.ts';
import { type StorageDriver, StorageKeyTakenError } from './types.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export function createDiskStorage(root: string): StorageDriver {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    assertUploadKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key pattern already rules this out.
    if (!file.startsWith(base + path.sep)) throw new Error('Upload key resolves outside the uploads folder');
    return file;
  }

  return {
    kind: 'disk',

    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.incoming-${randomString()}`);
      await writeFile(temporary, body, { flag: 'wx', mode: 0o644 });
      try {
        await link(temporary, file);
      } catch (error) {
        if (hasCode(error, 'EEXIST')) throw new StorageKeyTakenError(key);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async get(key) {
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypeForKey(key),
          size: info.size,
          lastModified: info.mtime,
          etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`,
        };
      } catch (error) {
        if (hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR')) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    url(key) {
      assertUploadKey(key);
      return `/uploads/${key}`;
    },
  };
}
