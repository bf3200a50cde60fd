/** Signing in and out of the studio (SPEC 2.11, 8; DESIGN 6). */
import { e2eAdmin, expect, expectNoAxeViolations, hydrated, login, test, toast } from './fixtures.ts';

test.describe('sign-in page', () => {
  test('a signed-out visitor is sent to sign in, with empty fields, and comes back to the page asked for', async ({
    page,
  }) => {
    await page.goto('/admin/testimonials');
    await expect(page).toHaveURL('/admin/login?redirectTo=%2Fadmin%2Ftestimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectNoAxeViolations(page);

    await hydrated(page);
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/admin/testimonials');
    await expect(toast(page, 'Signed in successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
  });

  test('says which fields are missing', async ({ page }) => {
    await page.goto('/admin/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/admin/login');
  });

  test("a wrong password shows 'Signing in...' then the one generic failure", async ({ page }) => {
    await page.goto('/admin/login');
    await hydrated(page);
    // Hold the sign-in request a moment so the busy state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/admin/login.data', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Error', 'Invalid email or password')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL('/admin/login');

    // An unknown account gets exactly the same answer.
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill(e2eAdmin.password);
    const answer = page.waitForResponse((r) => r.url().includes('/admin/login.data'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await context.close();
  });
});

test.describe('signed in', () => {
  test('the sign-in page sends a signed-in admin to the studio', async ({ page, login: signIn }) => {
    await signIn();
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin');
  });

  test('Sign Out ends the session for good: the old cookie no longer opens the studio', async ({ page, context }) => {
    await login(page);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === 'brightflow_admin');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByLabel('Email')).toHaveValue('');

    // Put the old cookie back, as a thief who copied it would.
    if (!session) throw new Error('no session cookie');
    await context.addCookies([session]);
    await page.goto('/admin/messages');
    await expect(page).toHaveURL('/admin/login?redirectTo=%2Fadmin%2Fmessages');
  });

  test('studio pages are never cached and never indexed', async ({ page }) => {
    await login(page);
    const response = await page.goto('/admin');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
