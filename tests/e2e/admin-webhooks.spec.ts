/**
 * Studio → Webhooks (issue 20) against a receiver this test starts on 127.0.0.1 (https, with the
 * certificate the studio server trusts; private targets allowed on that server): an endpoint added
 * in the studio gets a signed `contact.created` when a visitor sends the contact form, verified here
 * with an implementation of the specification of its own; "Redeliver" sends the same message again;
 * a receiver answering 500 twice and then 200 shows the retries in the delivery log.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { WEBHOOK_EVENTS } from '#app/lib/webhooks/events.ts';
import { ports, webhookCertificateDir } from '../../playwright.config.ts';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';
import { uniqueEmail } from './public-forms.ts';

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  const dir = webhookCertificateDir(ports.studio);
  receiver = await startWebhookReceiver({
    dir,
    certificate: { cert: path.join(dir, 'site.crt'), key: path.join(dir, 'site.key') },
  });
});
test.afterAll(async () => {
  await receiver?.close();
});

/** Adds an endpoint through the form and returns its secret, read from the one-time notice. */
async function addEndpoint(page: Page, url: string, events: string[]): Promise<string> {
  await page.goto('/admin/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  for (const event of events)
    await page.getByRole('checkbox', { name: new RegExp(`\\(${event.replace('.', '\\.')}\\)`) }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_/);
  return (await secret.textContent()) ?? '';
}

async function openEndpoint(page: Page, url: string) {
  await page.goto('/admin/webhooks');
  await page.getByRole('link', { name: `Manage ${url}` }).click();
  await expect(page.getByText(url, { exact: true })).toBeVisible();
}

test.describe('webhooks', () => {
  test('a contact message reaches the endpoint signed, and Redeliver sends the same message again', async ({
    page,
    context,
    baseURL,
  }) => {
    await login(page);
    const url = receiver.url('/crm/contact');
    const secret = await addEndpoint(page, url, ['contact.created']);
    await expect(page.getByRole('list').filter({ hasText: url })).toContainText('Enabled');

    // A visitor writes in on the public site.
    const email = uniqueEmail('webhook');
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
    await page.goto('/contact?mode=email');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Name *' }).fill('Katherine Johnson');
    await page.getByRole('textbox', { name: 'Email *' }).fill(email);
    await page.getByRole('textbox', { name: 'Message *' }).fill('Our trajectory reports are assembled by hand.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const [first] = (await receiver.waitFor(1)).filter((r) => r.path === '/crm/contact');
    if (!first) throw new Error('no webhook arrived');
    const body = verifyWebhook(secret, first);
    expect(body.type).toBe('contact.created');
    expect(body.data).toMatchObject({ name: 'Katherine Johnson', email, contactMode: 'email' });
    expect(body.data).not.toHaveProperty('ip');

    await openEndpoint(page, url);
    const delivery = page.getByTestId('webhook-delivery').first();
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('contact.created');
    await expect(delivery).toContainText('HTTP 200');
    await expectNoAxeViolations(page);

    await delivery.getByRole('button', { name: /^Redeliver/ }).click();
    const again = (await receiver.waitFor(2)).filter((r) => r.path === '/crm/contact');
    expect(again).toHaveLength(2);
    const [, second] = again;
    if (!second) throw new Error('no redelivery arrived');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifyWebhook(secret, second)).toEqual(body);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('webhook-delivery')).toHaveCount(2, { timeout: 1000 });
      await expect(page.getByTestId('webhook-delivery').first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass();
  });

  test('a receiver that answers 500 twice and then 200 shows the retries in the delivery log', async ({ page }) => {
    await login(page);
    receiver.reset();
    const url = receiver.url('/chat/flaky');
    const secret = await addEndpoint(page, url, ['case_study.published']);
    await openEndpoint(page, url);
    await expect(page.getByText('No deliveries yet. Send a test event to try the endpoint.')).toBeVisible();

    receiver.answerWith(500, 500);
    await page.getByRole('button', { name: 'Send test event' }).click();
    const requests = await receiver.waitFor(3);
    expect(requests.map((r) => r.path)).toEqual(['/chat/flaky', '/chat/flaky', '/chat/flaky']);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(verifyWebhook(secret, requests[2] ?? requests[0]!).type).toBe('webhook.test');

    const delivery = page.getByTestId('webhook-delivery').first();
    await expect(async () => {
      await page.reload();
      await expect(delivery).toContainText('Delivered', { timeout: 1000 });
    }).toPass();
    await expect(delivery).toContainText('3 attempts');
    await delivery.getByText('3 attempts', { exact: true }).click();
    await expect(delivery.getByTestId('webhook-attempt')).toHaveText([
      /^Attempt 1 · HTTP 500 · \d+ ms/,
      /^Attempt 2 · HTTP 500 · \d+ ms/,
      /^Attempt 3 · HTTP 200 · \d+ ms/,
    ]);
  });

  test('an endpoint can be added, opened and tried by keyboard alone, with a visible focus ring', async ({ page }) => {
    await login(page);
    receiver.reset();
    const url = receiver.url('/keyboard/hook');
    await page.goto('/admin/webhooks');
    await hydrated(page);
    const focusRing = () => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);

    await page.getByRole('textbox', { name: 'URL' }).focus();
    await page.keyboard.type(url);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /\(contact\.created\)/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /\(lead\.created\)/ })).toBeFocused();
    await page.keyboard.press('Space');
    // Past every other event, in the order the form lists them, to the button.
    for (const event of WEBHOOK_EVENTS.slice(WEBHOOK_EVENTS.indexOf('lead.created') + 1)) {
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`\\(${event.replace('.', '\\.')}\\)`) }),
      ).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const add = page.getByRole('button', { name: 'Add endpoint' });
    await expect(add).toBeFocused();
    expect(await focusRing()).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await expect(page.getByRole('list').filter({ hasText: url })).toContainText('Lead');

    const manage = page.getByRole('link', { name: `Manage ${url}` });
    await manage.focus();
    expect(await focusRing()).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByText(url, { exact: true })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Send test event' }).focus();
    await page.keyboard.press('Enter');
    const [request] = await receiver.waitFor(1);
    expect(request?.path).toBe('/keyboard/hook');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('webhook-delivery').first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass();
  });

  test('a URL that is not https is refused with the form’s message', async ({ page }) => {
    await login(page);
    await page.goto('/admin/webhooks');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:4761/hook');
    await page.getByRole('checkbox', { name: /\(lead\.created\)/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
      /The URL must start with https:\/\//,
    );
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  });
});
