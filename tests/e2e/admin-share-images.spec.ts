/**
 * Issue 32, generated share images, end to end on the production build (the studio project's server,
 * whose scheduler ticks every second: playwright.config.ts). A case study published through the change
 * pipeline names its card in og:image and twitter:image; within a few ticks the address answers 200
 * with a PNG Chromium decodes at 1200 x 630. That it shows the title is checked by a test render: the
 * same template rendered here with the study's title must match the served picture pixel for pixel
 * (within antialiasing), and the same template with another title must not (OCR is not available, so
 * this is the check that the title, and no other text, is what was drawn). A new title makes a new card.
 */
import sharp from 'sharp';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { renderShareImage } from '#app/.server/share-images/render.ts';
import { caseStudyShareInput } from '#app/lib/share-image.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { expect, test } from './fixtures.ts';

let database: Database;
const made: string[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const id of made) await deleteCaseStudy(database, id);
  await bumpCacheVersion(database, 'public');
});

/** Mean absolute difference of two PNGs' pixels (0-255): near 0 for the same picture. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!left || !right || left.length !== right.length) return 255;
  let sum = 0;
  for (let index = 0; index < left.length; index++) sum += Math.abs((left[index] ?? 0) - (right[index] ?? 0));
  return sum / left.length;
}

test('a published case study’s og:image is a 1200 x 630 PNG card showing its title, new when the title changes', async ({
  page,
}) => {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`;
  const title = `Claims triage ${word}`;
  const input = caseStudyInput({ slug: `share-card-${word}`, title, featured: false, displayOrder: 1 });
  const study = await createCaseStudy(database, input);
  made.push(study.caseStudy.id);

  const ogImage = async (heading = title) => {
    await page.goto(`/use-cases/${input.caseStudy.slug}`);
    await expect(page.locator('h1')).toContainText(heading);
    const url = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    return url;
  };
  /** The card once the scheduler has made it (until then the address redirects to the default image). */
  const card = async (url: string) => {
    await expect
      .poll(async () => (await page.request.get(url, { maxRedirects: 0 })).status(), { timeout: 20_000 })
      .toBe(200);
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('image/png');
    return response.body();
  };

  const url = await ogImage();
  expect(url).toMatch(/\/share-images\/[0-9a-f]{64}\.png$/);
  const png = await card(url);
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

  // Chromium decodes it at that size.
  await page.goto(url);
  const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);

  // The test render: the template with this title is the served picture; with another, it is not.
  const shown = caseStudyShareInput(input.caseStudy, [{ value: '78%', label: 'Touchless' }]);
  expect(await pixelDistance(png, await renderShareImage(shown))).toBeLessThan(0.2);
  expect(
    await pixelDistance(png, await renderShareImage({ ...shown, title: `Invoice posting ${word}` })),
  ).toBeGreaterThan(1);

  const newTitle = `Claims routed in minutes ${word}`;
  await updateCaseStudy(database, study.caseStudy.id, { ...input, caseStudy: { ...input.caseStudy, title: newTitle } });
  // Written here, not through the server: it sees the change at its next poll of the cache version
  // (within a second). Polled with plain requests, so that one look at a page still cached before
  // then does not spend the whole wait on a page that will not change.
  await expect
    .poll(async () => (await page.request.get(`/use-cases/${input.caseStudy.slug}`)).text(), { timeout: 15_000 })
    .toContain(newTitle);
  const newUrl = await ogImage(newTitle);
  expect(newUrl).not.toBe(url);
  const newPng = await card(newUrl);
  expect(await sharp(newPng).metadata()).toMatchObject({ width: 1200, height: 630 });
  expect(await pixelDistance(newPng, await renderShareImage({ ...shown, title: newTitle }))).toBeLessThan(0.2);
  expect(await pixelDistance(newPng, png)).toBeGreaterThan(1);
});
