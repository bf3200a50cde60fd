/**
 * The storage driver the configuration asks for: S3 when S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY are
 * set, local disk in DATA_DIR/uploads otherwise. One driver (and one S3 client) per configuration.
 */
import type { Config } from '../infrastructure/config.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { StorageDriver } from './types.ts';

export type { StorageDriver, StoredObject } from './types.ts';
export { StorageKeyTakenError } from './types.ts';

const drivers = new WeakMap<Pick<Config, 'uploadsDir' | 's3'>, StorageDriver>();

export function createStorage(config: Pick<Config, 'uploadsDir' | 's3'>): StorageDriver {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}

export function getStorage(config: Pick<Config, 'uploadsDir' | 's3'>): StorageDriver {
  let driver = drivers.get(config);
  if (!driver) {
    driver = createStorage(config);
    drivers.set(config, driver);
  }
  return driver;
}
