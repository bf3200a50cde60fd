/**
 * The case-study editors' checks and safeguards (SPEC 4, 5, 8): every validation message, the upload
 * errors, the pre-publish checklist, the unsaved-changes warning, the server's own re-validation and
 * accessibility of every editor screen. Nothing here saves a case study.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';
import { solidImage, type UploadFile, uploadThrough } from './uploads.ts';

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';

test.describe('simple editor', () => {
  test('checks the required fields in SPEC order, after trimming, as Validation Error toasts', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/simple-new');
    await hydrated(page);
    const create = page.getByRole('button', { name: 'Create', exact: true });

    const steps: [string, string, string][] = [
      ['Title is required', 'Title', 'Order Matching Bot'],
      ['Client name is required', 'Client name', 'Arden Foods'],
      ['Client industry is required', 'Client industry', 'Food & Beverage'],
      ['Executive summary is required', 'Executive summary', 'Purchase orders matched without a person.'],
    ];
    for (const [message, label, value] of steps) {
      // Whitespace alone does not count.
      await page.getByRole('textbox', { name: label, exact: true }).fill('   ');
      await create.click();
      await expect(toast(page, 'Validation Error', message)).toBeVisible();
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeFocused();
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await expect(page).toHaveURL(/simple-new$/);
  });

  test('the server re-validates and answers field errors with 400, never a 500', async ({ page, baseURL }) => {
    await login(page);
    const origin = new URL(baseURL ?? '').origin;
    const post = (payload: unknown) =>
      page.request.post('/admin/case-studies/simple-new', {
        form: { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
    const blank = await post({ title: ' ', clientName: '', clientIndustry: '', executiveSummary: '' });
    expect(blank.status()).toBe(400);
    const html = await blank.text();
    for (const message of [
      'Title is required',
      'Client name is required',
      'Client industry is required',
      'Executive summary is required',
    ]) {
      expect(html).toContain(message);
    }
    expect((await post('{not json')).status()).toBe(400);
    expect((await post({ title: 7, results: 'x' })).status()).toBe(400);
  });
});

test.describe('full editor', () => {
  test('shows the required-field errors, opens the tab that holds them and counts errors per tab', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/new');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Create Case Study' }).click();

    await expect(toast(page, 'Validation Error', 'Title is required')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Basic Info/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Basic Info/ })).toContainText('3 errors');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Client name is required')).toBeVisible();
    await expect(page.getByText('Client industry is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Vendor Onboarding');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await page.getByLabel('Client name').fill('Orion Retail');
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Retail');
    await page.getByLabel('Start date').fill('2024-06-01');
    await page.getByLabel('End date').fill('2024-05-01');
    await page.getByRole('button', { name: 'Create Case Study' }).click();
    await expect(toast(page, 'Validation Error', 'The end date cannot be before the start date')).toBeVisible();
  });

  test('the pre-publish checklist names what a visitor or a search engine would miss', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/new');
    await hydrated(page);
    const checklist = page.getByRole('region', { name: 'Before you publish' });
    await expect(checklist).toContainText('6 things to check.');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Meta title').fill('A meta title that is far too long for any search engine to show in full');
    await expect(checklist).toContainText('search engines cut it off after about 60');
    await page.getByLabel('Meta title').fill('Vendor Onboarding | Brightflow');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Meta title' })).toContainText('Done');
    await page.getByRole('tab', { name: 'Metrics' }).click();
    await page.getByRole('button', { name: 'Add metric' }).click();
    await page.getByLabel('Label').fill('Vendors onboarded per week');
    await expect(page.getByText('Add both a label and a value, or this metric is not saved.')).toBeVisible();
    await page.getByLabel('Value', { exact: true }).fill('120');
    await expect(checklist).toContainText('1 result shown in the Key Results grid.');
  });

  test('warns before leaving with unsaved changes', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/new');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Unsaved work');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/case-studies\/new$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Unsaved work');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('opens an existing study in every tab; an unknown id goes back with Failed to fetch case study', async ({
    page,
    database,
  }) => {
    await login(page);
    await page.goto('/admin/case-studies/edit/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Failed to fetch case study')).toBeVisible();

    const { id } = await database.db
      .selectFrom('case_studies')
      .select('id')
      .where('slug', '=', SEEDED_SLUG)
      .executeTakeFirstOrThrow();
    await page.goto(`/admin/case-studies/edit/${id}`);
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Touchless Invoice Processing Across 14 SAP Entities',
    );
    await page.getByRole('tab', { name: 'Metrics' }).click();
    await expect(page.getByLabel('Label').first()).toHaveValue('Touchless invoices');
    await page.getByRole('button', { name: 'Move metric 2 up' }).click();
    await expect(page.getByLabel('Label').first()).toHaveValue('Annual savings');
  });
});

test.describe('section editor', () => {
  test('writes headings, lists, bold text, links and images as HTML', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/new');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Content' }).click();
    const editor = page.getByRole('textbox', { name: 'Solution section content' });
    const toolbar = page.getByRole('group', { name: 'Formatting' }).nth(2);
    await editor.click();
    await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Capture and extraction');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('One intake queue');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('Validation station');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Talk to us');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link address').fill('/contact');
    await page.getByRole('button', { name: 'Apply' }).click();

    const chooser = page.waitForEvent('filechooser');
    await toolbar.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles(await solidImage('diagram.png', 320, 200, '#0f766e'));
    await page.getByLabel('Describe the image (alt text)').fill('Intake queue diagram');
    await page.locator('button', { hasText: 'Insert image' }).click();

    await expect(editor.locator('h2')).toHaveText('Capture and extraction');
    await expect(editor.locator('ul > li')).toHaveText(['One intake queue', 'Validation station']);
    await expect(editor.locator('li strong')).toHaveText('Validation station');
    await expect(editor.locator('a[href="/contact"]')).toHaveText('Talk to us');
    await expect(editor.getByRole('img', { name: 'Intake queue diagram' })).toHaveAttribute(
      'src',
      /^\/uploads\/case-study-images\/\d{13}-[a-z0-9]{12}\.png$/,
    );
  });
});

test.describe('image upload', () => {
  test('refuses what is not an image, by type and by content, and files over 50MB', async ({ page }, testInfo) => {
    await login(page);
    await page.goto('/admin/case-studies/simple-new');
    await hydrated(page);
    const choose = (file: UploadFile | string) => uploadThrough(page, 'Upload Image: Main image', file);

    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(
      toast(page, 'Upload Error', 'Please upload a valid image file (JPEG, PNG, WebP, or GIF)'),
    ).toBeVisible();

    // An HTML page renamed .png passes the browser's check; the server reads its bytes.
    await choose({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(`<!doctype html><script>alert(1)</script>${' '.repeat(5000)}`),
    });
    await expect(
      toast(page, 'Upload Error', 'Upload failed: Please upload a valid image file (JPEG, PNG, WebP, or GIF)'),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed:' })).toBeVisible();

    mkdirSync(testInfo.outputDir, { recursive: true });
    const big = path.join(testInfo.outputDir, 'huge.png');
    writeFileSync(big, Buffer.alloc(50 * 1024 * 1024 + 1));
    await choose(big);
    await expect(toast(page, 'Upload Error', 'File size must be less than 50MB')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Image: Main image' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const tab of ['Basic Info', 'Content', 'Metrics', 'Settings']) {
    test(`the full editor's ${tab} tab has no axe violations`, async ({ page }) => {
      await login(page);
      await page.goto('/admin/case-studies/new');
      await hydrated(page);
      await page.getByRole('tab', { name: tab }).click();
      if (tab === 'Content') await expect(page.getByRole('textbox', { name: 'Client section content' })).toBeVisible();
      if (tab === 'Metrics') await page.getByRole('button', { name: 'Add metric' }).click();
      await expectNoAxeViolations(page);
    });
  }

  test('the simple editor has no axe violations, also with errors shown', async ({ page }) => {
    await login(page);
    await page.goto('/admin/case-studies/simple-new');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Title is required', { exact: true }).first()).toBeVisible();
    // The toast container is the app's shared Toaster, checked by its own tests: scan the form.
    await toast(page, 'Validation Error').getByRole('button', { name: /close/i }).click();
    await expect(toast(page, 'Validation Error')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
