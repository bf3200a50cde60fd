/**
 * Issue 18, scheduled publishing, end to end on the production build: a staff member in Berlin sets
 * "Publish at" a few seconds ahead in the full editor's Settings tab; the dashboard and the editor
 * show the Scheduled badge with that time in her zone; the stored time is UTC; at that time the
 * server's scheduler (SCHEDULER_INTERVAL_MS=1000 on the e2e servers, playwright.config.ts) publishes
 * the draft, with one revision by Scheduler, and the public pages show it without a restart. A past
 * time is refused; a form posted before hydration keeps the schedule in the zone it was shown in.
 */
import type { Page } from '@playwright/test';
import { createCaseStudy, deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { PUBLISH_AT_PAST } from '#app/features/case-studies/case-study-schema.ts';
import { formatAdminDateTime } from '#app/lib/admin-format.ts';
import { utcToWallTime } from '#app/lib/time-zone.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

let database: Database;
const made: string[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const id of made) await deleteCaseStudy(database, id);
  // The studio server's cached public pages must not keep showing what was deleted behind its back.
  await bumpCacheVersion(database, 'public');
});

/** A draft of this test's own, first in display order so that /use-cases lists it near the top. */
async function arrangeDraft(publishAt: string | null = null) {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`;
  const input = caseStudyInput({
    slug: `timed-launch-${word}`,
    title: `Timed Launch ${word}`,
    status: 'draft',
    featured: false,
    displayOrder: 1,
    publishAt,
  });
  const detail = await createCaseStudy(database, input);
  made.push(detail.caseStudy.id);
  return detail.caseStudy;
}

const stored = (id: string) =>
  database.db
    .selectFrom('case_studies')
    .select(['status', 'publish_at', 'published_at', 'version', 'title'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/** The dashboard's row of a study (its list item), found by its title. */
const dashboardRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openSettings(page: Page, id: string) {
  await page.goto(`/admin/case-studies/edit/${id}`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  return page.getByLabel('Publish at', { exact: true });
}

test.beforeEach(async ({ page }) => {
  await login(page);
  // Any studio page, once hydrated, tells the server the browser's time zone (the studio_tz cookie).
  await page.goto('/admin');
  await hydrated(page);
  const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === 'studio_tz')?.value ?? '';
  await expect.poll(async () => decodeURIComponent(await zoneCookie())).toBe(ZONE);
});

test('a draft scheduled a few seconds ahead shows as Scheduled, then publishes itself', async ({ page }) => {
  const study = await arrangeDraft();
  const field = await openSettings(page, study.id);
  await expect(page.getByText(`Time zone: ${ZONE} (GMT+1)`)).toBeVisible();

  // Reachable with the keyboard: the next stop after Display order.
  await page.getByRole('textbox', { name: 'Display order' }).focus();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();

  // Whole seconds, a few ahead; typed as the Berlin wall-clock time the field shows.
  const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 20_000).toISOString();
  const wall = utcToWallTime(at, ZONE);
  await field.fill(`${wall}:${at.slice(17, 19)}`);
  await expectNoAxeViolations(page);
  const badgeText = `Scheduled for ${formatAdminDateTime(at, ZONE)}`;
  await expect(page.getByRole('complementary', { name: 'Publishing' }).getByText(badgeText)).toBeVisible();

  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  expect(iso((await stored(study.id)).publish_at)).toBe(at);
  // The public page does not have it yet.
  expect((await page.request.get(`/use-cases/${study.slug}`)).status()).toBe(404);

  // The dashboard: still a draft, Scheduled with the time in Berlin.
  const row = dashboardRow(page, study.title);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText(badgeText)).toBeVisible();
  await expect(row.locator(`time[datetime="${at}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  // At its time the scheduler publishes it; the (cached) public pages show it at once.
  await expect
    .poll(async () => (await page.request.get(`/use-cases/${study.slug}`)).status(), { timeout: 50_000 })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
  expect(await (await page.request.get('/use-cases')).text()).toContain(study.title);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/use-cases/${study.slug}`);

  await expect(async () => {
    await page.goto('/admin');
    const published = dashboardRow(page, study.title);
    await expect(published.getByText('Published', { exact: true })).toBeVisible({ timeout: 1000 });
    await expect(published.getByText('Scheduled')).toHaveCount(0);
  }).toPass({ timeout: 15_000 });

  const after = await stored(study.id);
  expect(after).toMatchObject({ status: 'published', publish_at: null });
  expect(Number(after.version)).toBe(study.version + 2);
  expect(new Date(iso(after.published_at) ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
  const revisions = await database.db
    .selectFrom('revisions')
    .select(['kind', 'actor'])
    .where('entity_id', '=', study.id)
    .where('kind', '=', 'scheduled')
    .execute();
  expect(revisions).toEqual([{ kind: 'scheduled', actor: 'Scheduler' }]);
});

test('the editor shows a stored schedule in the staff member’s zone, and refuses a time already past', async ({
  page,
}) => {
  const at = '2031-06-02T07:15:00.000Z';
  const study = await arrangeDraft(at);
  const field = await openSettings(page, study.id);
  // 07:15 UTC is 09:15 in Berlin in summer.
  await expect(field).toHaveValue('2031-06-02T09:15');
  await expect(page.getByText(`Time zone: ${ZONE} (GMT+2)`)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Publishing' });
  await expect(summary.getByText(`Scheduled for ${formatAdminDateTime(at, ZONE)}`)).toBeVisible();
  await expect(summary.getByText('Jun 2, 2031, 9:15 AM GMT+2')).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill('2020-01-01T09:00');
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(toast(page, 'Validation Error', PUBLISH_AT_PAST)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Settings/ })).toHaveAttribute('aria-selected', 'true');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(PUBLISH_AT_PAST, { exact: true }).last()).toBeVisible();
  expect(iso((await stored(study.id)).publish_at)).toBe(at);

  // Cleared: no schedule any more, and no badge.
  await page.getByRole('button', { name: 'Clear Publish at' }).click();
  await expect(summary.getByText('Scheduled')).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  expect((await stored(study.id)).publish_at).toBeNull();
  await expect(dashboardRow(page, study.title).getByText('Scheduled')).toHaveCount(0);
});

test('a form posted before hydration keeps the schedule, read in the zone it was shown in', async ({ page }) => {
  // 1 December next year: winter in Berlin, and within five years (a later time is refused: issue 26).
  const at = `${new Date().getUTCFullYear() + 1}-12-01T08:30:00.000Z`;
  const study = await arrangeDraft(at);
  // The page's scripts held back: the server's HTML, usable but not hydrated.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(`/admin/case-studies/edit/${study.id}`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(`${study.title} renamed`);
  await title.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  release();
  const after = await stored(study.id);
  expect(after.title).toBe(`${study.title} renamed`);
  // Shown as 09:30 Berlin time and posted with its zone: still 08:30 UTC, not 09:30.
  expect(iso(after.publish_at)).toBe(at);
  expect(after.status).toBe('draft');
});
