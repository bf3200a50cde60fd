/**
 * The case-study editors end to end (SPEC 2.11, 4, 5, 8): create in each editor with an uploaded
 * image, see the study on /use-cases and its page at once, edit it. These tests publish, so they run
 * on the server without sample content (the seeded server's public pages are counted by other
 * tests) and delete what they created afterwards.
 */

import { deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { expect, hydrated, login, test, toast } from './fixtures.ts';
import { solidImage, uploadThrough } from './uploads.ts';

let database: Database;
const created: string[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const slugPrefix of created) {
    const rows = await database.db
      .selectFrom('case_studies')
      .select('id')
      .where('slug', 'like', `${slugPrefix}%`)
      .execute();
    for (const row of rows) await deleteCaseStudy(database, row.id);
  }
  await bumpCacheVersion(database, 'public');
});

const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`;

async function studyBySlug(slug: string) {
  return database.db.selectFrom('case_studies').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}

test('full editor: create a published study with an image, see it on the site, then edit it', async ({ page }) => {
  const word = uniqueWord();
  const title = `Freight Audit Automation ${word}`;
  const slug = `freight-audit-automation-${word}`;
  created.push(slug);
  await login(page);
  await page.goto('/admin/case-studies/new');
  await hydrated(page);

  // Basic Info
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await expect(page.getByText(`/use-cases/${slug}`)).toBeVisible();
  await page.getByLabel('Subtitle').fill('Carrier invoices checked against contracts overnight');
  await page
    .getByLabel('Executive summary')
    .fill(`A logistics group audits every carrier invoice automatically. ${word}`);
  await page.getByLabel('Client name').fill('Kestrel Logistics');
  await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Logistics');
  await page.getByLabel('Team size').fill('six');
  await page.getByLabel('Team size').blur();
  await expect(page.getByLabel('Team size')).toHaveValue('0');
  await page.getByLabel('Team size').fill('6');
  await page.getByRole('textbox', { name: 'Technologies' }).fill('UiPath');
  await page.getByRole('textbox', { name: 'Technologies' }).press('Enter');
  await page.getByRole('textbox', { name: 'Technologies' }).fill('   ');
  await page.getByRole('button', { name: 'Add technology' }).click();
  await expect(page.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove technology UiPath' })).toBeVisible();

  // Content: main image through the upload widget, with its states
  await page.getByRole('tab', { name: 'Content' }).click();
  let releaseUpload: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route('**/admin/uploads', async (route) => {
    await held;
    await route.continue();
  });
  await uploadThrough(page, 'Upload Image: Main image', await solidImage('warehouse.jpg', 1600, 900, '#1e40af'));
  await expect(page.getByText('Uploading...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Main image' })).toBeVisible();
  releaseUpload();
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace Image: Main image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image: Main image' })).toBeVisible();
  await page.unroute('**/admin/uploads');

  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Trucks at a loading dock');
  const challenge = page.getByRole('textbox', { name: 'Challenge section content' });
  await challenge.click();
  await page.keyboard.type(`Forty thousand carrier invoices a month ${word}.`);
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type(' Errors everywhere.');
  const outcome = page.getByRole('textbox', { name: 'Outcome section content' });
  await outcome.click();
  await page.keyboard.type('Overcharges are caught before payment.');

  // Metrics
  await page.getByRole('tab', { name: 'Metrics' }).click();
  await page.getByRole('button', { name: 'Add metric' }).click();
  await page.getByLabel('Label').fill('Overcharges recovered');
  await page.getByLabel('Value', { exact: true }).fill('$2.3M');
  await page.getByLabel('Type').selectOption('currency');

  // Settings: publish; the checklist reacts
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Published/ }).check();
  const checklist = page.getByRole('region', { name: 'Before you publish' });
  await expect(checklist).toContainText('things to check before this goes live');
  await expect(checklist.getByText('Meta title')).toBeVisible();
  await page.getByLabel('Meta title').fill(`Freight Audit Automation ${word} | Brightflow`);
  await page.getByLabel('Meta description').fill('How a logistics group audits every carrier invoice automatically.');
  await expect(page.getByLabel('Display order')).toHaveValue('100');
  // On by default for a new study (it names a client); this one is published without a client review.
  await expect(page.getByRole('switch', { name: 'Client approval required' })).toBeChecked();
  await page.getByRole('switch', { name: 'Client approval required' }).uncheck();

  await page.getByRole('button', { name: 'Create Case Study' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study created successfully')).toBeVisible();

  const row = await studyBySlug(slug);
  expect(row.status).toBe('published');
  expect(row.published_at).not.toBeNull();
  expect(row.team_size).toBe(6);
  expect(row.main_image_url).toMatch(/^\/uploads\/case-study-images\/\d{13}-[a-z0-9]{12}\.jpg$/);

  // On the site at once
  await page.goto('/use-cases');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/use-cases/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText(`Forty thousand carrier invoices a month ${word}.`)).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Errors everywhere.' })).toBeVisible();
  await expect(page.getByText('$2.3M')).toBeVisible();
  const image = page.getByRole('img', { name: 'Trucks at a loading dock' });
  await expect(image).toHaveAttribute('src', row.main_image_url ?? '');
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /-w480\.avif 480w/);
  expect((await page.request.get(row.main_image_url ?? '')).status()).toBe(200);

  // Edit: new subtitle and a new slug; the old address redirects
  await page.goto(`/admin/case-studies/edit/${row.id}`);
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await page.getByLabel('Subtitle').fill(`Every carrier invoice audited overnight ${word}`);
  await page.getByLabel('Slug').fill(`${slug}-v2`);
  await expect(page.getByText(`/use-cases/${slug} will keep working`)).toBeVisible();
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();

  const moved = await page.request.get(`/use-cases/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`/use-cases/${slug}-v2$`));
  await page.goto(`/use-cases/${slug}-v2`);
  await expect(page.getByText(`Every carrier invoice audited overnight ${word}`)).toBeVisible();
  const edited = await studyBySlug(`${slug}-v2`);
  expect(edited.published_at).toEqual(row.published_at);
});

test('simple editor: create with an image, results and chips, see it on the site, then edit it', async ({ page }) => {
  const word = uniqueWord();
  const title = `Claims Intake Agent ${word}`;
  const slug = `claims-intake-agent-${word}`;
  created.push(slug);
  await login(page);
  await page.goto('/admin/case-studies/simple-new');
  await hydrated(page);

  for (const card of ['Basic Information', 'Key Results', 'Content Sections', 'Testimonial', 'Publication Settings']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(/^Result \d$/)).toHaveCount(3);
  await expect(page.getByLabel('Display order')).toHaveValue('0');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Client name').fill('Harbor Mutual');
  await page.getByLabel('Client industry').fill('Insurance');
  await page.getByLabel('Executive summary').fill(`First notices of loss triaged in minutes. ${word}`);
  await uploadThrough(page, 'Upload Image: Main image', await solidImage('claims.png', 1200, 700, '#047857'));
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('An adjuster reading a claim on a tablet');

  await page.getByRole('textbox', { name: 'Technologies' }).fill('Azure OpenAI');
  await page.getByRole('textbox', { name: 'Technologies' }).press('Enter');
  await page.getByRole('textbox', { name: 'Team roles' }).fill('AI Engineer');
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('list', { name: 'Team roles' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove role AI Engineer' }).click();
  await expect(page.getByRole('list', { name: 'Team roles' })).toHaveCount(0);

  await page.getByLabel('Result 1').fill('Claims triaged automatically');
  await page.locator('#cs-results-0-metric').fill('85%');
  await page.getByLabel('Result 2').fill('Adjusters freed for complex claims');
  await page.getByRole('button', { name: 'Remove result 3' }).click();
  await page.getByRole('button', { name: 'Add result' }).click();
  await expect(page.getByLabel(/^Result \d$/)).toHaveCount(3);

  await page.getByLabel('Challenge').fill(`Nine thousand notices a month, read by hand. ${word}`);
  await page.getByLabel('Outcome').fill('Triage in fifteen minutes.');
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByLabel('Display order').fill('12000');
  await page.getByLabel('Display order').blur();
  await expect(page.getByLabel('Display order')).toHaveValue('9999');
  await page.getByRole('textbox', { name: 'Tags' }).fill('AI Agents');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('switch', { name: 'Client approval required' }).uncheck();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study created successfully')).toBeVisible();

  const row = await studyBySlug(slug);
  expect(row.display_order).toBe(9999);
  const metrics = await database.db
    .selectFrom('case_study_metrics')
    .select(['label', 'value'])
    .where('case_study_id', '=', row.id)
    .orderBy('order_index')
    .execute();
  expect(metrics).toEqual([
    { label: 'Claims triaged automatically', value: '85%' },
    { label: 'Adjusters freed for complex claims', value: 'Achieved' },
  ]);

  await page.goto('/use-cases');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/use-cases/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText(`Nine thousand notices a month, read by hand. ${word}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'An adjuster reading a claim on a tablet' })).toBeVisible();

  // Edit: 'Achieved' shows as an empty metric; the update is visible at once
  await page.goto(`/admin/case-studies/simple-edit/${row.id}`);
  await hydrated(page);
  await expect(page.getByLabel('Result 2')).toHaveValue('Adjusters freed for complex claims');
  await expect(page.locator('#cs-results-1-metric')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove technology Azure OpenAI' })).toBeVisible();
  await page.locator('#cs-results-1-metric').fill('40 FTE');
  await page.getByLabel('Outcome').fill(`Triage in fifteen minutes, every day. ${word}`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  await page.goto(`/use-cases/${slug}`);
  await expect(page.getByText(`Triage in fifteen minutes, every day. ${word}`)).toBeVisible();
  await expect(page.getByText('40 FTE')).toBeVisible();
});
