/**
 * Issue 18, draft recovery: the case-study editors keep unsaved changes in the browser, per account,
 * editor and study. After a reload the same editor offers them ('Restore unsaved changes' /
 * 'Discard', naming when they were made); a successful save removes them, a refused one keeps
 * them; Sign Out leaves no draft behind. The case studies made here are deleted afterwards.
 */
import type { Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createCaseStudy, deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  emptyFullValues,
  type FullEditorValues,
  fullValuesToInput,
} from '#app/features/case-studies/case-study-form.ts';
import { formatAdminDateTime } from '#app/lib/admin-format.ts';
import { e2eAdmin, expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

// Not UTC: the notice says when in the staff member's zone (the studio_tz cookie), as the rest of the studio does.
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';

let database: Database;
let adminId: string;
const madeCaseStudies: string[] = [];

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', e2eAdmin.email)
    .executeTakeFirstOrThrow();
  adminId = admin.id;
});
test.afterAll(async () => {
  for (const id of madeCaseStudies) await deleteCaseStudy(database, id);
});

test.beforeEach(async ({ page }) => {
  // Reloading or leaving an editor with unsaved changes asks first (beforeunload): the person says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page);
});

const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const notice = (page: Page) => page.getByRole('region', { name: 'Unsaved changes found' });
const restoreButton = (page: Page) => notice(page).getByRole('button', { name: 'Restore unsaved changes' });
const discardButton = (page: Page) => notice(page).getByRole('button', { name: 'Discard', exact: true });

/** The studio drafts the page's browser holds, by key. */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith('studio-draft:'))),
  );
const draftKeys = async (page: Page) => Object.keys(await storedDrafts(page));
const keyOf = (editor: 'full' | 'simple', study: string) => `studio-draft:v1:${adminId}:${editor}:${study}`;

/** Waits until the draft is stored (written a moment after the last change), then reloads the editor. */
async function reloadWithDraft(page: Page, key: string): Promise<string> {
  await expect.poll(() => draftKeys(page)).toEqual([key]);
  const stored = JSON.parse((await storedDrafts(page))[key] ?? '{}') as { savedAt: string };
  await page.reload();
  await hydrated(page);
  return stored.savedAt;
}

/** A study of this test's own, to edit. */
async function arrangeStudy(word: string, status: FullEditorValues['status'] = 'draft') {
  const empty = emptyFullValues(defaultSectionTitles);
  const values = {
    ...empty,
    title: `Freight Audit ${word}`,
    executiveSummary: 'Carrier invoices checked against contracts.',
    clientName: 'Northwind Logistics',
    clientIndustry: 'Logistics',
    status,
    sections: {
      ...empty.sections,
      challenge: { title: 'The challenge', content: '<p>Invoices were checked by hand.</p>' },
    },
  } satisfies FullEditorValues;
  const detail = await createCaseStudy(database, fullValuesToInput(values, defaultSectionTitles));
  madeCaseStudies.push(detail.caseStudy.id);
  return detail.caseStudy;
}

async function storedStudy(slug: string) {
  const row = await database.db
    .selectFrom('case_studies')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  if (!madeCaseStudies.includes(row.id)) madeCaseStudies.push(row.id);
  const detail = await getCaseStudyDetail(database, row.id, { publishedOnly: false });
  if (!detail) throw new Error(`case study ${row.id} has no detail`);
  return detail;
}

test('simple editor, new study: a reload offers what was typed; Restore brings it back and Create saves it', async ({
  page,
}) => {
  const word = uniqueWord();
  const started = Date.now();
  await page.goto('/admin/case-studies/simple-new');
  await hydrated(page);
  await expect(notice(page)).toHaveCount(0);
  await textbox(page, 'Title').fill(`Order Matching ${word}`);
  await textbox(page, 'Client name').fill('Arden Foods');
  await textbox(page, 'Client industry').fill('Food & Beverage');
  await textbox(page, 'Executive summary').fill('Purchase orders matched without a person.');
  await textbox(page, 'Challenge').fill(`Every order was keyed twice. ${word}`);

  const savedAt = await reloadWithDraft(page, keyOf('simple', 'new'));
  expect(Date.parse(savedAt)).toBeGreaterThanOrEqual(started - 1000);
  await expect(notice(page)).toContainText(
    `You have unsaved changes from ${formatAdminDateTime(savedAt, ZONE)} that were never saved.`,
  );
  await expect(textbox(page, 'Title')).toHaveValue('');
  await expectNoAxeViolations(page);

  // By keyboard: the notice's buttons come right after the page header, with a visible focus ring.
  await page.getByRole('link', { name: 'Use the full editor' }).focus();
  await page.keyboard.press('Tab');
  await expect(restoreButton(page)).toBeFocused();
  expect(await restoreButton(page).evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Tab');
  await expect(discardButton(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  await expect(notice(page)).toHaveCount(0);
  await expect(textbox(page, 'Title')).toHaveValue(`Order Matching ${word}`);
  await expect(textbox(page, 'Title')).toBeFocused();
  await expect(textbox(page, 'Challenge')).toHaveValue(`Every order was keyed twice. ${word}`);
  // Restored changes are unsaved changes.
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study created successfully')).toBeVisible();
  const stored = await storedStudy(`order-matching-${word}`);
  expect(stored.caseStudy).toMatchObject({
    title: `Order Matching ${word}`,
    clientName: 'Arden Foods',
    clientIndustry: 'Food & Beverage',
    executiveSummary: 'Purchase orders matched without a person.',
  });
  expect(stored.sections.find((section) => section.sectionType === 'challenge')?.content).toBe(
    `<p>Every order was keyed twice. ${word}</p>`,
  );

  // The save removed the draft: the editor opens empty, with nothing to offer.
  expect(await draftKeys(page)).toEqual([]);
  await page.goto('/admin/case-studies/simple-new');
  await hydrated(page);
  await expect(textbox(page, 'Title')).toHaveValue('');
  await expect(notice(page)).toHaveCount(0);
});

test('simple editor, existing study: the draft is this account’s only; Discard forgets it for good', async ({
  page,
}) => {
  const study = await arrangeStudy(uniqueWord());
  const editor = `/admin/case-studies/simple-edit/${study.id}`;
  await page.goto(editor);
  await hydrated(page);
  await textbox(page, 'Executive summary').fill('Every carrier invoice audited overnight.');
  await reloadWithDraft(page, keyOf('simple', study.id));
  await expect(notice(page)).toBeVisible();

  // Another admin in the same browser is not offered it.
  const other = { email: `second-admin-${uniqueWord()}@example.com`, password: 'second-admin-password-123' };
  await createUser(database, { email: other.email, passwordHash: await hashPassword(other.password) });
  await login(page, other);
  await page.goto(editor);
  await hydrated(page);
  await expect(textbox(page, 'Executive summary')).toHaveValue('Carrier invoices checked against contracts.');
  await expect(notice(page)).toHaveCount(0);

  await login(page);
  await page.goto(editor);
  await hydrated(page);
  await expect(notice(page)).toBeVisible();
  await discardButton(page).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(textbox(page, 'Title')).toBeFocused();
  await expect(textbox(page, 'Executive summary')).toHaveValue('Carrier invoices checked against contracts.');
  await expect(page.getByText('No changes yet', { exact: true })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  await page.reload();
  await hydrated(page);
  await expect(textbox(page, 'Title')).toHaveValue(study.title);
  await expect(notice(page)).toHaveCount(0);
});

test('simple editor, existing study: restored changes are saved with Update and shown on the site', async ({
  page,
}) => {
  const word = uniqueWord();
  const study = await arrangeStudy(word, 'published');
  await page.goto(`/admin/case-studies/simple-edit/${study.id}`);
  await hydrated(page);
  await textbox(page, 'Executive summary').fill(`Every carrier invoice audited overnight ${word}.`);
  await textbox(page, 'Outcome').fill(`Overcharges caught before payment ${word}.`);
  // Meanwhile a colleague renames the client: restoring brings back these changes, not the old name.
  await database.db
    .updateTable('case_studies')
    .set({ client_name: 'Northwind Group' })
    .where('id', '=', study.id)
    .execute();
  await reloadWithDraft(page, keyOf('simple', study.id));

  await expect(textbox(page, 'Executive summary')).toHaveValue('Carrier invoices checked against contracts.');
  await restoreButton(page).click();
  await expect(textbox(page, 'Executive summary')).toHaveValue(`Every carrier invoice audited overnight ${word}.`);
  await expect(textbox(page, 'Client name')).toHaveValue('Northwind Group');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  expect((await storedStudy(study.slug)).caseStudy.clientName).toBe('Northwind Group');

  await page.goto(`/use-cases/${study.slug}`);
  await expect(page.getByText(`Every carrier invoice audited overnight ${word}.`).first()).toBeVisible();
  await expect(page.getByText(`Overcharges caught before payment ${word}.`)).toBeVisible();
});

test('full editor, existing study: a reload offers the changes, section text included, and Update saves them', async ({
  page,
}) => {
  const word = uniqueWord();
  const study = await arrangeStudy(word);
  await page.goto(`/admin/case-studies/edit/${study.id}`);
  await hydrated(page);
  await page.getByLabel('Subtitle').fill(`Audited overnight ${word}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  const challenge = page.getByRole('textbox', { name: 'Challenge section content' });
  await challenge.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(` Now a bot reads them ${word}.`);
  await reloadWithDraft(page, keyOf('full', study.id));

  await expect(notice(page)).toBeVisible();
  await expect(page.getByLabel('Subtitle')).toHaveValue('');
  await restoreButton(page).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByLabel('Subtitle')).toHaveValue(`Audited overnight ${word}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  // The section editor shows the restored text, not what it started with.
  await expect(challenge).toContainText(`Invoices were checked by hand. Now a bot reads them ${word}.`);

  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  const stored = await storedStudy(study.slug);
  expect(stored.caseStudy.subtitle).toBe(`Audited overnight ${word}`);
  expect(stored.sections.find((section) => section.sectionType === 'challenge')?.content).toContain(
    `Now a bot reads them ${word}.`,
  );
  expect(await draftKeys(page)).toEqual([]);
});

test('full editor, new study: a save the server refuses keeps the draft', async ({ page }) => {
  const word = uniqueWord();
  await page.goto('/admin/case-studies/new');
  await hydrated(page);
  await textbox(page, 'Title').fill(`Vendor Onboarding ${word}`);
  await page.getByLabel('Client name').fill('Orion Retail');
  await textbox(page, 'Industry').fill('Retail');
  // A slug another study has: the server answers 400.
  await page.getByLabel('Slug').fill(SEEDED_SLUG);
  await page.getByRole('button', { name: 'Create Case Study' }).click();
  await expect(toast(page, 'Validation Error', 'is already used by another case study')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/case-studies\/new$/);

  await reloadWithDraft(page, keyOf('full', 'new'));
  await restoreButton(page).click();
  await expect(textbox(page, 'Title')).toHaveValue(`Vendor Onboarding ${word}`);
  await expect(page.getByLabel('Slug')).toHaveValue(SEEDED_SLUG);
});

test('Sign Out leaves no draft in the browser', async ({ page }) => {
  await page.goto('/admin/case-studies/simple-new');
  await hydrated(page);
  await textbox(page, 'Title').fill('Typed before signing out');
  await expect.poll(() => draftKeys(page)).toEqual([keyOf('simple', 'new')]);
  // Not a draft: only the server's Clear-Site-Data removes it.
  await page.evaluate(() => window.localStorage.setItem('e2e-probe', 'kept until Sign Out'));

  const signOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/logout');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  expect(await (await signOut).headerValue('clear-site-data')).toBe('"storage"');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, 'Signed out')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('e2e-probe'))).toBeNull();

  await login(page);
  await page.goto('/admin/case-studies/simple-new');
  await hydrated(page);
  await expect(textbox(page, 'Title')).toHaveValue('');
  await expect(notice(page)).toHaveCount(0);
});

test('full editor, a save refused because a colleague saved first (409): the draft stays, and is not offered beside the conflict', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const study = await arrangeStudy(word);
  await page.goto(`/admin/case-studies/edit/${study.id}`);
  await hydrated(page);

  // A colleague saves the study in another browser meanwhile.
  const other = { email: `colleague-${word}@example.com`, password: 'colleague-password-123' };
  await createUser(database, { email: other.email, passwordHash: await hashPassword(other.password) });
  const colleague = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await login(colleague, other);
  await colleague.goto(`/admin/case-studies/edit/${study.id}`);
  await hydrated(colleague);
  await colleague.getByLabel('Subtitle').fill('Saved by a colleague');
  await colleague.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(toast(colleague, 'Case study updated successfully')).toBeVisible();
  await colleague.context().close();

  await textbox(page, 'Title').fill(`Freight Audit Renamed ${word}`);
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(page.getByRole('heading', { name: /This case study was changed by/ })).toBeVisible();
  await expect(textbox(page, 'Title')).toHaveValue(`Freight Audit Renamed ${word}`);
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([keyOf('full', study.id)]);

  // Reload theirs: their version, and the draft of the refused changes is gone with the choice.
  await page.getByRole('link', { name: 'Reload theirs' }).click();
  await expect(page.getByLabel('Subtitle')).toHaveValue('Saved by a colleague');
  await expect(textbox(page, 'Title')).toHaveValue(study.title);
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([]);
});
