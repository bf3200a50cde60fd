/**
 * Issue 17, part 1: nothing a person does before hydration is lost, on the studio's pages.
 * Hydration starts after the load event (docs/decisions/deferred-hydration.md), so on a slow
 * connection a studio page shows working-looking controls for seconds before React owns them. These
 * tests hold the page's scripts back until they have typed, ticked and chosen, then let it hydrate
 * and check that what they did is still there and is what gets saved (the stored rows). A submit
 * pressed before hydration is a plain form post of the form's named fields
 * (docs/decisions/studio-before-hydration.md): the tests check that it is saved, or comes back with
 * its errors and everything typed. Case studies made here are drafts or archived
 * and testimonials inactive, so no public page shows them; all are deleted afterwards.
 */
import type { Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createCaseStudy, deleteCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createTestimonial, deleteTestimonial } from '#app/.server/changes/testimonials.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import { findApprovalSetting } from '#app/.server/db/repositories/review-requests.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  emptyFullValues,
  type FullEditorValues,
  fullValuesToInput,
} from '#app/features/case-studies/case-study-form.ts';
import { expect, hydrated, login, test, toast } from './fixtures.ts';

let database: Database;
const madeCaseStudies: string[] = [];
const madeTestimonials: string[] = [];

test.beforeAll(({ database: opened }) => {
  database = opened;
});
test.afterAll(async () => {
  for (const id of madeCaseStudies) await deleteCaseStudy(database, id);
  for (const id of madeTestimonials) await deleteTestimonial(database, id);
});

const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`;

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

/** The stored study with this slug, with its sections and metrics; remembered for the clean-up. */
async function storedStudy(slug: string) {
  const row = await database.db.selectFrom('case_studies').select('id').where('slug', '=', slug).executeTakeFirst();
  expect(row, `no case study with the slug ${slug}`).toBeDefined();
  const id = row?.id ?? '';
  if (!madeCaseStudies.includes(id)) madeCaseStudies.push(id);
  const detail = await getCaseStudyDetail(database, id, { publishedOnly: false });
  if (!detail) throw new Error(`case study ${id} has no detail`);
  return detail;
}

/** A draft study of this test's own: a summary and a client description to type over, a section, a metric. */
async function arrangeStudy(word: string) {
  const empty = emptyFullValues(defaultSectionTitles);
  const values = {
    ...empty,
    title: `Claims Intake ${word}`,
    subtitle: 'First notice of loss, read and routed',
    executiveSummary: 'An insurer reads every claim form automatically.',
    clientName: 'Harbor Mutual',
    clientIndustry: 'Insurance',
    clientDescription: 'A regional insurer.',
    sections: {
      ...empty.sections,
      challenge: { title: 'The challenge', content: '<h2>Paper</h2><p>Keyed by hand.</p>' },
    },
    metrics: [
      { key: 'm1', label: 'Claims routed', value: '94%', metricType: 'percentage', description: '', emphasis: true },
    ],
  } satisfies FullEditorValues;
  const detail = await createCaseStudy(database, fullValuesToInput(values, defaultSectionTitles));
  madeCaseStudies.push(detail.caseStudy.id);
  return detail.caseStudy;
}

/** An inactive testimonial of this test's own, with a photo on this site. */
async function arrangeTestimonial(quote: string) {
  const testimonial = await createTestimonial(database, {
    quote,
    authorName: `Lena Ortiz ${uniqueWord()}`,
    title: 'Head of AP',
    company: 'Halvorsen',
    image: '/images/logo.svg',
    status: 'inactive',
  });
  madeTestimonials.push(testimonial.id);
  return testimonial;
}

const storedTestimonial = (id: string) =>
  database.db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await login(page);
});

test.describe('simple editor', () => {
  test('a new study: what is typed, ticked and chosen before hydration stays and is saved', async ({ page }) => {
    const word = uniqueWord();
    const release = await holdScripts(page);
    await page.goto('/admin/case-studies/simple-new');
    await textbox(page, 'Title').fill(`Order Matching ${word}`);
    await textbox(page, 'Client name').fill('Arden Foods');
    await textbox(page, 'Client industry').fill('Food & Beverage');
    await textbox(page, 'Executive summary').fill('Purchase orders matched without a person.');
    await textbox(page, 'Result 1').fill('Orders matched untouched');
    await page.getByRole('textbox', { name: 'Metric' }).first().fill('91%');
    await textbox(page, 'Challenge').fill('Every order was keyed twice.');
    await textbox(page, 'Technologies').fill('UiPath');
    await textbox(page, 'Display order').fill('7');
    await page.getByRole('switch', { name: 'Featured' }).check();
    await page.getByRole('radio', { name: /^Archived/ }).check();
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(textbox(page, 'Title')).toHaveValue(`Order Matching ${word}`);
    await expect(textbox(page, 'Executive summary')).toHaveValue('Purchase orders matched without a person.');
    await expect(textbox(page, 'Challenge')).toHaveValue('Every order was keyed twice.');
    await expect(page.getByText(`/use-cases/order-matching-${word}`)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Featured' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Archived/ })).toBeChecked();
    // The technology typed but not added yet is still a draft: Enter adds it now.
    await expect(textbox(page, 'Technologies')).toHaveValue('UiPath');
    await textbox(page, 'Technologies').press('Enter');
    await expect(page.getByRole('button', { name: 'Remove technology UiPath' })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Case study created successfully')).toBeVisible();
    const stored = await storedStudy(`order-matching-${word}`);
    expect(stored.caseStudy).toMatchObject({
      title: `Order Matching ${word}`,
      clientName: 'Arden Foods',
      clientIndustry: 'Food & Beverage',
      executiveSummary: 'Purchase orders matched without a person.',
      technologyUsed: ['UiPath'],
      featured: true,
      status: 'archived',
      displayOrder: 7,
    });
    expect(stored.metrics.map((m) => [m.label, m.value])).toEqual([['Orders matched untouched', '91%']]);
    expect(stored.sections.find((s) => s.sectionType === 'challenge')?.content).toBe(
      '<p>Every order was keyed twice.</p>',
    );
  });

  test('an existing study: text typed over what was there stays (React resets a textarea as it hydrates) and is saved', async ({
    page,
  }) => {
    const study = await arrangeStudy(uniqueWord());
    const release = await holdScripts(page);
    await page.goto(`/admin/case-studies/simple-edit/${study.id}`);
    await textbox(page, 'Executive summary').fill('Every claim form is read, checked and routed in minutes.');
    await textbox(page, 'Subtitle').fill('Claims routed before lunch');
    await textbox(page, 'Result 1').fill('Claims routed the same day');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(textbox(page, 'Executive summary')).toHaveValue(
      'Every claim form is read, checked and routed in minutes.',
    );
    await expect(textbox(page, 'Subtitle')).toHaveValue('Claims routed before lunch');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Case study updated successfully')).toBeVisible();
    const stored = await storedStudy(study.slug);
    expect(stored.caseStudy.executiveSummary).toBe('Every claim form is read, checked and routed in minutes.');
    expect(stored.caseStudy.subtitle).toBe('Claims routed before lunch');
    expect(stored.metrics.map((m) => m.label)).toEqual(['Claims routed the same day']);
  });

  test('Enter pressed in the tags before hydration is a plain post that saves the study, with that tag', async ({
    page,
  }) => {
    const word = uniqueWord();
    await holdScripts(page);
    await page.goto('/admin/case-studies/simple-new');
    await textbox(page, 'Title').fill(`Vendor Statements ${word}`);
    await textbox(page, 'Client name').fill('Orion Retail');
    await textbox(page, 'Client industry').fill('Retail');
    await textbox(page, 'Executive summary').fill('Vendor statements reconciled overnight.');
    await textbox(page, 'Tags').fill('Reconciliation');
    await expectNotHydrated(page);
    await textbox(page, 'Tags').press('Enter');

    // The scripts are still held back: the dashboard is the server's answer to the post itself.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 3, name: `Vendor Statements ${word}` })).toBeVisible();
    const stored = await storedStudy(`vendor-statements-${word}`);
    expect(stored.caseStudy).toMatchObject({
      title: `Vendor Statements ${word}`,
      clientName: 'Orion Retail',
      executiveSummary: 'Vendor statements reconciled overnight.',
      tags: ['Reconciliation'],
      status: 'draft',
    });
  });

  test('Create pressed before hydration with a field missing comes back with its error and everything typed', async ({
    page,
  }) => {
    const word = uniqueWord();
    const release = await holdScripts(page);
    await page.goto('/admin/case-studies/simple-new');
    await textbox(page, 'Title').fill(`Freight Claims ${word}`);
    await textbox(page, 'Client industry').fill('Logistics');
    await textbox(page, 'Executive summary').fill('Freight claims filed the day damage is reported.');
    await textbox(page, 'Outcome').fill('Claims recovered doubled.');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // The server's answer, still without scripts: the error under its field, the rest as typed.
    await expect(page.getByText('Client name is required')).toBeVisible();
    await expect(textbox(page, 'Title')).toHaveValue(`Freight Claims ${word}`);
    await expect(textbox(page, 'Outcome')).toHaveValue('Claims recovered doubled.');
    await expectNotHydrated(page);
    await textbox(page, 'Client name').fill('Kestrel Logistics');

    release();
    await hydrated(page);
    await expect(toast(page, 'Validation Error', 'Client name is required')).toBeVisible();
    // What was typed on the answer page before it hydrated is kept too, and the focus left there.
    await expect(textbox(page, 'Client name')).toHaveValue('Kestrel Logistics');
    await expect(textbox(page, 'Client name')).toBeFocused();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Case study created successfully')).toBeVisible();
    const stored = await storedStudy(`freight-claims-${word}`);
    expect(stored.caseStudy.clientName).toBe('Kestrel Logistics');
    expect(stored.sections.find((s) => s.sectionType === 'outcome')?.content).toBe('<p>Claims recovered doubled.</p>');
  });
});

test.describe('full editor', () => {
  test('a new study: what is typed before hydration stays and is saved', async ({ page }) => {
    const word = uniqueWord();
    const release = await holdScripts(page);
    await page.goto('/admin/case-studies/new');
    await textbox(page, 'Title').fill(`Freight Audit ${word}`);
    await textbox(page, 'Executive summary').fill('Carrier invoices checked against contracts overnight.');
    await textbox(page, 'Client name').fill('Kestrel Logistics');
    await textbox(page, 'Industry').fill('Logistics');
    await textbox(page, 'About the client').fill('A freight forwarder with 40 depots.');
    await page.getByLabel('Start date').fill('2024-03-01');
    await textbox(page, 'Team size').fill('6');
    await textbox(page, 'Team roles').fill('Solution Architect');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(textbox(page, 'Title')).toHaveValue(`Freight Audit ${word}`);
    await expect(textbox(page, 'About the client')).toHaveValue('A freight forwarder with 40 depots.');
    await expect(textbox(page, 'Team roles')).toHaveValue('Solution Architect');
    await page.getByRole('button', { name: 'Add role' }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: /^Archived/ }).check();

    await page.getByRole('button', { name: 'Create Case Study' }).click();
    await expect(toast(page, 'Case study created successfully')).toBeVisible();
    const stored = await storedStudy(`freight-audit-${word}`);
    expect(stored.caseStudy).toMatchObject({
      title: `Freight Audit ${word}`,
      executiveSummary: 'Carrier invoices checked against contracts overnight.',
      clientName: 'Kestrel Logistics',
      clientIndustry: 'Logistics',
      clientDescription: 'A freight forwarder with 40 depots.',
      projectStartDate: '2024-03-01',
      teamSize: 6,
      teamRoles: ['Solution Architect'],
      status: 'archived',
    });
  });

  test('an existing study: text typed over what was there stays and is saved', async ({ page }) => {
    const study = await arrangeStudy(uniqueWord());
    const release = await holdScripts(page);
    await page.goto(`/admin/case-studies/edit/${study.id}`);
    await textbox(page, 'Executive summary').fill('Claims read and routed in minutes.');
    await textbox(page, 'About the client').fill('A regional insurer with 300,000 policies.');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(textbox(page, 'Executive summary')).toHaveValue('Claims read and routed in minutes.');
    await expect(textbox(page, 'About the client')).toHaveValue('A regional insurer with 300,000 policies.');
    await page.getByRole('button', { name: 'Update Case Study' }).click();
    await expect(toast(page, 'Case study updated successfully')).toBeVisible();
    const stored = await storedStudy(study.slug);
    expect(stored.caseStudy.executiveSummary).toBe('Claims read and routed in minutes.');
    expect(stored.caseStudy.clientDescription).toBe('A regional insurer with 300,000 policies.');
  });

  test('Update pressed before hydration saves what was typed and keeps the rich-text sections and metrics', async ({
    page,
  }) => {
    const study = await arrangeStudy(uniqueWord());
    await holdScripts(page);
    await page.goto(`/admin/case-studies/edit/${study.id}`);
    await textbox(page, 'Title').fill(`${study.title} (updated)`);
    await textbox(page, 'Executive summary').fill('Claims read and routed in minutes.');
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Update Case Study' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 3, name: `${study.title} (updated)` })).toBeVisible();
    // The slug was made from the title: it follows it, as in the hydrated editor.
    const stored = await storedStudy(`${study.slug}-updated`);
    expect(stored.caseStudy.executiveSummary).toBe('Claims read and routed in minutes.');
    expect(stored.caseStudy.clientDescription).toBe('A regional insurer.');
    expect(stored.sections.map((s) => [s.sectionType, s.content])).toEqual([
      ['challenge', '<h2>Paper</h2><p>Keyed by hand.</p>'],
    ]);
    expect(stored.metrics.map((m) => [m.label, m.value, m.metricType, m.emphasis])).toEqual([
      ['Claims routed', '94%', 'percentage', true],
    ]);
  });

  test('Create pressed before hydration is a plain post that saves the study', async ({ page }) => {
    const word = uniqueWord();
    await holdScripts(page);
    await page.goto('/admin/case-studies/new');
    await textbox(page, 'Title').fill(`Supplier Onboarding ${word}`);
    await textbox(page, 'Client name').fill('Halvorsen Components');
    await textbox(page, 'Industry').fill('Manufacturing');
    await textbox(page, 'Technologies').fill('SAP');
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Create Case Study' }).click();

    // The scripts are still held back: the dashboard is the server's answer to the post itself.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 3, name: `Supplier Onboarding ${word}` })).toBeVisible();
    const stored = await storedStudy(`supplier-onboarding-${word}`);
    expect(stored.caseStudy).toMatchObject({
      clientName: 'Halvorsen Components',
      clientIndustry: 'Manufacturing',
      technologyUsed: ['SAP'],
      displayOrder: 100,
      showTestimonial: true,
      status: 'draft',
    });
    expect(stored.sections.map((s) => s.sectionType)).toEqual([]);
    // The form's "Client approval required", on by default, posted as a plain field too.
    expect(await findApprovalSetting(database, stored.caseStudy.id)).toBe(true);
  });
});

test.describe('testimonials', () => {
  test('a new testimonial typed before hydration is kept, keeps the focus, and is saved', async ({ page }) => {
    const author = `Dana Whitfield ${uniqueWord()}`;
    const release = await holdScripts(page);
    await page.goto('/admin/testimonials?new');
    await textbox(page, 'Quote').fill('Month-end close went from nine days to four.');
    await textbox(page, 'Author Name').fill(author);
    await textbox(page, 'Title').fill('Controller');
    await page.getByRole('radio', { name: /^Inactive/ }).check();
    await textbox(page, 'Company').fill('Arden');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    // Typing goes on where it was: hydration does not move the focus to the first field.
    await page.keyboard.type(' Foods');
    await expect(textbox(page, 'Company')).toHaveValue('Arden Foods');
    await expect(textbox(page, 'Quote')).toHaveValue('Month-end close went from nine days to four.');
    await page.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(toast(page, 'Success', 'Testimonial created successfully')).toBeVisible();
    const stored = await database.db
      .selectFrom('testimonials')
      .selectAll()
      .where('author_name', '=', author)
      .executeTakeFirstOrThrow();
    madeTestimonials.push(stored.id);
    expect(stored).toMatchObject({
      quote: 'Month-end close went from nine days to four.',
      title: 'Controller',
      company: 'Arden Foods',
      status: 'inactive',
    });
  });

  test('a quote typed over the stored one before hydration stays and is saved, with the photo', async ({ page }) => {
    const testimonial = await arrangeTestimonial('Invoices post themselves now.');
    const release = await holdScripts(page);
    await page.goto(`/admin/testimonials?edit=${testimonial.id}`);
    await textbox(page, 'Quote').fill('Four in five invoices post without anyone touching them.');
    await expectNotHydrated(page);

    release();
    await hydrated(page);
    await expect(textbox(page, 'Quote')).toHaveValue('Four in five invoices post without anyone touching them.');
    await page.getByRole('button', { name: 'Save Testimonial' }).click();
    await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();
    expect(await storedTestimonial(testimonial.id)).toMatchObject({
      quote: 'Four in five invoices post without anyone touching them.',
      image: '/images/logo.svg',
    });
  });

  test('Save pressed before hydration saves what was typed and keeps the photo', async ({ page }) => {
    const testimonial = await arrangeTestimonial('Supplier statements reconcile overnight.');
    await holdScripts(page);
    await page.goto(`/admin/testimonials?edit=${testimonial.id}`);
    await textbox(page, 'Title').fill('Group Controller');
    await expectNotHydrated(page);
    await page.getByRole('button', { name: 'Save Testimonial' }).click();

    // The scripts are still held back: the list is the server's answer to the post itself.
    await expect(page).toHaveURL('/admin/testimonials');
    await expect(page.getByRole('article', { name: `Testimonial by ${testimonial.authorName}` })).toContainText(
      'Group Controller at Halvorsen',
    );
    expect(await storedTestimonial(testimonial.id)).toMatchObject({
      title: 'Group Controller',
      image: '/images/logo.svg',
    });
  });
});

test('account: a password typed before hydration is the one that is set', async ({ page, browser, baseURL }) => {
  // An admin of its own, so the shared e2e admin's password never changes under other tests.
  const account = { email: `early-${uniqueWord()}@example.com`, password: 'first-passphrase-123' };
  await createUser(database, { email: account.email, passwordHash: await hashPassword(account.password) });
  await page.context().clearCookies();
  await login(page, account);
  const release = await holdScripts(page);
  await page.goto('/admin/account');
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill('typed-before-hydration-456');
  await page.getByLabel('Repeat new password').fill('typed-before-hydration-456');
  await expectNotHydrated(page);

  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  const elsewhere = await browser.newContext({ baseURL });
  await login(await elsewhere.newPage(), { email: account.email, password: 'typed-before-hydration-456' });
  await elsewhere.close();
});

test('API keys: a name typed before hydration names the key', async ({ page }) => {
  const name = `Early ERP ${uniqueWord()}`;
  const release = await holdScripts(page);
  await page.goto('/admin/api-keys');
  await textbox(page, 'Name').fill(name);
  await expectNotHydrated(page);

  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('heading', { name: `Copy the key for “${name}” now` })).toBeVisible();
  const stored = await database.db.selectFrom('api_keys').select('name').where('name', '=', name).execute();
  expect(stored).toHaveLength(1);
});

test('API keys: the next name typed on the answer to a key created before hydration keeps the focus', async ({
  page,
}) => {
  const first = `Early CRM ${uniqueWord()}`;
  const release = await holdScripts(page);
  await page.goto('/admin/api-keys');
  await textbox(page, 'Name').fill(first);
  await page.getByRole('button', { name: 'Create key' }).click();

  // The server's answer, still without scripts: the new key's notice and an empty form.
  await expect(page.getByRole('heading', { name: `Copy the key for “${first}” now` })).toBeVisible();
  await textbox(page, 'Name').fill('Early ERP');
  await expectNotHydrated(page);

  release();
  await hydrated(page);
  // Typing goes on in the name: the notice does not take the focus on hydration.
  await page.keyboard.type(' sync');
  await expect(textbox(page, 'Name')).toHaveValue('Early ERP sync');
  await expect(textbox(page, 'Name')).toBeFocused();
});

test('dashboard: a search and a status chosen before hydration are the ones applied', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search' }).fill('invoice');
  await page.getByLabel('Status').selectOption('published');
  await expectNotHydrated(page);

  release();
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('invoice');
  await expect(page.getByLabel('Status')).toHaveValue('published');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\?q=invoice&status=published$/);
});

test('inbox: Archive pressed before hydration is a plain post that archives the message', async ({ page }) => {
  const tag = uniqueWord();
  const id = crypto.randomUUID();
  await database.db
    .insertInto('contact_messages')
    .values({
      id,
      name: `Early Sender ${tag}`,
      email: `early.${tag}@example.com`,
      company: null,
      message: 'We key 3,000 orders a month.',
      contact_mode: 'email',
      ip: null,
      user_agent: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await holdScripts(page);
  await page.goto('/admin/messages');
  const message = page.getByRole('article', { name: `Contact message from Early Sender ${tag}` });
  // Opening a message is a link too: its actions are drawn by the server.
  await message.getByRole('link', { name: /^Open/ }).click();
  await message.getByRole('button', { name: 'Archive' }).click();
  await expect(message).toBeHidden();
  await expectNotHydrated(page);
  const stored = await database.db
    .selectFrom('contact_messages')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(stored.status).toBe('archived');
  await database.db.deleteFrom('contact_messages').where('id', '=', id).execute();
});
