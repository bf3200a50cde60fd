/**
 * The 404 log and the redirect manager (issue 32) on the production build: a missing page visited
 * from another shows in the log with its referrer; one click on its row makes the redirect the row
 * suggests, which the site then follows; a prefix rule typed by keyboard on a phone; a chain
 * collapsed; a loop refused; a CSV file imported; a 410's Gone page. Axe-clean at a phone's and a
 * desktop's width. Tests build on each other, in order.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

const MISSING = '/old-roi-calculator';
const STUDY = 'order-to-cash-automation-on-oracle-netsuite';

/** The 404 log's row of `path`, waited for (the log is written every few seconds). */
async function logRow(page: Page, path: string) {
  const row = page.getByRole('region', { name: '404 log', exact: true }).getByRole('row').filter({ hasText: path });
  await expect(async () => {
    await page.goto('/admin/redirects');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

async function addRedirect(page: Page, from: string, to: string, status = '301 Moved permanently') {
  const form = page.getByRole('region', { name: 'Add a redirect' });
  await form.getByRole('textbox', { name: 'Old address' }).fill(from);
  await form.getByRole('combobox', { name: 'New address' }).fill(to);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: status });
  await form.getByRole('button', { name: 'Add redirect' }).click();
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a missing page visited from another shows in the log with its referrer; one click redirects it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const missing = await page.goto(`${MISSING}?utm_source=newsletter`, { referer: `${baseURL}/about?from=menu` });
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();

  const row = await logRow(page, MISSING);
  await expect(row).toContainText(`${baseURL}/about`);
  await expect(row).not.toContainText('from=menu');
  await expect(
    page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Redirects' }),
  ).toHaveAttribute('aria-current', 'page');
  await hydrated(page);
  await expectNoAxeViolations(page);

  // The row offers the live page sharing its words: one click makes the redirect.
  await expect(row.getByRole('combobox', { name: `Redirect ${MISSING} to` })).toHaveValue('/roi-calculator');
  await row.getByRole('button', { name: `Create the redirect from ${MISSING}` }).click();
  await expect(toast(page, 'Redirects saved')).toBeVisible();
  await expect(page.getByText(`${MISSING} now redirects to /roi-calculator.`)).toBeVisible();
  const rule = page
    .getByRole('region', { name: 'Redirects', exact: true })
    .getByRole('row')
    .filter({ hasText: MISSING });
  await expect(rule).toBeVisible();
  // Its cells after the address: New address, Type, Hits, Last hit (none yet).
  await expect(rule.getByRole('cell')).toHaveText(['/roi-calculator', '301 Moved permanently', '0', 'Never', 'Remove']);

  await page.goto(`${MISSING}?utm_source=newsletter`);
  await expect(page).toHaveURL(/\/roi-calculator\?utm_source=newsletter$/);
});

test('a prefix rule typed by keyboard on a phone carries the rest of the path over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/redirects');
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Add a redirect' });
  await form.getByRole('textbox', { name: 'Old address' }).focus();
  await page.keyboard.type('/stories/*');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'New address' })).toBeFocused();
  await page.keyboard.type('/use-cases/*');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Add redirect' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('/stories/* now redirects to /use-cases/*.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/stories/${STUDY}`);
  await expect(page).toHaveURL(new RegExp(`/use-cases/${STUDY}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order-to-Cash');
});

test('collapses a chain, and refuses a loop and a live page with their messages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/redirects');
  await hydrated(page);

  // /older-roi -> /old-roi-calculator, which already goes to /roi-calculator: saved as one step.
  await addRedirect(page, '/older-roi', MISSING);
  await expect(
    page.getByText(
      '/older-roi now redirects to /roi-calculator. 1 chain was shortened so every visitor gets there in one step.',
    ),
  ).toBeVisible();

  await addRedirect(page, '/loop-one', '/loop-two');
  await expect(page.getByText('/loop-one now redirects to /loop-two.')).toBeVisible();
  await addRedirect(page, '/loop-two', '/loop-one');
  const alert = page.getByRole('alert').filter({ hasText: 'The redirects could not be saved' });
  await expect(alert).toContainText('/loop-two would loop: /loop-two → /loop-one → /loop-two.');
  // Scanned from the top: the focused summary scrolls the page, and axe counts a row's controls that
  // pass under the sticky studio header as too close to its links (other specs' 404s add rows).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  await addRedirect(page, '/about', '/contact');
  await expect(page.getByRole('alert').filter({ hasText: 'The redirects could not be saved' })).toContainText(
    '/about is a live page: unpublish or move it before redirecting its address.',
  );

  const followed = await page.goto('/older-roi');
  expect(followed?.request().redirectedFrom()?.url()).toMatch(/\/older-roi$/);
  await expect(page).toHaveURL(/\/roi-calculator$/);
});

test('imports a CSV file, naming a bad line; a 410 shows the Gone page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/redirects');
  await hydrated(page);
  const importForm = page.getByRole('region', { name: 'Import and export' });
  const upload = async (content: string) => {
    await importForm.getByLabel('CSV file').setInputFiles({
      name: 'redirects.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
    await importForm.getByRole('button', { name: 'Import CSV' }).click();
  };

  await upload('from,to,status\n/press/launch,/about,301\n/press/old,,302\n');
  await expect(page.getByRole('alert')).toContainText(
    'Line 3: Enter where it should go: a path like /insights, or an https:// address.',
  );
  await upload('from,to,status\n/press/launch,/about,301\n/retired-offer,,410\n');
  await expect(page.getByText('2 redirects imported.')).toBeVisible();

  await page.goto('/press/launch');
  await expect(page).toHaveURL(/\/about$/);

  const gone = await page.goto('/retired-offer');
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This page has been removed' })).toBeVisible();
  await expect(page).toHaveTitle('This page has been removed');
  await expectNoAxeViolations(page);
});
