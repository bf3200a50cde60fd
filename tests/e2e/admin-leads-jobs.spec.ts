/**
 * The inbox's list and jobs (issue 31) on the production build, at a phone's and a desktop's width
 * where they are pages: Older and Newer by keyset (a page back holds exactly the rows it held), the
 * source filter, Due today from the dashboard, the digest's opt-out on the Account page, retention per
 * status for Admins, all with the keyboard and axe-clean; and the daily digest, queued through the
 * outbox when its lease comes round and caught by the run's SMTP server (tests/e2e/mail-catcher.ts,
 * cherry-picked from branch review2).
 */
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, login, newestMailTo, test } from './fixtures.ts';

let database: Database;
test.beforeAll(({ database: opened }) => {
  database = opened;
});

/** `count` leads from one source (a name of this run's own), a minute apart, newest last. */
async function arrangeLeads(source: string, count: number): Promise<void> {
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const email = `${source}-${i}@example.com`;
    await database.db
      .insertInto('leads')
      .values({
        id: crypto.randomUUID(),
        kind: 'roi_email',
        name: `Paging ${source} ${String(i).padStart(2, '0')}`,
        email,
        person_key: email,
        company: null,
        payload: JSON.stringify({}),
        ip: null,
        created_at: new Date(start + i * 60_000).toISOString(),
        lead_source: source,
      })
      .execute();
  }
}

const names = async (page: import('@playwright/test').Page) =>
  page.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));

for (const width of [390, 1440]) {
  test(`pages Older and Newer within a source with the keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const source = `src${Math.random().toString(36).slice(2, 8)}`;
    await arrangeLeads(source, 53);
    await login(page);
    await page.goto('/admin/messages');
    await hydrated(page);
    // The source filter offers what the forms recorded; choose this run's with the keyboard.
    await page.locator('#filter-source').focus();
    await page.locator('#filter-source').selectOption(source);
    await page.getByRole('button', { name: 'Filter' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}`));
    // The filtered list has replaced the whole inbox (the URL can change before the list does; this
    // run's rows are the newest, so it is the last of the 50 that tells the two apart).
    await expect(page.getByRole('article').nth(49)).toHaveAttribute(
      'aria-label',
      `ROI e-mail request from Paging ${source} 03`,
    );
    const first = await names(page);
    expect(first[0]).toBe(`ROI e-mail request from Paging ${source} 52`);

    const pages = page.getByRole('navigation', { name: 'Inbox pages' });
    await pages.getByRole('link', { name: 'Older' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(page.getByRole('article').first()).toHaveAttribute(
      'aria-label',
      `ROI e-mail request from Paging ${source} 02`,
    );
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(pages.getByRole('link', { name: 'Older' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Newer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]before=/);
    await expect(page.getByRole('article').nth(49)).toHaveAttribute('aria-label', first[49] ?? '');
    await expect(page.getByRole('article')).toHaveCount(50);
    expect(await names(page)).toEqual(first);
    await expect(pages.getByRole('link', { name: 'Newer' })).toHaveCount(0);
    // The export follows the filters.
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/admin/messages.csv?source=${source}&view=inbox`,
    );
    await expectNoAxeViolations(page);
  });
}

test('shows Due today on the dashboard and opens those follow-ups', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'e2e-admin@example.com')
    .executeTakeFirstOrThrow();
  const tag = Math.random().toString(36).slice(2, 8);
  await database.db
    .insertInto('contact_messages')
    .values({
      id: crypto.randomUUID(),
      name: `Due Today ${tag}`,
      email: `due.${tag}@example.com`,
      person_key: `due.${tag}@example.com`,
      company: null,
      message: 'Call me back.',
      contact_mode: 'email',
      ip: null,
      user_agent: null,
      created_at: new Date().toISOString(),
      owner_id: admin.id,
      follow_up_on: '2020-01-01',
    })
    .execute();
  await login(page);
  await page.goto('/admin');
  await hydrated(page);
  const due = page.getByRole('region', { name: 'Due today' });
  await expect(due).toContainText(/\d+ of your leads ha(s|ve) a follow-up due today or earlier\./);
  await due.getByRole('link', { name: 'Open your follow-ups' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/messages?owner=mine&due=1');
  await expect(page.getByRole('article', { name: `Contact message from Due Today ${tag}` })).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`turns the daily digest off and on from the Account page with the keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page);
    await page.goto('/admin/account');
    await hydrated(page);
    const box = page.getByRole('checkbox', { name: /E-mail me the daily lead digest/ });
    await expect(box).toBeChecked();
    await box.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save digest setting' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Daily lead digest off')).toBeVisible();
    await expect(box).not.toBeChecked();
    const setting = async () =>
      Boolean(
        (
          await database.db
            .selectFrom('users')
            .select('lead_digest')
            .where('email', '=', 'e2e-admin@example.com')
            .executeTakeFirstOrThrow()
        ).lead_digest,
      );
    expect(await setting()).toBe(false);
    await box.check();
    await page.getByRole('button', { name: 'Save digest setting' }).click();
    await expect(page.getByText('Daily lead digest on')).toBeVisible();
    expect(await setting()).toBe(true);
    await expect(page.getByText('Daily lead digest on')).toBeHidden({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  });
}

test('sets retention per status as an Admin, with the keyboard, axe-clean at both widths', async ({ page }) => {
  await login(page);
  await page.goto('/admin/messages');
  await page.getByRole('link', { name: 'Retention' }).click();
  await expect(page).toHaveURL('/admin/lead-retention');
  await hydrated(page);
  await expect(page.getByLabel('Won')).toHaveValue('');
  await page.getByLabel('Lost').focus();
  await page.getByLabel('Lost').selectOption({ label: 'Delete after 1 year' });
  await page.getByRole('button', { name: 'Save retention' }).press('Enter');
  await expect(page.getByText('Lead retention saved')).toBeVisible();
  await expect(page.getByLabel('Lost')).toHaveValue('12');
  const rows = await database.db.selectFrom('lead_retention').select(['pipeline_status', 'months']).execute();
  expect(rows.map((row) => [row.pipeline_status, Number(row.months)])).toEqual([['lost', 12]]);
  await expect(page.getByText('Lead retention saved')).toBeHidden({ timeout: 10_000 });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  // Back to keeping everything, so no other test's leads are at risk.
  await page.getByLabel('Lost').selectOption('');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByText('Lead retention saved')).toBeVisible();
  expect(await database.db.selectFrom('lead_retention').selectAll().execute()).toEqual([]);
});

test('sends the daily digest through the outbox once its lease comes round, listing the follow-up due', async () => {
  const tag = Math.random().toString(36).slice(2, 8);
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'e2e-admin@example.com')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('leads')
    .values({
      id: crypto.randomUUID(),
      kind: 'lead_intake',
      name: `Digest ${tag}`,
      email: `digest.${tag}@example.com`,
      person_key: `digest.${tag}@example.com`,
      company: 'Digest Works',
      payload: JSON.stringify({}),
      ip: null,
      created_at: new Date().toISOString(),
      owner_id: admin.id,
      follow_up_on: '2020-01-02',
    })
    .execute();
  // Today's run (at the server's start: the e2e servers' hour is 00:00 UTC, always passed) is made due
  // again: its lease and its e-mails go, and the next tick (every second here) sends it.
  await database.db.deleteFrom('outbox').where('related_type', '=', 'lead_digest').execute();
  await database.db.deleteFrom('job_leases').where('name', '=', 'lead-digest').execute();
  // Queued once through the outbox, then delivered by the mail worker to the run's SMTP server.
  let outboxId = '';
  await expect
    .poll(
      async () => {
        const rows = await database.db
          .selectFrom('outbox')
          .select('id')
          .where('related_type', '=', 'lead_digest')
          .where('to_address', '=', 'e2e-admin@example.com')
          .execute();
        outboxId = rows[0]?.id ?? '';
        return rows.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const mail = await newestMailTo('e2e-admin@example.com', { outboxId });
  expect(mail.subject).toMatch(/^Leads for \d{4}-\d{2}-\d{2}: \d+ follow-ups? due, \d+ new unassigned leads?$/);
  expect(mail.text).toContain(`digest.${tag}@example.com · Digest Works (Lead intake, follow-up 2020-01-02)`);
  expect(mail.links).toContain(
    `http://127.0.0.1:${new URL(test.info().project.use.baseURL ?? '').port}/admin/messages?person=digest.${tag}%40example.com`,
  );
});
