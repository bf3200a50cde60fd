/**
 * Keyboard only: every widget of the public site reached with Tab (never focused by script), shown
 * with a visible focus indicator and operated with the keys its pattern promises: the header and
 * its Services dropdown, the mobile menu, both carousels, the FAQ accordion, the contact mode
 * switch, the ROI sliders and the cookie banner (SPEC 2.2-2.7, WCAG 2.1.1, 2.4.3, 2.4.7).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hydrated, pauseClock } from './fixtures.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not in the tab order. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} was not reached within ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element shows an outline or a ring (not the focus-suppressing `outline: none`). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const css = getComputedStyle(element);
    return { outline: css.outlineStyle, width: Number.parseFloat(css.outlineWidth), shadow: css.boxShadow };
  });
  expect(
    (style.outline !== 'none' && style.width > 0) || style.shadow !== 'none',
    `focus indicator of ${target}: ${JSON.stringify(style)}`,
  ).toBe(true);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A choice made earlier hides the consent banner; the banner has its own test below. */
test.beforeEach(async ({ context, baseURL }) => {
  // Walking a page with Tab takes many key presses: three times the default time.
  test.slow();
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('starts with a skip link, then visits every navigation item in order', async ({ page }) => {
    await visit(page, '/about');
    const banner = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);

    await visit(page, '/about');
    const order = [
      banner.getByRole('link', { name: /home$/i }).first(),
      nav.getByRole('link', { name: 'Home', exact: true }),
      nav.getByRole('button', { name: 'Services' }),
      nav.getByRole('link', { name: 'Case Studies' }),
      nav.getByRole('link', { name: 'ROI Calculator' }),
      nav.getByRole('link', { name: 'About' }),
      banner.getByRole('link', { name: 'Get in Touch' }),
    ];
    await tabTo(page, order[0]!);
    await expectVisibleFocus(order[0]!);
    for (const item of order.slice(1)) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(item);
    }
    // And back.
    await page.keyboard.press('Shift+Tab');
    await expect(order[5]!).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the Services dropdown opens with Enter, moves with arrows, closes with Escape and follows Enter', async ({
    page,
  }) => {
    await visit(page, '/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const menu = page.getByRole('menu');
    await tabTo(page, trigger);
    await expectVisibleFocus(trigger);

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('End');
    await expect(items.last()).toHaveText(/Document Processing/);
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/document-processing$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the keyboard, keeps focus inside, closes with Escape and on choosing a link', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await expectVisibleFocus(open);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // Focus moves into the panel, and Tab walks its links.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const about = panel.getByRole('link', { name: 'About' });
    await tabTo(page, about, { max: 15 });
    await expectVisibleFocus(about);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const close = page.getByRole('button', { name: /Open menu|Close menu/ });
    await expect(close).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', { name: 'Case Studies' }), { max: 15 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/use-cases$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('carousels', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the featured case-study carousel: arrows and dots are buttons that work with Enter and Space', async ({
    page,
  }) => {
    // Fake timers: the 500 ms transition lock (SPEC 2.3) is then waited out exactly.
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Featured case studies' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').first();
    await expect(current).toHaveAttribute('aria-label', /^1 of \d+$/);
    const total = Number((await current.getAttribute('aria-label'))?.split(' of ')[1]);

    const next = carousel.getByRole('button', { name: 'Next case study' });
    await tabTo(page, next, { max: 120 });
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `2 of ${total}`);

    const previous = carousel.getByRole('button', { name: 'Previous case study' });
    await tabTo(page, previous, { backwards: true, max: 20 });
    await page.clock.runFor(500);
    await page.keyboard.press('Space');
    await expect(current).toHaveAttribute('aria-label', `1 of ${total}`);

    const lastDot = carousel.getByRole('button', { name: `Show case study ${total} of ${total}` });
    await tabTo(page, lastDot, { max: 20 });
    await expectVisibleFocus(lastDot);
    await page.clock.runFor(500);
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', `${total} of ${total}`);
    await expect(lastDot).toHaveAttribute('aria-current', 'true');
    // The story link of the shown slide comes next in the tab order or before it; either way it is reachable.
    await tabTo(page, current.getByRole('link', { name: /Read full story/ }), { backwards: true, max: 30 });
  });

  test('the testimonials carousel: focus stops the rotation, arrows and the stop button work from the keyboard', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').first();
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    await tabTo(page, next, { max: 160 });
    await expectVisibleFocus(next);
    // Keyboard focus inside pauses the rotation and turns on announcements.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const before = await current.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(current).not.toHaveAttribute('aria-label', before ?? '');

    // The stop button comes first in the carousel's controls: back up to it.
    const stop = carousel.getByRole('button', { name: 'Stop automatic testimonial rotation' });
    await tabTo(page, stop, { backwards: true, max: 20 });
    await expectVisibleFocus(stop);
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic testimonial rotation' })).toBeFocused();
  });
});

test('the consulting FAQ accordion: Enter toggles, arrows move between questions, one open at a time', async ({
  page,
}) => {
  await visit(page, '/enterprise-consulting');
  const triggers = page.getByRole('button', { name: /\?$/ });
  await expect(triggers).toHaveCount(4);
  const first = triggers.nth(0);
  const second = triggers.nth(1);
  await tabTo(page, first, { max: 120 });
  await expectVisibleFocus(first);
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(triggers.nth(3)).toBeFocused();
  // Tab leaves the accordion instead of cycling through its questions.
  await page.keyboard.press('Tab');
  await expect(triggers.nth(3)).not.toBeFocused();
});

test('the contact mode switch: a tab list operated with arrow keys, its panel reachable with Tab', async ({ page }) => {
  await visit(page, '/contact');
  const consultation = page.getByRole('tab', { name: 'Schedule a Consultation' });
  const email = page.getByRole('tab', { name: 'Send an Email' });
  await tabTo(page, consultation, { max: 40 });
  await expectVisibleFocus(consultation);
  await expect(consultation).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-selected', 'true');
  const name = page.getByRole('textbox', { name: 'Name *' });
  await tabTo(page, name, { max: 5 });
  await expectVisibleFocus(name);
  await tabTo(page, email, { backwards: true, max: 5 });
  await page.keyboard.press('ArrowLeft');
  await expect(consultation).toHaveAttribute('aria-selected', 'true');
});

test('the ROI calculator: sliders move with arrows, Page keys, Home and End; Calculate ROI works with Enter', async ({
  page,
}) => {
  await visit(page, '/roi-calculator');
  const hours = page.getByRole('slider', { name: 'Hours per process run' });
  await tabTo(page, hours, { max: 60 });
  await expectVisibleFocus(hours);
  await expect(hours).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('ArrowRight');
  await expect(hours).toHaveAttribute('aria-valuenow', '21');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(hours).toHaveAttribute('aria-valuenow', '19');
  await page.keyboard.press('End');
  await expect(hours).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('PageDown');
  await expect(hours).not.toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await expect(hours).toHaveAttribute('aria-valuenow', '1');

  const rate = page.getByRole('slider', { name: 'Hourly labour cost' });
  await tabTo(page, rate, { max: 10 });
  await page.keyboard.press('Home');
  await expect(rate).toHaveAttribute('aria-valuenow', '15');

  const calculate = page.getByRole('button', { name: 'Calculate ROI' });
  await tabTo(page, calculate, { max: 40 });
  await expectVisibleFocus(calculate);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Monthly process cost')).toBeVisible();
});

test.describe('cookie banner', () => {
  test('is reachable from the keyboard and a choice made with Enter closes it', async ({ page, context }) => {
    await context.clearCookies();
    await visit(page, '/');
    const banner = page.getByRole('region', { name: /cookie/i }).or(page.getByRole('dialog', { name: /cookie/i }));
    await expect(banner).toBeVisible();
    const choice = banner.getByRole('button').first();
    await tabTo(page, choice, { max: 200 });
    await expectVisibleFocus(choice);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
  });
});
