/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). The stored value
 * names its own parameters (`scrypt$17$8$1$<salt>$<hash>`), so the cost can be raised later and
 * old hashes still verify.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

const LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 32;
const KEY_BYTES = 64;
// A stored hash is data: refuse parameters that would let a tampered row exhaust memory or CPU.
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_PARALLELISM = 4;

const memoryNeeded = (logN: number, r: number) => 128 * 2 ** logN * r;

function deriveKey(password: string, salt: Buffer, keyBytes: number, logN: number, r: number, p: number) {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const maxmem = memoryNeeded(logN, r) + 32 * 1024 * 1024;
  // NFKC: the same password typed on two keyboards (composed or decomposed accents) must match.
  return scryptAsync(password.normalize('NFKC'), salt, keyBytes, { N: 2 ** logN, r, p, maxmem });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, LOG_N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', LOG_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN));
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (logN === undefined || r === undefined || p === undefined) return null;
  if (!(logN >= 1 && r >= 1 && p >= 1 && p <= MAX_PARALLELISM && memoryNeeded(logN, r) <= MAX_MEMORY_BYTES)) {
    return null;
  }
  if (salt.length < 16 || key.length < 32) return null;
  return { logN, r, p, salt, key };
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed.logN, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Spends the time of one verification and returns false: called for an unknown e-mail, so response
 * times do not reveal which accounts exist.
 */
export async function dummyVerify(): Promise<false> {
  await deriveKey('', randomBytes(SALT_BYTES), KEY_BYTES, LOG_N, BLOCK_SIZE, PARALLELISM);
  return false;
}
