import { expect, test } from '@playwright/test';
import { animationsSettled, hydrated } from './fixtures.ts';

test.describe('header', () => {
  test('is transparent at the top and turns solid after scrolling more than 10 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('box-shadow', /rgba?\(/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('desktop navigation lists the SPEC items and highlights the active route', async ({ page }) => {
    await page.goto('/roi-calculator');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Case Studies', 'ROI Calculator', 'About']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the Services dropdown opens and toggles on click and closes outside or on Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const menu = page.getByRole('menu');

    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([/RPA/, /Enterprise Consulting/, /Document Processing/]);
    const box = await menu.boundingBox();
    expect(box?.width).toBe(450);
    await expect(menu.locator('svg').first()).toBeVisible();

    await trigger.click();
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await trigger.click();
    await menu.getByRole('menuitem', { name: /Enterprise Consulting/ }).click();
    await expect(page).toHaveURL(/\/enterprise-consulting$/);
    await expect(trigger).toHaveClass(/text-blue-700/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a full-screen panel below the header and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // Measured at rest: while it slides in, its box is a transformed one.
    await animationsSettled(page);
    const box = await panel.boundingBox();
    expect(box?.y).toBe(57);
    expect(box?.width).toBe(390);
    for (const name of [
      'Home',
      'RPA',
      'Enterprise Consulting',
      'Document Processing',
      'Case Studies',
      'ROI Calculator',
      'About',
      'Get in Touch',
    ]) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await panel.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
  });

  test('closes on any route change, e.g. going back', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/rpa');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the three columns, the tagline, the current year and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Revolutionizing business efficiency through intelligent automation solutions.');
    await expect(footer.getByTestId('footer-year')).toHaveText(String(new Date().getFullYear()));
    const services = footer.getByRole('navigation', { name: 'Services' });
    await expect(services.getByRole('link')).toHaveText([
      'RPA Solutions',
      'Document Processing',
      'Business Consulting',
    ]);
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link')).toHaveText(['About Us', 'Contact Us']);
    const brandColumn = footer.getByRole('navigation', { name: 'Brightflow' });
    await expect(brandColumn.getByRole('link')).toHaveText(['Home', 'Case Studies', 'ROI Calculator']);
    const legal: [string, string][] = [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookies'],
    ];
    for (const [name, href] of legal) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

test.describe('not found and health', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/demo is not a route (SPEC 2.6) and answers 404', async ({ request }) => {
    const response = await request.get('/demo');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('/healthz answers 200 when the database is reachable', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('rendered responses carry security headers with a fresh CSP nonce each time', async ({ request }) => {
    // 404 pages are never cached, so each one is rendered afresh.
    const first = await request.get('/no-such-page');
    const second = await request.get('/no-such-page');
    const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce1 = nonce(first.headers()['content-security-policy']);
    expect(nonce1).toBeTruthy();
    expect(nonce1).not.toBe(nonce(second.headers()['content-security-policy']));
    expect(await first.text()).toContain(`nonce="${nonce1}"`);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['x-powered-by']).toBeUndefined();
  });

  test('a cached page carries no nonce and allows its inline scripts by hash', async ({ request }) => {
    await request.get('/terms');
    const cached = await request.get('/terms');
    expect(cached.headers()['x-cache']).toBe('HIT');
    const csp = cached.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toContain('nonce-');
    expect(await cached.text()).not.toMatch(/ nonce="/);
  });

  test('scripts are requested only after the first contentful paint, then the page hydrates', async ({
    page,
    request,
  }) => {
    // The server's HTML preloads no script: the page paints with its stylesheet, font and images alone.
    const html = await (await request.get('/about')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('type="text/x-deferred-module"');

    await page.goto('/about');
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).not.toBeNull();
    expect(timing.scriptRequests.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scriptRequests)).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity);
  });

  test('a cached page still hydrates: the Services menu works', async ({ page, request }) => {
    await request.get('/privacy');
    const response = await page.goto('/privacy');
    expect(response?.headers()['x-cache']).toBe('HIT');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
