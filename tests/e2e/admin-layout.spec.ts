/** Every studio screen fits a phone and a desktop without sideways scrolling, and passes axe at both. */
import { expect, expectNoAxeViolations, login, test } from './fixtures.ts';

const screens = ['/admin', '/admin/testimonials?new', '/admin/messages', '/admin/account', '/admin/audit'];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`studio screens at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/admin/login');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await login(page);
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);
    }
  });
}
