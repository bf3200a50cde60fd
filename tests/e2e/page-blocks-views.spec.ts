/**
 * Every block type's public view on one published page (issue 28), on the production build: no axe
 * violation at a phone's and a desktop's width, and the whole page walked with Tab: every control
 * reached is visible and shows a focus indicator, and the blocks' own controls (the hero's buttons,
 * a card's link, the FAQ's questions, the call to action, the forms and the calculator) are in the
 * tab order.
 */
import type { Page } from '@playwright/test';
import { createPage } from '#app/.server/changes/pages.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import { BLOCK_TYPES } from '#app/features/pages/blocks/block-schemas.ts';
import { blockExamples } from '../helpers/block-examples.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures.ts';

const PATH = '/e2e/every-block';

test.beforeAll(async ({ database }) => {
  if (await getPageByPath(database, PATH, { publishedOnly: false })) return;
  await createPage(
    database,
    insurancePage({
      path: PATH,
      title: 'Every block',
      status: 'published',
      blocks: BLOCK_TYPES.map((type) => blockExamples[type]),
    }),
  );
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

/** What has focus: its accessible text, whether it is on screen, and whether it shows a focus indicator. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const css = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      // What a failure names: its accessible text, else its opening tag.
      text: text.slice(0, 80) || element.outerHTML.slice(0, 160),
      inMain: element.closest('main') !== null,
      inFooter: element.closest('footer') !== null,
      visible: box.width > 0 && box.height > 0 && css.visibility !== 'hidden',
      // On the element, or on the box around it (a field's frame styled with :focus-within).
      indicator: [element, element.parentElement].some((shown) => {
        if (!shown) return false;
        const style = getComputedStyle(shown);
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        );
      }),
    };
  });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every block’s view passes axe, and Tab walks the page with focus always visible', async ({ page }) => {
      test.slow(); // a few hundred key presses
      const response = await page.goto(PATH);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blockExamples.hero.headline);
      await expectNoAxeViolations(page);

      const reached: string[] = [];
      for (let presses = 0; presses < 400; presses++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (!now || now.inFooter) break;
        if (!now.inMain) continue;
        expect(now.visible, `${now.text} has focus but is not on screen`).toBe(true);
        expect(now.indicator, `${now.text} has focus without a focus indicator`).toBe(true);
        reached.push(now.text);
      }
      for (const control of [
        blockExamples.hero.buttons[0]?.label ?? 'hero button',
        blockExamples.faq.items[0]?.question ?? 'FAQ question',
        blockExamples.cta.primary.label,
        'Calculate ROI',
      ]) {
        expect(
          reached.some((text) => text.includes(control)),
          `${control} is in the tab order`,
        ).toBe(true);
      }
    });
  });
}
