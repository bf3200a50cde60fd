/**
 * Site settings in the studio (issue 29), on the production build: an Admin changes the phone number
 * and every public page shows it (the footer, the Organization JSON-LD); a bad e-mail address is
 * refused with its message; History puts the old version back. Axe-clean and usable by keyboard at
 * a phone's and a desktop's width. The last test restores the defaults, so the studio's other tests
 * see today's details.
 */
import type { Page } from '@playwright/test';
import { brand } from '#app/content/brand.ts';
import { SETTINGS_MESSAGES } from '#app/features/settings/settings-schema.ts';
import { e2eAdmin, expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

const NEW_PHONE = '+44 20 7946 0958';

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone', exact: true });
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Contact e-mail' });

/** The Organization's JSON-LD on the page now open. */
async function organization(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>)
      .find((data) => data?.['@type'] === 'Organization'),
  );
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('an Admin changes the phone number: the footer and the JSON-LD show it at once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Site settings' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(phoneField(page)).toHaveValue(brand.phone);
  await hydrated(page);
  await expectNoAxeViolations(page);

  await phoneField(page).fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(phoneField(page)).toHaveValue(NEW_PHONE);
  await expect(page.getByText(`Last saved by ${e2eAdmin.email} at`)).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+442079460958');
  await expect(footer).not.toContainText(brand.phone);
  expect(await organization(page)).toMatchObject({ telephone: NEW_PHONE, contactPoint: { telephone: NEW_PHONE } });
});

test('refuses a bad e-mail address with its message beside the field, by keyboard on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/settings');
  await hydrated(page);
  await emailField(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('sales-at-brightflow');
  // From the e-mail field, Tab reaches the phone; Enter in a field sends the form.
  await page.keyboard.press('Tab');
  await expect(phoneField(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: 'The settings were not saved' })).toBeVisible();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAccessibleDescription(SETTINGS_MESSAGES.emailInvalid);
  await expect(emailField(page)).toHaveValue('sales-at-brightflow');
  await expectNoAxeViolations(page);

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: brand.emails.hello })).toBeVisible();
});

test('restores the old version from History: the site shows today’s phone number again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/settings');
  const versions = page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(`by ${e2eAdmin.email}`);
  await expect(versions.nth(0)).toContainText('Current version');
  await expect(versions.nth(1)).toContainText('by Site setup');

  await versions.nth(1).click();
  await expect(page).toHaveURL(/\?revision=/);
  const differences = page.getByRole('region', { name: /What differs from the current version/ });
  await expect(differences.getByRole('term')).toHaveText(['Phone']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(phoneField(page)).toHaveValue(brand.phone);
  await expect(versions).toHaveCount(3);

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: brand.phone })).toBeVisible();
  expect(await organization(page)).toMatchObject({ telephone: brand.phone });
});
