/**
 * Studio roles in Chromium (issue 26): an Editor, a Sales colleague and an Admin each sign in and
 * see what their role may open; what it may not is refused on the server (a direct request gets 403
 * and changes nothing), not only hidden. An Admin changes a colleague's role, which applies to the
 * colleague's very next request, and deactivates them: the dialog says which keys and webhooks stop,
 * and they do.
 */
import type { Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import type { Database } from '#app/.server/db/index.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import { sealWebhookSecret } from '#app/.server/webhooks/signing.ts';
import { issueApiKey } from '#app/features/intake/keys.server.ts';
import type { Role } from '#app/lib/roles.ts';
import { e2eSessionSecret, expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

let database: Database;
test.beforeAll(({ database: opened }) => {
  database = opened;
});

const PASSWORD = 'a-long-enough-passphrase';

/** A fresh account with `role`, signed in on `page`. */
async function signInAs(page: Page, role: Role): Promise<{ id: string; email: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await createUser(database, { email, passwordHash: await hashPassword(PASSWORD), role });
  await login(page, { email, password: PASSWORD });
  return { id: user.id, email };
}

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Studio', exact: true }).getByRole('link').allTextContents();

const origin = (page: Page) => new URL(page.url()).origin;

async function expectRefusedPage(page: Page, path: string, role: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this' })).toBeVisible();
  await expect(page.getByText(`Your role (${role}) does not include this page.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the studio' })).toBeVisible();
}

test('an Editor edits content and is refused the inbox and the team screens', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin');
  await hydrated(page);
  expect((await navLinks(page)).map((text) => text.trim())).toEqual([
    'Case studies',
    'Pages',
    'Redirects',
    'Testimonials',
    'ROI model',
    'Account',
  ]);
  await expect(page.getByRole('link', { name: 'Quick Add Case Study' })).toBeVisible();
  // The Leads panel is built from the inbox: not for an Editor.
  await expect(page.getByRole('heading', { name: 'Leads' })).toHaveCount(0);

  await page.goto('/admin/account');
  await expect(page.getByText('with the Editor role: case studies, testimonials')).toBeVisible();
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Quick Add Case Study' }).click();
  await expect(page).toHaveURL('/admin/case-studies/simple-new');
  await expect(page.getByRole('button', { name: /^Create/ })).toBeVisible();

  await expectRefusedPage(page, '/admin/messages', 'Editor');
  await expectNoAxeViolations(page);
  await expectRefusedPage(page, '/admin/staff', 'Editor');

  // Asked directly, the server refuses too, and nothing changes.
  const invited = `sneaky-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const post = await page.request.post('/admin/staff', {
    form: { intent: 'invite', email: invited, role: 'admin' },
    headers: { Origin: origin(page) },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  expect(await database.db.selectFrom('staff_invitations').select('id').where('email', '=', invited).execute()).toEqual(
    [],
  );
  const csv = await page.request.get('/admin/messages.csv', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(csv.status()).toBe(403);
  expect(await csv.json()).toEqual({
    refusal: 'role',
    error: 'Your role (Editor) does not include this page. Ask an Admin if you need it.',
  });
});

test('Sales reads the inbox and the published content, and changes no content', async ({ page }) => {
  await signInAs(page, 'sales');
  await page.goto('/admin');
  await hydrated(page);
  expect((await navLinks(page)).map((text) => text.trim().replace(/\d+ unread$/, ''))).toEqual([
    'Case studies',
    'Testimonials',
    'Messages',
    'Account',
  ]);
  // Published case studies only, each with View and nothing to change.
  await expect(page.getByRole('link', { name: 'Quick Add Case Study' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  const rows = page.locator('main li').filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Published');
    await expect(row.getByRole('link', { name: /^View / })).toBeVisible();
    await expect(row.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Studio', exact: true })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Testimonial' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit testimonial/ })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Studio', exact: true })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const csv = await page.request.get('/admin/messages.csv', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');

  await expectRefusedPage(page, '/admin/case-studies/simple-new', 'Sales');
  await expectRefusedPage(page, '/admin/audit', 'Sales');
  // The page editor (issue 28): no list, no editor, and a save asked for directly changes nothing.
  await expectRefusedPage(page, '/admin/pages', 'Sales');
  await expectRefusedPage(page, '/admin/pages/new', 'Sales');
  const pagesBefore = await database.db.selectFrom('pages').select('id').execute();
  const created = await page.request.post('/admin/pages/new', {
    form: { payload: JSON.stringify({ title: 'Sneaky', path: '/sneaky', blocks: [] }) },
    headers: { Origin: origin(page) },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(403);
  expect(await database.db.selectFrom('pages').select('id').execute()).toEqual(pagesBefore);

  // A delete the page never offered, posted directly: refused, and the study is still there.
  const study = await database.db
    .selectFrom('case_studies')
    .select('id')
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const post = await page.request.post('/admin', {
    form: { intent: 'delete', id: study.id },
    headers: { Origin: origin(page) },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  expect(await database.db.selectFrom('case_studies').select('id').where('id', '=', study.id).execute()).toHaveLength(
    1,
  );
});

test('an Admin changes a role (applied at once) and deactivates an account with what it left behind', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page);
  const colleaguePage = await (await browser.newContext({ baseURL })).newPage();
  const colleague = await signInAs(colleaguePage, 'admin');
  await issueApiKey(database, { name: 'Colleague CRM', createdBy: colleague.id });
  await issueApiKey(database, { name: 'Colleague Zapier', createdBy: colleague.id });
  const endpoint = await createWebhookEndpoint(database, {
    url: 'https://hooks.example.com/colleague',
    events: ['contact.created'],
    secretSealed: sealWebhookSecret({ sessionSecret: e2eSessionSecret() }, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
    createdBy: colleague.id,
  });
  await colleaguePage.goto('/admin/staff');
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  await page.goto('/admin/staff');
  await hydrated(page);
  const row = page.locator(`tr[data-staff-email="${colleague.email}"]`);
  await expect(row).toContainText('Admin');
  await expectNoAxeViolations(page);

  // By keyboard: the row's role select, then its button.
  const select = row.getByRole('combobox', { name: `Role of ${colleague.email}` });
  await select.focus();
  await select.selectOption('sales');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: `Change role of ${colleague.email}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${colleague.email} now has the Sales role`)).toBeVisible();

  // The colleague's open session has the new role on its next request.
  expect((await colleaguePage.reload())?.status()).toBe(403);
  await expect(colleaguePage.getByText('Your role (Sales) does not include this page.')).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${colleague.email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This also revokes 2 API keys and disables 1 webhook.');
  await dialog.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(
    toast(
      page,
      `${colleague.email} was deactivated`,
      'Their sessions have ended and they can no longer sign in. It also revoked 2 API keys and disabled 1 webhook.',
    ),
  ).toBeVisible();

  await colleaguePage.goto('/admin');
  await expect(colleaguePage).toHaveURL(/\/admin\/login/);

  await page.goto(`/admin/webhooks/${endpoint.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Disabled: its owner was deactivated.' })).toBeVisible();
  await page.goto('/admin/api-keys');
  for (const name of ['Colleague CRM', 'Colleague Zapier']) {
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Revoked');
  }
  await colleaguePage.context().close();
});
