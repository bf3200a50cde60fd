/**
 * Case studies and testimonials on a server started with SEED=none (an empty database): the
 * built-in fallbacks and the empty states. ('No case studies found' needs the built-in list to be
 * empty too, so it is tested at component level in tests/unit/case-studies-components.test.tsx.)
 */
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

test('/use-cases shows the eleven built-in case studies, linked by id', async ({ page }) => {
  await page.goto('/use-cases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See our Work');
  const cards = page.locator('article[data-image-side]');
  await expect(cards).toHaveCount(11);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Touchless Invoice Processing');
  await expect(cards.first()).toContainText('Finance & Banking');
  await expect(cards.nth(3)).toContainText('Green Energy');
  await expect(cards.first().getByRole('link', { name: /Read case study/ })).toHaveAttribute('href', '/use-cases/1');
  await expect(cards.nth(10).getByRole('link', { name: /Read case study/ })).toHaveAttribute('href', '/use-cases/11');
  await expect(page.getByText('No case studies found')).toHaveCount(0);

  await cards
    .nth(1)
    .getByRole('link', { name: /Read case study/ })
    .click();
  await expect(page).toHaveURL(/\/use-cases\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Claims Triage Agent');
  await expect(page.getByText('Implemented: 2023')).toBeVisible();
});

test('an unknown case study answers 404', async ({ page }) => {
  const response = await page.goto('/use-cases/touchless-invoice-processing-across-14-sap-entities');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('the home page shows the empty case-study states and the three default testimonials', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'See our work' })).toContainText(
    'No featured case studies available yet',
  );
  await expect(page.getByText('No case studies available at the moment.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured case studies' })).toHaveCount(0);

  const testimonials = page.getByTestId('testimonials-carousel');
  await expect(testimonials).toHaveAttribute('data-source', 'default');
  await expect(testimonials).toContainText('Sample testimonials');
  const slides = testimonials.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  await expect(slides.first()).toContainText('Laura Brennan');
  await expect(slides.first()).toContainText('VP Finance Operations at Halvorsen Components');
  // The defaults carry highlight figures.
  await expect(slides.first()).toContainText('Touchless invoices');
});

test('/document-processing shows the empty carousel message', async ({ page }) => {
  await page.goto('/document-processing');
  await expect(page.getByText('No case studies available at the moment.')).toBeVisible();
});
