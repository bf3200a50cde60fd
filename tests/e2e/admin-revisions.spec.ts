/**
 * The studio's safety net in the browser (issue 18): the full editor's History tab compares and
 * restores a version, two people editing one case study never overwrite each other unseen (409 and
 * the conflict notice, in two browser contexts), the quick editor links to the history, and a
 * deleted case study comes back from 'Recently deleted'; testimonials keep their versions and are
 * protected from overwrites the same way.
 */
import type { Browser, Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createCaseStudy, deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import type { Database } from '#app/.server/db/index.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { e2eAdmin, expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

// Not UTC: History and the conflict notice say when in the staff member's zone (the studio_tz cookie).
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

let database: Database;
const colleague = { email: 'colleague-revisions@example.com', password: 'colleague-password-123' };

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  const exists = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', colleague.email)
    .executeTakeFirst();
  if (!exists)
    await createUser(database, { email: colleague.email, passwordHash: await hashPassword(colleague.password) });
});

const uniqueTag = () => `rv${Math.random().toString(36).slice(2, 8)}`;

/** A published case study only this test uses. */
async function addStudy(title: string) {
  const tag = uniqueTag();
  const detail = await createCaseStudy(
    database,
    caseStudyInput({
      slug: `revisions-${tag}`,
      title: `${title} ${tag}`,
      status: 'published',
      subtitle: 'First subtitle',
    }),
    { by: { actor: e2eAdmin.email } },
  );
  return detail.caseStudy;
}

async function storedStudy(id: string) {
  return database.db
    .selectFrom('case_studies')
    .select(['title', 'subtitle', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function openEditor(page: Page, id: string, query = '') {
  await page.goto(`/admin/case-studies/edit/${id}${query}`);
  await hydrated(page);
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const subtitleField = (page: Page) => page.getByRole('textbox', { name: 'Subtitle', exact: true });
const update = (page: Page) => page.getByRole('button', { name: 'Update Case Study' });

test('History lists every version, compares one with the current, and restores it', async ({ page }) => {
  const study = await addStudy('Freight Audit');
  await login(page);
  await openEditor(page, study.id);
  await titleField(page).fill(`Freight Audit Rewritten ${study.slug}`);
  await update(page).click();
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();

  await openEditor(page, study.id);
  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(new RegExp(`[AP]M E[SD]T by ${e2eAdmin.email}`));
  await expect(versions.nth(0)).toContainText('Edited');
  await expect(versions.nth(0)).toContainText('Current version');
  await expect(versions.nth(1)).toContainText('Created');

  await versions.nth(1).click();
  await expect(page).toHaveURL(/\?revision=/);
  const differences = page.getByRole('region', { name: /What differs from the current version/ });
  await expect(differences.getByRole('term')).toHaveText(['Title']);
  await expect(differences.getByRole('definition')).toContainText(study.title);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/case-studies/edit/${study.id}\\?tab=history$`));
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Earlier version restored');
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await expect(titleField(page)).toHaveValue(study.title);
  expect(await storedStudy(study.id)).toMatchObject({ title: study.title, version: 3 });

  // The public page shows the restored title at once.
  await page.goto(`/use-cases/${study.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
});

test('the quick editor links to the version history', async ({ page }) => {
  const study = await addStudy('Quick History');
  await login(page);
  await page.goto(`/admin/case-studies/simple-edit/${study.id}`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Version history' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/case-studies/edit/${study.id}\\?tab=history$`));
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link')).toHaveCount(1);
});

async function signedInPage(browser: Browser, baseURL: string | undefined, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, timezoneId: ZONE });
  const page = await context.newPage();
  await login(page, who);
  // The studio learns the browser's zone once a page of it has hydrated (the studio_tz cookie).
  await page.goto('/admin');
  await hydrated(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'studio_tz')).toBe(true);
  return page;
}

test.describe('two people editing one case study', () => {
  test('the second save is refused with 409, keeps what was typed, shows their changes, and Keep yours saves over them', async ({
    browser,
    baseURL,
  }) => {
    const study = await addStudy('Shared Ledger');
    const ana = await signedInPage(browser, baseURL, e2eAdmin);
    const ben = await signedInPage(browser, baseURL, colleague);
    await openEditor(ana, study.id);
    await openEditor(ben, study.id);

    await ben.getByRole('tab', { name: 'Basic Info' }).click();
    await subtitleField(ben).fill('Ben’s subtitle');
    await update(ben).click();
    await expect(toast(ben, 'Case study updated successfully')).toBeVisible();

    const anaTitle = `Ana’s title ${study.slug}`;
    await titleField(ana).fill(anaTitle);
    const refused = ana.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(study.id));
    await update(ana).click();
    expect((await refused).status()).toBe(409);

    const notice = ana.getByRole('heading', {
      name: new RegExp(`^This case study was changed by ${colleague.email} at .+ E[SD]T after you opened it\\.$`),
    });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(titleField(ana)).toHaveValue(anaTitle);
    expect(await storedStudy(study.id)).toMatchObject({ title: study.title, subtitle: 'Ben’s subtitle', version: 2 });

    await ana.getByText('See their changes').click();
    const theirs = ana.locator('details');
    await expect(theirs.getByRole('term')).toHaveText(['Subtitle']);
    await expect(theirs.getByRole('definition')).toContainText('Ben’s subtitle');
    await expectNoAxeViolations(ana);

    await ana.getByRole('button', { name: 'Keep yours' }).click();
    await expect(toast(ana, 'Case study updated successfully')).toBeVisible();
    // Ana's whole form went over Ben's save; his version stays in the history.
    expect(await storedStudy(study.id)).toMatchObject({ title: anaTitle, subtitle: 'First subtitle', version: 3 });
    const actors = await database.db
      .selectFrom('revisions')
      .select('actor')
      .where('entity_id', '=', study.id)
      .orderBy('version', 'desc')
      .execute();
    expect(actors.map((r) => r.actor)).toEqual([e2eAdmin.email, colleague.email, e2eAdmin.email]);
    await ana.context().close();
    await ben.context().close();
  });

  test('Reload theirs replaces the form with the saved version', async ({ browser, baseURL }) => {
    const study = await addStudy('Reload Theirs');
    const ana = await signedInPage(browser, baseURL, e2eAdmin);
    const ben = await signedInPage(browser, baseURL, colleague);
    await openEditor(ana, study.id);
    await openEditor(ben, study.id);

    await subtitleField(ben).fill('Ben got here first');
    await update(ben).click();
    await expect(toast(ben, 'Case study updated successfully')).toBeVisible();

    await titleField(ana).fill('A title that will be dropped');
    await update(ana).click();
    await ana.getByRole('link', { name: 'Reload theirs' }).click();
    await expect(subtitleField(ana)).toHaveValue('Ben got here first');
    await expect(titleField(ana)).toHaveValue(study.title);
    await expect(ana.getByRole('heading', { name: /This case study was changed by/ })).toHaveCount(0);
    // Saving now goes through: the editor is on Ben's version.
    await titleField(ana).fill(`${study.title} again`);
    await update(ana).click();
    await expect(toast(ana, 'Case study updated successfully')).toBeVisible();
    expect(await storedStudy(study.id)).toMatchObject({
      title: `${study.title} again`,
      subtitle: 'Ben got here first',
    });
    await ana.context().close();
    await ben.context().close();
  });

  test('without JavaScript a stale save is refused too, and the page says who changed it', async ({
    browser,
    baseURL,
  }) => {
    const study = await addStudy('No Script Conflict');
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto(`/admin/case-studies/edit/${study.id}`);
    // A colleague's save, as the database sees it: the next version and its revision.
    await database.db
      .updateTable('case_studies')
      .set({ subtitle: 'Changed elsewhere', version: 2 })
      .where('id', '=', study.id)
      .execute();
    await database.db
      .insertInto('revisions')
      .values({
        id: crypto.randomUUID(),
        entity_type: 'case_study',
        entity_id: study.id,
        version: 2,
        kind: 'edited',
        snapshot: JSON.stringify({
          caseStudy: { ...study, subtitle: 'Changed elsewhere', version: 2 },
          sections: [],
          metrics: [],
          processes: [],
          media: [],
        }),
        actor: colleague.email,
        user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed without scripts');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Update Case Study' }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByRole('heading', { name: new RegExp(`changed by ${colleague.email}`) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Typed without scripts');
    expect(await storedStudy(study.id)).toMatchObject({ title: study.title, subtitle: 'Changed elsewhere' });

    await page.getByRole('button', { name: 'Keep yours' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await storedStudy(study.id)).toMatchObject({ title: 'Typed without scripts', version: 3 });
    await context.close();
  });
});

test('a deleted case study comes back from Recently deleted, with its address', async ({ page }) => {
  const study = await addStudy('Brought Back');
  await deleteCaseStudy(database, study.id, { by: { actor: colleague.email } });
  await login(page);
  await page.goto('/admin');
  await hydrated(page);
  const deleted = page.getByRole('region', { name: 'Recently deleted' });
  const row = deleted.getByRole('listitem').filter({ hasText: study.title });
  await expect(row).toContainText(`/use-cases/${study.slug}`);
  await expect(row).toContainText(`Deleted by ${colleague.email} on`);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Restore ${study.title}` }).click();
  await expect(toast(page, 'Case study restored')).toBeVisible();
  await expect(deleted.getByRole('listitem').filter({ hasText: study.title })).toHaveCount(0);
  const response = await page.goto(`/use-cases/${study.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
});

test.describe('testimonials', () => {
  async function addTestimonial(quote: string) {
    const testimonial = await createTestimonial(
      database,
      { quote, authorName: `Dana Revisions ${uniqueTag()}`, title: 'COO', company: 'First Company', image: null },
      { by: { actor: e2eAdmin.email } },
    );
    return testimonial;
  }
  const quoteField = (page: Page) => page.getByRole('textbox', { name: 'Quote' });

  test('the edit form lists the last versions and restores one', async ({ page }) => {
    const testimonial = await addTestimonial('The first words they said about us, kept in the history.');
    await login(page);
    await page.goto(`/admin/testimonials?edit=${testimonial.id}`);
    await hydrated(page);
    await quoteField(page).fill('A second quote that replaces the first one.');
    await page.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();

    await page.goto(`/admin/testimonials?edit=${testimonial.id}`);
    await hydrated(page);
    const versions = page.getByRole('region', { name: 'Recent versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Current version');
    await expect(versions.nth(1)).toContainText('Created');
    await expectNoAxeViolations(page);
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore this version/ })
      .click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(quoteField(page)).toHaveValue(testimonial.quote);
    const stored = await database.db
      .selectFrom('testimonials')
      .select(['quote', 'version'])
      .where('id', '=', testimonial.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ quote: testimonial.quote, version: 3 });
  });

  test('a save over a newer version is refused with 409, and Keep yours saves it', async ({ browser, baseURL }) => {
    const testimonial = await addTestimonial('A testimonial two people open at once, to see who wins.');
    const ana = await signedInPage(browser, baseURL, e2eAdmin);
    const ben = await signedInPage(browser, baseURL, colleague);
    for (const page of [ana, ben]) {
      await page.goto(`/admin/testimonials?edit=${testimonial.id}`);
      await hydrated(page);
    }
    await ben.getByRole('textbox', { name: 'Company' }).fill('Ben’s Company');
    await ben.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(toast(ben, 'Success', 'Testimonial updated successfully')).toBeVisible();

    await quoteField(ana).fill('Ana’s quote, typed while Ben was saving his.');
    const answer = ana.waitForResponse((r) => r.request().method() === 'POST');
    await ana.getByRole('button', { name: 'Save Testimonial' }).click();
    expect((await answer).status()).toBe(409);
    await expect(
      ana.getByRole('heading', { name: new RegExp(`^This testimonial was changed by ${colleague.email} at .+`) }),
    ).toBeVisible();
    await expect(quoteField(ana)).toHaveValue('Ana’s quote, typed while Ben was saving his.');
    await ana.getByText('See their changes').click();
    await expect(ana.locator('details').getByRole('term')).toHaveText(['Company']);

    await ana.getByRole('button', { name: 'Keep yours' }).click();
    await expect(toast(ana, 'Success', 'Testimonial updated successfully')).toBeVisible();
    const stored = await database.db
      .selectFrom('testimonials')
      .select(['quote', 'company', 'version'])
      .where('id', '=', testimonial.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      quote: 'Ana’s quote, typed while Ben was saving his.',
      company: 'First Company',
      version: 3,
    });
    await ana.context().close();
    await ben.context().close();
  });
});
