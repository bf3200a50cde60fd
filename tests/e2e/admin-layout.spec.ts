/** Every studio screen fits a phone and a desktop without sideways scrolling, and passes axe at both. */
import { expect, expectNoAxeViolations, login, test } from './fixtures.ts';

const screens = [
  '/admin',
  '/admin/testimonials?new',
  '/admin/messages',
  '/admin/api-keys',
  '/admin/webhooks',
  '/admin/staff',
  '/admin/navigation',
  '/admin/settings',
  '/admin/audit',
  '/admin/account',
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 1536, height: 900 },
]) {
  test(`studio screens at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/admin/login');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    // An unread message puts a counter (and its screen-reader text) into the navigation.
    const sent = await page.request.post('/contact', {
      form: { name: 'Layout Check', email: 'layout@example.com', message: 'A message to count.', contactMode: 'email' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    await login(page);
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);
    }

    // Every section is in view (the header's row from 1536 px, the row below it on a laptop), and in the
    // header's row the navigation never runs under its right-hand side (View site, Sign Out).
    const nav = page.getByRole('navigation', { name: 'Studio', exact: true });
    const links = await nav.getByRole('link').all();
    const last = await links[links.length - 1]?.boundingBox();
    const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
    if (!last || !signOut) throw new Error('header items not found');
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(viewport.width);
    if (viewport.width >= 1280) expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
    if (viewport.width >= 1536) expect(last.x + last.width).toBeLessThanOrEqual(signOut.x);

    // Nothing the browser scrolls into view (a focused control in Firefox and Safari, which align it
    // to the top; a link's target) stops under the sticky header, whatever its height at this width
    // (WCAG 2.4.11): the page's scroll padding clears it. Chromium centres a focused control instead.
    const clearance = await page.evaluate(() => ({
      padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      header: document.querySelector('header')?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY,
    }));
    expect(clearance.padding).toBeGreaterThanOrEqual(clearance.header);
  });
}
