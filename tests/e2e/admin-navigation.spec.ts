/**
 * Issue 29's navigation journeys on the production build: an Admin publishes a page, adds it to the
 * Services menu and a visitor finds it in the header's dropdown and in the phone menu; a link to a
 * page that does not exist is refused, by name; the previous version comes back from History. The
 * screen is axe-clean and keyboard usable at 390 and 1440 px, and works as plain posts without
 * JavaScript. The navigation is put back to today's afterwards (other specs read the header).
 */
import type { Browser, Page } from '@playwright/test';
import { deletePage } from '#app/.server/changes/pages.ts';
import { saveSiteDocument } from '#app/.server/changes/site-documents.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import { defaultNavigation } from '#app/content/default-navigation.ts';
import { NAVIGATION } from '#app/features/navigation/navigation.server.ts';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

let database: Database;
const PATH = '/industries/logistics';
const ENTRY = 'Logistics Automation';

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  const stale = await getPageByPath(database, PATH, { publishedOnly: false });
  if (stale) await deletePage(database, stale.id);
});
test.afterAll(async () => {
  await saveSiteDocument(database, 'navigation', defaultNavigation, {
    kind: NAVIGATION,
    action: null,
    defaults: defaultNavigation,
  });
  const made = await getPageByPath(database, PATH, { publishedOnly: false });
  if (made) await deletePage(database, made.id);
});

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
  await login(page);
});

async function openNavigation(page: Page) {
  await page.goto('/admin/navigation');
  await hydrated(page);
}

const servicesCard = (page: Page) => page.getByRole('region', { name: 'Services menu' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save navigation' });

/** A visitor (no session), at a desktop's or a phone's width. */
async function visitor(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL }]);
  return context;
}

test('an Admin publishes a page, adds it to the Services menu, and a visitor finds it in the dropdown and the phone menu', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin/pages/new');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Automation for logistics');
  await page.getByRole('textbox', { name: 'Path', exact: true }).fill(PATH);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created')).toBeVisible();

  await openNavigation(page);
  const card = servicesCard(page);
  await card.getByRole('button', { name: 'Add an entry' }).click();
  // The new entry's first field has the focus, and the change is announced.
  await expect(page.locator('#nav-services-3-label')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Entry added, 4 of 4.' })).toBeAttached();
  await page.locator('#nav-services-3-label').fill(ENTRY);
  await page.locator('#nav-services-3-target').fill(PATH);
  await page.locator('#nav-services-3-description').fill('Warehouses and carriers, connected and automated.');
  await page.locator('#nav-services-3-icon').selectOption({ label: 'Briefcase' });
  await saveButton(page).click();
  await expect(toast(page, 'Navigation saved')).toBeVisible();
  await expect(page.locator('#nav-services-3-label')).toHaveValue(ENTRY);

  const desktop = await visitor(browser, baseURL ?? '', 1440);
  const tab = await desktop.newPage();
  await tab.goto('/');
  await hydrated(tab);
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  const item = tab.getByRole('menu').getByRole('menuitem', { name: new RegExp(ENTRY) });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', PATH);
  await item.click();
  await expect(tab).toHaveURL(PATH);
  await expect(tab).toHaveTitle(/Automation for logistics/);
  await desktop.close();

  const phone = await visitor(browser, baseURL ?? '', 390);
  const mobile = await phone.newPage();
  await mobile.goto('/about');
  await hydrated(mobile);
  await mobile.getByRole('button', { name: 'Open menu' }).click();
  const link = mobile.getByRole('dialog').getByRole('link', { name: ENTRY });
  await expect(link).toHaveAttribute('href', PATH);
  await phone.close();
});

test('a link to a page that does not exist is refused, and the message names it', async ({ page }) => {
  await openNavigation(page);
  const header = page.getByRole('region', { name: 'Header' });
  await header.getByRole('button', { name: 'Add a link' }).click();
  await expect(page.locator('#nav-header-5-label')).toBeFocused();
  await page.locator('#nav-header-5-label').fill('Insurance');
  await page.locator('#nav-header-5-target').fill('/industries/insurance-nowhere');
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await saveButton(page).click();
  expect((await response).status()).toBe(422);
  const message = '“Insurance” links to /industries/insurance-nowhere, which is not a published page';
  await expect(page.locator('#nav-header-5-target-error')).toHaveText(message);
  await expect(page.locator('#nav-header-5-target')).toHaveAttribute('aria-invalid', 'true');
  // The summary takes the focus and links to the field.
  await expect(page.getByRole('region', { name: /One thing needs fixing/ })).toBeFocused();
  await expect(page.getByRole('link', { name: message })).toHaveAttribute('href', '#nav-header-5-target');

  const stored = await database.db
    .selectFrom('site_documents')
    .select('data')
    .where('key', '=', 'navigation')
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(stored.data)).not.toContain('insurance-nowhere');
});

test('the previous version comes back from History, and visitors see it', async ({ page, browser, baseURL }) => {
  await page.goto('/admin/navigation?tab=history');
  const versions = page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link');
  // The save above, then today's navigation as it was before it ('Site setup').
  await expect(versions).toHaveCount(2);
  await versions.nth(1).click();
  await expect(page).toHaveURL(/\?revision=/);
  await expect(page.getByRole('region', { name: /What differs from the current version/ })).toContainText(ENTRY);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(page.locator('#history')).toBeFocused();
  await expect(versions).toHaveCount(3);
  await expect(page.locator('#nav-services-3-label')).toHaveCount(0);

  const desktop = await visitor(browser, baseURL ?? '', 1440);
  const tab = await desktop.newPage();
  await tab.goto('/');
  await hydrated(tab);
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await expect(tab.getByRole('menuitem')).toHaveCount(3);
  await expect(tab.getByRole('menuitem', { name: new RegExp(ENTRY) })).toHaveCount(0);
  await desktop.close();

  const audit = await database.db
    .selectFrom('audit_log')
    .select('action')
    .where('action', 'in', ['navigation.updated', 'navigation.version_restored'])
    .orderBy('created_at')
    .execute();
  expect(audit.map((entry) => entry.action)).toEqual(['navigation.updated', 'navigation.version_restored']);
});

test('a save over a colleague’s is refused with the conflict notice, and “Keep yours” saves it', async ({ page }) => {
  await openNavigation(page);
  // A colleague saves while the screen is open.
  const theirs = structuredClone(defaultNavigation);
  theirs.header[4] = { kind: 'link', label: 'About the company', target: '/about' };
  await saveSiteDocument(database, 'navigation', theirs, {
    kind: NAVIGATION,
    by: { actor: 'colleague@example.com' },
    action: 'navigation.updated',
  });

  await page.locator('#nav-header-2-label').fill('Our work');
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await saveButton(page).click();
  expect((await response).status()).toBe(409);
  const notice = page.getByRole('heading', { name: /The navigation was changed by colleague@example.com/ });
  await expect(notice).toBeFocused();
  await page.getByText('See their changes').click();
  await expect(page.getByRole('region', { name: /The navigation was changed/ })).toContainText(
    'Their version: the company',
  );
  // What was typed is still there, and Save alone is refused again: the form is still based on its version.
  await expect(page.locator('#nav-header-2-label')).toHaveValue('Our work');
  const again = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await saveButton(page).click();
  expect((await again).status()).toBe(409);
  await page.getByRole('button', { name: 'Keep yours' }).click();
  await expect(toast(page, 'Navigation saved')).toBeVisible();
  await expect(page.locator('#nav-header-2-label')).toHaveValue('Our work');
  await expect(page.locator('#nav-header-4-label')).toHaveValue('About');
});

for (const width of [390, 1440]) {
  test(`the screen is axe-clean and keyboard usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openNavigation(page);
    await expectNoAxeViolations(page);

    const third = await page.locator('#nav-header-2-label').inputValue();
    const down = page.getByRole('button', { name: 'Move down: “Home”, 1 of 5' });
    await down.focus();
    await page.keyboard.press('Enter');
    // Focus stays on the button pressed, now at the item's new place.
    await expect(page.getByRole('button', { name: 'Move down: “Home”, 2 of 5' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '“Home” moved to 2 of 5.' })).toBeAttached();
    await expect(page.locator('#nav-header-1-label')).toHaveValue('Home');

    await page.getByRole('button', { name: 'Remove: “Home”, 2 of 5' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-header-1-label')).toBeFocused();
    await expect(page.locator('#nav-header-1-label')).toHaveValue(third);
    await expect(page.getByRole('status').filter({ hasText: '“Home” removed. 4 left.' })).toBeAttached();
    await expectNoAxeViolations(page);
  });
}

test('without JavaScript, the list buttons and the save work as plain posts', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto('/admin/navigation');
  await plain.getByRole('button', { name: 'Move up: “Company”, 3 of 3' }).click();
  await expect(plain.locator('#nav-footer-1-heading')).toHaveValue('Company');
  await plain.locator('#nav-footer-1-links-0-label').fill('About the team');
  await plain.getByRole('button', { name: 'Save navigation' }).click();
  // Redirected back (303) to the screen, which shows what was saved.
  await expect(plain).toHaveURL('/admin/navigation');
  await expect(plain.locator('#nav-footer-1-heading')).toHaveValue('Company');
  await expect(plain.locator('#nav-footer-1-links-0-label')).toHaveValue('About the team');

  const footer = await (await plain.request.get('/about', { headers: { Cookie: '' } })).text();
  expect(footer).toContain('About the team');
  await context.close();
});
