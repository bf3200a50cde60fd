import { describe, expect, it } from 'vitest';
import { isMutation, isSameOriginRequest } from '#app/.server/auth/csrf.ts';
import {
  clearSessionCookie,
  hashToken,
  isSessionExpired,
  readSessionToken,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  sessionCookie,
  sessionDeadline,
} from '#app/.server/auth/sessions.ts';

const token = 'A'.repeat(43);

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide, and Secure only behind https', () => {
    expect(sessionCookie({ publicUrl: 'http://localhost:3000' }, token)).toBe(
      `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(sessionCookie({ publicUrl: 'https://brightflow.io' }, token)).toBe(
      `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(clearSessionCookie({ publicUrl: 'http://localhost' })).toBe(
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    );
  });

  it('reads only a well-formed token from the Cookie header', () => {
    const request = (cookie: string) => new Request('http://x/admin', { headers: { Cookie: cookie } });
    expect(readSessionToken(request(`a=1; ${SESSION_COOKIE}=${token}; b=2`))).toBe(token);
    expect(readSessionToken(request(`${SESSION_COOKIE}=short`))).toBeNull();
    expect(readSessionToken(request(`${SESSION_COOKIE}=${token}x`))).toBeNull();
    expect(readSessionToken(request('other=1'))).toBeNull();
    expect(readSessionToken(new Request('http://x/admin'))).toBeNull();
  });

  it('stores a SHA-256 hash, never the token', () => {
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('session expiry', () => {
  const signIn = new Date('2026-11-20T08:00:00.000Z');

  it('ends after the idle period, pushed forward by activity, never past the absolute limit', () => {
    expect(sessionDeadline(signIn, signIn).getTime()).toBe(signIn.getTime() + SESSION_IDLE_MS);
    const late = new Date(signIn.getTime() + SESSION_ABSOLUTE_MS - 60_000);
    expect(sessionDeadline(signIn, late).getTime()).toBe(signIn.getTime() + SESSION_ABSOLUTE_MS);
  });

  it('is expired at its deadline or past the absolute limit', () => {
    const session = {
      createdAt: signIn.toISOString(),
      expiresAt: new Date(signIn.getTime() + SESSION_IDLE_MS).toISOString(),
    };
    expect(isSessionExpired(session, new Date(signIn.getTime() + SESSION_IDLE_MS - 1))).toBe(false);
    expect(isSessionExpired(session, new Date(signIn.getTime() + SESSION_IDLE_MS))).toBe(true);
    const tampered = { createdAt: signIn.toISOString(), expiresAt: '2099-01-01T00:00:00.000Z' };
    expect(isSessionExpired(tampered, new Date(signIn.getTime() + SESSION_ABSOLUTE_MS))).toBe(true);
  });
});

describe('same-origin check (CSRF)', () => {
  const config = { publicUrl: 'https://brightflow.io' };
  const post = (headers: Record<string, string>, url = 'https://brightflow.io/admin/testimonials') =>
    new Request(url, { method: 'POST', headers });

  it('treats only unsafe methods as mutations', () => {
    expect(isMutation(new Request('http://x/', { method: 'GET' }))).toBe(false);
    expect(isMutation(new Request('http://x/', { method: 'HEAD' }))).toBe(false);
    expect(isMutation(post({}))).toBe(true);
    expect(isMutation(new Request('http://x/', { method: 'DELETE' }))).toBe(true);
  });

  it('accepts a request from the site itself', () => {
    expect(
      isSameOriginRequest(post({ Origin: 'https://brightflow.io', 'Sec-Fetch-Site': 'same-origin' }), config),
    ).toBe(true);
    expect(isSameOriginRequest(post({ Origin: 'https://brightflow.io' }), config)).toBe(true);
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin' }), config)).toBe(true);
    // Addressed to an internal origin behind a proxy, with the browser on that same origin.
    expect(isSameOriginRequest(post({ Origin: 'http://10.0.0.5:3000' }, 'http://10.0.0.5:3000/admin'), config)).toBe(
      true,
    );
  });

  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'https://brightflow.io', 'Sec-Fetch-Site': 'cross-site' }],
    [{ Origin: 'https://blog.brightflow.io', 'Sec-Fetch-Site': 'same-site' }],
    [{ Origin: 'null' }],
    [{ 'Sec-Fetch-Site': 'none' }],
    [{}],
  ])('refuses %j', (headers) => {
    expect(isSameOriginRequest(post(headers), config)).toBe(false);
  });
});
