/** A signed-in admin changes their own password; their other sessions end. */
import { hashPassword } from '#app/.server/auth/password.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { expect, expectNoAxeViolations, login, test, toast } from './fixtures.ts';

test('changing the password needs the current one and signs out other sessions', async ({
  page,
  browser,
  baseURL,
  database,
}) => {
  // A second admin of its own, so the shared e2e admin's password never changes under other tests.
  const account = {
    email: `editor-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'first-passphrase-123',
  };
  await createUser(database, { email: account.email, passwordHash: await hashPassword(account.password) });
  const elsewhere = await browser.newContext({ baseURL });
  const otherPage = await elsewhere.newPage();
  await login(otherPage, account);
  await login(page, account);

  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Current password/).fill('not it');
  await page.getByLabel(/^New password/).fill('second-passphrase-456');
  await page.getByLabel('Repeat new password').fill('second-passphrase-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();

  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill('second-passphrase-456');
  await page.getByLabel('Repeat new password').fill('different-passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two new passwords do not match')).toBeVisible();

  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill('second-passphrase-456');
  await page.getByLabel('Repeat new password').fill('second-passphrase-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed', 'Signed out of 1 other session.')).toBeVisible();

  // This session goes on; the other one is over; the old password no longer works.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin');
  await otherPage.goto('/admin');
  await expect(otherPage).toHaveURL('/admin/login');
  await expect(login(otherPage, account)).rejects.toThrow(/HTTP 401/);
  await login(otherPage, { email: account.email, password: 'second-passphrase-456' });
  await elsewhere.close();
});
