/**
 * Testimonials admin (SPEC 2.11, 4, 5, 8). Testimonials made here are saved as inactive, so the
 * public carousel, which other tests check, never shows them.
 */
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, login, openE2eDatabase, test, toast } from './fixtures.ts';

let database: Database;
test.beforeAll(() => {
  database = openE2eDatabase();
});
test.afterAll(async () => {
  await database.close();
});

const countInDatabase = async () => (await database.db.selectFrom('testimonials').select('id').execute()).length;

const card = (page: import('@playwright/test').Page, author: string) =>
  page.getByRole('article', { name: `Testimonial by ${author}` });

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('lists every testimonial in two columns with its total', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
  await expect(async () => {
    const total = await countInDatabase();
    await page.reload();
    await expect(page.getByText(`Total: ${total} standalone testimonials`)).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  const first = await page.getByRole('article').nth(0).boundingBox();
  const second = await page.getByRole('article').nth(1).boundingBox();
  expect(second?.y).toBe(first?.y);
  expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
  await expect(card(page, 'Michael Torvik').getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Refresh reloads the list, reading 'Loading testimonials...' meanwhile", async ({ page }) => {
  await page.goto('/admin/testimonials');
  await hydrated(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/admin/testimonials.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toHaveText('Loading testimonials...');
  release();
  await expect(page.getByRole('status')).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('shows SPEC 5 messages in red under each field, from the server', async ({ page }) => {
  await page.goto('/admin/testimonials');
  await hydrated(page);
  await page.getByRole('link', { name: 'Add Testimonial' }).click();
  const form = page.getByRole('region', { name: 'Add New Testimonial' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Quote')).toBeFocused();
  await form.getByLabel('Quote').fill('Too short');
  await form.getByLabel('Author Name').fill('J');
  await form.getByLabel('Title').fill(' ');
  await form.getByRole('button', { name: 'Save Testimonial' }).click();
  for (const [label, message] of [
    ['Quote', 'Quote must be at least 10 characters'],
    ['Author Name', 'Author name must be at least 2 characters'],
    ['Title', 'Title must be at least 2 characters'],
    ['Company', 'Company must be at least 2 characters'],
  ] as const) {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(form.getByText(message)).toHaveCSS('color', /^(oklch\(0\.577 0\.245 27\.325\)|rgb\(231, 0, 11\))$/);
  }
  await expectNoAxeViolations(page);
  await form.getByRole('link', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test.describe
  .serial('create, edit and delete', () => {
    const author = `Dana Whitfield ${Math.random().toString(36).slice(2, 7)}`;

    test('a created testimonial goes to the top of the list', async ({ page }) => {
      await page.goto('/admin/testimonials');
      await hydrated(page);
      const before = await countInDatabase();
      await page.getByRole('link', { name: 'Add Testimonial' }).click();
      const form = page.getByRole('region', { name: 'Add New Testimonial' });
      await form
        .getByLabel('Quote')
        .fill('Our month-end close went from nine days to four, and nobody works weekends now.');
      await form.getByLabel('Author Name').fill(author);
      await form.getByLabel('Title').fill('Controller');
      await form.getByLabel('Company').fill('Harbor Logistics');
      await form.getByLabel('Author Photo').fill('/images/logo.svg');
      await form.getByLabel(/Inactive/).check();
      // Hold the save a moment so its busy state can be seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/admin/testimonials.data*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      release();
      await expect(toast(page, 'Success', 'Testimonial created successfully')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(page).toHaveURL('/admin/testimonials');
      await expect(page.getByRole('article').first()).toHaveAccessibleName(`Testimonial by ${author}`);
      await expect(card(page, author)).toContainText('Controller at Harbor Logistics');
      await expect(card(page, author).getByText('Inactive', { exact: true })).toBeVisible();
      expect(await countInDatabase()).toBe(before + 1);
      const row = await database.db
        .selectFrom('testimonials')
        .selectAll()
        .where('author_name', '=', author)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        title: 'Controller',
        company: 'Harbor Logistics',
        image: '/images/logo.svg',
        status: 'inactive',
      });
    });

    test('an edited testimonial replaces its entry; a cleared photo becomes empty text', async ({ page }) => {
      await page.goto('/admin/testimonials');
      await hydrated(page);
      const position = async () =>
        (
          await page.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))
        ).indexOf(`Testimonial by ${author}`);
      const before = await position();
      await card(page, author)
        .getByRole('link', { name: `Edit testimonial by ${author}` })
        .click();
      const form = page.getByRole('region', { name: 'Edit Testimonial' });
      await expect(form.getByLabel('Author Name')).toHaveValue(author);
      await expect(form.getByLabel('Title')).toHaveValue('Controller');
      await expect(form.getByLabel('Author Photo')).toHaveValue('/images/logo.svg');
      await form.getByLabel('Title').fill('Chief Financial Officer');
      await form.getByRole('button', { name: 'Remove photo' }).click();
      await expect(form.getByLabel('Author Photo')).toHaveValue('');
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(card(page, author)).toContainText('Chief Financial Officer at Harbor Logistics');
      await expect(page.getByRole('article').filter({ hasText: author })).toHaveCount(1);
      expect(await position()).toBe(before);
      const row = await database.db
        .selectFrom('testimonials')
        .selectAll()
        .where('author_name', '=', author)
        .executeTakeFirstOrThrow();
      expect(row.image).toBe('');
      expect(row.status).toBe('inactive');
    });

    test('Cancel closes the form and keeps the testimonial as it was', async ({ page }) => {
      await page.goto('/admin/testimonials');
      await hydrated(page);
      await card(page, author)
        .getByRole('link', { name: `Edit testimonial by ${author}` })
        .click();
      const form = page.getByRole('region', { name: 'Edit Testimonial' });
      await form.getByLabel('Title').fill('Something else');
      await form.getByRole('link', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
      await expect(page).toHaveURL('/admin/testimonials');
      await expect(card(page, author)).toContainText('Chief Financial Officer at Harbor Logistics');
    });

    test('delete removes it at once, without a question', async ({ page }) => {
      await page.goto('/admin/testimonials');
      await hydrated(page);
      const before = await countInDatabase();
      await card(page, author)
        .getByRole('button', { name: `Delete testimonial by ${author}` })
        .click();
      await expect(toast(page, 'Success', 'Testimonial deleted successfully')).toBeVisible();
      await expect(card(page, author)).toHaveCount(0);
      expect(await countInDatabase()).toBe(before - 1);
      const audit = await database.db
        .selectFrom('audit_log')
        .select(['action'])
        .where('actor', '=', 'e2e-admin@example.com')
        .where('action', 'like', 'testimonial.%')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(
        expect.arrayContaining(['testimonial.created', 'testimonial.updated', 'testimonial.deleted']),
      );
    });
  });
