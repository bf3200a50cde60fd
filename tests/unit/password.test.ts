import { describe, expect, it } from 'vitest';
import { generatePassword } from '#app/.server/auth/admin-bootstrap.ts';
import { dummyVerify, hashPassword, verifyPassword } from '#app/.server/auth/password.ts';

const FORMAT = /^scrypt\$17\$8\$1\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

// Each hash costs ~0.6 s by design (OWASP scrypt parameters): allow for a busy machine.
describe('password hashing', { timeout: 30_000 }, () => {
  it('stores a self-describing scrypt hash with a 32-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const match = FORMAT.exec(stored);
    expect(match).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? '', 'base64')).toHaveLength(32);
    expect(Buffer.from(match?.[2] ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')]);
    expect(a).not.toBe(b);
  });

  it('treats a composed and a decomposed accent as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-au-lait-2024');
    expect(await verifyPassword('cafe\u0301-au-lait-2024', stored)).toBe(true);
  });

  it('rejects a tampered or malformed hash', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 1;
    const flippedKey = [...parts.slice(0, 5), key.toString('base64')].join('$');
    const otherSalt = [...parts.slice(0, 4), Buffer.alloc(32, 7).toString('base64'), parts[5]].join('$');
    const cheaper = stored.replace('scrypt$17$', 'scrypt$16$');

    for (const bad of [flippedKey, otherSalt, cheaper]) {
      expect(await verifyPassword('correct horse battery staple', bad)).toBe(false);
    }
    for (const malformed of ['', 'plain-text', 'scrypt$17$8$1$$', 'bcrypt$2b$10$abc', `${stored}$extra`]) {
      expect(await verifyPassword('correct horse battery staple', malformed)).toBe(false);
    }
    // A stored value demanding gigabytes of memory is refused rather than computed.
    expect(await verifyPassword('x', stored.replace('scrypt$17$8$', 'scrypt$24$8$'))).toBe(false);
  });

  it('spends time on an unknown account and never succeeds', async () => {
    expect(await dummyVerify()).toBe(false);
  });
});

describe('generated admin passwords', () => {
  it('are 20 characters without look-alikes, and differ', () => {
    const passwords = Array.from({ length: 20 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(new Set(passwords).size).toBe(20);
  });
});
