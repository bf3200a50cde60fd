/**
 * Static islands (delivery/static-island.tsx): parts of a page that are only text, images and
 * links keep the server's HTML when the page hydrates, and their code is never downloaded; their
 * links still navigate in the app and their cards still reveal. Rendered in the browser (a
 * client-side navigation to the page), they load their code and render in full.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

/** The scripts the page has requested so far, by file name. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1)),
  );

test('the home page hydrates without downloading the code of its static sections', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const scripts = await scriptsLoaded(page);
  // The carousels hydrate; the sections around them, the hero's text and the footer do not.
  expect(scripts.some((name) => name.startsWith('interactive-sections-'))).toBe(true);
  for (const island of ['static-sections-', 'hero-content-', 'site-footer-', 'carousel-slide-', 'testimonial-card-']) {
    expect(scripts.filter((name) => name.startsWith(island))).toEqual([]);
  }
  // The server's HTML is still all there.
  await expect(page.getByRole('heading', { level: 2, name: 'How Can We Help?' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('links inside a static section navigate in the app, without reloading the document', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const services = page.locator('#services');
  await services.scrollIntoViewIfNeeded();
  await services.getByRole('link', { name: 'Explore AI agent automation' }).click();
  await expect(page).toHaveURL(/\/agent-automation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI agents that handle the work rules can’t');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The footer is static too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('cards inside a static section reveal as they scroll into view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await hydrated(page);
  const card = page.locator('[data-island="home-use-cases"] [data-reveal]').first();
  await expect(card).not.toHaveAttribute('data-revealed');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('data-revealed', '');
  await expect(card).toHaveCSS('opacity', '1');
});

test('navigating to the home page in the app renders its static sections in full', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automation That Scales With You');
  await expect(page.getByRole('heading', { level: 2, name: 'How Can We Help?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'See our work' })).toBeVisible();
  await expect(page.getByTestId('testimonials-carousel').getByRole('group').first()).toContainText('“');
  await expect(page.getByRole('region', { name: 'Featured case studies' }).getByRole('group').first()).toContainText(
    'Key results',
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect((await scriptsLoaded(page)).some((name) => name.startsWith('static-sections-'))).toBe(true);
});

test('navigating to /contact in the app draws its contact details from the site settings', async ({ page }) => {
  // A document keeps the settings on the server (only islands draw them): the first navigation in
  // the app loads them with the page's data, so the contact column rendered in the browser has them.
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hello@brightflow.io' }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: '+1 (415) 555-0134' }).first()).toBeVisible();
  await expect(page.getByTestId('footer-phone')).toHaveText('+1 (415) 555-0134');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("/use-cases keeps its cards as the server's HTML: their code never loads and their links navigate in the app", async ({
  page,
}) => {
  await page.goto('/use-cases');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  expect((await scriptsLoaded(page)).filter((name) => name.startsWith('case-study-cards-'))).toEqual([]);

  const card = page.locator('article[data-image-side]').first();
  const title = await card.getByRole('heading', { level: 2 }).textContent();
  await card.getByRole('link', { name: /Read case study/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back in the app: the list is rendered in the browser this time, from a data request.
  await page.goBack();
  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(page.locator('article[data-image-side]').first().getByRole('heading', { level: 2 })).toHaveText(
    title ?? '',
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('navigating to /use-cases in the app renders every card from its data', async ({ page }) => {
  await page.goto('/use-cases');
  const count = await page.locator('article[data-image-side]').count();
  expect(count).toBeGreaterThan(1);

  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Case Studies' }).first().click();
  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(page.locator('article[data-image-side]')).toHaveCount(count);
  await expect(
    page
      .locator('article[data-image-side]')
      .first()
      .getByRole('link', { name: /Read case study/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect((await scriptsLoaded(page)).some((name) => name.startsWith('case-study-cards-'))).toBe(true);
});
