/**
 * Staff accounts (issues 19 and 26): an invitation by e-mail with a role, its link shown once to the
 * inviter and accepted in a second browser, the new account signing in with that role, deactivated
 * (its next request goes to sign in) and reactivated; links that no longer work; the own-account
 * rule; and the whole flow without JavaScript.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { sql } from 'kysely';
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, linkFromEmail, login, test, toast } from './fixtures.ts';

let database: Database;
test.beforeAll(({ database: opened }) => {
  database = opened;
});

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = 'a-long-enough-passphrase';

/** The invitation link of the newest e-mail queued for `email`. */
async function invitationLinkFromEmail(email: string): Promise<string> {
  const { subject, path } = await linkFromEmail(
    database,
    email,
    /https?:\/\/\S+\/admin\/invitation\/[A-Za-z0-9_-]{43}/,
  );
  expect(subject).toContain('You are invited to the');
  return path;
}

const staffRow = (page: Page, email: string) => page.locator(`tr[data-staff-email="${email}"]`);

/** The link in the notice shown once after an invitation or a resend, as a path. */
async function shownLink(page: Page, email: string): Promise<string> {
  const notice = page.getByRole('region', { name: `Invitation link for ${email}` });
  await expect(notice).toBeVisible();
  const link = await notice.getByTestId('invitation-link').textContent();
  return new URL(link ?? '').pathname;
}

/** Invites `email` with `role` and returns the link shown to the inviter (once). */
async function invite(page: Page, email: string, { name = '', role = 'Editor' } = {}): Promise<string> {
  await page.goto('/admin/staff');
  await page.getByLabel(/^Email/).fill(email);
  if (name) await page.getByLabel('Name (optional)').fill(name);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staffRow(page, email)).toContainText('Invited');
  await expect(staffRow(page, email)).toContainText(role);
  return shownLink(page, email);
}

async function acceptIn(context: BrowserContext, link: string) {
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the studio' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel('Repeat new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL('/admin');
  return page;
}

test('an invitation is accepted in another browser; the account signs in, is deactivated and reactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('invitee');
  await login(page);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await hydrated(page);
  const link = await invite(page, email, { name: 'Nina Example', role: 'Editor' });
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  const row = staffRow(page, email);
  await expect(row).toContainText('Nina Example');
  await expect(row).toContainText('Never');
  await expectNoAxeViolations(page);

  // The link shown once is the one in the e-mail; after a reload it is nowhere on the page.
  expect(await invitationLinkFromEmail(email)).toBe(link);
  await page.reload();
  await expect(row).toContainText('Invited');
  await expect(page.getByTestId('invitation-link')).toHaveCount(0);
  expect(await page.content()).not.toContain(link.split('/').at(-1));

  // A second browser accepts it, is signed in, and can sign in again with the chosen password.
  const invitee = await browser.newContext({ baseURL });
  const inviteePage = await acceptIn(invitee, link);
  await expect(toast(inviteePage, 'Welcome to the studio', `Signed in as ${email}`)).toBeVisible();
  await invitee.clearCookies();
  await inviteePage.goto('/admin/login');
  await inviteePage.getByLabel('Email').fill(email);
  await inviteePage.getByLabel('Password').fill(PASSWORD);
  await inviteePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(inviteePage).toHaveURL('/admin');
  await hydrated(inviteePage);
  // An Editor: the content screens, not the team's.
  const inviteeNav = inviteePage.getByRole('navigation', { name: 'Studio' });
  await expect(inviteeNav.getByRole('link', { name: 'Testimonials' })).toBeVisible();
  await expect(inviteeNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The same link does not work twice.
  const again = await browser.newContext({ baseURL });
  const againPage = await again.newPage();
  expect((await againPage.goto(link))?.status()).toBe(410);
  await expect(againPage.getByRole('alert')).toHaveText(
    'This invitation has already been used. Sign in with the password you chose.',
  );
  await expect(againPage.getByLabel(/^New password/)).toHaveCount(0);
  await again.close();

  // The inviter sees the account active, with its sign-in, and deactivates it.
  await page.reload();
  await hydrated(page);
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('is signed out everywhere at once');
  await dialog.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(toast(page, `${email} was deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // The deactivated account's very next request (a client-side navigation) lands on sign-in...
  await inviteePage.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(inviteePage).toHaveURL(/\/admin\/login/);
  // ...where its password gets the wrong password's answer.
  await inviteePage.getByLabel('Email').fill(email);
  await inviteePage.getByLabel('Password').fill(PASSWORD);
  await inviteePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(inviteePage.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  // Reactivated, it signs in again.
  await row.getByRole('button', { name: `Reactivate ${email}` }).click();
  await expect(toast(page, `${email} was reactivated`)).toBeVisible();
  await expect(row).toContainText('Active');
  await login(inviteePage, { email, password: PASSWORD });
  await invitee.close();

  const actions = await database.db
    .selectFrom('audit_log')
    .select('action')
    .where('action', 'like', 'staff.%')
    .where((eb) => eb.or([eb(sql<string>`cast(details as text)`, 'like', `%${email}%`), eb('actor', '=', email)]))
    .orderBy('created_at')
    .execute();
  expect(actions.map((entry) => entry.action)).toEqual([
    'staff.invited',
    'staff.invitation_accepted',
    'staff.deactivated',
    'staff.reactivated',
  ]);
});

test('expired, revoked, replaced and unknown links show why and no form', async ({ page, browser, baseURL }) => {
  await login(page);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const expectRefused = async (link: string, status: number, message: string) => {
    expect((await visitorPage.goto(link))?.status()).toBe(status);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('This invitation link does not work');
    await expect(visitorPage.getByRole('alert')).toHaveText(message);
    await expect(visitorPage.getByLabel(/^New password/)).toHaveCount(0);
  };
  const unknown =
    'This link is not a valid invitation. It may have been revoked, or replaced by a newer one: use the latest e-mail you received.';

  // Expired: 72 hours after it was sent.
  const late = uniqueEmail('late');
  const lateLink = await invite(page, late);
  await database.db
    .updateTable('staff_invitations')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('email', '=', late)
    .execute();
  await expectRefused(
    lateLink,
    410,
    'This invitation has expired. Ask the colleague who invited you to send a new one.',
  );
  await expectNoAxeViolations(visitorPage);
  await page.reload();
  await expect(staffRow(page, late)).toContainText('Link expired');

  // Resent: the old link stops working and the new one works.
  await hydrated(page);
  await staffRow(page, late)
    .getByRole('button', { name: `Resend ${late}` })
    .click();
  await expect(toast(page, `A new invitation was sent to ${late}`)).toBeVisible();
  const freshLink = await shownLink(page, late);
  expect(freshLink).not.toBe(lateLink);
  expect(await invitationLinkFromEmail(late)).toBe(freshLink);
  await expectRefused(lateLink, 404, unknown);
  expect((await visitorPage.goto(freshLink))?.status()).toBe(200);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Join the studio' })).toBeVisible();
  await expect(visitorPage.getByText(`Choose a password for ${late}.`)).toBeVisible();
  await expectNoAxeViolations(visitorPage);

  // Revoked.
  await staffRow(page, late)
    .getByRole('button', { name: `Revoke the invitation to ${late}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toast(page, `The invitation to ${late} was revoked`)).toBeVisible();
  await expect(staffRow(page, late)).toHaveCount(0);
  await expectRefused(freshLink, 404, unknown);

  // Never issued.
  await expectRefused(`/admin/invitation/${'x'.repeat(43)}`, 404, unknown);
  await expectRefused('/admin/invitation/short', 404, unknown);
  await visitor.close();
});

test('nobody can deactivate their own account, and an address is invited once', async ({ page }) => {
  await login(page);
  await page.goto('/admin/staff');
  const me = await database.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', 'e2e-admin@example.com')
    .executeTakeFirstOrThrow();
  const own = staffRow(page, me.email);
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);

  // The form post a browser would make, had the page offered the button.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/admin/staff', {
    form: { intent: 'deactivate', id: me.id },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain('You cannot deactivate your own account.');
  expect(
    (await database.db.selectFrom('users').select('deactivated_at').where('id', '=', me.id).executeTakeFirstOrThrow())
      .deactivated_at,
  ).toBeNull();

  // An existing account, and an address with an open invitation, are refused with a reason.
  await page.getByLabel(/^Email/).fill(me.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This person already has a staff account.').first()).toBeVisible();
  const twice = uniqueEmail('twice');
  await invite(page, twice);
  await page.getByLabel(/^Email/).fill(twice.toUpperCase());
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText('This person already has an open invitation. Resend it from the table instead.').first(),
  ).toBeVisible();
  expect(
    await database.db.selectFrom('staff_invitations').select('id').where('email', '=', twice).execute(),
  ).toHaveLength(1);
});

test('inviting and accepting work without JavaScript', async ({ browser, baseURL }) => {
  const email = uniqueEmail('nojs');
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await staff.newPage();
  await login(page);
  const link = await invite(page, email);
  expect(await invitationLinkFromEmail(email)).toBe(link);

  const invitee = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await inviteePage.getByLabel(/^New password/).fill('short');
  await inviteePage.getByLabel('Repeat new password').fill('short');
  await inviteePage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(inviteePage.getByText('New password must be at least 12 characters')).toBeVisible();
  await acceptIn(invitee, link);

  // Deactivating without JavaScript posts directly (no dialog to ask in).
  await page.goto('/admin/staff');
  await staffRow(page, email)
    .getByRole('button', { name: `Deactivate ${email}` })
    .click();
  await expect(staffRow(page, email)).toContainText('Deactivated');
  const inviteePages = invitee.pages();
  const signedIn = inviteePages[inviteePages.length - 1];
  if (!signedIn) throw new Error('the invitee has no page');
  await signedIn.goto('/admin');
  await expect(signedIn).toHaveURL(/\/admin\/login/);
  await staff.close();
  await invitee.close();
});
