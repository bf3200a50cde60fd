/**
 * Interactive blocks on pages built from blocks (issue 28), in the browser against the production
 * build: /industries/insurance (hero, cards, the featured insurance work, an FAQ and the contact form
 * with its booking choice) sends a message with JavaScript that reaches the studio inbox; the ROI
 * calculator block computes and e-mails as /roi-calculator does, beside a contact form whose mode it
 * leaves alone; a lead form works on its page without JavaScript; axe at phone and desktop widths;
 * and a page without interactive blocks loads none of their code.
 */
import type { Page } from '@playwright/test';
import { createPage } from '#app/.server/changes/pages.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import type { PageInput } from '#app/lib/page.ts';
import { insuranceBlocks, insuranceHero, insurancePage } from '../helpers/page-input.ts';
import { expect, expectNoAxeViolations, hydrated, jsonColumn, login, test, toast } from './fixtures.ts';
import {
  assessmentPayload,
  fillAssessment,
  fillProjectRequest,
  leadsFor,
  storedMessage,
  uniqueEmail,
} from './public-forms.ts';

const INSURANCE = '/industries/insurance';
const CALCULATOR = '/industries/insurance/savings';
const REQUEST = '/industries/insurance/request';
const PLAIN = '/industries/insurance/faq';

const faq = insuranceBlocks.find((block) => block.type === 'faq');

/** A string each block's code holds (an element id or an address it uses), and nothing else's. */
const CODE_OF = {
  'contact-form': '/api/send-contact-email',
  'project-request-form': 'project-request-form-title',
  'process-assessment-form': 'assessment-form-title',
  'roi-calculator': 'roi-inputs-heading',
} as const;

/**
 * The pages, created once per server: a failed test restarts the worker, which runs this again
 * against the same server.
 */
test.beforeAll(async ({ database }) => {
  const publish = async (changes: Partial<PageInput>) => {
    const input = insurancePage({ status: 'published', ...changes });
    if (!(await getPageByPath(database, input.path, { publishedOnly: false }))) await createPage(database, input);
  };
  await publish({ blocks: insuranceBlocks });
  await publish({
    path: CALCULATOR,
    title: 'What automation saves an insurer',
    blocks: [insuranceHero, { id: 'roi', type: 'roi-calculator' }, { id: 'contact', type: 'contact-form' }],
  });
  await publish({
    path: REQUEST,
    title: 'Request an insurance automation project',
    blocks: [
      insuranceHero,
      { id: 'request', type: 'project-request-form' },
      { id: 'assessment', type: 'process-assessment-form' },
    ],
  });
  await publish({ path: PLAIN, title: 'Insurance automation FAQ', blocks: [insuranceHero, faq] });
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

/** The bodies of every script the page requested while loading and hydrating. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

test.describe('interactive blocks', () => {
  test('the insurance page sends the contact form with JavaScript, and the message reaches the studio inbox', async ({
    page,
  }) => {
    await page.goto(INSURANCE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automation for insurers');
    await expect(page.getByRole('heading', { name: 'Our work for insurers' })).toBeVisible();
    await expect(page.getByRole('link', { name: /AI Claims Triage Agent/ }).first()).toBeVisible();
    await hydrated(page);

    // The booking choice of /contact, with its e-mail fallback (no SCHEDULER_URL in tests).
    await expect(page.getByRole('tab', { name: 'Schedule a Consultation' })).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('booking-fallback').getByRole('button', { name: 'Send an Email' }).click();
    await expect(page).toHaveURL(/\/industries\/insurance\?mode=email$/);

    const tag = Math.random().toString(36).slice(2, 8);
    const email = uniqueEmail('insurance');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name *' })).toHaveAccessibleDescription('Name is required');
    await page.getByRole('textbox', { name: 'Name *' }).fill(`Grace Hopper ${tag}`);
    await page.getByRole('textbox', { name: 'Email *' }).fill(email);
    await page.getByRole('textbox', { name: /Company/ }).fill('Remington Mutual');
    await page.getByRole('textbox', { name: 'Message *' }).fill('Our claims intake takes three days.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toast(page, 'Message Sent Successfully', "Thank you! We've received your email and will respond shortly."),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name *' })).toHaveValue('');
    await expect(page).toHaveURL(/\/industries\/insurance\?mode=email$/);

    const stored = await storedMessage(email);
    expect(stored).toMatchObject({ name: `Grace Hopper ${tag}`, company: 'Remington Mutual', contact_mode: 'email' });
    // The visit-trail records the block page as the page the visitor sent it from.
    expect(jsonColumn<{ pages: string[] }>(stored?.attribution).pages.at(-1)).toBe(INSURANCE);

    await login(page);
    await page.goto('/admin/messages');
    const inbox = page.getByRole('article', { name: `Contact message from Grace Hopper ${tag}` });
    await expect(inbox).toContainText('Our claims intake takes three days.');
    await expect(inbox).toContainText('Unread');
  });

  test('the ROI calculator block computes and e-mails as /roi-calculator does, leaving the contact form’s mode alone', async ({
    page,
    database,
  }) => {
    await page.goto(`${CALCULATOR}?mode=email`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    const results = page.getByTestId('roi-results');
    await expect(results.getByRole('heading', { name: 'Your estimated return' })).toBeFocused();
    await expect(page.getByTestId('roi-savings')).toHaveText('$110,880');
    await expect(page.getByTestId('roi-roi')).toHaveText('362%');
    await expect(page.getByTestId('roi-break-even')).toHaveText('3 months');
    await expect(page).toHaveURL(/\/industries\/insurance\/savings\?mode=email&.*complexity=high.*calculate=1/);
    // The contact form stays in e-mail mode while the calculator keeps its inputs in the address.
    await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();

    const address = uniqueEmail('cfo');
    await page.getByRole('textbox', { name: 'Your email address' }).fill(address);
    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(toast(page, 'ROI Analysis Sent', `Your ROI analysis has been sent to ${address}.`)).toBeVisible();
    const lead = await database.db.selectFrom('leads').selectAll().where('email', '=', address).executeTakeFirst();
    expect(lead?.kind).toBe('roi_email');
    expect(jsonColumn(lead?.payload)).toMatchObject({
      inputs: { complexity: 'high' },
      results: { breakEvenMonths: 3 },
    });
  });

  test('the process assessment block sends with JavaScript and thanks the visitor in place', async ({ page }) => {
    const email = uniqueEmail('assessment');
    await page.goto(REQUEST);
    await hydrated(page);
    const block = page.locator('#process-assessment');
    await block.getByRole('button', { name: 'Get my assessment' }).click();
    await expect(block.getByText('Please check the highlighted fields.')).toBeVisible();
    await fillAssessment(block, email);
    await block.getByRole('button', { name: 'Get my assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Dana. Your assessment is on its way.' })).toBeFocused();
    // The project request on the same page is untouched.
    await expect(page.locator('#lead-intake').getByRole('button', { name: 'Send my request' })).toBeVisible();
    expect(await leadsFor(email)).toMatchObject([{ kind: 'process_assessment', payload: assessmentPayload }]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the lead intake block posts to its page and thanks the visitor at the form', async ({ page }) => {
      const email = uniqueEmail('request');
      await page.goto(REQUEST);
      await fillProjectRequest(page.locator('#lead-intake'), email);
      await page.getByRole('button', { name: 'Send my request' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you, Sam. We have your request.' })).toBeVisible();
      await expect(page).toHaveURL(/\/industries\/insurance\/request#lead-intake$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automation for insurers');
    });
  });

  for (const width of [390, 1440]) {
    test(`the insurance page passes axe at ${width} px, in both contact modes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(INSURANCE);
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Send an Email' }).click();
      await expect(page.getByRole('heading', { name: 'Send us an email' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`${CALCULATOR}?calculate=1`);
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a page without interactive blocks loads none of their code, and a page with one loads only its own', async ({
    page,
  }) => {
    const plain = (await scriptsOf(page, PLAIN)).join('\n');
    await expect(page.getByRole('heading', { name: 'Questions insurers ask' })).toBeVisible();
    for (const code of Object.values(CODE_OF)) expect(plain).not.toContain(code);

    const withContact = (await scriptsOf(page, INSURANCE)).join('\n');
    expect(withContact).toContain(CODE_OF['contact-form']);
    expect(withContact).not.toContain(CODE_OF['roi-calculator']);
    expect(withContact).not.toContain(CODE_OF['project-request-form']);
    expect(withContact).not.toContain(CODE_OF['process-assessment-form']);
  });
});
