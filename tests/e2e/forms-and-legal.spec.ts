/**
 * Issue 3, part B: the process assessment and project request forms (validation, storage, with and
 * without JavaScript), the three legal pages, and the cookie consent banner; every page scanned by
 * axe on a phone and a desktop.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, hydrated } from './fixtures.ts';
import { fillAssessment, fillProjectRequest, leadsFor, uniqueEmail } from './public-forms.ts';

// Axe scans of long pages are slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const LAST_UPDATED = 'Last updated: September 18, 2025';
const BANNER = 'We only use essential cookies';

test.beforeEach(async ({ context, baseURL }) => {
  // Most tests are about something else than the banner: record a choice up front.
  if (!test.info().title.includes('[banner]')) {
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL! }]);
  }
});

async function axeViolations(page: Page) {
  // Show every scroll-revealed card first, so contrast is measured on what people see. The cards
  // start watching for the viewport when the page hydrates: scrolling past them before that (the
  // page hydrates after its load event) would leave them waiting to be scrolled back to.
  await hydrated(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(page.locator('[data-reveal]:not([data-revealed])')).toHaveCount(0);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

// ---------------------------------------------------------------- legal pages

test.describe('legal pages', () => {
  test('Terms of Service: ten sections, 30 days notice, the legal mailbox, a working table of contents', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    const article = page.getByRole('article', { name: 'Terms of Service' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      /Agreement/,
      /Description of the Service/,
      /User Responsibilities/,
      /Intellectual Property/,
      /Availability/,
      /Liability/,
      /Privacy/,
      /Termination/,
      /Changes/,
      /Contact/,
    ]);
    await expect(article).toContainText('For material changes, we will give at least 30 days notice');
    await expect(page.getByRole('link', { name: 'legal@brightflow.io' }).first()).toHaveAttribute(
      'href',
      'mailto:legal@brightflow.io',
    );

    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(10);
    await toc.getByRole('link', { name: /Changes to These Terms/ }).click();
    await expect(page).toHaveURL(/\/terms#changes$/);
    await expect(page.locator('#changes')).toBeInViewport();
  });

  test('Privacy Policy: twelve sections, under 16, transfers outside the United States, the privacy mailbox', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    const article = page.getByRole('article', { name: 'Privacy Policy' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(12);
    await expect(article).toContainText('not directed to people under 16');
    await expect(article).toContainText('We do not knowingly collect personal information from anyone under 16');
    await expect(article).toContainText('processed in countries outside the United States');
    await expect(page.getByRole('link', { name: 'privacy@brightflow.io' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@brightflow.io',
    );
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(12);
  });

  test('Cookie Policy: every kind of cookie, third parties, the banner, browser controls, the mailbox', async ({
    page,
  }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    const headings = page.getByRole('article', { name: 'Cookie Policy' }).getByRole('heading', { level: 2 });
    for (const topic of [
      'Essential Cookies',
      'Analytics Cookies',
      'Functional Cookies',
      'Marketing Cookies',
      'Third-Party Services',
      'The Consent Banner',
      'Browser Controls',
    ]) {
      await expect(headings.filter({ hasText: topic })).toHaveCount(1);
    }
    const table = page.getByRole('table', { name: 'Cookies set by this website' });
    await expect(table.getByRole('rowheader')).toHaveText(['cookie_consent', 'toast', 'brightflow_admin']);
    await expect(page.getByText('We do not use any.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@brightflow.io' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@brightflow.io',
    );
  });

  test('Cookie Policy reached by a link in the app: its sections are drawn in the browser, whole', async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    const table = page.getByRole('table', { name: 'Cookies set by this website' });
    await expect(table.getByRole('rowheader')).toHaveText(['cookie_consent', 'toast', 'brightflow_admin']);
    await expect(page.getByText('We do not use any.').first()).toBeVisible();
  });
});

test.describe('page metadata', () => {
  const pages = [
    ['/process-assessment', 'Free Process Assessment | Brightflow'],
    ['/lead-intake', 'Start an Automation Project | Brightflow'],
    ['/terms', 'Terms of Service | Brightflow'],
    ['/privacy', 'Privacy Policy | Brightflow'],
    ['/cookies', 'Cookie Policy | Brightflow'],
  ] as const;

  test('each page has its own title, description and canonical URL, and one h1', async ({ page, baseURL }) => {
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(60);
      descriptions.add(description ?? '');
      await expect(page.locator('h1')).toHaveCount(1);
    }
    expect(descriptions.size).toBe(pages.length);
  });
});

// ---------------------------------------------------------------- process assessment

test.describe('process assessment', () => {
  test('shows three benefit cards and the way to the ROI calculator', async ({ page }) => {
    await page.goto('/process-assessment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find out what one process could save you');
    const benefits = page.getByRole('region', { name: 'What your assessment shows' });
    await expect(benefits.getByRole('listitem')).toHaveCount(3);
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Cost Reduction',
      'Time Savings',
      'Error Reduction',
    ]);
    const roi = page.getByRole('link', { name: 'Calculate Your Potential Savings' });
    await expect(roi).toHaveAttribute('href', '/roi-calculator');
    await roi.click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
  });

  test('explains every missing answer next to its field and stores nothing', async ({ page }) => {
    await page.goto('/process-assessment');
    await page.getByRole('button', { name: 'Get my assessment' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields.');
    const processName = page.getByLabel('Process name');
    await expect(processName).toBeFocused();
    await expect(processName).toHaveAttribute('aria-invalid', 'true');
    await expect(processName).toHaveAccessibleDescription(/Process name is required/);
    for (const message of [
      'Please describe the process',
      'Monthly volume is required',
      'Hours per week is required',
      'Select how many systems are involved',
      'Select at least one pain point',
      'Select the data format',
      'Name is required',
      'Work email is required',
      'Company is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The message is red (the same red as the studio's field errors), under its field.
    await expect(page.getByText('Monthly volume is required', { exact: true })).toHaveCSS(
      'color',
      /^(oklch\(0\.577 0\.245 27\.325\)|rgb\(231, 0, 11\))$/,
    );

    // Fixing a field clears its message as the visitor types; a bad number gets its own message.
    await processName.fill('Payroll');
    await expect(page.getByText('Process name is required')).toHaveCount(0);
    await page.getByLabel('Monthly volume').fill('lots');
    await expect(page.getByText('Enter the monthly volume as a whole number, e.g. 1200')).toBeVisible();
  });

  test('stores a complete assessment, confirms it and summarises the answers', async ({ page }) => {
    const email = uniqueEmail('dana');
    await page.goto('/process-assessment');
    await fillAssessment(page, email);

    // Hold the request until the pending state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/process-assessment.data*', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: /Get my assessment|Sending/ });
    await button.click();
    await expect(button).toHaveText('Sending...');
    release();

    const thanks = page.getByRole('heading', { name: 'Thank you, Dana. Your assessment is on its way.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Assessment received');
    const summary = page.getByTestId('thank-you');
    await expect(summary).toContainText(`within two business days`);
    await expect(summary.locator('dl')).toContainText('2,400 a month');
    await expect(summary.locator('dl')).toContainText('Manual data entry and re-keying, Errors and rework');
    await expect(summary).toContainText('roughly 936 to 1,326 hours a year');
    await expect(summary.getByRole('link', { name: 'Open the ROI calculator' })).toHaveAttribute(
      'href',
      '/roi-calculator',
    );

    await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
    expect((await leadsFor(email))[0]).toEqual({
      kind: 'process_assessment',
      name: 'Dana Whitfield',
      email,
      company: 'Northwind Traders',
      payload: {
        processName: 'Supplier invoice processing',
        processDescription: 'AP clerks key supplier invoices from e-mail into SAP.',
        monthlyVolume: 2400,
        hoursPerWeek: 30,
        systems: '2-3',
        painPoints: ['manual-data-entry', 'errors-rework'],
        dataFormat: 'semi-structured',
      },
    });

    await summary.getByRole('link', { name: 'Assess another process' }).click();
    await expect(page.getByLabel('Process name')).toHaveValue('');
  });
});

// ---------------------------------------------------------------- project request (/lead-intake)

test.describe('project request', () => {
  test('gives clear validation messages', async ({ page }) => {
    await page.goto('/lead-intake');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what you want to automate');
    await page.getByLabel('Work email').fill('sam@');
    await page.getByLabel('Which processes do you want to automate?').fill('AP');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    for (const message of [
      'Name is required',
      'Please enter a valid email',
      'Company is required',
      'Select your company size',
      'Please add a little more detail (at least 10 characters)',
      'Select when you would like to start',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Company size')).toHaveAccessibleDescription('Select your company size');
  });

  test('stores the request and thanks the visitor', async ({ page }) => {
    const email = uniqueEmail('sam');
    await page.goto('/lead-intake');
    await fillProjectRequest(page, email);
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Sam. We have your request.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Request received');
    await expect(page.getByTestId('thank-you').locator('dl')).toContainText('Within the next 3 months');
    await expect
      .poll(() => leadsFor(email))
      .toEqual([
        {
          kind: 'lead_intake',
          name: 'Sam Okafor',
          email,
          company: 'Contoso',
          payload: {
            companySize: '250-999',
            processes: 'Employee onboarding across HR, IT and payroll.',
            timeline: 'within-3-months',
          },
        },
      ]);
  });
});

// ---------------------------------------------------------------- without JavaScript

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('project request: a bad post answers 400 with the messages and keeps the values; a good one is stored', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/lead-intake');
    await page.getByLabel('Full name').fill('Noor Haddad');
    await page.getByLabel('Company size').selectOption('50-249');
    await page.getByLabel('Which processes do you want to automate?').fill('Month-end reconciliations.');
    const [bad] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send my request' }).click(),
    ]);
    expect(bad.status()).toBe(400);
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Work email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Company is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toHaveValue('Noor Haddad');
    await expect(page.getByLabel('Company size')).toHaveValue('50-249');
    await expect(page.getByLabel('Which processes do you want to automate?')).toHaveValue('Month-end reconciliations.');

    await page.getByLabel('Work email').fill(email);
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Haddad Logistics');
    await page.getByLabel('When would you like to start?').selectOption('exploring');
    const [good] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send my request' }).click(),
    ]);
    expect(good.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank you, Noor. We have your request.' })).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
    expect((await leadsFor(email))[0]?.payload).toEqual({
      companySize: '50-249',
      processes: 'Month-end reconciliations.',
      timeline: 'exploring',
    });
  });

  test('process assessment: a complete post is stored and summarised', async ({ page }) => {
    const email = uniqueEmail('nojs-assess');
    await page.goto('/process-assessment');
    await fillAssessment(page, email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Get my assessment' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank you, Dana. Your assessment is on its way.' })).toBeVisible();
    await expect(page.getByTestId('thank-you')).toContainText('roughly 936 to 1,326 hours a year');
    expect(await leadsFor(email)).toHaveLength(1);
  });

  test('[banner] a choice is a plain form post that comes back to the same page', async ({ page, context }) => {
    await page.goto('/privacy#retention');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('essential');
  });
});

// ---------------------------------------------------------------- cookie consent banner

test.describe('cookie consent banner', () => {
  test('[banner] appears on a first visit, remembers "Accept all" for a year without reloading', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/process-assessment');
    await hydrated(page);
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS('position', 'fixed');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'cookie_consent' }));

    // Keyboard users reach it first.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toBeFocused();

    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value)
      .toBe('all');
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.httpOnly).toBe(true);
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    // The server renders no banner at all once a choice is stored: nothing to flash.
    const html = await (await request.get('/process-assessment', { headers: { Cookie: 'cookie_consent=all' } })).text();
    expect(html).not.toContain(BANNER);
  });

  test('[banner] "Essential only" is remembered too, and the Cookie Policy shows and changes the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/cookies');
    const choice = page.locator('#consent-banner');
    await expect(choice).toContainText('You have not made a choice yet.');
    await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Essential only' }).click();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    await expect(choice).toContainText('You chose Essential only.');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value)
      .toBe('essential');

    await choice.getByRole('button', { name: 'Accept all' }).click();
    await expect(choice).toContainText('You chose Accept all.');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Cookie preference saved');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value)
      .toBe('all');
    await page.reload();
    await expect(page.locator('#consent-banner')).toContainText('You chose Accept all.');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('[banner] stays compact at the bottom, leaving the page above it usable', async ({ page }) => {
      await page.goto('/lead-intake');
      const banner = page.getByRole('region', { name: BANNER });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeCloseTo(phone.height, 0);
      expect(box!.height).toBeLessThan(phone.height * 0.3);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  });
});

// ---------------------------------------------------------------- accessibility

for (const [label, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`accessibility on a ${label}`, () => {
    test.use({ viewport });

    for (const path of ['/process-assessment', '/lead-intake', '/terms', '/privacy', '/cookies']) {
      test(`[banner] ${path} has no axe violations, with the cookie banner showing`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const [path, button, message] of [
      ['/process-assessment', 'Get my assessment', 'Process name is required'],
      ['/lead-intake', 'Send my request', 'Name is required'],
    ] as const) {
      test(`${path} with its error messages has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
