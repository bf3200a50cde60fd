/**
 * Storage keys of uploads: `case-study-images/<timestamp>-<random>.<ext>` for an original (SPEC 7.4)
 * and `...-w<width>.<format>` for its variants. Nothing from the uploader (file name, path) ever
 * goes into a key, and a key that does not match exactly is refused, so `..`, slashes, encoded
 * tricks or NUL bytes cannot name another file.
 */
import { randomBytes } from 'node:crypto';
import { UPLOAD_FILE_NAME, UPLOAD_FOLDER, VARIANT_FILE_NAME } from '../../lib/images.ts';
import { SHARE_IMAGE_FILE } from '../../lib/share-image.ts';

/** Generated share images (issue 32): `share-images/<sha-256 of what it shows>.png`. */
export const SHARE_IMAGE_FOLDER = 'share-images';

export const shareImageKey = (hash: string): string => `${SHARE_IMAGE_FOLDER}/${hash}.png`;

/** True for a share image's key (a 64-hex-digit content hash and .png, nothing else). */
export function isShareImageKey(key: string): boolean {
  const slash = key.indexOf('/');
  return slash !== -1 && key.slice(0, slash) === SHARE_IMAGE_FOLDER && SHARE_IMAGE_FILE.test(key.slice(slash + 1));
}

export type UploadExtension = 'jpg' | 'png' | 'webp' | 'gif';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 12 characters of [a-z0-9] from the system's secure random source. */
export function randomString(length = 12): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // 252 = 7 * 36: rejecting the top values keeps every character equally likely.
    if (byte < 252) out += ALPHABET[byte % 36];
    if (out.length === length) return out;
  }
  return out + randomString(length - out.length);
}

/** A fresh key for an original: timestamp + random string + extension. */
export function newUploadKey(extension: UploadExtension, at = Date.now()): string {
  return `${UPLOAD_FOLDER}/${String(at).padStart(13, '0')}-${randomString()}.${extension}`;
}

/** The key without its extension, which variant names extend. */
export const keyBase = (key: string): string => key.replace(/\.[a-z]+$/, '');

/** True for a key an upload, a variant or a share image can have; the only keys any driver accepts. */
export function isUploadKey(key: string): boolean {
  if (isShareImageKey(key)) return true;
  const slash = key.indexOf('/');
  if (slash === -1 || key.slice(0, slash) !== UPLOAD_FOLDER) return false;
  const file = key.slice(slash + 1);
  return UPLOAD_FILE_NAME.test(file) || VARIANT_FILE_NAME.test(file);
}

export function assertUploadKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`Not a valid upload key: ${JSON.stringify(key.slice(0, 200))}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Originals are cached for an hour (SPEC 7.4, 9); variants and share images, which never change, for a year. */
export function cacheControlForKey(key: string): string {
  if (isShareImageKey(key)) return 'public, max-age=31536000, immutable';
  const file = key.slice(key.indexOf('/') + 1);
  return VARIANT_FILE_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
