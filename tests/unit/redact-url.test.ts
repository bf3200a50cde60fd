import { describe, expect, it } from 'vitest';
import { isSecretParameterName, REDACTED, redactUrl } from '#app/lib/redact-url.ts';

const KEY = 'sk_live_0123456789';
const R = REDACTED;

describe('redactUrl', () => {
  it.each([
    ['the plain name', `/webhook-api?api_key=${KEY}&title=A`, `/webhook-api?api_key=${R}&title=A`],
    ['an encoded underscore', `/webhook-api?api%5Fkey=${KEY}`, `/webhook-api?api%5Fkey=${R}`],
    ['upper case, encoded', `/webhook-api?API%5FKEY=${KEY}`, `/webhook-api?API%5FKEY=${R}`],
    ['an encoded letter', `/webhook-api?%61pi_key=${KEY}`, `/webhook-api?%61pi_key=${R}`],
    ['lower-case escapes', `/webhook-api?api%5fkey=${KEY}`, `/webhook-api?api%5fkey=${R}`],
    ['an encoding applied twice', `/webhook-api?api%255Fkey=${KEY}`, `/webhook-api?api%255Fkey=${R}`],
    ['after a semicolon', `/webhook-api?title=A;api_key=${KEY}`, `/webhook-api?title=A;api_key=${R}`],
    ['after a second question mark', `/x?a=1?api_key=${KEY}`, `/x?a=1?api_key=${R}`],
    ['a parameter of the path', `/webhook-api;api_key=${KEY}?a=1`, `/webhook-api;api_key=${R}?a=1`],
    ['a plus for a space', `/webhook-api?api_key+=${KEY}`, `/webhook-api?api_key+=${R}`],
    ['a leading plus', `/webhook-api?+api_key=${KEY}`, `/webhook-api?+api_key=${R}`],
    ['a hyphen', `/webhook-api?api-key=${KEY}`, `/webhook-api?api-key=${R}`],
    ['no separator', `/webhook-api?apikey=${KEY}`, `/webhook-api?apikey=${R}`],
    ['full-width letters', `/webhook-api?%EF%BD%81pi_key=${KEY}`, `/webhook-api?%EF%BD%81pi_key=${R}`],
    ['a value with = in it', `/webhook-api?api_key=${KEY}=x&a=1`, `/webhook-api?api_key=${R}&a=1`],
    ['the same name twice', `/w?api_key=${KEY}&api_key=${KEY}2`, `/w?api_key=${R}&api_key=${R}`],
    ['the grant', `/webhook-api?title=A&grant=env.1.${KEY}`, `/webhook-api?title=A&grant=${R}`],
    ['GRANT', `/webhook-api?GRANT=${KEY}`, `/webhook-api?GRANT=${R}`],
    ['a token', `/x?access_token=${KEY}`, `/x?access_token=${R}`],
    ['a password', `/x?Password=${KEY}`, `/x?Password=${R}`],
    ['a secret', `/x?client_secret=${KEY}`, `/x?client_secret=${R}`],
    ['a bare key', `/x?key=${KEY}`, `/x?key=${R}`],
    ['an invitation link', `/admin/invitation/${KEY}`, `/admin/invitation/${R}`],
    ['an invitation link with a query', `/admin/invitation/${KEY}?a=1`, `/admin/invitation/${R}?a=1`],
    [
      'an absolute invitation link',
      `https://studio.example/admin/invitation/${KEY}`,
      `https://studio.example/admin/invitation/${R}`,
    ],
    [
      'a return address carrying a key',
      `/admin/login?redirectTo=%2Fwebhook-api%3Fapi_key%3D${KEY}`,
      `/admin/login?redirectTo=${R}`,
    ],
    [
      'an absolute address (a Referer)',
      `https://site.example/webhook-api?api%5Fkey=${KEY}`,
      `https://site.example/webhook-api?api%5Fkey=${R}`,
    ],
  ])('redacts %s', (_name, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(KEY);
  });

  it.each([
    '/about',
    '/use-cases?category=rpa&page=2',
    '/roi-calculator?hours=10&rate=50&calculate=1',
    '/admin/case-studies?q=a%20b+c&status=draft',
    '/webhook-api?title=Key+Accounts&description=a%3Db&throttled=30',
    '/x?a=1;b=2?c',
    '/x?api_key',
    '/x?=value',
    '/x?%E0%A4%A=broken',
    '/admin/login?redirectTo=%2Fadmin%2Fcase-studies%3Fpage%3D2',
    '/a/b=c',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('isSecretParameterName', () => {
  it.each([
    ['api_key', true],
    ['api%5Fkey', true],
    ['Api-Key', true],
    ['grant', true],
    ['id_token', true],
    ['passwd', true],
    ['grants', false],
    ['keyword', false],
    ['title', false],
    ['category', false],
    ['redirectTo', false],
  ])('%s: %s', (name, secret) => {
    expect(isSecretParameterName(name)).toBe(secret);
  });
});
