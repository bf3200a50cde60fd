/** The studio dashboard (SPEC 2.11, 4, 8): counters, order, search and filter, view, edit, delete. */

import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

let database: Database;
test.beforeAll(({ database: opened }) => {
  database = opened;
});

/**
 * Case studies only this test will see (they share a unique word its search finds). Never published:
 * the public pages' tests count the seeded published case studies.
 */
async function addStudies(
  tag: string,
  studies: {
    title: string;
    displayOrder: number | null;
    updatedAt: string;
    status?: 'draft' | 'archived';
    featured?: boolean;
  }[],
) {
  const created = [];
  for (const [index, study] of studies.entries()) {
    const detail = await createCaseStudy(
      database,
      caseStudyInput(
        {
          slug: `${tag}-${index}`,
          title: `${study.title} ${tag}`,
          clientName: `Client ${index} ${tag}`,
          clientIndustry: 'Logistics',
          displayOrder: study.displayOrder,
          status: study.status ?? 'draft',
          featured: study.featured ?? false,
        },
        { sections: [], metrics: [], processes: [], media: [] },
      ),
      { now: study.updatedAt },
    );
    created.push(detail.caseStudy);
  }
  return created;
}

const uniqueTag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

test('the counters match the database', async ({ page }) => {
  await login(page);
  await expect(async () => {
    const rows = await database.db.selectFrom('case_studies').select(['status', 'featured']).execute();
    await page.goto('/admin');
    const counter = (name: string) => page.locator('dl > div').filter({ hasText: name }).locator('dd');
    await expect(counter('Total Cases')).toHaveText(String(rows.length), { timeout: 1000 });
    await expect(counter('Published')).toHaveText(String(rows.filter((r) => r.status === 'published').length), {
      timeout: 1000,
    });
    await expect(counter('Drafts')).toHaveText(String(rows.filter((r) => r.status === 'draft').length), {
      timeout: 1000,
    });
    await expect(counter('Featured')).toHaveText(String(rows.filter((r) => Number(r.featured) === 1).length), {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Quick Add Case Study' })).toHaveAttribute(
    'href',
    '/admin/case-studies/simple-new',
  );
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Studio', exact: true });
  for (const name of ['Case studies', 'Testimonials', 'Messages', 'Account']) {
    await expect(nav.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('lists by display order, then most recently updated, with N/A for no order', async ({ page }) => {
  const tag = uniqueTag();
  await addStudies(tag, [
    { title: 'Gamma', displayOrder: null, updatedAt: '2026-03-01T00:00:00.000Z' },
    { title: 'Beta', displayOrder: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
    { title: 'Alpha old', displayOrder: 1, updatedAt: '2026-01-01T00:00:00.000Z', status: 'archived' },
    { title: 'Alpha new', displayOrder: 1, updatedAt: '2026-02-01T00:00:00.000Z', featured: true },
  ]);
  await login(page);
  await page.goto(`/admin?q=${tag}`);
  const rows = page.getByRole('list').filter({ hasText: tag }).getByRole('listitem');
  await expect(rows.getByRole('heading')).toHaveText([
    `Alpha new ${tag}`,
    `Alpha old ${tag}`,
    `Beta ${tag}`,
    `Gamma ${tag}`,
  ]);
  await expect(rows.nth(0)).toContainText('#1');
  await expect(rows.nth(0)).toContainText('Draft');
  await expect(rows.nth(0)).toContainText('Featured');
  await expect(rows.nth(0)).toContainText(`Client 3 ${tag}`);
  await expect(rows.nth(0)).toContainText('Logistics');
  await expect(rows.nth(0)).toContainText('Updated Feb 1, 2026');
  await expect(rows.nth(1)).toContainText('Archived');
  await expect(rows.nth(1)).not.toContainText('Featured');
  await expect(rows.nth(2)).toContainText('#2');
  await expect(rows.nth(3)).toContainText('N/A');
  await expect(page.getByText('Showing 1–4 of 4 case studies')).toBeVisible();

  // The status filter narrows the same search.
  await page.getByLabel('Status').selectOption('archived');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`/admin?q=${tag}&status=archived`);
  await expect(rows.getByRole('heading')).toHaveText([`Alpha old ${tag}`]);
});

test('view opens the public page, or a signed-in preview for a draft; edit opens the simple editor', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const [draft] = await addStudies(tag, [
    { title: 'Unfinished', displayOrder: 6, updatedAt: '2026-01-01T00:00:00.000Z' },
  ]);
  const published = await database.db
    .selectFrom('case_studies')
    .select(['id', 'slug', 'title'])
    .where('status', '=', 'published')
    .orderBy('title')
    .executeTakeFirstOrThrow();
  if (!draft) throw new Error('setup failed');
  await login(page);
  await page.goto(`/admin?q=${encodeURIComponent(published.title)}`);
  await expect(page.getByRole('link', { name: `View ${published.title} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `/use-cases/${published.slug}`,
  );
  await expect(page.getByRole('link', { name: `Edit ${published.title}` })).toHaveAttribute(
    'href',
    `/admin/case-studies/simple-edit/${published.id}`,
  );
  await page.goto(`/admin?q=${tag}`);
  const preview = page.getByRole('link', { name: `Preview Unfinished ${tag} (opens in a new tab)` });
  await expect(preview).toHaveAttribute('href', `/admin/preview/${draft.id}`);

  const response = await page.goto(`/admin/preview/${draft.id}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Only signed-in staff can see this page.');
  await expect(page.getByRole('heading', { level: 1, name: `Unfinished ${tag}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page);

  // Nobody else sees it: not on the public site, not through the preview without a session.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(`/use-cases/${draft.slug}`))?.status()).toBe(404);
  await strangerPage.goto(`/admin/preview/${draft.id}`);
  await expect(strangerPage).toHaveURL(/\/admin\/login\?redirectTo=/);
  await stranger.close();
});

test('delete asks for confirmation in a dialog, then removes the case study', async ({ page }) => {
  const tag = uniqueTag();
  const [keep, remove] = await addStudies(tag, [
    { title: 'Keep', displayOrder: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
    { title: 'Remove', displayOrder: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
  ]);
  if (!keep || !remove) throw new Error('setup failed');
  await login(page);
  await page.goto(`/admin?q=${tag}`);
  await hydrated(page);
  const rows = page.getByRole('list').filter({ hasText: tag }).getByRole('listitem');

  await page.getByRole('button', { name: `Delete Remove ${tag}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this case study?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `Delete Remove ${tag}` }).click();
  await dialog.getByRole('button', { name: 'Delete case study' }).click();
  await expect(toast(page, 'Success', 'Case study deleted successfully')).toBeVisible();
  await expect(rows.getByRole('heading')).toHaveText([`Keep ${tag}`]);
  await expect(page).toHaveURL(`/admin?q=${tag}`);
  expect(
    await database.db.selectFrom('case_studies').select('id').where('id', '=', remove.id).executeTakeFirst(),
  ).toBeUndefined();
  const audit = await database.db
    .selectFrom('audit_log')
    .select(['action', 'actor'])
    .where('entity_id', '=', remove.id)
    .executeTakeFirst();
  expect(audit).toEqual({ action: 'case_study.deleted', actor: 'e2e-admin@example.com' });
});

test('delete is confirmed on the page itself without JavaScript', async ({ browser, baseURL }) => {
  const tag = uniqueTag();
  await addStudies(tag, [{ title: 'Nojs', displayOrder: 1, updatedAt: '2026-01-01T00:00:00.000Z' }]);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await login(page);
  await page.goto(`/admin?q=${tag}`);
  await page.getByRole('link', { name: `Delete Nojs ${tag}` }).click();
  await expect(page.getByRole('heading', { name: 'Are you sure you want to delete this case study?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete case study' }).click();
  await expect(page).toHaveURL(`/admin?q=${tag}`);
  await expect(page.getByRole('heading', { name: 'No case studies match' })).toBeVisible();
  await context.close();
});

test('pages through 25 at a time, keeping the search and the status filter on every page', async ({ page }) => {
  const tag = uniqueTag();
  // 40 studies of this test's own: 30 drafts (two pages of the 'Draft' filter) and 10 archived.
  const created = await addStudies(
    tag,
    Array.from({ length: 40 }, (_, i) => ({
      title: `Study ${String(i + 1).padStart(2, '0')}`,
      displayOrder: i + 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      status: i % 4 === 3 ? ('archived' as const) : ('draft' as const),
    })),
  );
  const drafts = created.filter((study) => study.status === 'draft').map((study) => study.title);
  try {
    await login(page);
    await page.goto(`/admin?q=${tag}&status=draft`);
    await hydrated(page);
    const rows = page.getByRole('list').filter({ hasText: tag }).getByRole('listitem');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(page.getByText('Showing 1–25 of 30 case studies')).toBeVisible();
    await expect(rows.getByRole('heading')).toHaveText(drafts.slice(0, 25));
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin?q=${tag}&status=draft&page=2`);
    await expect(page.getByText('Showing 26–30 of 30 case studies')).toBeVisible();
    await expect(rows.getByRole('heading')).toHaveText(drafts.slice(25));
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    // The search form still shows what is searched and filtered.
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(tag);
    await expect(page.getByLabel('Status')).toHaveValue('draft');

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`/admin?q=${tag}&status=draft`);
    await expect(page.getByText('Showing 1–25 of 30 case studies')).toBeVisible();
    await expect(rows.getByRole('heading')).toHaveText(drafts.slice(0, 25));

    // A new filter starts again at page 1 of its own matches.
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin?q=${tag}&status=draft&page=2`);
    await page.getByLabel('Status').selectOption('all');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(`/admin?q=${tag}&status=all`);
    await expect(page.getByText('Showing 1–25 of 40 case studies')).toBeVisible();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin?q=${tag}&page=2`);
    await expect(rows.getByRole('heading')).toHaveText(created.slice(25).map((study) => study.title));

    // A page past the end (the list got shorter since the link was made) shows the last one.
    await page.goto(`/admin?q=${tag}&status=draft&page=9`);
    await expect(page.getByText('Showing 26–30 of 30 case studies')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    const ids = created.map((study) => study.id);
    await database.db.deleteFrom('case_studies').where('id', 'in', ids).execute();
    await database.db.deleteFrom('revisions').where('entity_id', 'in', ids).execute();
  }
});
