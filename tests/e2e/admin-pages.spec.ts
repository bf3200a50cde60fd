/**
 * The studio's page screens end to end on the production build (issue 28): a page created with its
 * title and path, previewed at its own address, published, and seen by a visitor; a page scheduled a
 * few seconds ahead that the scheduler publishes; an earlier version restored; a published page's
 * path changed, its old address answering 301; a link that leads nowhere refused on its block; a page
 * deleted after the question; the list and the editor with axe and the keyboard. Blocks are written
 * through the change functions where the block editor (another branch) would be needed.
 */
import type { Page } from '@playwright/test';
import { createPage, deletePage, updatePage } from '#app/.server/changes/pages.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getPageById } from '#app/.server/db/repositories/pages.ts';
import { PUBLISH_AT_PAST } from '#app/features/case-studies/case-study-schema.ts';
import { formatAdminDateTime } from '#app/lib/admin-format.ts';
import type { PageInput, Page as SitePage } from '#app/lib/page.ts';
import { utcToWallTime } from '#app/lib/time-zone.ts';
import { insuranceHero, insurancePage } from '../helpers/page-input.ts';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

let database: Database;
const made: string[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const id of made) await deletePage(database, id);
});

const word = () => `zq${Math.random().toString(36).slice(2, 8)}`;

/** A page of this test's own, with a hero, through the change functions. */
async function arrangePage(changes: Partial<PageInput> = {}): Promise<SitePage> {
  const id = word();
  const page = await createPage(
    database,
    insurancePage({
      path: `/e2e/${id}`,
      title: `Insurance ${id}`,
      blocks: [{ ...insuranceHero, headline: `Automation ${id}` }],
      ...changes,
    }),
  );
  made.push(page.id);
  return page;
}

const stored = async (id: string) => {
  const page = await getPageById(database, id);
  if (!page) throw new Error(`page ${id} is gone`);
  return page;
};

async function openEditor(page: Page, id: string, query = '') {
  await page.goto(`/admin/pages/edit/${id}${query}`);
  await hydrated(page);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const update = (page: Page) => page.getByRole('button', { name: 'Update Page' });
/** A visitor: the same server, no session. */
const visit = (page: Page, path: string) =>
  page.request.get(path, { headers: { Cookie: '' }, maxRedirects: 0, failOnStatusCode: false });

/** The list's row of a page, found by its title. */
const listRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await login(page);
  // Any studio page, once hydrated, tells the server the browser's time zone (the studio_tz cookie).
  await page.goto('/admin/pages');
  await hydrated(page);
  const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === 'studio_tz')?.value ?? '';
  await expect.poll(async () => decodeURIComponent(await zoneCookie())).toBe(ZONE);
});

test('a page created with its title and path is previewed by staff, published, and seen by visitors', async ({
  page,
}) => {
  const id = word();
  const title = `Retail automation ${id}`;
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page).toHaveURL('/admin/pages/new');
  await hydrated(page);
  await field(page, 'Title').fill(title);
  await field(page, 'Path').fill(`Industries/Retail-${id}/`);
  await field(page, 'Path').blur();
  // Shown as it will be saved.
  await expect(field(page, 'Path')).toHaveValue(`/industries/retail-${id}`);
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[\w-]+$/);
  const pageId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  made.push(pageId);
  const created = await stored(pageId);
  expect(created).toMatchObject({ title, path: `/industries/retail-${id}`, status: 'draft', version: 1 });

  // Its blocks, as the block editor would save them.
  await updatePage(database, pageId, {
    ...created,
    blocks: [{ ...insuranceHero, headline: `Shops, automated ${id}` }],
  });
  await openEditor(page, pageId);

  // Preview: the saved draft at its own address, for staff; a visitor gets Page not found.
  const previewLink = page.getByRole('link', { name: 'Preview (opens in a new tab)' });
  await expect(previewLink).toHaveAttribute('href', `/industries/retail-${id}?preview`);
  const preview = await page.context().newPage();
  await preview.goto(`/industries/retail-${id}?preview`);
  await expect(preview.getByText('Preview: this page is a draft')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Shops, automated ${id}`);
  await hydrated(preview);
  await expectNoAxeViolations(preview);
  await preview.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(preview).toHaveURL(`/admin/pages/edit/${pageId}`);
  await preview.close();
  expect((await visit(page, `/industries/retail-${id}?preview`)).status()).toBe(404);

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Published/ }).check();
  await update(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();
  expect(await stored(pageId)).toMatchObject({ status: 'published', version: 3 });

  const visitor = await visit(page, `/industries/retail-${id}`);
  expect(visitor.status()).toBe(200);
  const html = await visitor.text();
  expect(html).toContain(`Shops, automated ${id}`);
  expect(html).not.toContain('Preview: this page');

  // The list: newest change first, Published, with View.
  await page.goto('/admin/pages');
  const row = listRow(page, title);
  await expect(page.getByRole('listitem').first()).toContainText(title);
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `View ${title} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `/industries/retail-${id}`,
  );
});

test('a draft scheduled a few seconds ahead shows as Scheduled, then publishes itself', async ({ page }) => {
  const draft = await arrangePage();
  await openEditor(page, draft.id);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const publishAt = page.getByLabel('Publish at', { exact: true });
  await expect(page.getByText(/Time zone: Europe\/Berlin/)).toBeVisible();
  const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 15_000).toISOString();
  await publishAt.fill(`${utcToWallTime(at, ZONE)}:${at.slice(17, 19)}`);
  const badge = `Scheduled for ${formatAdminDateTime(at, ZONE)}`;
  await expect(page.getByRole('complementary', { name: 'Publishing' }).getByText(badge)).toBeVisible();
  await update(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();
  expect((await stored(draft.id)).publishAt).toBe(at);
  expect((await visit(page, draft.path)).status()).toBe(404);

  await page.goto('/admin/pages');
  await expect(listRow(page, draft.title).getByText(badge)).toBeVisible();

  await expect.poll(async () => (await visit(page, draft.path)).status(), { timeout: 50_000 }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
  await expect(async () => {
    await page.goto('/admin/pages');
    const published = listRow(page, draft.title);
    await expect(published.getByText('Published', { exact: true })).toBeVisible({ timeout: 1000 });
    await expect(published.getByText('Scheduled')).toHaveCount(0);
  }).toPass({ timeout: 15_000 });
  expect(await stored(draft.id)).toMatchObject({ status: 'published', publishAt: null });
});

test('History compares a version with the current one and restores it', async ({ page }) => {
  const original = await arrangePage();
  await openEditor(page, original.id);
  await field(page, 'Title').fill(`${original.title} rewritten`);
  await update(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Edited');
  await expect(versions.nth(0)).toContainText('Current version');
  await versions.nth(1).click();
  await expect(page).toHaveURL(/\?revision=/);
  const differences = page.getByRole('region', { name: /What differs from the current version/ });
  await expect(differences.getByRole('term')).toHaveText(['Title']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${original.id}\\?tab=history$`));
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Earlier version restored');
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(field(page, 'Title')).toHaveValue(original.title);
  expect(await stored(original.id)).toMatchObject({ title: original.title, version: 3 });
});

test('a published page’s new path is served, and its old address answers 301 to it', async ({ page }) => {
  const live = await arrangePage({ status: 'published' });
  const newPath = `${live.path}-moved`;
  await openEditor(page, live.id);
  await expect(page.getByText('Changing it sends visitors of the old address to the new one.')).toBeVisible();
  await field(page, 'Path').fill(newPath);
  await update(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();

  const old = await visit(page, live.path);
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(newPath);
  await page.goto(live.path);
  await expect(page).toHaveURL(newPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Automation zq/);
});

test('a link that leads nowhere is refused on its block; deleting asks first', async ({ page }) => {
  const linked = await arrangePage({
    blocks: [
      insuranceHero,
      { id: 'closing', type: 'cta', title: 'Ready?', lead: 'Talk to us.', primary: { label: 'See', href: '/pricing' } },
    ],
  });
  await openEditor(page, linked.id);
  await expect(page.getByRole('complementary', { name: 'Publishing' })).toContainText(
    'The link to /pricing leads nowhere',
  );
  await update(page).click();
  const message = 'The link to /pricing leads nowhere: no page or case study has this address';
  await expect(toast(page, 'Validation Error', message)).toBeVisible();
  // On the block that holds the link, counted on the tab that shows it.
  await expect(page.getByRole('tab', { name: /Content\s*1\s*error/ })).toHaveAttribute('aria-selected', 'true');
  expect((await stored(linked.id)).version).toBe(1);

  await page.getByRole('button', { name: 'Delete page' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete page' });
  await expect(dialog).toContainText('Are you sure you want to delete this page?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await getPageById(database, linked.id)).not.toBeNull();
  await page.getByRole('button', { name: 'Delete page' }).click();
  await dialog.getByRole('button', { name: 'Delete page' }).click();
  await expect(toast(page, 'Page deleted')).toBeVisible();
  await expect(page).toHaveURL('/admin/pages');
  expect(await getPageById(database, linked.id)).toBeNull();
  const audit = await database.db.selectFrom('audit_log').select('action').where('entity_id', '=', linked.id).execute();
  expect(audit.map((entry) => entry.action)).toEqual(['page.deleted']);
});

test('the list and the editor pass axe and work with the keyboard', async ({ page }) => {
  const draft = await arrangePage();
  await page.goto('/admin/pages');
  await hydrated(page);
  await expectNoAxeViolations(page);
  // From the New page button, by keyboard, into the new page's form.
  await page.getByRole('link', { name: 'New page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/pages/new');
  await hydrated(page);
  await expectNoAxeViolations(page);

  await openEditor(page, draft.id);
  await expectNoAxeViolations(page);
  await field(page, 'Title').focus();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Path')).toBeFocused();
  // The tabs are one stop; the arrow keys move between them.
  await page.getByRole('tab', { name: 'Content' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  // An error moves the focus to its field, on the tab that holds it.
  const publishAt = page.getByLabel('Publish at', { exact: true });
  await publishAt.fill('2020-01-01T09:00');
  await page.getByRole('tab', { name: 'Content' }).click();
  await update(page).click();
  await expect(toast(page, 'Validation Error', PUBLISH_AT_PAST)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Settings/ })).toHaveAttribute('aria-selected', 'true');
  await expect(publishAt).toBeFocused();
  await expect(publishAt).toHaveAttribute('aria-invalid', 'true');
});
