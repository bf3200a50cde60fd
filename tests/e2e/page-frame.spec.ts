/**
 * The page editor's preview frame, /admin/pages/frame (issue 28), in Chromium: signed in, it draws
 * the blocks posted to it as the site does (live and interactive blocks as labelled boxes, a block
 * that does not pass its schema yet as a notice, rich text cleaned), a studio page may frame it and
 * talk to it while no other page of the site can be framed, it has no axe violations at a phone's
 * and a desktop's width, and Sales is refused it. The seeded pages' blocks (the home page, /about,
 * /terms, /cookies) are drawn too: the home hero, the steps' panel, list and statement cards, the
 * documents with their contents and the cookie choice as a box.
 */
import type { Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { SEED_PAGES } from '#app/content/pages/index.ts';
import type { BlockInput } from '#app/features/pages/blocks/block-schemas.ts';
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';

const FRAME = '/admin/pages/frame';

const blocks: BlockInput[] = [
  {
    id: 'hero',
    type: 'hero',
    layout: 'centered',
    eyebrow: 'Preview',
    headline: 'Automation that pays for itself',
    subline: 'A draft, drawn as the site draws it.',
    buttons: [{ label: 'Talk to us', href: '/contact' }],
  },
  {
    id: 'story',
    type: 'rich-text',
    heading: { title: 'Our story' },
    html:
      '<p>We began in <strong>2016</strong>.<script>window.__ranScript = true</script></p>' +
      '<p><img src="/nope.png" onerror="window.__ranHandler = true" alt="x">' +
      '<a href="javascript:window.__ranLink = true">A bad link</a> <a href="/about">A good link</a></p>',
  },
  { id: 'cards', type: 'cards', heading: { title: '' }, cards: [] },
  {
    id: 'faq',
    type: 'faq',
    heading: { title: 'Common questions' },
    items: [{ question: 'How long does an audit take?', answer: 'Three to four weeks.' }],
  },
  { id: 'featured', type: 'featured-case-studies', max: 3 },
  { id: 'contact', type: 'contact-form' },
];

/** Posts the blocks to the frame as the editor does, from the window that frames it (here: itself). */
const postBlocks = (page: Page, list: unknown[]) =>
  page.evaluate(
    (sent) => window.postMessage({ kind: 'page-preview:blocks', blocks: sent }, window.location.origin),
    list,
  );

async function expectDrawn(frame: Page | ReturnType<Page['frameLocator']>) {
  await expect(frame.getByRole('heading', { level: 1, name: 'Automation that pays for itself' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Talk to us' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
  await expect(frame.getByText('We began in 2016.')).toBeVisible();
  await expect(frame.getByText('Cards is not shown yet: the section title is required')).toBeVisible();
  await expect(frame.getByText('How long does an audit take?')).toBeVisible();
  await expect(frame.getByText('Featured case studies: live content appears here')).toBeVisible();
  await expect(frame.getByText('Contact form: appears here on the published page')).toBeVisible();
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('draws the posted blocks as the site does, with rich text cleaned', async ({ page }) => {
    const response = await page.goto(FRAME);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page).toHaveTitle('Page preview | Studio');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // No studio shell: the site's page alone.
    await expect(page.getByRole('navigation', { name: 'Studio', exact: true })).toHaveCount(0);
    await hydrated(page);
    await expect(page.getByText('The preview appears here as you edit the page.')).toBeVisible();

    await postBlocks(page, blocks);
    await expectDrawn(page);

    // (The FAQ's JSON-LD is a script of its own, as on the site; the story must have none.)
    const story = page.getByRole('region', { name: 'Our story' });
    expect(await story.locator('script').count()).toBe(0);
    expect(await story.locator('[onerror]').count()).toBe(0);
    await expect(page.getByText('A bad link')).not.toHaveAttribute('href', /.+/);
    await expect(page.getByRole('link', { name: 'A good link' })).toHaveAttribute('href', '/about');
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__ran')))).toEqual([]);

    // Links are not followed: the preview stays.
    await page.getByRole('link', { name: 'A good link' }).click();
    await expect(page).toHaveURL(new RegExp(`${FRAME}$`));

    // The next post replaces the page; an empty one says so.
    await postBlocks(page, [blocks[3]]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByText('How long does an audit take?')).toBeVisible();
    await postBlocks(page, []);
    await expect(page.getByText('No blocks yet: the blocks you add appear here.')).toBeVisible();
    // Other messages are ignored.
    await page.evaluate(() => window.postMessage({ kind: 'something-else', blocks: [] }, window.location.origin));
    await page.evaluate(() => window.postMessage('hello', window.location.origin));
    await expect(page.getByText('No blocks yet: the blocks you add appear here.')).toBeVisible();
  });

  test('a studio page frames it and feeds it; no other page of the site can be framed', async ({ page }) => {
    await page.goto('/admin/account');
    await hydrated(page).catch(() => {});
    const ready = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'Page preview';
          frame.width = '390';
          frame.height = '844';
          window.addEventListener('message', (event) => {
            if (event.source !== frame.contentWindow || event.data?.kind !== 'page-preview:ready') return;
            resolve(true);
          });
          document.body.append(frame);
        }),
      FRAME,
    );
    expect(ready).toBe(true);
    await page.evaluate((sent) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Page preview"]');
      frame?.contentWindow?.postMessage({ kind: 'page-preview:blocks', blocks: sent }, window.location.origin);
    }, blocks);
    await expectDrawn(page.frameLocator('iframe[title="Page preview"]'));
    // An editor that starts listening after the frame said it was ready greets it, and hears it again.
    const readyAgain = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Page preview"]');
          window.addEventListener('message', (event) => {
            if (event.source === frame?.contentWindow && event.data?.kind === 'page-preview:ready') resolve(true);
          });
          frame?.contentWindow?.postMessage({ kind: 'page-preview:hello' }, window.location.origin);
        }),
    );
    expect(readyAgain).toBe(true);

    // A page that is not the preview refuses to be framed, even by the studio: the browser shows its
    // own error page (another origin) instead of the site's page.
    const titleInFrame = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<string | null>((resolve) => {
            const frame = document.createElement('iframe');
            frame.src = url;
            frame.title = url;
            frame.addEventListener('load', () => {
              try {
                resolve(frame.contentDocument?.title || null);
              } catch {
                resolve(null);
              }
            });
            document.body.append(frame);
          }),
        src,
      );
    expect(await titleInFrame(FRAME)).toBe('Page preview | Studio');
    expect(await titleInFrame('/about')).toBeNull();
    expect(await titleInFrame('/admin/account')).toBeNull();
  });

  test("draws the seeded pages' blocks: the home page, /about and the documents", async ({ page }) => {
    const seeded = (path: string) =>
      (SEED_PAGES.find((candidate) => candidate.path === path)?.blocks ?? []) as BlockInput[];
    const of = <T extends BlockInput['type']>(path: string, type: T) =>
      seeded(path).filter((block): block is Extract<BlockInput, { type: T }> => block.type === type);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(FRAME);
    await hydrated(page);

    await postBlocks(page, seeded('/'));
    const [homeHero] = of('/', 'hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero?.headline ?? '');
    await expect(page.getByText(homeHero?.highlight ?? '', { exact: true })).toBeVisible();
    const [steps] = of('/', 'steps');
    await expect(page.getByRole('heading', { name: steps?.aside?.title })).toBeVisible();
    const list = of('/', 'cards').find((block) => block.style === 'list');
    for (const card of list?.cards ?? []) await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(page.getByText('Featured case studies: live content appears here')).toBeVisible();
    await expect(page.getByText('Testimonials carousel: live content appears here')).toBeVisible();
    await expect(page.getByText(/is not shown yet/)).toHaveCount(0);

    await postBlocks(page, seeded('/about'));
    const statement = of('/about', 'cards').find((block) => block.style === 'statement');
    await expect(page.getByRole('region', { name: statement?.accessibleName })).toBeVisible();
    for (const card of statement?.cards ?? []) {
      await expect(page.getByRole('heading', { level: 2, name: card.title })).toBeVisible();
    }

    for (const path of ['/terms', '/cookies']) {
      await postBlocks(page, seeded(path));
      const [hero] = of(path, 'hero');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero?.headline ?? '');
      await expect(page.getByText('Last updated:')).toBeVisible();
      const [document] = of(path, 'document');
      const contents = page.getByRole('navigation', { name: 'On this page' });
      for (const section of document?.sections ?? []) {
        await expect(contents.getByRole('link', { name: section.title })).toBeVisible();
        await expect(page.getByRole('heading', { name: section.title, exact: false }).first()).toBeVisible();
      }
      await expect(page.getByText(/is not shown yet/)).toHaveCount(0);
    }
    await expect(page.getByText('The visitor’s cookie choice: appears here on the published page')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(FRAME);
      await hydrated(page);
      await postBlocks(page, blocks);
      await expectDrawn(page);
      await expectNoAxeViolations(page);
    });
  }
});

test('signed out, the frame sends to the sign-in page', async ({ page }) => {
  await page.goto(FRAME);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpages%2Fframe/);
});

test('Sales is refused the frame', async ({ page, database }) => {
  const email = `sales-frame-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a-long-enough-passphrase';
  await createUser(database, { email, passwordHash: await hashPassword(password), role: 'sales' });
  await login(page, { email, password });
  const response = await page.goto(FRAME);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Your role (Sales) does not include this page.')).toBeVisible();
  await expect(page.getByText('The preview appears here as you edit the page.')).toHaveCount(0);
});
