/**
 * Files only the site's own user may read: the SQLite database (password and token hashes, contact
 * details) and its backups, and the data folder around them, like the session secret
 * (config.ts ensureSessionSecret). Created that way, and tightened when an older version left them
 * readable by others: only the group and other bits are taken away, nothing is ever widened.
 */
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** The group and other permission bits. */
const SHARED_BITS = 0o077;
const STICKY_BIT = 0o1000;

function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/** Takes the group and other bits off a file or folder; nothing when it does not exist. */
export function restrictToOwner(target: string): void {
  let mode: number;
  try {
    mode = statSync(target).mode;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  // A sticky folder is a shared one (/tmp), never a data folder someone pointed us at on purpose.
  if ((mode & SHARED_BITS) === 0 || (mode & STICKY_BIT) !== 0) return;
  try {
    chmodSync(target, mode & 0o7700);
  } catch (error) {
    // Someone else's file that we may write to: we did not make it readable, and cannot fix it.
    if (!isCode(error, 'EPERM')) throw error;
  }
}

/** The folder, created (with any missing parents) or tightened to 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  restrictToOwner(dir);
}

/** The file, created empty as 0600 when missing, else tightened. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictToOwner(file);
}
