/**
 * Where uploaded files live. Two drivers behind one interface: local disk (the default, in
 * DATA_DIR/uploads) and an S3-compatible bucket (when S3_* is configured). Keys are produced by
 * keys.ts and checked again by every driver, so no caller can reach outside the uploads.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
  lastModified: Date | null;
  etag: string | null;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

export interface StorageDriver {
  readonly kind: 'disk' | 's3';
  /** Stores a new object. Never overwrites: a key that exists already throws StorageKeyTakenError. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers load the object from. */
  url(key: string): string;
}

export class StorageKeyTakenError extends Error {
  override name = 'StorageKeyTakenError';
  constructor(key: string) {
    super(`An object already exists under ${key}`);
  }
}
