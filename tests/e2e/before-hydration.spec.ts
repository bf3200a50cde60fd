/**
 * Issue 17, part 1: nothing a person does before hydration is lost, on the public form pages.
 * Hydration starts after the load event (docs/decisions/deferred-hydration.md), so on a slow phone a
 * page shows working-looking controls for seconds before React owns them. These tests hold the
 * page's scripts back until they have typed, chosen and toggled, then let it hydrate and check that
 * what they did is still there and is what the page uses (the ROI results, the stored rows). A
 * submit pressed before hydration is a plain form post (or GET) that the server answers: the answer
 * is checked before and after that page hydrates.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, jsonColumn, test } from './fixtures.ts';
import {
  assessmentPayload,
  fillAssessment,
  fillProjectRequest,
  leadsFor,
  projectRequestPayload,
  storedMessage,
  uniqueEmail,
} from './public-forms.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

/**
 * Holds back every script the page asks for until `release()` is called: the page is the server's
 * HTML, shown and usable, but not hydrated. Later pages of the test load their scripts at once.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    // The page may have navigated away meanwhile; its request is then gone.
    await route.continue().catch(() => {});
  });
  return release;
}

async function expectNotHydrated(page: Page) {
  const isHydrated = await page.evaluate(() => {
    const main = document.querySelector('#main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  expect(isHydrated, 'the page hydrated while its scripts were held back').toBe(false);
}

/**
 * Presses a submit button before hydration: the plain form post (or GET) the server answers, shown
 * before any script has run; then the answer page hydrates and must still show it.
 */
async function submitBeforeHydration(page: Page, release: () => void, button: string, answer: Locator) {
  await expectNotHydrated(page);
  await page.getByRole('button', { name: button }).click();
  await expect(answer).toBeVisible();
  await expectNotHydrated(page);
  release();
  await hydrated(page);
  await expect(answer).toBeVisible();
}

// ---------------------------------------------------------------- ROI calculator

const roiResult = (page: Page, label: string) =>
  page
    .getByTestId('roi-results')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const hours = (page: Page) => page.getByRole('spinbutton', { name: 'Hours per process run' });

test.describe('ROI calculator before hydration', () => {
  test('keeps every input changed before hydration and calculates from it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/roi-calculator');
    await expectNotHydrated(page);
    await hours(page).fill('42');
    await page.getByRole('spinbutton', { name: 'Hourly labour cost' }).fill('50');
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Customer Service');
    await page.getByText('Advanced options').click();
    await page.getByRole('spinbutton', { name: 'Employees involved' }).fill('12');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(hours(page)).toHaveValue('42');
    await expect(page.getByRole('slider', { name: 'Hours per process run' })).toHaveAttribute('aria-valuenow', '42');
    await expect(page.getByRole('spinbutton', { name: 'Hourly labour cost' })).toHaveValue('50');
    await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('Customer Service');
    await expect(page.getByRole('spinbutton', { name: 'Employees involved' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Employees involved' })).toHaveValue('12');
    // The URL follows the adopted inputs, so the analysis can be shared as it is on screen.
    await expect(page).toHaveURL(/processHours=42&hourlyRate=50&frequency=22&complexity=high/);
    await expect(page).toHaveURL(/department=Customer\+Service&employees=12/);

    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    // 42 h x $50 x 22 runs = $46,200 a month; high complexity saves 60% of a year's cost.
    await expect(roiResult(page, 'Monthly process cost')).toHaveText('$46,200');
    await expect(roiResult(page, 'Estimated annual savings')).toHaveText('$332,640');
    await expect(page.getByTestId('roi-results')).toContainText('Customer Service · 42 hours per run');
  });

  test('results already on screen follow a value typed before hydration, and so does the e-mailed analysis', async ({
    page,
    database,
  }) => {
    const address = uniqueEmail('roi-early');
    const release = await holdScripts(page);
    await page.goto('/roi-calculator?calculate=1');
    await expect(roiResult(page, 'Monthly process cost')).toHaveText('$15,400');
    await hours(page).fill('42');
    await page.getByRole('textbox', { name: 'Your email address' }).fill(address);
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    // 42 h x $35 x 22 runs.
    await expect(roiResult(page, 'Monthly process cost')).toHaveText('$32,340');
    await expect(page.getByRole('textbox', { name: 'Your email address' })).toHaveValue(address);
    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('ROI Analysis Sent');

    const lead = await database.db.selectFrom('leads').selectAll().where('email', '=', address).executeTakeFirst();
    expect(jsonColumn(lead?.payload)).toMatchObject({
      inputs: { processHours: 42, hourlyRate: 35, frequency: 22 },
      results: { monthlyCost: 32340 },
    });
  });

  test('Calculate ROI pressed before hydration is a plain GET the server answers with the results', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/roi-calculator');
    await hours(page).fill('42');
    // 42 h x $35 x 22 runs.
    await submitBeforeHydration(page, release, 'Calculate ROI', roiResult(page, 'Monthly process cost'));
    await expect(page).toHaveURL(/processHours=42.*calculate=1/);
    await expect(roiResult(page, 'Monthly process cost')).toHaveText('$32,340');
    await expect(hours(page)).toHaveValue('42');
  });

  test('Email results pressed before hydration is a plain post, answered with the toast’s title and text', async ({
    page,
  }) => {
    const address = uniqueEmail('roi-post');
    const release = await holdScripts(page);
    await page.goto('/roi-calculator?calculate=1');
    await page.getByRole('textbox', { name: 'Your email address' }).fill(address);
    const answer = page.getByRole('status').filter({ hasText: 'ROI Analysis Sent' });
    await submitBeforeHydration(page, release, 'Email results', answer);
    await expect(answer).toContainText(`Your ROI analysis has been sent to ${address}.`);
    expect(await leadsFor(address)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- contact

const contactFields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Name *' }),
  email: page.getByRole('textbox', { name: 'Email *' }),
  company: page.getByRole('textbox', { name: /Company/ }),
  message: page.getByRole('textbox', { name: 'Message *' }),
});

async function fillContact(page: Page, address: string) {
  const fields = contactFields(page);
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(address);
  await fields.company.fill('Analytical Engines');
  await fields.message.fill('We reconcile invoices by hand every month.');
}

async function expectContactKept(page: Page, address: string) {
  const fields = contactFields(page);
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.email).toHaveValue(address);
  await expect(fields.company).toHaveValue('Analytical Engines');
  await expect(fields.message).toHaveValue('We reconcile invoices by hand every month.');
}

const storedContact = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  contact_mode: 'email',
  message: 'We reconcile invoices by hand every month.',
};

test.describe('contact form before hydration', () => {
  test('keeps what was typed before hydration and sends it', async ({ page }) => {
    const address = uniqueEmail('contact-early');
    const release = await holdScripts(page);
    await page.goto('/contact?mode=email');
    await fillContact(page, address);
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expectContactKept(page, address);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Message Sent Successfully');
    expect(await storedMessage(address)).toMatchObject(storedContact);
  });

  test('Send Message pressed before hydration is a plain post that is answered and stored', async ({ page }) => {
    const address = uniqueEmail('contact-post');
    const release = await holdScripts(page);
    await page.goto('/contact?mode=email');
    await fillContact(page, address);
    await submitBeforeHydration(page, release, 'Send Message', page.getByTestId('message-sent'));
    await expect(page.getByTestId('message-sent')).toContainText('Message Sent Successfully');
    expect(await storedMessage(address)).toMatchObject(storedContact);
  });

  test('switching modes before hydration keeps what was typed', async ({ page }) => {
    const address = uniqueEmail('contact-switch');
    const release = await holdScripts(page);
    await page.goto('/contact?mode=email');
    await fillContact(page, address);
    await expectNotHydrated(page);
    await page.getByRole('tab', { name: 'Schedule a Consultation' }).click();
    await expect(page.getByTestId('booking-fallback')).toBeVisible();
    await expectNotHydrated(page);
    await page.getByRole('tab', { name: 'Send an Email' }).click();
    await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();
    await expectContactKept(page, address);
    // The message now comes from the server; React would put that text back as it hydrates.
    const edited = 'We reconcile invoices by hand every month, across 14 entities.';
    await contactFields(page).message.fill(edited);
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(contactFields(page).message).toHaveValue(edited);
    await expect(contactFields(page).name).toHaveValue('Ada Lovelace');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Message Sent Successfully');
    expect(await storedMessage(address)).toMatchObject({ ...storedContact, message: edited });
  });
});

// ---------------------------------------------------------------- lead forms

test.describe('lead forms before hydration', () => {
  test('project request keeps its text and selects and stores them', async ({ page }) => {
    const email = uniqueEmail('intake-early');
    const release = await holdScripts(page);
    await page.goto('/lead-intake');
    await fillProjectRequest(page, email);
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Sam Okafor');
    await expect(page.getByLabel('Company size')).toHaveValue('250-999');
    await expect(page.getByLabel('When would you like to start?')).toHaveValue('within-3-months');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Sam. We have your request.' })).toBeVisible();
    expect(await leadsFor(email)).toEqual([
      { kind: 'lead_intake', name: 'Sam Okafor', email, company: 'Contoso', payload: projectRequestPayload },
    ]);
  });

  test('project request submitted before hydration is a plain post that is answered and stored', async ({ page }) => {
    const email = uniqueEmail('intake-post');
    const release = await holdScripts(page);
    await page.goto('/lead-intake');
    await fillProjectRequest(page, email);
    const thanks = page.getByRole('heading', { name: 'Thank you, Sam. We have your request.' });
    await submitBeforeHydration(page, release, 'Send my request', thanks);
    expect(await leadsFor(email)).toHaveLength(1);
  });

  test('process assessment keeps its text, select, checkboxes and radio and stores them', async ({ page }) => {
    const email = uniqueEmail('assess-early');
    const release = await holdScripts(page);
    await page.goto('/process-assessment');
    await fillAssessment(page, email);
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(page.getByLabel('Systems involved')).toHaveValue('2-3');
    await expect(page.getByRole('checkbox', { name: 'Manual data entry and re-keying' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Errors and rework' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Semi-structured/ })).toBeChecked();
    await expect(page.getByLabel('Monthly volume')).toHaveValue('2,400');
    await page.getByRole('button', { name: 'Get my assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Dana. Your assessment is on its way.' })).toBeVisible();
    expect(await leadsFor(email)).toEqual([
      {
        kind: 'process_assessment',
        name: 'Dana Whitfield',
        email,
        company: 'Northwind Traders',
        payload: assessmentPayload,
      },
    ]);
  });

  test('process assessment submitted before hydration is a plain post that is answered and stored', async ({
    page,
  }) => {
    const email = uniqueEmail('assess-post');
    const release = await holdScripts(page);
    await page.goto('/process-assessment');
    await fillAssessment(page, email);
    const thanks = page.getByRole('heading', { name: 'Thank you, Dana. Your assessment is on its way.' });
    await submitBeforeHydration(page, release, 'Get my assessment', thanks);
    expect((await leadsFor(email))[0]?.payload).toEqual(assessmentPayload);
  });
});

test.describe('the answer to a post made before hydration', () => {
  test('project request: what is typed into the returned form before it hydrates is kept, textareas too', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/lead-intake');
    await page.getByLabel('Full name').fill('Sam Okafor');
    await page.getByLabel('Which processes do you want to automate?').fill('Payroll runs.');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByText('Work email is required', { exact: true })).toBeVisible();
    const processes = page.getByLabel('Which processes do you want to automate?');
    await expect(processes).toHaveValue('Payroll runs.');
    await processes.fill('Payroll runs and expense claims.');
    await page.getByLabel('Full name').fill('Sam O.');
    await expectNotHydrated(page);
    release();
    await hydrated(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Sam O.');
    await expect(processes).toHaveValue('Payroll runs and expense claims.');
  });
});
