/**
 * /contact (SPEC 2.4, 4, 5, 8): the two modes and their URL, the booking fallback (no
 * SCHEDULER_URL in tests), what was typed kept across mode switches, every form message, success
 * and failure toasts, the form reset, the no-JavaScript path (with the toast's words in the page),
 * and axe at phone and desktop widths.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test, toast } from './fixtures.ts';
import { storedMessage, uniqueEmail as unique } from './public-forms.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

const typed = {
  name: 'Grace Hopper',
  company: 'Remington Rand',
  message: 'Our month-end close takes nine days.',
};

async function typeMessage(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name *' }).fill(typed.name);
  await page.getByRole('textbox', { name: 'Email *' }).fill(email);
  await page.getByRole('textbox', { name: /Company/ }).fill(typed.company);
  await page.getByRole('textbox', { name: 'Message *' }).fill(typed.message);
}

async function expectTyped(page: Page, email: string) {
  await expect(page.getByRole('textbox', { name: 'Name *' })).toHaveValue(typed.name);
  await expect(page.getByRole('textbox', { name: 'Email *' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: /Company/ })).toHaveValue(typed.company);
  await expect(page.getByRole('textbox', { name: 'Message *' })).toHaveValue(typed.message);
}

test.describe('contact page', () => {
  test('opens in consultation mode with a fallback to e-mail when no booking page is configured', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule a Consultation');
    const tabs = page.getByRole('tablist', { name: 'How would you like to reach us?' });
    await expect(tabs.getByRole('tab')).toHaveText(['Schedule a Consultation', 'Send an Email']);
    await expect(tabs.getByRole('tab', { name: 'Schedule a Consultation' })).toHaveAttribute('aria-selected', 'true');
    const fallback = page.getByTestId('booking-fallback');
    await expect(fallback.getByRole('heading', { name: 'Book your consultation by email' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: 'hello@brightflow.io' })).toHaveAttribute(
      'href',
      'mailto:hello@brightflow.io',
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await hydrated(page);
    await fallback.getByRole('button', { name: 'Send an Email' }).click();
    await expect(page).toHaveURL(/\/contact\?mode=email$/);
    await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();
  });

  test('keeps what was typed when switching to consultation mode and back', async ({ page }) => {
    const address = unique('switch');
    await page.goto('/contact?mode=email');
    await hydrated(page);
    await typeMessage(page, address);
    await page.getByRole('tab', { name: 'Schedule a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeHidden();
    await page.getByRole('tab', { name: 'Send an Email' }).click();
    await expectTyped(page, address);

    // The booking fallback's own 'Send an Email' button switches the same way.
    await page.getByRole('tab', { name: 'Schedule a Consultation' }).click();
    await page.getByTestId('booking-fallback').getByRole('button', { name: 'Send an Email' }).click();
    await expectTyped(page, address);

    // Enter in a field sends the message (the tabs are submit buttons of the form before hydration).
    await page.getByRole('textbox', { name: /Company/ }).press('Enter');
    await expect(
      toast(page, 'Message Sent Successfully', "Thank you! We've received your email and will respond shortly."),
    ).toBeVisible();
    expect(await storedMessage(address)).toMatchObject({ ...typed, contact_mode: 'email' });
  });

  test('switches modes with the keyboard and keeps the mode in the URL', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const consultation = page.getByRole('tab', { name: 'Schedule a Consultation' });
    const email = page.getByRole('tab', { name: 'Send an Email' });
    await consultation.focus();
    await page.keyboard.press('ArrowRight');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/contact\?mode=email$/);
    await expect(page.getByRole('tabpanel')).toContainText('Send us an email');
    await page.keyboard.press('ArrowLeft');
    await expect(consultation).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/contact$/);

    await email.click();
    await expect(page).toHaveURL(/\/contact\?mode=email$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Send an Email' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Name *' })).toBeVisible();
  });

  test('shows every SPEC message next to its field and focuses the first one', async ({ page }) => {
    await page.goto('/contact?mode=email');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByRole('textbox', { name: 'Name *' });
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByRole('textbox', { name: 'Email *' })).toHaveAccessibleDescription('Email is required');
    await expect(page.getByRole('textbox', { name: 'Message *' })).toHaveAccessibleDescription('Message is required');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Email *' }).fill('not-an-email');
    await expect(page.getByRole('textbox', { name: 'Email *' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    await expect(page.getByRole('textbox', { name: /Company/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends a message: "Sending..." while busy, then the success toast, the form reset and the message stored', async ({
    page,
  }) => {
    const address = unique('ada');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/send-contact-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact?mode=email');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Name *' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email *' }).fill(address);
    await page.getByRole('textbox', { name: /Company/ }).fill('Analytical Engines');
    await page.getByRole('textbox', { name: 'Message *' }).fill('We reconcile invoices by hand every month.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(
      toast(page, 'Message Sent Successfully', "Thank you! We've received your email and will respond shortly."),
    ).toBeVisible();
    for (const field of ['Name *', 'Email *', 'Message *']) {
      await expect(page.getByRole('textbox', { name: field })).toHaveValue('');
    }
    await expect(page.getByRole('textbox', { name: /Company/ })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await storedMessage(address)).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      contact_mode: 'email',
      message: 'We reconcile invoices by hand every month.',
    });
  });

  for (const failure of ['a server error', 'a network error'] as const) {
    test(`shows the failure toast and keeps what was typed after ${failure}`, async ({ page }) => {
      await page.route('**/api/send-contact-email', (route) =>
        failure === 'a server error'
          ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
          : route.abort('connectionrefused'),
      );
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/contact?mode=email');
      await hydrated(page);
      await page.getByRole('textbox', { name: 'Name *' }).fill('Grace Hopper');
      await page.getByRole('textbox', { name: 'Email *' }).fill('grace@example.com');
      await page.getByRole('textbox', { name: 'Message *' }).fill('Please call me back.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        toast(page, 'Submission Error', 'There was a problem submitting your form. Please try again.'),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Name *' })).toHaveValue('Grace Hopper');
      await expect(page.getByRole('textbox', { name: 'Email *' })).toHaveValue('grace@example.com');
      await expect(page.getByRole('textbox', { name: 'Message *' })).toHaveValue('Please call me back.');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      expect(errors.some((text) => text.includes('The contact form could not be sent'))).toBe(true);
    });
  }

  test('keeps the honeypot away from people and assistive technology', async ({ page }) => {
    await page.goto('/contact?mode=email');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('switches to e-mail mode by link, validates on the server and confirms a sent message', async ({ page }) => {
    const address = unique('nojs');
    await page.goto('/contact');
    await page.getByRole('tab', { name: 'Send an Email' }).click();
    await expect(page).toHaveURL(/\/contact\?mode=email$/);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name *' }).fill('Katherine Johnson');
    await page.getByRole('textbox', { name: 'Email *' }).fill('katherine');
    await page.getByRole('textbox', { name: 'Message *' }).fill('Trajectories, by hand, every week.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message *' })).toHaveValue('Trajectories, by hand, every week.');

    await page.getByRole('textbox', { name: 'Email *' }).fill(address);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?mode=email&sent=1$/);
    const confirmation = page.getByTestId('message-sent');
    await expect(confirmation.getByRole('heading', { name: 'Message Sent Successfully' })).toBeVisible();
    await expect(confirmation).toContainText("Thank you! We've received your email and will respond shortly.");
    expect(await storedMessage(address)).toMatchObject({ name: 'Katherine Johnson', contact_mode: 'email' });
  });

  test('keeps what was typed when switching to consultation mode and back, and sends it', async ({ page }) => {
    const address = unique('nojs-switch');
    await page.goto('/contact?mode=email');
    await typeMessage(page, address);
    await page.getByRole('tab', { name: 'Schedule a Consultation' }).click();
    await expect(page.getByRole('tab', { name: 'Schedule a Consultation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('booking-fallback')).toBeVisible();
    await page.getByRole('tab', { name: 'Send an Email' }).click();
    await expect(page).toHaveURL(/\/contact\?mode=email$/);
    await expectTyped(page, address);

    await page.getByRole('tab', { name: 'Schedule a Consultation' }).click();
    await page.getByTestId('booking-fallback').getByRole('button', { name: 'Send an Email' }).click();
    await expectTyped(page, address);
    expect(await storedMessage(address)).toBeUndefined();

    // Enter in a field sends the message, not a mode switch.
    await page.getByRole('textbox', { name: 'Name *' }).press('Enter');
    await expect(page).toHaveURL(/\/contact\?mode=email&sent=1$/);
    await expect(page.getByTestId('message-sent')).toBeVisible();
    expect(await storedMessage(address)).toMatchObject({ ...typed, contact_mode: 'email' });
  });

  test("a server failure says what the toast would: 'Submission Error' and its text", async ({ page, database }) => {
    const address = unique('nojs-failure');
    await page.goto('/contact?mode=email');
    await typeMessage(page, address);
    // Storing fails while the messages table is away.
    try {
      await database.db.schema.alterTable('contact_messages').renameTo('contact_messages_away').execute();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(response.status()).toBe(500);
    } finally {
      await database.db.schema.alterTable('contact_messages_away').renameTo('contact_messages').execute();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'Submission Error' });
    await expect(alert).toContainText('There was a problem submitting your form. Please try again.');
    await expectTyped(page, address);
  });
});

test.describe('contact page accessibility', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    // Both modes as first rendered are scanned in a11y-all-routes.spec.ts; here, the shown errors.
    test(`has no axe violations with the email form's errors shown at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await hydrated(page);
      await page.getByRole('tab', { name: 'Send an Email' }).click();
      await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
