import { describe, expect, it } from 'vitest';
import { isSecretParameterName, REDACTED, redactUrl, SECRET_ROUTES } from '#app/lib/redact-url.ts';
import { routeTable } from '../helpers/route-table.ts';

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
    ['a review link', `/review/${KEY}`, `/review/${R}`],
    ['a review link with a query', `/review/${KEY}?done=comment`, `/review/${R}?done=comment`],
    ['a review form post', `/review/${KEY}/respond`, `/review/${R}/respond`],
    ['a review link, encoded', `/%72eview/${KEY}`, `/%72eview/${R}`],
    // Every spelling the router reads as the invitation route (issue 26), and near misses that still hold the token.
    ['an encoded letter in the path', `/%61dmin/invitation/${KEY}`, `/%61dmin/invitation/${R}`],
    ['encoded letters everywhere', `/%61DMIN/%69nvitation/${KEY}?a=1`, `/%61DMIN/%69nvitation/${R}?a=1`],
    ['an encoding applied twice', `/%2561dmin/invitation/${KEY}`, `/%2561dmin/invitation/${R}`],
    ['upper case and a trailing slash', `/ADMIN/Invitation/${KEY}/`, `/ADMIN/Invitation/${R}/`],
    ['doubled slashes', `//admin//invitation/${KEY}`, `//admin//invitation/${R}`],
    ['dot segments', `/x/../admin/./invitation/${KEY}?a=1`, `/admin/invitation/${R}?a=1`],
    ['encoded dot segments', `/x/%2e%2E/admin/invitation/${KEY}`, `/admin/invitation/${R}`],
    ['backslashes', `/admin\\invitation\\${KEY}`, `/admin/invitation/${R}`],
    ['encoded slashes', `/admin%2Finvitation%2F${KEY}`, `/${R}`],
    [
      'an encoded token',
      `/admin/invitation/%${KEY.charCodeAt(0).toString(16)}${KEY.slice(1)}`,
      `/admin/invitation/${R}`,
    ],
    ['a broken escape after the token', `/admin/invitation/${KEY}%E0%A4`, `/admin/invitation/${R}`],
    ['a path parameter after the token', `/admin/invitation/${KEY};a=1`, `/admin/invitation/${R}`],
    ['more segments after the token (a 404)', `/admin/invitation/${KEY}/x`, `/admin/invitation/${R}/x`],
    ['the route deeper in a path (a 404)', `/use-cases/admin/invitation/${KEY}`, `/use-cases/admin/invitation/${R}`],
    [
      'an absolute link, encoded',
      `https://studio.example/%61dmin/invitation/${KEY}#top`,
      `https://studio.example/%61dmin/invitation/${R}#top`,
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
    '/admin/invitation',
    '/admin/invitation/',
    '/admin/invitations/x',
    '/invitation/admin/x',
    '/admin/staff?invitation=1',
    '/use-cases/a%20b/%ZZ',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('redacts the path of a secret route the router matched, whatever the rules above make of it', () => {
    expect(redactUrl(`/something-else?a=1&api_key=${KEY}`, '/admin/invitation/:token')).toBe(
      `/admin/invitation/${R}?a=1&api_key=${R}`,
    );
    expect(redactUrl('/use-cases/x?a=1', '/use-cases/:slug')).toBe('/use-cases/x?a=1');
  });
});

describe('SECRET_ROUTES', () => {
  const table = routeTable().map(({ pattern }) => pattern);

  it('lists every route with a parameter named like a secret, and only routes that exist', () => {
    expect(table).toContain('/admin/invitation/:token');
    const secretLooking = table.filter((path) =>
      (path.match(/:[^/]+/g) ?? []).some((parameter) => isSecretParameterName(parameter.slice(1))),
    );
    expect(secretLooking.sort()).toEqual([...SECRET_ROUTES].sort());
    for (const route of SECRET_ROUTES) expect(table).toContain(route);
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
