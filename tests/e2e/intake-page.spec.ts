/**
 * /webhook-api in Chromium (SPEC 2.10, 5, 8): the failure views with each message and 'Go Back',
 * the dry-run preview and the creation with its message and toast, a repeated id, the integration
 * guide, the studio's API keys, and proof that the key never reaches a page or a script of the site.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config.ts';
import { expectNoAxeViolations, hydrated } from './fixtures.ts';

// Axe and two servers on a shared machine can be slow: these tests get more time than the default.
test.describe.configure({ timeout: 90_000 });

/** Set for the e2e servers in playwright.config.ts. */
const KEY = 'e2e-webhook-key-0123456789abcdef';

const MESSAGES = {
  invalidKey: 'Invalid API key provided. Please use the correct API key for authentication.',
  missing: 'Missing required fields: title, industry, category, description, and image_src are mandatory',
  category: 'Category must be either "rpa" or "agents"',
};

function useCaseParams(overrides: Record<string, string> = {}) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    api_key: KEY,
    title: `Night Shift Reconciliation ${unique}`,
    industry: 'Retail',
    category: 'rpa',
    description: 'Software robots reconcile store inventory against the ERP every night.',
    image_src: '/images/case-studies/retail-inventory.svg',
    results: '3x faster stock counts, , 99.5% accuracy, Store managers start the day with clean data',
    chip_color: 'green',
    ...overrides,
  };
}

const intakePageUrl = (params: Record<string, string>) => `/webhook-api?${new URLSearchParams(params)}`;

// A toast caught mid fade-in reads as low contrast; the toaster is not this page's content.
const withoutToasts = { exclude: '[data-sonner-toaster]' };

/** Every response body the page received (documents, data, scripts, styles), to search for the key. */
function recordResponses(page: Page): () => Promise<string[]> {
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) return;
    pending.push(
      response
        .text()
        .then((text) => `${response.url()}\n${text}`)
        .catch(() => ''),
    );
  });
  return () => Promise.all(pending);
}

test.describe('/webhook-api failures', () => {
  test('opened bare: the integration guide with 200 and no failure', async ({ page }) => {
    const response = await page.goto('/webhook-api');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Use Case Intake API' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send use cases from your own systems' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication failed' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, withoutToasts);
  });

  test('intake parameters without a key: the invalid-key message, how to fix it, and Go Back', async ({ page }) => {
    const { api_key: _key, ...withoutKey } = useCaseParams();
    const response = await page.goto(intakePageUrl(withoutKey));
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: 'Use Case Intake API' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.invalidKey })).toHaveText(MESSAGES.invalidKey);
    await expect(page.getByRole('heading', { name: 'How to fix it' })).toBeVisible();
    await expect(page.getByText(/Staff create and revoke keys in the studio/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, withoutToasts);
  });

  test('a wrong key: the message, the key gone from the address, and Go Back returns', async ({ page }) => {
    await page.goto('/about');
    await page.goto(intakePageUrl(useCaseParams({ api_key: 'not-the-key-0123456789abcdef' })));
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidKey);
    expect(page.url()).not.toContain('api_key');
    expect(page.url()).not.toContain('not-the-key');
    await hydrated(page);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('missing required fields', async ({ page }) => {
    const response = await page.goto(intakePageUrl(useCaseParams({ description: '' })));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Some required fields are missing' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.missing);
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  });

  test('an unknown category', async ({ page }) => {
    await page.goto(intakePageUrl(useCaseParams({ category: 'bots' })));
    await expect(page.getByRole('heading', { name: 'Unknown category' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.category);
  });
});

test.describe('/webhook-api creation', () => {
  test('a study that names its client is not published before the client approves: 409, why and what to do', async ({
    page,
    request,
  }) => {
    const params = useCaseParams({ status: 'published', client_name: 'Harbor Grocers' });
    const slug = params.title.toLowerCase().replaceAll(' ', '-');
    await page.goto(intakePageUrl(params));
    const created = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create use case' }).click();
    expect((await created).status()).toBe(409);
    await expect(
      page.getByRole('heading', { name: 'The client must approve it before it is published' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      `Client approval required: "${params.title}" has not been approved by the client. Send it for review from its Client review panel, or turn off "Client approval required" there.`,
    );
    await expect(page.getByText('Send it with status=draft (or leave status out)')).toBeVisible();
    await expectNoAxeViolations(page, withoutToasts);
    expect((await request.get(`/use-cases/${slug}`)).status()).toBe(404);
  });

  test('previews without creating, then creates on the button with the message and the toast', async ({
    page,
    request,
  }) => {
    const params = useCaseParams({ status: 'published', featured: 'true', id: `e2e-${Date.now()}` });
    const slug = params.title.toLowerCase().replaceAll(' ', '-');
    const responses = recordResponses(page);

    await page.goto(intakePageUrl(params));
    expect(page.url()).not.toContain(KEY);
    await expect(page.getByRole('heading', { name: 'Check the use case, then create it' })).toBeVisible();
    const preview = page.getByRole('article', { name: `Preview of ${params.title}` });
    await expect(preview.getByRole('heading', { name: params.title })).toBeVisible();
    await expect(preview.getByText('RETAIL')).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText([
      /3x\s*faster stock counts/,
      /99\.5%\s*accuracy/,
      /Achieved\s*Store managers start the day with clean data/,
    ]);
    await expect(page.getByText(`/use-cases/${slug}`)).toBeVisible();
    await expectNoAxeViolations(page, withoutToasts);

    // The preview created nothing.
    expect((await request.get(`/use-cases/${slug}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Create use case' }).click();
    await expect(page.getByRole('heading', { name: 'Use case created' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'was successfully created' });
    await expect(status).toHaveText(
      new RegExp(`^Use case "${params.title}" was successfully created with ID: [0-9a-f-]{36}$`),
    );
    const id = (await status.textContent())?.split('ID: ')[1] ?? '';
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added new use case')).toBeVisible();

    const published = await request.get(`/use-cases/${slug}`);
    expect(published.status()).toBe(200);
    expect(await published.text()).toContain(params.title);

    // The same id again: the first result, not a duplicate.
    await page.goto(intakePageUrl(params));
    await expect(page.getByRole('heading', { name: 'Already created' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Use case "${params.title}" was successfully created with ID: ${id}`,
    );
    await expect(page.getByRole('button', { name: 'Create use case' })).toHaveCount(0);

    for (const body of await responses()) expect(body).not.toContain(KEY);
  });

  test('works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const params = useCaseParams();
    await page.goto(intakePageUrl(params));
    await page.getByRole('button', { name: 'Create use case' }).click();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^Use case "${params.title}" was successfully created with ID: [0-9a-f-]{36}$`),
    );
    expect(await page.content()).not.toContain(KEY);
    await context.close();
  });
});

test.describe('/webhook-api integration guide', () => {
  test('shows how to call the API with curl and JavaScript, the parameters and the errors', async ({ page }) => {
    await page.goto('/webhook-api');
    await hydrated(page);
    const guide = page.locator('#guide');
    await expect(guide.getByRole('heading', { name: 'One POST request' })).toBeVisible();
    await expect(guide.getByText(/\/api\/v1\/use-cases$/).first()).toBeVisible();

    const examples = guide.getByRole('tablist', { name: 'Examples' });
    await expect(guide.getByRole('tabpanel')).toContainText('curl -X POST');
    await expect(guide.getByRole('tabpanel')).toContainText('Authorization: Bearer $BRIGHTFLOW_API_KEY');
    await examples.getByRole('tab', { name: 'JavaScript' }).click();
    await expect(guide.getByRole('tabpanel')).toContainText('await fetch(');
    await examples.getByRole('tab', { name: 'Page link' }).click();
    await expect(guide.getByRole('tabpanel')).toContainText('api_key=YOUR_API_KEY');

    const parameters = guide.getByRole('table', { name: 'Intake parameters' });
    for (const name of [
      'api_key',
      'title',
      'industry',
      'category',
      'description',
      'image_src',
      'results',
      'chip_color',
      'featured',
      'id',
    ]) {
      await expect(parameters.getByRole('rowheader', { name, exact: true })).toBeAttached();
    }
    const errors = guide.getByRole('table', { name: 'Intake errors' });
    for (const message of Object.values(MESSAGES)) await expect(errors).toContainText(message);
    await expect(errors).toContainText('Unknown error occurred');

    const openapi = await page.request.get('/api/openapi.json');
    expect((await openapi.json()).openapi).toBe('3.1.0');
  });
});

test.describe('the key stays on the server', () => {
  test('no page and no script of the site contains it', async ({ page, request }) => {
    const buildDir = process.env.BUILD_DIR ?? 'build';
    const scripts = readdirSync(path.join(buildDir, 'client/assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const response = await request.get(`/assets/${file}`);
      expect(response.status(), file).toBe(200);
      expect(await response.text(), file).not.toContain(KEY);
    }

    for (const url of [
      '/',
      '/use-cases',
      '/contact',
      '/roi-calculator',
      '/admin/login',
      '/api/openapi.json',
      '/sitemap.xml',
    ]) {
      const response = await request.get(url);
      expect(await response.text(), url).not.toContain(KEY);
    }

    // The page itself, asked with the key: neither its HTML nor its live DOM holds it.
    const response = await request.get(intakePageUrl(useCaseParams()));
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(KEY);
    await page.goto(intakePageUrl(useCaseParams()));
    await expect(page.getByRole('button', { name: 'Create use case' })).toBeVisible();
    expect(await page.content()).not.toContain(KEY);
    expect(page.url()).not.toContain(KEY);
  });
});

test.describe('studio API keys', () => {
  test('a key is created and shown once, listed by its last four characters, and revoked', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/login?redirectTo=/admin/api-keys');
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const environment = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Environment key' });
    await expect(environment).toContainText('ending in cdef');
    await expect(environment).not.toContainText(KEY);

    const name = `Zapier ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await expect(shown).toHaveText(/^bf_[A-Za-z0-9_-]{43}$/);
    // The one-time notice takes the focus, so that it is read first.
    await expect(page.getByRole('heading', { name: `Copy the key for “${name}” now` })).toBeFocused();
    const key = (await shown.textContent()) ?? '';
    await expectNoAxeViolations(page, withoutToasts);

    const created = await request.post('/api/v1/use-cases', {
      headers: { Authorization: `Bearer ${key}` },
      data: { ...useCaseParams(), api_key: undefined },
    });
    expect(created.status()).toBe(201);

    await page.reload();
    // The Revoke button opens its dialog once the page has hydrated (a click before does nothing).
    await hydrated(page);
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(key.slice(-4));
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(row).toContainText('Revoked');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`API key “${name}” revoked`);

    const refused = await request.post('/api/v1/use-cases', {
      headers: { Authorization: `Bearer ${key}` },
      data: useCaseParams({ title: 'After revocation' }),
    });
    expect(refused.status()).toBe(401);
  });
});
