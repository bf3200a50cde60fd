/**
 * Issue 28's journeys through the page editor, on the production build: an editor changes the home
 * hero's headline, sees it in the live preview, publishes it and a visitor reads it; builds
 * /industries/insurance from blocks (hero, cards, featured case studies of one industry, FAQ, the
 * contact form), publishes it, finds it in the sitemap and a visitor sends the contact form from it;
 * restores an earlier version of About. Every step goes through the studio's own screens.
 */
import type { Locator, Page } from '@playwright/test';
import { deletePage, updatePage } from '#app/.server/changes/pages.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import type { Page as SitePage } from '#app/lib/page.ts';
import { expect, hydrated, login, test, toast } from './fixtures.ts';
import { storedMessage, uniqueEmail } from './public-forms.ts';

let database: Database;
const made: string[] = [];
/** Seeded pages a test changed, put back as they were afterwards (later specs read them). */
const changed: SitePage[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const id of made) await deletePage(database, id);
  for (const original of changed) {
    const now = await getPageByPath(database, original.path, { publishedOnly: false });
    if (now) await updatePage(database, now.id, original);
  }
});

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
  await login(page);
});

async function seeded(path: string): Promise<SitePage> {
  const found = await getPageByPath(database, path, { publishedOnly: false });
  if (!found) throw new Error(`the seeded page ${path} is missing`);
  changed.push(found);
  return found;
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/pages/edit/${id}`);
  await hydrated(page);
}

/** A visitor: the same server, no session. */
const visit = (page: Page, path: string) =>
  page.request.get(path, { headers: { Cookie: '' }, maxRedirects: 0, failOnStatusCode: false });

/** A block's card in the editor, by its position and type ("Block 2 of 5: Cards"), opened for editing. */
async function openBlock(page: Page, position: number, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: new RegExp(`^Block ${position} of \\d+: ${name}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`);
}

/** Adds a block of type `name`, at the end or where `place` says ("After 2. Cards"). */
async function addBlock(page: Page, name: string, place?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a block' }).click();
  if (place) await page.getByRole('combobox', { name: 'Place it' }).selectOption({ label: place });
  await page
    .getByRole('list', { name: 'Choose a block' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
}

/** A block's field by its value path (its name), the editor's contract with the server's messages. */
const field = (block: Locator, name: string) => block.locator(`[name="${name}"]`);

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Update|Create) Page$/ });

test('an editor changes the home hero’s headline, sees it in the live preview, publishes it, and a visitor reads it', async ({
  page,
}) => {
  const home = await seeded('/');
  await page.goto('/admin/pages');
  await page.getByRole('heading', { name: home.title, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(`/admin/pages/edit/${home.id}`);
  await hydrated(page);

  const hero = await openBlock(page, 1, 'Hero');
  const headline = hero.getByRole('textbox', { name: 'Headline', exact: true });
  await expect(headline).toHaveValue('Automation That Scales With You');
  // The highlighted words stay part of the headline, as the schema asks.
  await headline.fill('Automation That Scales With You, Starting This Quarter');

  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Starting This Quarter');

  await saveButton(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();

  const visitor = await visit(page, '/');
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).toContain('Starting This Quarter');
});

test('an editor builds /industries/insurance from blocks and publishes it; it is in the sitemap and a visitor sends the contact form from it', async ({
  page,
}) => {
  const stale = await getPageByPath(database, '/industries/insurance', { publishedOnly: false });
  if (stale) await deletePage(database, stale.id);

  await page.goto('/admin/pages/new');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Automation for insurance');
  await page.getByRole('textbox', { name: 'Path', exact: true }).fill('/industries/insurance');
  await addBlock(page, 'Hero');
  const hero = await openBlock(page, 1, 'Hero');
  await hero.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Centred text' });
  await hero.getByRole('textbox', { name: 'Headline', exact: true }).fill('Automation for insurers');
  await hero.getByRole('textbox', { name: 'Subline' }).fill('Claims triaged in minutes, not days.');
  await field(hero, 'blocks.0.buttons.0.label').fill('Talk to an expert');
  await field(hero, 'blocks.0.buttons.0.href').fill('/contact');

  await addBlock(page, 'Cards');
  const cards = await openBlock(page, 2, 'Cards');
  await field(cards, 'blocks.1.heading.title').fill('Where we help insurers');
  await field(cards, 'blocks.1.cards.0.title').fill('Claims intake');
  await field(cards, 'blocks.1.cards.0.text').fill('Every first notice of loss read, checked and routed.');

  await addBlock(page, 'Featured case studies');
  const featured = await openBlock(page, 3, 'Featured case studies');
  await field(featured, 'blocks.2.industry').fill('Insurance');

  // Placed between the cards and the case studies, not at the end.
  await addBlock(page, 'FAQ', 'After 2. Cards');
  await expect(page.getByRole('status').filter({ hasText: 'FAQ added at position 3 of 4' })).toBeAttached();
  const faq = await openBlock(page, 3, 'FAQ');
  await field(faq, 'blocks.2.heading.title').fill('Questions insurers ask');
  await field(faq, 'blocks.2.items.0.question').fill('Do you work with our claims platform?');
  await field(faq, 'blocks.2.items.0.answer').fill('Yes: Guidewire, Duck Creek and in-house systems.');

  await addBlock(page, 'Contact form');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page
    .getByRole('textbox', { name: /^Meta description/ })
    .fill('Claims, underwriting and policy servicing, automated with RPA and AI agents.');
  await page.getByRole('radio', { name: /^Published/ }).check();
  await saveButton(page).click();
  await expect(toast(page, 'Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[\w-]+$/);
  made.push(new URL(page.url()).pathname.split('/').at(-1) ?? '');

  const sitemap = await (await visit(page, '/sitemap.xml')).text();
  expect(sitemap).toContain('/industries/insurance</loc>');

  // A visitor, in a context of its own (no studio session).
  const visitor = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error('no browser');
  const tab = await visitor.newPage();
  await tab.goto('/industries/insurance?mode=email');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Automation for insurers');
  await expect(tab.getByRole('heading', { name: 'Where we help insurers' })).toBeVisible();
  await expect(tab.getByRole('link', { name: /AI Claims Triage Agent/ }).first()).toBeVisible();
  // Filtered to Insurance: the manufacturing and healthcare studies that the home page features are not here.
  await expect(tab.getByText('Manufacturing', { exact: true })).toHaveCount(0);
  await expect(tab.getByRole('heading', { name: 'Questions insurers ask' })).toBeVisible();
  // The page's order is the editor's: the FAQ before the case studies.
  const headings = await tab.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Questions insurers ask')).toBeLessThan(
    headings.findIndex((text) => /case stud|our work/i.test(text)),
  );
  await hydrated(tab);

  const email = uniqueEmail('insurance-journey');
  await tab.getByRole('textbox', { name: 'Name *' }).fill('Ada Lovelace');
  await tab.getByRole('textbox', { name: 'Email *' }).fill(email);
  await tab.getByRole('textbox', { name: 'Message *' }).fill('We would like our claims intake automated.');
  await tab.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    toast(tab, 'Message Sent Successfully', "Thank you! We've received your email and will respond shortly."),
  ).toBeVisible();
  expect(await storedMessage(email)).toMatchObject({ name: 'Ada Lovelace', contact_mode: 'email' });
  await visitor.close();
});

test('an editor restores an earlier version of About, and visitors read it again', async ({ page }) => {
  const about = await seeded('/about');
  await openEditor(page, about.id);
  const hero = await openBlock(page, 1, 'Hero');
  const headline = hero.getByRole('textbox', { name: 'Headline', exact: true });
  const original = await headline.inputValue();
  await headline.fill('About a team that has since changed its mind');
  await saveButton(page).click();
  await expect(toast(page, 'Page updated')).toBeVisible();
  expect(await (await visit(page, '/about')).text()).toContain('has since changed its mind');

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('navigation', { name: 'Versions, newest first' }).getByRole('link');
  // The seeded version, before the edit above.
  await versions.nth(1).click();
  await expect(page).toHaveURL(/\?revision=/);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();

  const restored = await (await visit(page, '/about')).text();
  expect(restored).not.toContain('has since changed its mind');
  expect(restored).toContain(original.replaceAll('&', '&amp;'));
});
