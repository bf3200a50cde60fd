/**
 * Case studies and testimonials on the public site, against the seeded sample content: the list,
 * database and built-in details, the not-found answer for a draft, the home showcase, both
 * carousels (arrows, dots, wrap-around, transition lock, auto-advance with fake timers) and
 * the testimonials switch in localStorage. Their axe scans are in a11y-all-routes.spec.ts.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hydrated, pauseClock } from './fixtures.ts';

const SEEDED = 'touchless-invoice-processing-across-14-sap-entities';
const DRAFT = 'lease-abstraction-with-document-ai-for-1200-commercial-leases';
const PUBLISHED_COUNT = 6;
const FEATURED_COUNT = 4;

// Several tests drive carousels step by step: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A cookie choice hides the consent banner, which is not what these tests are about. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

/**
 * Lets React finish rendering and run its effects (which start and stop timers). React schedules
 * that work with MessageChannel, which the paused clock does not hold back.
 */
async function settleReact(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Moves the paused clock forward once React has started the timers of what just happened. */
async function advance(page: Page, ms: number) {
  await settleReact(page);
  await page.clock.runFor(ms);
  await settleReact(page);
}

/** Moves the pointer off the page and focus to nothing, so no carousel is paused by either. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settleReact(page);
}

/** Errors React reports in the browser (hydration mismatches among them). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const currentSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"][data-current]');

test.describe('/use-cases', () => {
  test('lists the published case studies with alternating image sides and links by slug', async ({ page }) => {
    const response = await page.goto('/use-cases');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See our Work');
    await expect(page.getByText('CASE STUDIES', { exact: true })).toBeVisible();

    const cards = page.locator('article[data-image-side]');
    await expect(cards).toHaveCount(PUBLISHED_COUNT);
    await expect(cards.first()).toHaveAttribute('data-image-side', 'left');
    await expect(cards.nth(1)).toHaveAttribute('data-image-side', 'right');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
      'Touchless Invoice Processing Across 14 SAP Entities',
    );
    await expect(cards.first()).toContainText('Manufacturing');
    await expect(cards.first()).toContainText('Touchless invoices');
    await expect(page.getByText('Lease Abstraction with Document AI')).toHaveCount(0);

    const firstImage = cards.first().locator('img');
    await expect(firstImage).toHaveAttribute('width', '1200');
    await expect(firstImage).toHaveAttribute('height', '675');
    await expect(cards.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');

    await hydrated(page);
    await cards
      .first()
      .getByRole('link', { name: /Read case study/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/use-cases/${SEEDED}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Touchless Invoice Processing Across 14 SAP Entities',
    );
    await expect(page.getByRole('heading', { name: 'Key Results' })).toBeVisible();
  });
});

test.describe('a database case study', () => {
  test('shows its story in order, with key results, process flow, testimonial, steps, gallery and calls to action', async ({
    page,
  }) => {
    await page.goto(`/use-cases/${SEEDED}`);
    await expect(page).toHaveTitle('Touchless Invoice Processing in SAP | Brightflow');
    await expect(page.getByRole('link', { name: 'Back to all case studies' })).toHaveAttribute('href', '/use-cases');
    await expect(page.getByText('Manufacturing', { exact: true }).first()).toHaveCSS('text-transform', 'uppercase');
    await expect(page.getByText('Halvorsen Components').first()).toBeVisible();

    const mainImage = page.locator('article img').first();
    await expect(mainImage).toHaveAttribute('loading', 'eager');
    await expect(mainImage).toHaveAttribute('fetchpriority', 'high');

    const results = page.getByRole('region', { name: 'Key Results' });
    await expect(results.locator('dt').first()).toHaveText('Touchless invoices');
    await expect(results.locator('dd').first()).toHaveText('78%');

    const sections = page.locator('[data-section-type]');
    await expect(sections).toHaveCount(4);
    expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section-type')))).toEqual([
      'client',
      'challenge',
      'solution',
      'outcome',
    ]);
    // The process flow sits between the challenge and the solution.
    const flow = page.locator('figure', { hasText: 'Process Flow' });
    await expect(flow).toContainText('Automated workflow overview');
    const flowFollowsChallengeAndPrecedesSolution = await page.evaluate(() => {
      const challenge = document.querySelector('[data-section-type="challenge"]');
      const solution = document.querySelector('[data-section-type="solution"]');
      const figure = [...document.querySelectorAll('figure')].find((f) => f.textContent?.includes('Process Flow'));
      if (!challenge || !solution || !figure) return false;
      const following = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return following(challenge, figure) && following(figure, solution);
    });
    expect(flowFollowsChallengeAndPrecedesSolution).toBe(true);

    await expect(page.getByText('VP Finance Operations, Halvorsen Components')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How we delivered it' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calculate your ROI' })).toHaveAttribute('href', '/roi-calculator');
    await expect(
      page.getByRole('heading', { name: 'Ready to take the paperwork out of manufacturing?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in Touch' }).last()).toHaveAttribute('href', '/contact');
  });

  test('hides the testimonial block when show_testimonial is off', async ({ page }) => {
    await page.goto('/use-cases/commercial-banking-kyc-onboarding-in-six-days');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Banking KYC Onboarding in Six Days');
    await expect(page.getByText('Jonathan Pierce')).toHaveCount(0);
  });

  test('a draft answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(`/use-cases/${DRAFT}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

test.describe('a built-in case study', () => {
  test('shows the fixed texts, links to contact and the ROI calculator, and shares its link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/use-cases/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Service AI Agent');
    for (const text of ['Telecom', 'Industry', 'Implemented: 2023', 'FTEs saved: 13+', 'AI Agent']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Implementation' })).toBeVisible();
    await expect(page.locator('ol').last().locator('li')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Request Similar Solution' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'Calculate your ROI' }).first()).toHaveAttribute(
      'href',
      '/roi-calculator',
    );

    await hydrated(page);
    const dialogs: { type: string; message: string }[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: 'Link copied to clipboard!' }]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/use-cases/7`);
  });

  test("lists 'RPA' as the technology of an RPA use case", async ({ page }) => {
    await page.goto('/use-cases/1');
    await expect(page.getByRole('complementary').getByText('RPA', { exact: true })).toBeVisible();
    await expect(page.getByText('Finance & Banking').first()).toBeVisible();
  });
});

test.describe('home showcase', () => {
  test("'See our work' shows the featured case studies and links to them and to the list", async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'See our work' });
    const cards = section.locator('article');
    await expect(cards).toHaveCount(FEATURED_COUNT);
    await expect(cards.first()).toContainText('Manufacturing');
    await expect(cards.first().getByRole('link', { name: /Read full story/ })).toHaveAttribute(
      'href',
      `/use-cases/${SEEDED}`,
    );
    await expect(section.getByRole('link', { name: 'View all case studies' })).toHaveAttribute('href', '/use-cases');
  });

  test('the featured carousel moves with arrows and dots, wraps around and ignores presses during a transition', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Featured case studies' });
    const slide = currentSlide(carousel);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(FEATURED_COUNT);
    await expect(slide).toHaveAttribute('aria-label', `1 of ${FEATURED_COUNT}`);
    await expect(slide).toContainText('Touchless Invoice Processing Across 14 SAP Entities');
    await expect(slide.locator('dl > div')).toHaveCount(4);
    await expect(slide).toContainText('Laura Brennan');
    await expect(slide).toContainText('VP Finance Operations at Halvorsen Components');

    const next = carousel.getByRole('button', { name: 'Next case study' });
    const previous = carousel.getByRole('button', { name: 'Previous case study' });
    const lastDot = carousel.getByRole('button', { name: `Show case study ${FEATURED_COUNT} of ${FEATURED_COUNT}` });

    await next.click();
    await expect(slide).toHaveAttribute('aria-label', `2 of ${FEATURED_COUNT}`);
    await next.click(); // still within the 500 ms transition: ignored
    await previous.click();
    await expect(slide).toHaveAttribute('aria-label', `2 of ${FEATURED_COUNT}`);
    await advance(page, 500);

    await lastDot.click();
    await expect(slide).toHaveAttribute('aria-label', `${FEATURED_COUNT} of ${FEATURED_COUNT}`);
    await expect(lastDot).toHaveAttribute('aria-current', 'true');
    await expect(slide.getByRole('link', { name: /Read full story/ })).toHaveAttribute(
      'href',
      '/use-cases/order-to-cash-automation-on-oracle-netsuite',
    );
    await advance(page, 500);

    await next.click();
    await expect(slide).toHaveAttribute('aria-label', `1 of ${FEATURED_COUNT}`);
    await advance(page, 500);
    await previous.click();
    await expect(slide).toHaveAttribute('aria-label', `${FEATURED_COUNT} of ${FEATURED_COUNT}`);
    // Nothing moves on its own.
    await leaveCarousel(page);
    await advance(page, 30_000);
    await expect(slide).toHaveAttribute('aria-label', `${FEATURED_COUNT} of ${FEATURED_COUNT}`);
  });

  test('testimonials auto-advance every 8 s, pause on hover and focus, can be stopped, and wrap around', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slide = currentSlide(carousel);
    const live = carousel.locator('[aria-live]');
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(page.getByText('TESTIMONIALS', { exact: true })).toBeVisible();
    await expect(page.getByTestId('testimonials-carousel')).toHaveAttribute('data-source', 'database');
    await expect(slide).toHaveAttribute('aria-label', /^\d+ of \d+$/);
    const total = Number((await slide.getAttribute('aria-label'))?.split(' of ')[1]);
    expect(total).toBeGreaterThan(4);

    // Start from a known point: the first slide, with the 8 s interval starting now.
    await carousel.getByRole('button', { name: `Show testimonial 1 of ${total}` }).click();
    await advance(page, 500);
    await leaveCarousel(page);
    await expect(slide).toHaveAttribute('aria-label', `1 of ${total}`);
    await expect(slide).toContainText('Michael Torvik');
    await expect(slide).toContainText('VP Finance Operations at Granite Ridge Foods');
    await expect(live).toHaveAttribute('aria-live', 'off');

    await advance(page, 7_999);
    await expect(slide).toHaveAttribute('aria-label', `1 of ${total}`);
    await advance(page, 2);
    await expect(slide).toHaveAttribute('aria-label', `2 of ${total}`);
    await advance(page, 8_000);
    await expect(slide).toHaveAttribute('aria-label', `3 of ${total}`);

    // Hovering pauses it (and changes are then announced).
    await carousel.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await settleReact(page);
    await advance(page, 20_000);
    await expect(slide).toHaveAttribute('aria-label', `3 of ${total}`);
    await leaveCarousel(page);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await advance(page, 8_000);
    await expect(slide).toHaveAttribute('aria-label', `4 of ${total}`);

    // Focus inside pauses it too.
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
    await settleReact(page);
    await advance(page, 20_000);
    await expect(slide).toHaveAttribute('aria-label', `4 of ${total}`);

    // The stop button stops it for good.
    await carousel.getByRole('button', { name: 'Stop automatic testimonial rotation' }).click();
    await leaveCarousel(page);
    await advance(page, 30_000);
    await expect(slide).toHaveAttribute('aria-label', `4 of ${total}`);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(carousel.getByRole('button', { name: 'Start automatic testimonial rotation' })).toBeVisible();

    // Arrows wrap around in both directions and are ignored during a transition.
    await carousel.getByRole('button', { name: `Show testimonial 1 of ${total}` }).click();
    await advance(page, 500);
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    await previous.click();
    await previous.click();
    await expect(slide).toHaveAttribute('aria-label', `${total} of ${total}`);
    await advance(page, 500);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', `1 of ${total}`);
  });

  test('testimonials stand still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const before = await currentSlide(carousel).getAttribute('aria-label');
    await advance(page, 30_000);
    await expect(currentSlide(carousel)).toHaveAttribute('aria-label', before ?? '');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(carousel.getByRole('button', { name: /automatic testimonial rotation/ })).toHaveCount(0);
  });
});

test.describe('the testimonials switch (localStorage testimonialsEnabled)', () => {
  test('is on by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#testimonials')).toBeVisible();
  });

  test("'false' hides the section before any script of ours runs, and removes it after hydration without errors or layout shift", async ({
    page,
    browser,
    baseURL,
  }) => {
    /** Where the footer starts, in page coordinates: anything that moved above it would move it. */
    const footerTop = (p: Page) =>
      p.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);

    // Without the app's JavaScript only the inline switch runs: the section is there but never painted.
    const noScript = await browser.newContext({ baseURL });
    await noScript.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
    const bare = await noScript.newPage();
    await bare.addInitScript(() => window.localStorage.setItem('testimonialsEnabled', 'false'));
    await bare.route('**/assets/**/*.js', (route) => route.abort());
    await bare.goto('/', { waitUntil: 'load' });
    await expect(bare.locator('#testimonials')).toBeAttached();
    await expect(bare.locator('#testimonials')).toBeHidden();
    const topBeforeHydration = await footerTop(bare);
    await noScript.close();

    const errors = collectPageErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('testimonialsEnabled', 'false'));
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    await expect(page.locator('#testimonials')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toHaveCount(0);
    expect(Math.abs((await footerTop(page)) - topBeforeHydration)).toBeLessThan(2);
    expect(errors).toEqual([]);
  });

  test('follows changes made in another tab (the storage event)', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#testimonials')).toBeVisible();

    const other = await context.newPage();
    await other.goto('/about');
    await other.evaluate(() => window.localStorage.setItem('testimonialsEnabled', 'false'));
    await expect(page.locator('#testimonials')).toHaveCount(0);

    await other.evaluate(() => window.localStorage.setItem('testimonialsEnabled', 'true'));
    await expect(page.locator('#testimonials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
  });

  test('comes back when switched on again after a page load with it off', async ({ page, context }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('set')) {
        window.localStorage.setItem('testimonialsEnabled', 'false');
        sessionStorage.setItem('set', '1');
      }
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#testimonials')).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/about');
    await other.evaluate(() => window.localStorage.setItem('testimonialsEnabled', 'true'));
    await expect(page.locator('#testimonials')).toBeVisible();
  });
});
