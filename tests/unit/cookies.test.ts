import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearCookieHeader, readCookie, readCookies, setCookieHeader, siteCookieAttributes } from '#app/lib/cookies.ts';

describe('readCookie', () => {
  it.each([
    [null, null],
    ['', null],
    ['a=1', '1'],
    ['x=0; a=1; b=2', '1'],
    [' a = 1 ', '1'],
    ['a=', ''],
    ['a=1; a=2', '1'],
    ['xa=1; ax=2', null],
    ['a', null],
    ['a; b=2', null],
    ['flag; a=1', '1'],
    ['a=%7Bquoted%7D', '{quoted}'],
    ['a=%E0%A4%A', '%E0%A4%A'],
  ])('reads cookie a of %j as %j', (header, expected) => {
    expect(readCookie(header, 'a')).toBe(expected);
  });
});

describe('readCookies', () => {
  it('copies out only the wanted cookies, each at its first occurrence', () => {
    const read = readCookies('_ga=1; toast=x; other=2; cookie_consent=all; toast=y', (name) =>
      ['toast', 'cookie_consent'].includes(name),
    );
    expect({ ...read }).toEqual({ toast: 'x', cookie_consent: 'all' });
  });

  it('reads nothing from no header', () => {
    expect({ ...readCookies(undefined, () => true) }).toEqual({});
  });
});

describe('Set-Cookie values', () => {
  it('carry the site-wide attributes, Secure only over HTTPS', () => {
    expect(setCookieHeader('a', 'word', siteCookieAttributes('http://localhost:3000'))).toBe(
      'a=word; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(setCookieHeader('a', 'word', { ...siteCookieAttributes('https://brightflow.io'), maxAge: 60 })).toBe(
      'a=word; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearCookieHeader('a', siteCookieAttributes('https://brightflow.io'))).toBe(
      'a=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('keep a plain value as it is, and read back what they wrote', () => {
    const token = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC';
    const header = setCookieHeader('session', token, siteCookieAttributes('http://localhost'));
    expect(header.startsWith(`session=${token};`)).toBe(true);
    expect(readCookie(header.split(';')[0], 'session')).toBe(token);
    const odd = setCookieHeader('a', 'x; y=1', siteCookieAttributes('http://localhost'));
    expect(readCookie(odd.split('; ')[0], 'a')).toBe('x; y=1');
  });

  it('are written the way createCookie writes the toast (the same serialiser, the same attributes)', async () => {
    const attributes = siteCookieAttributes('https://brightflow.io');
    const toast = await createCookie('toast', { ...attributes, maxAge: 60 }).serialize('');
    expect(toast).toBe(setCookieHeader('toast', '', { ...attributes, maxAge: 60 }));
  });
});
