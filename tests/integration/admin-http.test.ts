/**
 * The studio's access rules through real HTTP against the production build (BUILD_DIR, default
 * build/): every admin route in the route table, without a session, with an expired one and with a
 * forged cookie, must answer a redirect to sign in (pages) or 401 (everything else) and change
 * nothing; mutations from another origin get 403; sign-in is rate-limited per account and client
 * address without locking the admin out; sign-out revokes.
 */
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { studioAccess } from '#app/lib/studio-access.ts';
import { routeTable } from '../helpers/route-table.ts';
import { startTestServer, type TestServer, testAdmin } from '../helpers/server.ts';

const FAKE_ID = '00000000-0000-4000-8000-000000000000';
const FORGED = `brightflow_admin=${'A'.repeat(43)}`;

interface AdminRoute {
  path: string;
  /**
   * Inside the admin layout: pages redirect to sign in. Outside it, the route checks the session
   * itself: a resource route (STUDIO_ACCESS `resource`) answers 401, a page (the editor's preview
   * frame) redirects to sign in like the layout's.
   */
  guardedBy: 'layout' | 'route';
  resource: boolean;
}

/** Every route under /admin (except sign-in and sign-out), read from the route table itself. */
function adminRoutes(): AdminRoute[] {
  return (
    routeTable()
      // Sign-in, sign-out and an invitation link are for people without a session (tested below).
      .filter(
        ({ pattern }) => pattern.startsWith('/admin') && !/^\/admin\/(login|logout|invitation\/:token)$/.test(pattern),
      )
      .map(({ pattern, layouts }) => ({
        path: pattern.replace(/:[^/]+/g, FAKE_ID),
        guardedBy: layouts.includes('routes/admin/layout.tsx') ? ('layout' as const) : ('route' as const),
        resource: studioAccess(pattern)?.resource === true,
      }))
  );
}

async function signIn(server: TestServer, extra: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: testAdmin.email, password: testAdmin.password, ...extra }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('brightflow_admin='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return { response, cookie: cookie.split(';')[0] as string };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/**
 * A form post from another client address: fetch cannot choose its source address, node:http can
 * (every 127.0.0.0/8 address reaches this machine).
 */
function postFrom(server: TestServer, localAddress: string, urlPath: string, fields: Record<string, string>) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${urlPath}`,
      {
        method: 'POST',
        localAddress,
        headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      },
    );
    req.on('error', reject);
    req.end(form(fields).toString());
  });
}

const signInFrom = (server: TestServer, localAddress: string, password: string) =>
  postFrom(server, localAddress, '/admin/login', { email: testAdmin.email, password });

/** Everything an admin mutation could change, to prove a refused request changed nothing. */
async function snapshot(database: Database) {
  const all = async (table: 'testimonials' | 'case_studies' | 'contact_messages' | 'users' | 'audit_log' | 'leads') =>
    JSON.stringify(await database.db.selectFrom(table).selectAll().orderBy('id').execute());
  return {
    testimonials: await all('testimonials'),
    caseStudies: await all('case_studies'),
    messages: await all('contact_messages'),
    leads: await all('leads'),
    users: await all('users'),
  };
}

describe('admin studio over HTTP', () => {
  let server: TestServer;
  let database: Database;
  let expiredCookie: string;
  let caseStudyId: string;
  let testimonialId: string;
  let messageId: string;

  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '4' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
    // An expired session: signed in, then its deadline moved into the past.
    expiredCookie = (await signIn(server)).cookie;
    await database.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const study = await database.db.selectFrom('case_studies').select('id').executeTakeFirstOrThrow();
    const testimonial = await database.db.selectFrom('testimonials').select('id').executeTakeFirstOrThrow();
    caseStudyId = study.id;
    testimonialId = testimonial.id;
    messageId = crypto.randomUUID();
    await database.db
      .insertInto('contact_messages')
      .values({
        id: messageId,
        name: 'Priya Raman',
        email: 'priya@example.com',
        company: null,
        message: '=HYPERLINK("http://evil.example")',
        contact_mode: 'email',
        ip: null,
        user_agent: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const routesUnderTest = adminRoutes();

  it('finds the studio routes in the route table', () => {
    const paths = routesUnderTest.map((r) => r.path);
    for (const expected of [
      '/admin',
      '/admin/testimonials',
      '/admin/messages',
      '/admin/messages.csv',
      '/admin/account',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  describe.each([
    ['no session', () => ''],
    ['an expired session', () => expiredCookie],
    ['a forged cookie', () => FORGED],
  ])('with %s', (_label, cookieFor) => {
    it('every studio page redirects to sign in, remembering the page; resource routes answer 401', async () => {
      for (const route of routesUnderTest) {
        const response = await fetch(`${server.url}${route.path}?x=1`, {
          redirect: 'manual',
          headers: { Cookie: cookieFor() },
        });
        if (route.guardedBy === 'layout' || !route.resource) {
          expect(response.status, route.path).toBe(302);
          expect(response.headers.get('Location'), route.path).toBe(
            `/admin/login?redirectTo=${encodeURIComponent(`${route.path}?x=1`)}`,
          );
          expect(response.headers.get('Cache-Control'), route.path).toBe('private, no-store');
        } else {
          // A resource route outside the layout checks the session itself; one without a GET handler says 405.
          expect([401, 405], `${route.path}: ${response.status}`).toContain(response.status);
        }
        const body = await response.text();
        expect(body, route.path).not.toContain('Priya Raman');
      }
    });

    it('client-side data requests get no data', async () => {
      for (const route of routesUnderTest.filter((r) => r.guardedBy === 'layout' && !r.path.endsWith('.csv'))) {
        const response = await fetch(`${server.url}${route.path}.data`, {
          redirect: 'manual',
          headers: { Cookie: cookieFor() },
        });
        const body = await response.text();
        expect(body, route.path).not.toContain('Priya Raman');
        expect(body, route.path).not.toMatch(/testimonials":\[\{/);
        expect([202, 204, 302, 401, 404], route.path).toContain(response.status);
      }
    });

    it('every mutation answers 401 and changes nothing', async () => {
      const before = await snapshot(database);
      const attempts: [string, URLSearchParams][] = [
        [
          '/admin/testimonials',
          form({
            intent: 'save',
            quote: 'A forged testimonial text',
            authorName: 'Eve',
            title: 'CEO',
            company: 'Evil',
          }),
        ],
        ['/admin/testimonials', form({ intent: 'delete', id: testimonialId })],
        ['/admin?index', form({ intent: 'delete', id: caseStudyId })],
        ['/admin/messages', form({ intent: 'status', source: 'contact', id: messageId, status: 'archived' })],
        [
          '/admin/account',
          form({
            currentPassword: testAdmin.password,
            newPassword: 'attacker-password-1',
            confirmPassword: 'attacker-password-1',
          }),
        ],
        ...routesUnderTest.map((r): [string, URLSearchParams] => [r.path, form({ intent: 'delete', id: FAKE_ID })]),
      ];
      for (const [target, body] of attempts) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const response = await fetch(`${server.url}${target}`, {
            method,
            redirect: 'manual',
            headers: { Cookie: cookieFor(), Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
            body,
          });
          // A resource route may refuse a method it does not handle (405) before looking at the session.
          const allowed = method === 'POST' ? [401] : [401, 405];
          expect(allowed, `${method} ${target}: ${response.status}`).toContain(response.status);
        }
      }
      expect(await snapshot(database)).toEqual(before);
    });
  });

  it('lets a signed-in admin in, with private, non-indexed responses', async () => {
    const { cookie } = await signIn(server);
    for (const page of ['/admin', '/admin/testimonials', '/admin/messages', '/admin/account']) {
      const response = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('Cache-Control'), page).toBe('private, no-store');
      expect(response.headers.get('X-Robots-Tag'), page).toBe('noindex, nofollow');
    }
    const inbox = await (await fetch(`${server.url}/admin/messages`, { headers: { Cookie: cookie } })).text();
    expect(inbox).toContain('Priya Raman');
  });

  it('refuses a cross-site mutation with a valid session (CSRF) and changes nothing', async () => {
    const { cookie } = await signIn(server);
    const before = await snapshot(database);
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/admin/testimonials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: form({ intent: 'delete', id: testimonialId }),
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site', Origin: server.url })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    // React Router's own Origin check answers first for a foreign Origin on a page action.
    expect((await post({ Origin: 'https://evil.example' })).status).toBe(400);
    expect(await snapshot(database)).toEqual(before);
  });

  it('signs in with a new session each time, only to studio pages, and signs out for good', async () => {
    const first = await signIn(server, { redirectTo: '/admin/messages?view=unread' });
    expect(first.response.status).toBe(303);
    expect(first.response.headers.get('Location')).toBe('/admin/messages?view=unread');
    const setCookie = first.response.headers.getSetCookie().find((c) => c.startsWith('brightflow_admin=')) ?? '';
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);

    const offsite = await signIn(server, { redirectTo: 'https://evil.example/admin' });
    expect(offsite.response.headers.get('Location')).toBe('/admin');
    expect(offsite.cookie).not.toBe(first.cookie);

    const out = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: offsite.cookie, Origin: server.url },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/admin/login');
    expect(out.headers.getSetCookie().join('\n')).toMatch(/brightflow_admin=; .*Max-Age=0/);
    // Nothing personal stays in the browser either: the unsaved editor drafts in its storage (issue 18).
    expect(out.headers.get('Clear-Site-Data')).toBe('"storage"');

    const reused = await fetch(`${server.url}/admin`, { headers: { Cookie: offsite.cookie }, redirect: 'manual' });
    expect(reused.status).toBe(302);
    expect(reused.headers.get('Location')).toBe('/admin/login');
    // The other session is untouched.
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: first.cookie }, redirect: 'manual' })).status).toBe(
      200,
    );

    const audit = await database.db.selectFrom('audit_log').select(['action', 'actor']).execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'auth.sign_in', actor: testAdmin.email },
        { action: 'auth.sign_out', actor: testAdmin.email },
      ]),
    );
  });

  it('saves a testimonial for a signed-in admin, validates it on the server, and audits it', async () => {
    const { cookie } = await signIn(server);
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/testimonials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(fields),
      });
    const invalid = await post({ intent: 'save', quote: 'Too short', authorName: 'J', title: 'C', company: 'A' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    for (const message of [
      'Quote must be at least 10 characters',
      'Author name must be at least 2 characters',
      'Title must be at least 2 characters',
      'Company must be at least 2 characters',
    ]) {
      expect(html).toContain(message);
    }

    const created = await post({
      intent: 'save',
      quote: 'Our month-end close went from nine days to four.',
      authorName: 'Dana Whitfield',
      title: 'Controller',
      company: 'Harbor Logistics',
      image: '',
      status: 'inactive',
    });
    expect(created.status).toBe(303);
    const row = await database.db
      .selectFrom('testimonials')
      .selectAll()
      .where('author_name', '=', 'Dana Whitfield')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Controller', company: 'Harbor Logistics', image: '', status: 'inactive' });
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'testimonial.created')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: testAdmin.email, entity_type: 'testimonial', entity_id: row.id });
  });

  it('exports the inbox as CSV with formulas neutralised', async () => {
    const { cookie } = await signIn(server);
    const response = await fetch(`${server.url}/admin/messages.csv`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="brightflow-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('rate-limits sign-in per account and address with a clear message and Retry-After', async () => {
    const attempt = (email: string) =>
      fetch(`${server.url}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: form({ email, password: 'wrong password' }),
      });
    const first = await attempt('limited@example.com');
    expect(first.status).toBe(401);
    expect(await first.text()).toContain('Invalid email or password');
    for (let i = 0; i < 3; i++) await attempt('limited@example.com');
    const blocked = await attempt('limited@example.com');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('refuses an address that failed for the admin, right password included, and signs the admin in from another', async () => {
    const failing: number[] = [];
    for (let n = 0; n < 6; n++) failing.push((await signInFrom(server, '127.0.0.2', `wrong password ${n}`)).status);
    expect(failing).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await signInFrom(server, '127.0.0.2', testAdmin.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many sign-in attempts.');

    const { response } = await signIn(server);
    expect(response.status).toBe(303);
  });

  it('guards the invitation page like the sign-in page: same-origin posts only, and a per-address budget', async () => {
    const link = `/admin/invitation/${'q'.repeat(43)}`;
    const password = { newPassword: 'a-long-enough-passphrase', confirmPassword: 'a-long-enough-passphrase' };
    const crossSite = (headers: Record<string, string>) =>
      fetch(`${server.url}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: form(password),
      });
    expect((await crossSite({ 'Sec-Fetch-Site': 'cross-site', Origin: server.url })).status).toBe(403);
    expect((await crossSite({})).status).toBe(403);
    // React Router's own Origin check answers first for a foreign Origin on a page action.
    expect((await crossSite({ Origin: 'https://evil.example' })).status).toBe(400);

    // LOGIN_RATE_LIMIT is 4 here: an address gets 4 x 4 attempts per window, like its sign-ins.
    const statuses: number[] = [];
    for (let n = 0; n < 17; n++) statuses.push((await postFrom(server, '127.0.0.5', link, password)).status);
    expect(statuses).toEqual([...Array(16).fill(404), 429]);
    const blocked = await postFrom(server, '127.0.0.5', link, password);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.body).toContain('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // Looking links up spends the same budget; another address is not affected.
    const lookup = await fetch(`${server.url}${link}`);
    expect(lookup.status).toBe(404);
    expect(await lookup.text()).toContain('This link is not a valid invitation.');
  });
});
