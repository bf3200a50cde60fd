/**
 * The studio's page screens through their real actions, on a production server of each engine
 * (issue 28): creating, updating, a stale save refused with 409, restoring a version and deleting,
 * the save-time link check (refused with 422 on the block, saved with a warning for a draft), and
 * the preview at a page's own address: for staff who may edit pages, never for visitors or Sales,
 * never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createPage, updatePage } from '#app/.server/changes/pages.ts';
import { getPageById, getPageByPath } from '#app/.server/db/repositories/pages.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { emptyPageValues, type PageEditorValues } from '#app/features/pages/page-form.ts';
import { bareCaseStudyInput } from '../helpers/case-study-input.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { insuranceHero, insurancePage } from '../helpers/page-input.ts';
import { signInAs, signInAsTestAdmin } from '../helpers/server.ts';

/** The page's text as a person reads it (the HTML escapes quotes and apostrophes). */
const text = async (response: Response) =>
  (await response.text())
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x2F;', '/');

/** What the editor posts; blocks as plain objects, as its JSON carries them. */
const values = (changes: Partial<Omit<PageEditorValues, 'blocks'>> & { blocks?: unknown[] } = {}): PageEditorValues =>
  ({
    ...emptyPageValues('UTC'),
    title: 'Automation for retail',
    path: '/industries/retail',
    metaDescription: 'Stores, stock and returns, automated.',
    blocks: [insuranceHero],
    ...changes,
  }) as PageEditorValues;

const cta = (href: string) => ({
  id: 'closing',
  type: 'cta',
  title: 'Ready?',
  lead: 'Talk to us.',
  primary: { label: 'Go', href },
});

describe.each(engines)('the page studio over HTTP on %s (issue 28)', (engine) => {
  let setup: EngineServer;
  let cookie: string;
  let salesCookie: string;

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none' });
    cookie = await signInAsTestAdmin(setup.server);
    const password = 'a-long-enough-passphrase';
    await createUser(setup.database, {
      email: 'sales@example.com',
      passwordHash: await hashPassword(password),
      role: 'sales',
    });
    salesCookie = await signInAs(setup.server, { email: 'sales@example.com', password });
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const url = (path: string) => `${setup.server.url}${path}`;
  const post = (path: string, body: Record<string, string>, as = cookie) =>
    fetch(url(path), {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: setup.server.url, Cookie: as, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
  const save = (path: string, page: PageEditorValues, version?: number) =>
    post(path, { payload: JSON.stringify(page), ...(version === undefined ? {} : { version: String(version) }) });
  const get = (path: string, as?: string) =>
    fetch(url(path), { redirect: 'manual', headers: as ? { Cookie: as } : {} });
  const audit = (entityId: string) =>
    setup.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute()
      .then((rows) => rows.map((row) => row.action));

  it('creates a page, opens its editor, updates it, and refuses a save based on an older version (409)', async () => {
    const created = await save('/admin/pages/new', values({ path: ' /Industries/Retail/ ' }));
    expect(created.status).toBe(303);
    const page = await getPageByPath(setup.database, '/industries/retail', { publishedOnly: false });
    if (!page) throw new Error('the page was not stored');
    expect(created.headers.get('location')).toBe(`/admin/pages/edit/${page.id}`);
    expect(page).toMatchObject({ title: 'Automation for retail', status: 'draft', version: 1 });

    const editor = await text(await get(`/admin/pages/edit/${page.id}`, cookie));
    expect(editor).toContain('Automation for retail');
    expect(editor).toContain('/industries/retail');

    const updated = await save(`/admin/pages/edit/${page.id}`, values({ title: 'Retail, automated' }), 1);
    expect(updated.status).toBe(303);
    expect(await getPageById(setup.database, page.id)).toMatchObject({ title: 'Retail, automated', version: 2 });

    const stale = await save(`/admin/pages/edit/${page.id}`, values({ title: 'Mine' }), 1);
    expect(stale.status).toBe(409);
    const notice = await text(stale);
    expect(notice).toContain(`This page was changed by ${'integration-admin@example.com'} at`);
    expect(notice).toContain('Keep yours');
    expect(await getPageById(setup.database, page.id)).toMatchObject({ title: 'Retail, automated', version: 2 });
    expect(await audit(page.id)).toEqual(['page.created', 'page.updated']);
  });

  it('saves a form posted before hydration from its named fields, keeping the blocks it showed', async () => {
    const faq = {
      id: 'faq',
      type: 'faq',
      heading: { title: 'Questions' },
      items: [{ question: 'How?', answer: 'So.' }],
    };
    const page = await createPage(setup.database, insurancePage({ path: '/plain-post', blocks: [insuranceHero, faq] }));
    const response = await post(`/admin/pages/edit/${page.id}`, {
      'editor-fields': 'case-study',
      version: '1',
      title: 'Typed before the scripts arrived',
      path: '/plain-post',
      metaDescription: '',
      noindex: 'false',
      status: 'published',
      publishAt: '',
      publishAtZone: 'UTC',
    });
    expect(response.status).toBe(303);
    const saved = await getPageById(setup.database, page.id);
    expect(saved).toMatchObject({ title: 'Typed before the scripts arrived', status: 'published', version: 2 });
    expect(saved?.blocks.map((block) => (block as { id: string }).id)).toEqual(['hero', 'faq']);
  });

  it('refuses bad input with the field’s message (400) and a taken address, saving nothing', async () => {
    const before = await setup.database.db.selectFrom('pages').select('id').execute();
    const reserved = await save('/admin/pages/new', values({ path: '/admin/pricing', title: '' }));
    expect(reserved.status).toBe(400);
    const body = await text(reserved);
    expect(body).toContain('/admin belongs to the site itself. Choose another path.');
    expect(body).toContain('Enter the page’s title');
    const taken = await save('/admin/pages/new', values({ title: 'Another retail page' }));
    expect(taken.status).toBe(400);
    expect(await text(taken)).toContain('Another page already has this address');
    expect(await setup.database.db.selectFrom('pages').select('id').execute()).toEqual(before);
  });

  it('restores an earlier version as the newest, and deletes a page after which its address is gone', async () => {
    const page = await createPage(setup.database, insurancePage({ path: '/restore-me', status: 'published' }));
    const edited = await save(
      `/admin/pages/edit/${page.id}`,
      values({ path: '/restore-me', title: 'Changed title', status: 'published' }),
      1,
    );
    expect(edited.status).toBe(303);
    const first = await setup.database.db
      .selectFrom('revisions')
      .select('id')
      .where('entity_id', '=', page.id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const history = await text(await get(`/admin/pages/edit/${page.id}?revision=${first.id}`, cookie));
    expect(history).toContain('Restore this version');
    expect(history).toContain('Changed title');

    const restored = await post(`/admin/pages/edit/${page.id}?restore`, { revision: first.id });
    expect(restored.status).toBe(303);
    expect(restored.headers.get('location')).toBe(`/admin/pages/edit/${page.id}?tab=history`);
    expect(await getPageById(setup.database, page.id)).toMatchObject({ title: 'Automation for insurance', version: 3 });
    expect((await get('/restore-me')).status).toBe(200);

    const deleted = await post(`/admin/pages/edit/${page.id}?delete-page`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/pages');
    expect(await getPageById(setup.database, page.id)).toBeNull();
    // Created outside the studio (no audit entry), then changed three times through it.
    expect(await audit(page.id)).toEqual(['page.updated', 'page.version_restored', 'page.deleted']);
    // The public page goes with it (the change invalidated the cached copy).
    await expect.poll(async () => (await get('/restore-me')).status, { timeout: 2_000 }).toBe(404);
  });

  it('checks links as it saves: nowhere is refused on the block (422), a draft is saved with a warning', async () => {
    await createCaseStudy(setup.database, bareCaseStudyInput({ slug: 'live-study', status: 'published' }));
    await createCaseStudy(setup.database, bareCaseStudyInput({ slug: 'draft-study', status: 'draft' }));
    await createPage(setup.database, insurancePage({ path: '/industries/logistics' }));
    const moved = await createPage(setup.database, insurancePage({ path: '/old-home', status: 'published' }));
    await save(`/admin/pages/edit/${moved.id}`, values({ path: '/new-home', status: 'published' }), 1);

    const nowhere = await save(
      '/admin/pages/new',
      values({ path: '/links', blocks: [insuranceHero, cta('/contact'), { ...cta('/pricing#plans'), id: 'c2' }] }),
    );
    expect(nowhere.status).toBe(422);
    expect(await text(nowhere)).toContain('The link to /pricing leads nowhere: no page or case study has this address');
    expect(await getPageByPath(setup.database, '/links', { publishedOnly: false })).toBeNull();

    const fine = [
      '/contact',
      '/use-cases',
      '/use-cases/live-study',
      '/old-home',
      '/links#top',
      '/industries/logistics',
      '/use-cases/draft-study',
    ];
    const withLinks = values({
      path: '/links',
      blocks: [insuranceHero, ...fine.map((href, index) => ({ ...cta(href), id: `cta-${index}` }))],
    });
    const saved = await save('/admin/pages/new', withLinks);
    expect(saved.status).toBe(303);
    const page = await getPageByPath(setup.database, '/links', { publishedOnly: false });
    if (!page) throw new Error('the page with links was not stored');
    // The warning comes as the toast, and stays on the editor while it holds.
    const editor = await text(await get(`/admin/pages/edit/${page.id}`, cookie));
    expect(editor).toContain('/industries/logistics is a draft: the link will lead nowhere until it is published');
    expect(editor).toContain('/use-cases/draft-study is a draft: the link will lead nowhere until it is published');
    expect(editor).not.toContain('/contact is a draft');
  });

  it('previews a draft at its own address for staff only, privately and never from or into the cache', async () => {
    await createPage(
      setup.database,
      insurancePage({ path: '/preview-me', blocks: [{ ...insuranceHero, headline: 'Draft headline' }] }),
    );
    const visitor = await get('/preview-me?preview');
    expect(visitor.status).toBe(404);
    expect((await get('/preview-me?preview', salesCookie)).status).toBe(404);

    const staff = await get('/preview-me?preview', cookie);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(staff.headers.get('x-cache')).toBeNull();
    const html = await text(staff);
    expect(html).toContain('Preview: this page is a draft');
    expect(html).toContain('Draft headline');
    expect(html).toContain('content="noindex, nofollow"');
    expect((await get('/preview-me')).status).toBe(404);

    // A published page previewed first: visitors then get the public page, rendered for them.
    await createPage(setup.database, insurancePage({ path: '/live-page', status: 'published' }));
    const preview = await get('/live-page?preview', cookie);
    expect(await text(preview)).toContain('Preview: this page is published');
    const shared = await get('/live-page?preview');
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-cache')).toBe('MISS');
    expect(await text(shared)).not.toContain('Preview: this page');
  });

  it('serves a seeded page from its own route as it is now: a draft is 404 and previewed by staff, a moved one 301s', async () => {
    const about = await getPageByPath(setup.database, '/about', { publishedOnly: false });
    expect(about?.status).toBe('published');
    if (!about) return;
    const hero = about.blocks[0] as typeof insuranceHero;
    await updatePage(setup.database, about.id, {
      ...about,
      status: 'draft',
      blocks: [{ ...hero, headline: 'About us, rewritten' }, ...about.blocks.slice(1)],
    });
    expect((await get('/about')).status).toBe(404);
    expect((await get('/about?preview', salesCookie)).status).toBe(404);
    const staff = await get('/about?preview', cookie);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await text(staff);
    expect(html).toContain('Preview: this page is a draft');
    expect(html).toContain('About us, rewritten');
    // The sitemap lists a seeded page only while it is published, at its current address.
    expect(await (await get('/sitemap.xml')).text()).not.toContain(`${setup.server.url}/about</loc>`);

    const rpa = await getPageByPath(setup.database, '/rpa', { publishedOnly: false });
    if (!rpa) throw new Error('the seeded /rpa page is missing');
    await updatePage(setup.database, rpa.id, { ...rpa, path: '/services/rpa' });
    const moved = await get('/rpa');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/services/rpa');
    const followed = await get('/services/rpa');
    expect(followed.status).toBe(200);
    expect(await text(followed)).toContain(rpa.title.split(' |')[0] ?? rpa.title);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${setup.server.url}/services/rpa</loc>`);
    expect(sitemap).not.toContain(`${setup.server.url}/rpa</loc>`);
  });

  it('refuses Sales every page screen and change (403), changing nothing', async () => {
    const page = await createPage(setup.database, insurancePage({ path: '/sales-cannot' }));
    for (const path of ['/admin/pages', '/admin/pages/new', `/admin/pages/edit/${page.id}`]) {
      expect((await get(path, salesCookie)).status).toBe(403);
    }
    const refused = await post(`/admin/pages/edit/${page.id}?delete-page`, {}, salesCookie);
    expect(refused.status).toBe(403);
    expect(await getPageById(setup.database, page.id)).toMatchObject({ version: 1 });
  });
});
