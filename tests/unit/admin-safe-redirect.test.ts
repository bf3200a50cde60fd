import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeAdminRedirect } from '#app/lib/safe-redirect.ts';

describe('safeAdminRedirect', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/testimonials', '/admin/testimonials'],
    ['/admin/messages?view=unread', '/admin/messages?view=unread'],
    ['/admin/case-studies/simple-edit/abc#top', '/admin/case-studies/simple-edit/abc#top'],
  ])('keeps the studio path %s', (input, expected) => {
    expect(safeAdminRedirect(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/admin\n/evil'],
    ['/contact'],
    ['/administrator'],
    ['/admin/../contact'],
    ['/admin/login'],
    ['/admin/logout'],
    ['admin'],
    [''],
    [null],
    [42],
  ])('refuses %j and falls back to /admin', (input) => {
    expect(safeAdminRedirect(input)).toBe('/admin');
  });

  it('uses the fallback given', () => {
    expect(safeAdminRedirect('https://evil.example', '/admin/messages')).toBe('/admin/messages');
  });
});

describe('loginUrlFor', () => {
  it('asks to come back to the page first asked for', () => {
    expect(loginUrlFor('/admin/messages?view=archived')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fmessages%3Fview%3Darchived',
    );
  });
  it('needs no redirect for the dashboard or a path outside the studio', () => {
    expect(loginUrlFor('/admin')).toBe('/admin/login');
    expect(loginUrlFor('//evil.example')).toBe('/admin/login');
  });
});
