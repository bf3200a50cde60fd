/**
 * Studio roles through real HTTP against the production build (issue 26). The table below lists every
 * studio route with the roles that may open it and the roles that may change through it; it is
 * written out here, apart from app/lib/studio-access.ts, so that a change of access is a change of
 * this test too. The test fails when a route under /admin is added without a line here, and checks
 * every line for every role: a refused request is a 403 (the studio's page, or JSON for a resource
 * route) and changes nothing; an allowed one is never a 403.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createPage } from '#app/.server/changes/pages.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import type { Role } from '#app/lib/roles.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { routeTable } from '../helpers/route-table.ts';
import { signInAs, startTestServer, type TestServer } from '../helpers/server.ts';

const A: Role = 'admin';
const E: Role = 'editor';
const S: Role = 'sales';

interface Expected {
  view: Role[];
  change: Role[];
  /** A resource route: refusals are JSON. */
  resource?: true;
}

/** Every studio route and who may use it. 'public' routes are entered without a session. */
const EXPECTED: Record<string, Expected | 'public'> = {
  '/admin/login': 'public',
  '/admin/logout': 'public',
  '/admin/invitation/:token': 'public',
  '/admin/uploads': { view: [A, E], change: [A, E], resource: true },
  '/admin': { view: [A, E, S], change: [A, E] },
  '/admin/testimonials': { view: [A, E, S], change: [A, E] },
  '/admin/testimonials/review/:id': { view: [A, E], change: [A, E], resource: true },
  '/admin/testimonials/review/:id/comments.csv': { view: [A, E], change: [A, E], resource: true },
  '/admin/messages': { view: [A, S], change: [A, S] },
  '/admin/messages.csv': { view: [A, S], change: [A, S], resource: true },
  '/admin/people/:id': { view: [A, S], change: [A, S] },
  '/admin/people/:id/export/:format': { view: [A, S], change: [A, S], resource: true },
  '/admin/people/:id/erase': { view: [A], change: [A] },
  '/admin/account': { view: [A, E, S], change: [A, E, S] },
  '/admin/preview/:id': { view: [A, E], change: [A, E] },
  '/admin/pages/frame': { view: [A, E], change: [A, E] },
  '/admin/case-studies/new': { view: [A, E], change: [A, E] },
  '/admin/case-studies/edit/:id': { view: [A, E], change: [A, E] },
  '/admin/case-studies/review/:id': { view: [A, E], change: [A, E], resource: true },
  '/admin/case-studies/review/:id/comments.csv': { view: [A, E], change: [A, E], resource: true },
  '/admin/case-studies/simple-new': { view: [A, E], change: [A, E] },
  '/admin/case-studies/simple-edit/:id': { view: [A, E], change: [A, E] },
  '/admin/pages': { view: [A, E], change: [A, E] },
  '/admin/pages/new': { view: [A, E], change: [A, E] },
  '/admin/pages/edit/:id': { view: [A, E], change: [A, E] },
  '/admin/roi-model': { view: [A, E], change: [A, E] },
  '/admin/redirects': { view: [A, E], change: [A, E] },
  '/admin/redirects.csv': { view: [A, E], change: [A, E], resource: true },
  '/admin/api-keys': { view: [A], change: [A] },
  '/admin/webhooks': { view: [A], change: [A] },
  '/admin/webhooks/:id': { view: [A], change: [A] },
  '/admin/navigation': { view: [A], change: [A] },
  '/admin/staff': { view: [A], change: [A] },
  '/admin/settings': { view: [A], change: [A] },
  '/admin/lead-retention': { view: [A], change: [A] },
  '/admin/audit': { view: [A], change: [A] },
  '/admin/audit.csv': { view: [A], change: [A], resource: true },
};

/** Every route pattern under /admin in the route table. */
const studioPatterns = (): string[] =>
  routeTable()
    .map(({ pattern }) => pattern)
    .filter((pattern) => pattern.startsWith('/admin'))
    .sort();

const PASSWORD = 'a-long-enough-passphrase';
const ROLE_EMAIL: Record<Role, string> = {
  admin: 'admin-role@example.com',
  editor: 'editor-role@example.com',
  sales: 'sales-role@example.com',
};

const signIn = (server: TestServer, email: string) => signInAs(server, { email, password: PASSWORD });

/** Everything a studio mutation could change, to prove a refused request changed nothing. */
async function snapshot(database: Database) {
  const tables = [
    'case_studies',
    'testimonials',
    'contact_messages',
    'leads',
    'lead_notes',
    'users',
    'staff_invitations',
    'api_keys',
    'webhook_endpoints',
    'audit_log',
    'images',
    'revisions',
    'pages',
    'review_requests',
    'review_comments',
    'review_settings',
  ] as const;
  const rows = await Promise.all(
    tables.map(async (table) => JSON.stringify(await database.db.selectFrom(table).selectAll().execute())),
  );
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]]));
}

describe('studio roles over HTTP', () => {
  let server: TestServer;
  let database: Database;
  const cookies = {} as Record<Role, string>;
  let samples: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '100' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
    const passwordHash = await hashPassword(PASSWORD);
    for (const role of [A, E, S]) {
      await createUser(database, { email: ROLE_EMAIL[role], passwordHash, role });
      cookies[role] = await signIn(server, ROLE_EMAIL[role]);
    }
    const study = await database.db.selectFrom('case_studies').select('id').executeTakeFirstOrThrow();
    const page = await createPage(database, insurancePage());
    const testimonial = await createTestimonial(database, {
      quote: 'Month-end close went from nine days to four.',
      authorName: 'Dana Lee',
      title: 'Controller',
      company: 'Harbor Logistics',
      image: '',
      status: 'inactive',
    });
    samples = {
      '/admin/case-studies/edit/:id': study.id,
      '/admin/case-studies/simple-edit/:id': study.id,
      '/admin/case-studies/review/:id': study.id,
      '/admin/case-studies/review/:id/comments.csv': study.id,
      '/admin/testimonials/review/:id': testimonial.id,
      '/admin/testimonials/review/:id/comments.csv': testimonial.id,
      '/admin/pages/edit/:id': page.id,
    };
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('classifies every studio route in the route table, and only those', () => {
    expect(studioPatterns()).toEqual(Object.keys(EXPECTED).sort());
  });

  const urlFor = (pattern: string) =>
    pattern.replace(/:([a-z]+)/g, (_, name: string) =>
      name === 'id' ? (samples[pattern] ?? '00000000-0000-4000-8000-000000000000') : 'x',
    );

  const guarded = Object.entries(EXPECTED).filter((entry): entry is [string, Expected] => entry[1] !== 'public');

  describe.each([A, E, S])('as %s', (role) => {
    it.each(guarded)('GET %s', async (pattern, expected) => {
      const response = await fetch(`${server.url}${urlFor(pattern)}`, {
        redirect: 'manual',
        headers: { Cookie: cookies[role], Accept: 'text/html', 'Sec-Fetch-Site': 'same-origin' },
      });
      const body = await response.text();
      if (expected.view.includes(role)) {
        expect(response.status, body.slice(0, 300)).not.toBe(403);
        expect(response.status).toBeLessThan(500);
      } else {
        expect(response.status).toBe(403);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        if (expected.resource) {
          expect(JSON.parse(body)).toMatchObject({ error: expect.stringContaining(`Your role`) });
        } else {
          expect(body).toContain('You do not have access to this');
          expect(body).toContain(`Your role (${role[0]?.toUpperCase()}${role.slice(1)}) does not include this page.`);
        }
      }
    });

    it.each(guarded)('POST %s', async (pattern, expected) => {
      const before = await snapshot(database);
      const allowed = expected.change.includes(role);
      // A real record where the request must be refused (had the check been missing, it would have
      // acted on it); an unknown one where it is allowed, so the records stay for the other cases.
      const id = allowed ? '00000000-0000-4000-8000-000000000000' : (samples['/admin/case-studies/edit/:id'] ?? '');
      // The page editor deletes through its own address (?delete-page): refused, that must change nothing too.
      const url = pattern === '/admin/pages/edit/:id' && !allowed ? `${urlFor(pattern)}?delete-page` : urlFor(pattern);
      const response = await fetch(`${server.url}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Cookie: cookies[role],
          Origin: server.url,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent: 'delete', id }),
      });
      await response.arrayBuffer();
      if (allowed) {
        expect(response.status).not.toBe(403);
      } else {
        expect(response.status).toBe(403);
        expect(await snapshot(database)).toEqual(before);
      }
    });
  });

  it('a role change applies to the next request of every session of that account', async () => {
    const second = await signIn(server, ROLE_EMAIL.editor);
    /** The staff page's role form, posted by the Admin; answers the status. */
    const changeRole = (id: string, role: Role) =>
      fetch(`${server.url}/admin/staff`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookies.admin, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'role', id, role }),
      }).then((response) => response.status);
    const staffPage = (cookie: string) =>
      fetch(`${server.url}/admin/staff`, { redirect: 'manual', headers: { Cookie: cookie } }).then((r) => r.status);
    expect(await staffPage(cookies.editor)).toBe(403);

    const editor = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ROLE_EMAIL.editor)
      .executeTakeFirstOrThrow();
    expect(await changeRole(editor.id, 'admin')).toBe(303);
    expect(await staffPage(cookies.editor)).toBe(200);
    expect(await staffPage(second)).toBe(200);

    expect(await changeRole(editor.id, 'editor')).toBe(303);
    expect(await staffPage(cookies.editor)).toBe(403);
    expect(await staffPage(second)).toBe(403);

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'staff.role_changed')
      .orderBy('created_at')
      .execute();
    expect(audit.map((entry) => [entry.actor, JSON.parse(String(entry.details))])).toEqual([
      [ROLE_EMAIL.admin, expect.objectContaining({ email: ROLE_EMAIL.editor, from: 'editor', to: 'admin' })],
      [ROLE_EMAIL.admin, expect.objectContaining({ email: ROLE_EMAIL.editor, from: 'admin', to: 'editor' })],
    ]);
  });

  it('shows each role only the navigation it may open', async () => {
    const nav = async (role: Role) => {
      const html = await fetch(`${server.url}/admin/account`, { headers: { Cookie: cookies[role] } }).then((r) =>
        r.text(),
      );
      const studioNav = /<nav aria-label="Studio"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      return [...studioNav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await nav(A)).toEqual([
      '/admin',
      '/admin/pages',
      '/admin/navigation',
      '/admin/redirects',
      '/admin/testimonials',
      '/admin/roi-model',
      '/admin/messages',
      '/admin/api-keys',
      '/admin/webhooks',
      '/admin/staff',
      '/admin/settings',
      '/admin/audit',
      '/admin/account',
    ]);
    expect(await nav(E)).toEqual([
      '/admin',
      '/admin/pages',
      '/admin/redirects',
      '/admin/testimonials',
      '/admin/roi-model',
      '/admin/account',
    ]);
    expect(await nav(S)).toEqual(['/admin', '/admin/testimonials', '/admin/messages', '/admin/account']);
  });
});
