/**
 * The 404 log and the redirect manager over HTTP on a production server of each engine (issue 32):
 * a missing page visited from another is logged with its referrer; one post from its row makes the
 * redirect, which the front door then answers (counted, the query kept); prefix rules; a chain
 * collapsed; a loop and a live page refused with their messages; a 410's Gone page; CSV import
 * (a bad line named) and export; Editors may, Sales may not; every save is a revision and an audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createPage, updatePage } from '#app/.server/changes/pages.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { getNotFoundPath } from '#app/.server/db/repositories/not-found-paths.ts';
import { insertPage } from '#app/.server/db/repositories/pages.ts';
import { getRedirectHits } from '#app/.server/db/repositories/redirects.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { PUBLIC_CACHE_SCOPE } from '#app/.server/page-cache/store.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { signInAs, signInAsTestAdmin } from '../helpers/server.ts';

const text = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** Until `check` passes (the 404 log and the hits are written every few seconds). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 9000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(engines)('redirects over HTTP on %s (issue 32)', (engine) => {
  let setup: EngineServer;
  let admin: string;
  const others: Record<string, string> = {};

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none' });
    admin = await signInAsTestAdmin(setup.server);
    const password = 'a-long-enough-passphrase';
    for (const role of ['editor', 'sales'] as const) {
      const email = `${role}@example.com`;
      await createUser(setup.database, { email, passwordHash: await hashPassword(password), role });
      others[role] = await signInAs(setup.server, { email, password });
    }
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const url = (path: string) => `${setup.server.url}${path}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { redirect: 'manual', headers });
  const post = (body: Record<string, string> | FormData, cookie = admin) =>
    fetch(url('/admin/redirects'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: setup.server.url,
        Cookie: cookie,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
      },
      body: body instanceof FormData ? body : new URLSearchParams(body),
    });
  const add = (from: string, to: string, status = '301', cookie = admin) =>
    post({ intent: 'add', from, to, status }, cookie);

  it('logs a missing page with its referrer, and makes its redirect from the log in one post', async () => {
    const missing = await get('/old-services?utm_source=newsletter', { Referer: `${setup.server.url}/about?x=1` });
    expect(missing.status).toBe(404);
    const row = await eventually(
      () => getNotFoundPath(setup.database, '/old-services'),
      (found) => found !== null,
    );
    expect(row).toMatchObject({ hits: 1, topReferrer: `${setup.server.url}/about`, probe: false });
    await get('/wp-login.php');

    const screen = await text(await get('/admin/redirects', { Cookie: admin }));
    expect(screen).toContain('/old-services');
    expect(screen).toContain(`${setup.server.url}/about`);
    // Probes are counted apart and not listed until asked for.
    await eventually(
      () => getNotFoundPath(setup.database, '/wp-login.php'),
      (found) => found !== null,
    );
    expect(await text(await get('/admin/redirects', { Cookie: admin }))).not.toContain('>/wp-login.php<');
    expect(await text(await get('/admin/redirects?probes', { Cookie: admin }))).toContain('/wp-login.php');

    const saved = await add('/old-services', '/rpa');
    expect(saved.status).toBe(303);
    const followed = await get('/old-services?utm_source=newsletter');
    expect(followed.status).toBe(301);
    expect(followed.headers.get('location')).toBe('/rpa?utm_source=newsletter');
    // The row has done its job; the rule counts its hits.
    expect(await getNotFoundPath(setup.database, '/old-services')).toBeNull();
    const hits = await eventually(
      () => getRedirectHits(setup.database),
      (map) => (map.get('/old-services')?.hits ?? 0) >= 1,
    );
    expect(hits.get('/old-services')?.hits).toBe(1);
  });

  it('lists the redirect a moved page left with its hits, counted as its route answers it', async () => {
    const page = await createPage(setup.database, insurancePage({ path: '/industries/claims', status: 'published' }));
    await updatePage(
      setup.database,
      page.id,
      insurancePage({ path: '/industries/claims-handling', status: 'published' }),
    );
    // Saved from this process, as another instance would: the server learns of it within a second.
    const moved = await eventually(
      () => get('/industries/claims'),
      (response) => response.status === 301,
    );
    expect(moved.headers.get('location')).toBe('/industries/claims-handling');
    expect((await get('/industries/claims')).status).toBe(301);
    const hits = await eventually(
      () => getRedirectHits(setup.database),
      (map) => (map.get('/industries/claims')?.hits ?? 0) >= 2,
    );
    expect(hits.get('/industries/claims')?.hits).toBe(2);
    const screen = await text(await get('/admin/redirects', { Cookie: admin }));
    const row = screen.slice(screen.indexOf('/industries/claims</th>'));
    expect(row).toMatch(/^\/industries\/claims<\/th>.*?\/industries\/claims-handling.*?<td[^>]*>2<\/td>.*?<\/tr>/s);
  });

  it('answers prefix rules with the rest of the path, collapses chains, and refuses loops and live pages', async () => {
    expect((await add('/blog/*', '/insights/*')).status).toBe(303);
    const prefixed = await get('/blog/2021/automation-roi');
    expect(prefixed.status).toBe(301);
    expect(prefixed.headers.get('location')).toBe('/insights/2021/automation-roi');

    // /legacy -> /old-services, which already goes to /rpa: saved as /legacy -> /rpa.
    expect((await add('/legacy', '/old-services', '302')).status).toBe(303);
    const chained = await get('/legacy');
    expect(chained.status).toBe(302);
    expect(chained.headers.get('location')).toBe('/rpa');

    expect((await add('/loop-a', '/loop-b')).status).toBe(303);
    const loop = await add('/loop-b', '/loop-a');
    expect(loop.status).toBe(400);
    expect(await text(loop)).toContain('/loop-b would loop: /loop-b → /loop-a → /loop-b.');

    const live = await add('/about', '/contact');
    expect(live.status).toBe(400);
    expect(await text(live)).toContain('/about is a live page: unpublish or move it before redirecting its address.');
    expect((await get('/about')).status).toBe(200);

    const bad = await add('not a path', '');
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain('The old address starts with one slash, like /old-page.');
  });

  it('answers a 410 with the Gone page', async () => {
    expect((await add('/retired-offer', '', '410')).status).toBe(303);
    const gone = await get('/retired-offer');
    expect(gone.status).toBe(410);
    const body = await text(gone);
    expect(body).toContain('This page has been removed');
    expect(body).not.toContain('Page not found');
  });

  it('imports a CSV file, naming a bad line, and exports the list', async () => {
    const file = (content: string) => {
      const form = new FormData();
      form.set('intent', 'import');
      form.set('file', new File([content], 'redirects.csv', { type: 'text/csv' }));
      return form;
    };
    const refused = await post(file('from,to,status\n/a-one,/rpa,301\n/a-two,,301\n'));
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(
      'Line 3: Enter where it should go: a path like /insights, or an https:// address.',
    );
    expect((await get('/a-one')).status).toBe(404);

    const imported = await post(file('from,to,status\r\n/press/launch,/about,301\r\n"/old-team",/about,302\r\n'));
    expect(imported.status).toBe(303);
    expect((await get('/press/launch')).headers.get('location')).toBe('/about');

    const csv = await (await get('/admin/redirects.csv', { Cookie: admin })).text();
    expect(csv).toContain('"/press/launch","/about","301"');
    expect(csv).toContain('"/retired-offer","","410"');
  });

  it('lets a page published later at a redirected address answer, and marks its rule not in use', async () => {
    expect((await add('/industries/insurance', '/rpa')).status).toBe(303);
    expect((await get('/industries/insurance')).status).toBe(301);
    await insertPage(setup.database, insurancePage({ status: 'published' }));
    // What a publish's invalidation does; the server hears it by its poll.
    await bumpCacheVersion(setup.database, PUBLIC_CACHE_SCOPE);
    const answered = await eventually(
      () => get('/industries/insurance'),
      (response) => response.status === 200,
    );
    expect(answered.status).toBe(200);
    expect(await text(await get('/admin/redirects', { Cookie: admin }))).toContain(
      'Not in use: a live page answers here',
    );
  });

  it('lets Editors manage redirects and refuses Sales; every save is a revision and an audit entry', async () => {
    expect((await get('/admin/redirects', { Cookie: others.editor as string })).status).toBe(200);
    expect((await add('/by-editor', '/rpa', '301', others.editor)).status).toBe(303);
    expect((await get('/admin/redirects', { Cookie: others.sales as string })).status).toBe(403);
    expect((await add('/by-sales', '/rpa', '301', others.sales)).status).toBe(403);
    expect((await get('/by-sales')).status).toBe(404);

    const revisions = await listRevisions(setup.database, 'redirects', 'redirects');
    // The empty list first (version 1), then each save that passed.
    expect(revisions.length).toBeGreaterThanOrEqual(7);
    const audit = await listAudit(setup.database, { limit: 50 });
    const actions = audit.map((entry) => entry.action).filter((action) => action.startsWith('redirects.'));
    expect(actions).toContain('redirects.imported');
    expect(actions).toContain('redirects.updated');
  });
});
