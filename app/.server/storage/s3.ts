/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), named by S3_BUCKET
 * (default 'case-study-images'). Objects are written with `If-None-Match: *` so an existing key is
 * never overwritten. Browsers load them from S3_PUBLIC_URL when set (a CDN or public bucket), or
 * through this site's /uploads/* route otherwise.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../infrastructure/config.ts';
import { assertUploadKey, contentTypeForKey } from './keys.ts';
import { type StorageDriver, StorageKeyTakenError } from './types.ts';

type S3Config = NonNullable<Config['s3']>;

export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // S3-compatible services (MinIO, R2, older gateways) reject the SDK's default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export function createS3Storage(s3: S3Config, client: S3Client = createS3Client(s3)): StorageDriver {
  const publicBase = s3.publicUrl?.replace(/\/+$/, '');

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  };

  return {
    kind: 's3',

    async put(key, body, options) {
      assertUploadKey(key);
      // `If-None-Match: *` is the real guard; services without conditional writes (older MinIO,
      // s3rver) ignore it, so look first as well.
      if (await exists(key)) throw new StorageKeyTakenError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new StorageKeyTakenError(key);
        throw error;
      }
    },

    async get(key) {
      assertUploadKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body:
            object.Body instanceof Readable
              ? object.Body
              : Readable.fromWeb(object.Body.transformToWebStream() as WebReadableStream),
          contentType: object.ContentType ?? contentTypeForKey(key),
          size: object.ContentLength ?? null,
          lastModified: object.LastModified ?? null,
          etag: object.ETag ?? null,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      assertUploadKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },

    url(key) {
      assertUploadKey(key);
      return publicBase ? `${publicBase}/${key}` : `/uploads/${key}`;
    },
  };
}
