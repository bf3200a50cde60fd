/**
 * The public marketing pages (issue 3): home, about and the four service pages. Exact SPEC strings
 * and link targets, the home page's moving parts (logo loop, diagram, mouse-following shapes,
 * scroll reveal), the consulting FAQ accordion and SEO tags. The axe scans of these pages, on a phone
 * and a desktop, are in a11y-all-routes.spec.ts.
 */
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { CONSENT_COOKIE } from '#app/lib/consent.ts';
import { hydrated } from './fixtures.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

const marketingPages = [
  { path: '/', h1: 'Automation That Scales With You' },
  { path: '/about', h1: 'We build automation that people want to keep' },
  { path: '/rpa', h1: 'Software robots for the work nobody should do by hand' },
  { path: '/agent-automation', h1: 'AI agents that handle the work rules can’t' },
  { path: '/document-processing', h1: 'Turn documents into clean data, without the typing' },
  { path: '/enterprise-consulting', h1: 'Know exactly what to automate, and what it will return' },
] as const;

/** The SPEC 1 marketing claims: each must be on the site, and the home page shows all of them. */
const claims = [
  /60-85%\s*operating-cost reduction/,
  /\$1\.2M\s*average annual savings/,
  /250-400%\s*typical ROI/,
  /200\+\s*deployments/,
  /95%\s*decision accuracy/,
  /up to\s*99\.5%\s*accuracy/,
];

/**
 * Brings every scroll-reveal card on screen once and waits until it is fully opaque there. Checked
 * while on screen: sections off screen are not rendered (content-visibility), so a card's fade-in
 * left half-way by scrolling on only finishes once its section is on screen again.
 */
async function revealEverything(page: Page) {
  const cards = page.locator('[data-reveal]');
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-revealed', '');
    await expect(card).toHaveCSS('opacity', '1');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

// The consent banner has its own tests (forms-and-legal.spec.ts); here a choice is already made.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'essential', url: baseURL ?? '' }]);
});

/** The text a sighted visitor reads: without the screen-reader-only additions. */
function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
    return (copy.textContent ?? '').trim();
  });
}

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

test.describe('every marketing page', () => {
  for (const { path, h1 } of marketingPages) {
    test(`${path} has one h1, landmarks, SEO tags and sized images with alt text`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await expect(page).toHaveTitle(/\| Brightflow$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(60);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).toString());
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
      // Social networks do not render SVG cards.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.(png|jpe?g|webp)$/);

      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, `alt of ${image.src}`).not.toBeNull();
        expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
        expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
      }
    });
  }

  test('titles and descriptions are unique across the pages', async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path } of marketingPages) {
      await page.goto(path);
      seen.titles.add(await page.title());
      seen.descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(seen.titles.size).toBe(marketingPages.length);
    expect(seen.descriptions.size).toBe(marketingPages.length);
  });
});

test.describe('home page', () => {
  test.use({ viewport: desktop });

  test('hero: SPEC headline, subline and free-audit button to /contact', async ({ page }) => {
    await page.goto('/');
    const hero = region(page, 'Automation That Scales With You');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Automation That Scales With You');
    await expect(hero.getByText('Cut manual work. Boost efficiency. Scale without adding headcount.')).toBeVisible();
    const audit = hero.getByRole('link', { name: 'Get your free audit' });
    await expect(audit).toHaveAttribute('href', '/contact');
    await audit.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("'How Can We Help?' has the three SPEC service cards with their buttons and targets", async ({ page }) => {
    await page.goto('/');
    const services = region(page, 'How Can We Help?');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Automate Your Repetitive Tasks',
      'Process and Automation Consultancy & Audit',
      'Intelligent Data and Document Processing',
    ]);
    const cards: [string, string][] = [
      ['Automate Processes', '/rpa'],
      ['Audit your workflows', '/enterprise-consulting'],
      ['Learn More', '/document-processing'],
    ];
    await expect(services.getByRole('article')).toHaveCount(3);
    for (const [index, [button, href]] of cards.entries()) {
      const link = services.getByRole('article').nth(index).getByRole('link');
      expect(await visibleText(link)).toBe(button);
      await expect(link).toHaveAttribute('href', href);
    }
    await services.getByRole('link', { name: 'Audit your workflows' }).click();
    await expect(page).toHaveURL(/\/enterprise-consulting$/);
  });

  test('sections follow SPEC 2.3 order, and Process & ROI links to the calculator', async ({ page }) => {
    await page.goto('/');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'How Can We Help?',
      /see our work/i,
      'From first audit to measurable return in weeks, not years',
      'When the work needs judgment, not just rules',
      'Automation for every department',
      'Find out what you could automate, for free',
    ].map((wanted) => headings.findIndex((h) => (typeof wanted === 'string' ? h === wanted : wanted.test(h))));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const roi = region(page, 'From first audit to measurable return in weeks, not years');
    await expect(roi.getByText('Process & ROI')).toBeVisible();
    await expect(roi.getByRole('link', { name: 'Calculate your ROI' })).toHaveAttribute('href', '/roi-calculator');
    await expect(region(page, 'Automation for every department').getByRole('link')).toHaveAttribute(
      'href',
      '/use-cases',
    );
    const cta = region(page, 'Find out what you could automate, for free');
    await expect(cta.getByRole('link', { name: 'Get your free audit' })).toHaveAttribute('href', '/contact');
  });

  test('shows every SPEC marketing claim', async ({ page }) => {
    await page.goto('/');
    // The page's text, rendered or not yet: sections far below the fold are laid out only as they
    // near the viewport (content-visibility), and innerText leaves out what is not laid out.
    const main = page.getByRole('main');
    for (const claim of claims) await expect(main).toContainText(claim);
  });

  test('the client-logo strip loops endlessly: two identical tracks, the copy hidden, 25 s linear', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = region(page, /Trusted by/);
    const marquee = strip.getByTestId('logo-marquee');
    const original = strip.getByTestId('logo-track-original');
    const duplicate = strip.getByTestId('logo-track-duplicate');

    await expect(original.getByRole('img')).toHaveCount(5);
    for (const name of [
      'Northwind Logistics',
      'Meridian Health',
      'Atlas Financial',
      'Vertex Manufacturing',
      'Harborline Insurance',
    ]) {
      await expect(original.getByRole('img', { name })).toHaveAttribute(
        'src',
        `/images/clients/${name.toLowerCase().replace(' ', '-')}.svg`,
      );
    }
    await expect(duplicate).toHaveAttribute('aria-hidden', 'true');
    await expect(duplicate.locator('img')).toHaveCount(5);
    // Assistive technology meets the five logos once.
    await expect(strip.getByRole('img')).toHaveCount(5);

    // Sliding by -50% moves exactly one copy when both copies are equally wide: no jump at the seam.
    const [originalBox, duplicateBox] = [await original.boundingBox(), await duplicate.boundingBox()];
    expect(originalBox?.width).toBeGreaterThan(0);
    expect(duplicateBox?.width).toBeCloseTo(originalBox?.width ?? 0, 0);

    await expect(marquee).toHaveCSS('animation-name', 'logo-marquee');
    await expect(marquee).toHaveCSS('animation-duration', '25s');
    await expect(marquee).toHaveCSS('animation-timing-function', 'linear');
    await expect(marquee).toHaveCSS('animation-iteration-count', 'infinite');
    await expect(marquee).toHaveCSS('animation-play-state', 'running');
    const firstOffset = await marquee.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await expect
      .poll(() => marquee.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41))
      .toBeLessThan(firstOffset);

    // A checkbox and CSS: it works from the first paint, before the page has hydrated.
    const pause = strip.getByRole('checkbox', { name: 'Pause logo animation' });
    await expect(pause).not.toBeChecked();
    // The visible control is the checkbox's label (the box itself is visually hidden).
    await strip
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: 'Pause logo animation' }) })
      .click();
    await expect(pause).toBeChecked();
    await expect(marquee).toHaveCSS('animation-play-state', 'paused');
    await page.keyboard.press('Space');
    await expect(pause).not.toBeChecked();
    await expect(marquee).toHaveCSS('animation-play-state', 'running');
  });

  test('the process diagram shows on large screens', async ({ page }) => {
    await page.goto('/');
    const diagram = page.getByTestId('hero-diagram').getByRole('img');
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleName(/automated invoice flow/);
    await expect
      .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/images\/hero-automation-diagram\.svg$/);
  });

  test('background shapes follow the mouse, and are hidden from assistive technology', async ({ page }) => {
    await page.goto('/');
    const shapes = page.getByTestId('hero-shapes');
    await expect(shapes).toHaveAttribute('aria-hidden', 'true');
    const shape = shapes.locator('[data-depth]').first();
    // Keep moving until the page has hydrated and the listener is attached.
    let x = 1100;
    await expect
      .poll(async () => {
        await page.mouse.move(x++, 700);
        return shape.getAttribute('style');
      })
      .toMatch(/translate3d\(/);
    const right = await shape.getAttribute('style');
    await page.mouse.move(100, 150, { steps: 5 });
    await expect.poll(() => shape.getAttribute('style')).not.toBe(right);
  });

  test('a phone (touch, no mouse) never downloads the shapes’ pointer-following code', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const page = await phone.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => url.includes('/assets/home-'))).toBe(true);
    expect(requested.filter((url) => url.includes('shapes-follow-pointer'))).toEqual([]);
    await phone.close();
  });

  test('the hero enters with an animation and cards reveal once when scrolled into view', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('animation-name', 'fade-up');

    const cards = region(page, 'How Can We Help?').getByRole('article');
    await expect(cards.first()).not.toHaveAttribute('data-revealed');
    await expect(cards.first()).toHaveCSS('opacity', '0');
    expect(await cards.nth(1).evaluate((el) => el.style.getPropertyValue('--reveal-delay'))).toBe('120ms');
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveAttribute('data-revealed', '');
    await expect(cards.first()).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cards.first()).toHaveAttribute('data-revealed', '');
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: phone });

  test('the process diagram is not shown, nor even downloaded', async ({ page }) => {
    const diagramRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('hero-automation-diagram')) diagramRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('hero-diagram')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(diagramRequests).toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: desktop, reducedMotion: 'reduce' });

  test('nothing moves: no entrance, static logos shown once, shapes stay put, cards visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('animation-name', 'none');

    const strip = region(page, /Trusted by/);
    await expect(strip.getByTestId('logo-marquee')).toHaveCSS('animation-name', 'none');
    await expect(strip.getByTestId('logo-track-duplicate')).toBeHidden();
    const logos = await strip.getByTestId('logo-track-original').getByRole('img').all();
    expect(logos).toHaveLength(5);
    for (const logo of logos) {
      const box = await logo.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(desktop.width);
    }

    // A card that reveals on scroll proves the page has hydrated before the mouse moves.
    const firstCard = region(page, 'How Can We Help?').getByRole('article').first();
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard).toHaveAttribute('data-revealed', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    const shape = page.getByTestId('hero-shapes').locator('[data-depth]').first();
    await page.mouse.move(200, 300);
    await page.mouse.move(1200, 700, { steps: 5 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(shape).not.toHaveAttribute('style', /translate/);

    // Cards not yet scrolled to are visible too.
    const unrevealed = page.locator('[data-reveal]:not([data-revealed])');
    await expect(unrevealed.first()).toBeAttached();
    await expect(unrevealed.first()).toHaveCSS('opacity', '1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test('every card is visible', async ({ page }) => {
    await page.goto('/');
    const cards = region(page, 'How Can We Help?').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  });
});

test.describe('about page', () => {
  test('has Our Story, Mission, Vision, the six values and a contact call to action', async ({ page }) => {
    await page.goto('/about');
    for (const label of ['Our Story', 'Mission', 'Vision']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Give people their time back' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Every team with a digital colleague' })).toBeVisible();
    await expect(region(page, 'What we hold ourselves to').getByRole('heading', { level: 3 })).toHaveText([
      'Innovation',
      'Excellence',
      'Client Success',
      'Integrity',
      'Continuous Learning',
      'Impact',
    ]);
    const cta = region(page, 'Let’s talk about your processes');
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('RPA page', () => {
  test('has why RPA, the four SPEC delivery steps in order, a benefits grid and a call to action', async ({ page }) => {
    await page.goto('/rpa');
    await expect(page.getByText('Why RPA', { exact: true })).toBeVisible();
    await expect(
      region(page, 'The fastest way to automate work that follows rules').getByRole('heading', { level: 3 }),
    ).toHaveText(['Works with what you have', 'Results in weeks', 'Controlled and auditable']);
    const process = region(page, 'Four steps from manual process to running robot');
    await expect(process.getByRole('list')).toHaveJSProperty('tagName', 'OL');
    await expect(process.getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Process Discovery',
      'Step 2: Solution Design',
      'Step 3: Bot Development',
      'Step 4: Deployment & Optimization',
    ]);
    await expect(
      region(page, 'What changes when robots take the repetitive work').getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    const cta = region(page, 'Which of your processes are ready for a robot?');
    await expect(cta.getByRole('link', { name: 'Get your free audit' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('AI agent automation page', () => {
  test('compares traditional RPA and AI agents in a real table across six capabilities', async ({ page }) => {
    await page.goto('/agent-automation');
    const table = page.getByRole('table', {
      name: 'Traditional RPA compared with AI agents across six capabilities',
    });
    await expect(table.getByRole('columnheader')).toHaveText(['Capability', 'Traditional RPA', 'AI agents']);
    await expect(table.getByRole('rowheader')).toHaveCount(6);
    await expect(table.locator('th[scope="col"]')).toHaveCount(3);
    await expect(table.locator('th[scope="row"]')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Handling exceptions/ }).getByRole('cell')).toHaveText([
      'Stops and hands over to a person',
      'Resolves most cases, escalates the rest',
    ]);
  });

  test("has six key features, six use cases with 'Learn More' to /use-cases, four steps and a CTA", async ({
    page,
  }) => {
    await page.goto('/agent-automation');
    await expect(region(page, 'Built for production, not for demos').getByRole('heading', { level: 3 })).toHaveCount(6);
    const useCases = region(page, 'Where AI agents pay off first');
    await expect(useCases.getByRole('heading', { level: 3 })).toHaveCount(6);
    const learnMore = useCases.getByRole('link', { name: 'Learn More' });
    await expect(learnMore).toHaveCount(6);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/use-cases');
    expect(await visibleText(learnMore.first())).toBe('Learn More');
    await expect(learnMore.first()).toHaveAccessibleName('Learn More about Customer service resolution');
    await expect(region(page, 'From pilot to production in four steps').getByRole('heading', { level: 3 })).toHaveCount(
      4,
    );
    await expect(
      region(page, 'Put an AI agent on your busiest queue').getByRole('link', { name: 'Get your free audit' }),
    ).toHaveAttribute('href', '/contact');
    await learnMore.nth(2).click();
    await expect(page).toHaveURL(/\/use-cases$/);
  });
});

test.describe('document processing page', () => {
  test('has the six SPEC document types, challenge statistics, How It Works and benefits', async ({ page }) => {
    await page.goto('/document-processing');
    await expect(region(page, 'The documents we process every day').getByRole('heading', { level: 3 })).toHaveText([
      'Invoices',
      'Purchase Orders',
      'Contracts & Legal Docs',
      'HR Documents',
      'Shipping/Logistics',
      'Bank Statements',
    ]);
    await expect(region(page, /Manual document handling/).getByRole('listitem')).toHaveCount(4);
    const howItWorks = region(page, 'How It Works');
    await expect(howItWorks.getByRole('listitem')).toHaveCount(3);
    await expect(
      region(page, 'Why teams choose our document automation').getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    await expect(page.getByRole('main')).toContainText('up to 99.5% accuracy');
  });

  test('the hero button goes to /demo, which is the not-found page (SPEC 2.6)', async ({ page, request }) => {
    await page.goto('/document-processing');
    const demo = region(page, 'Turn documents into clean data, without the typing').getByRole('link', {
      name: 'Watch the demo',
    });
    await expect(demo).toHaveAttribute('href', '/demo');
    await demo.click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect((await request.get('/demo')).status()).toBe(404);
  });
});

test.describe('enterprise consulting page', () => {
  test('has four service cards, four deliverables and a closing call to action', async ({ page }) => {
    await page.goto('/enterprise-consulting');
    await expect(
      region(page, 'Consulting that ends in a decision, not a slide deck').getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(
      region(page, 'What you receive at the end of the audit').getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(
      region(page, 'Start with a clear picture of your automation potential').getByRole('link', {
        name: 'Audit your workflows',
      }),
    ).toHaveAttribute('href', '/contact');
  });

  test("'Strategic FAQs': four questions, one open at a time, collapsible, keyboard operable", async ({ page }) => {
    await page.goto('/enterprise-consulting');
    await hydrated(page);
    const faqs = region(page, 'Strategic FAQs');
    const triggers = faqs.getByRole('button');
    await expect(triggers).toHaveCount(4);
    const expanded = () => triggers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));

    // The first answer, with the engagement length, is open on arrival.
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(faqs.getByText(/typically takes 3-4 weeks/)).toBeVisible();

    await triggers.nth(1).click();
    await expect.poll(expanded).toEqual(['false', 'true', 'false', 'false']);
    await expect(faqs.getByText(/typically takes 3-4 weeks/)).toBeHidden();

    // A second click on the open question closes it.
    await triggers.nth(1).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'false']);

    // Keyboard: Enter opens, arrow keys move between questions, Space switches to another.
    await triggers.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(['true', 'false', 'false', 'false']);
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'true']);
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'false']);
  });
});

test('every scroll-reveal card on every marketing page becomes fully visible once scrolled to', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  for (const { path } of marketingPages) {
    await page.goto(path);
    await revealEverything(page);
  }
});
