/**
 * Testimonials admin (SPEC 2.11, 4, 5, 8). Testimonials made here are saved as inactive, so the
 * public carousel, which other tests check, never shows them.
 */
import type { Page } from '@playwright/test';
import { createTestimonial, deleteTestimonial } from '#app/.server/changes/testimonials.ts';
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, login, openE2eDatabase, test, toast } from './fixtures.ts';
import { solidImage, uploadThrough } from './uploads.ts';

let database: Database;
test.beforeAll(() => {
  database = openE2eDatabase();
});
test.afterAll(async () => {
  await database.close();
});

const countInDatabase = async () => (await database.db.selectFrom('testimonials').select('id').execute()).length;

const card = (page: Page, author: string) => page.getByRole('article', { name: `Testimonial by ${author}` });

const UPLOADED = /^\/uploads\/case-study-images\/\d{13}-[a-z0-9]{12}\.png$/;

/** Uploads a small portrait through the Author Photo's button and waits for the upload. */
async function uploadAuthorPhoto(page: Page, button: 'Upload Image' | 'Replace Image') {
  await uploadThrough(page, `${button}: Author Photo`, await solidImage('portrait.png', 240, 240, '#1d4ed8'));
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
}

const storedRow = (author: string) =>
  database.db.selectFrom('testimonials').selectAll().where('author_name', '=', author).executeTakeFirstOrThrow();

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
      await uploadAuthorPhoto(page, 'Upload Image');
      await expect(form.getByRole('button', { name: 'Replace Image: Author Photo' })).toBeVisible();
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
      const row = await storedRow(author);
      expect(row).toMatchObject({ title: 'Controller', company: 'Harbor Logistics', status: 'inactive' });
      expect(row.image).toMatch(UPLOADED);
      await expect(card(page, author).locator('img')).toHaveAttribute('src', row.image ?? '');
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
      await expect(form.getByRole('button', { name: 'Replace Image: Author Photo' })).toBeVisible();
      await form.getByLabel('Title').fill('Chief Financial Officer');
      await form.getByRole('button', { name: 'Remove image: Author Photo' }).click();
      await expect(form.getByRole('button', { name: 'Upload Image: Author Photo' })).toBeVisible();
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(card(page, author)).toContainText('Chief Financial Officer at Harbor Logistics');
      await expect(page.getByRole('article').filter({ hasText: author })).toHaveCount(1);
      expect(await position()).toBe(before);
      const row = await storedRow(author);
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

test.describe('the Author Photo of a testimonial saved with an address', () => {
  const author = `Lena Ortiz ${Math.random().toString(36).slice(2, 7)}`;
  let id = '';
  test.beforeAll(async () => {
    // Before photos were uploaded, an address was typed in: an image on another site.
    const made = await createTestimonial(database, {
      quote: 'Invoices post themselves now, and the auditors noticed.',
      authorName: author,
      title: 'Head of AP',
      company: 'Halvorsen',
      image: 'https://photos.example.com/people/lena-ortiz.jpg',
      status: 'inactive',
    });
    id = made.id;
  });
  test.afterAll(async () => {
    await deleteTestimonial(database, id);
  });

  test('shows the address and can be replaced by an upload', async ({ page }) => {
    await page.goto(`/admin/testimonials?edit=${id}`);
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Edit Testimonial' });
    await expect(form.getByText('lena-ortiz.jpg · linked from photos.example.com')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove image: Author Photo' })).toBeVisible();
    await uploadAuthorPhoto(page, 'Replace Image');
    await form.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();
    expect((await storedRow(author)).image).toMatch(UPLOADED);
  });

  test('without JavaScript the form saves its other fields and keeps the photo', async ({ browser, baseURL }) => {
    await database.db
      .updateTable('testimonials')
      .set({ image: 'https://photos.example.com/people/lena-ortiz.jpg' })
      .where('id', '=', id)
      .execute();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await login(page);
    await page.goto(`/admin/testimonials?edit=${id}`);
    const form = page.getByRole('region', { name: 'Edit Testimonial' });
    await expect(form.getByText('lena-ortiz.jpg · linked from photos.example.com')).toBeVisible();
    await form.getByLabel('Title').fill('Director of Finance Operations');
    await form.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(page).toHaveURL('/admin/testimonials');
    await expect(card(page, author)).toContainText('Director of Finance Operations at Halvorsen');
    expect(await storedRow(author)).toMatchObject({
      title: 'Director of Finance Operations',
      image: 'https://photos.example.com/people/lena-ortiz.jpg',
    });
    await context.close();
  });
});
