/** The message inbox (DESIGN 6): messages and leads, newest first, read/unread, archive, delivery, CSV. */
import { readFile } from 'node:fs/promises';
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';

let database: Database;
test.beforeAll(({ database: opened }) => {
  database = opened;
});

/** A contact message and an ROI lead only this test knows, with their notification e-mails. */
async function arrange(tag: string) {
  const contactId = crypto.randomUUID();
  const leadId = crypto.randomUUID();
  const now = Date.now();
  await database.db
    .insertInto('contact_messages')
    .values({
      id: contactId,
      name: `Priya Raman ${tag}`,
      email: `priya.${tag}@example.com`,
      company: 'Northwind Freight',
      message: '=HYPERLINK("http://evil.example","Click")\nWe match 4,000 invoices a month by hand.',
      contact_mode: 'email',
      ip: null,
      user_agent: null,
      created_at: new Date(now - 60_000).toISOString(),
    })
    .execute();
  await database.db
    .insertInto('leads')
    .values({
      id: leadId,
      kind: 'roi_email',
      name: null,
      email: `cfo.${tag}@example.com`,
      company: null,
      payload: JSON.stringify({ processHours: 40, complexity: 'medium' }),
      ip: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  const email = (relatedType: string, relatedId: string, status: 'sent' | 'failed', error: string | null) => ({
    id: crypto.randomUUID(),
    to_address: 'hello@brightflow.io',
    reply_to: null,
    subject: 'Notification',
    text_body: 'x',
    html_body: null,
    related_type: relatedType,
    related_id: relatedId,
    status,
    attempts: 1,
    next_attempt_at: new Date(now).toISOString(),
    locked_until: null,
    last_error: error,
    created_at: new Date(now).toISOString(),
    sent_at: status === 'sent' ? new Date(now).toISOString() : null,
  });
  await database.db
    .insertInto('outbox')
    .values([
      email('contact_message', contactId, 'sent', null),
      email('lead', leadId, 'failed', 'SMTP connection refused'),
    ])
    .execute();
  return { contactId, leadId };
}

test('lists messages and leads newest first, with their delivery status', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await arrange(tag);
  await login(page);
  await page.goto('/admin/messages');
  const lead = page.getByRole('article', { name: `ROI e-mail request from cfo.${tag}@example.com` });
  const message = page.getByRole('article', { name: `Contact message from Priya Raman ${tag}` });
  // The list shows what a salesperson scans; the rest opens on demand (issue 31).
  await expect(lead).toContainText('Unread');
  // The answers in the order the database keeps them (PostgreSQL's jsonb sorts the keys).
  await expect(lead.locator('[data-excerpt]')).toHaveText(
    /^(Process hours: 40; Complexity: medium|Complexity: medium; Process hours: 40)$/,
  );
  await expect(lead).not.toContainText('E-mail failed');
  await expect(message.locator('[data-excerpt]')).toContainText('We match 4,000 invoices a month by hand.');
  await lead.getByRole('link', { name: `Open the roi e-mail request from cfo.${tag}@example.com` }).click();
  await expect(lead).toContainText('E-mail failed');
  await expect(lead).toContainText('SMTP connection refused');
  await expect(lead).toContainText(/Process hours:\s*40/);
  await expect(lead.getByRole('button', { name: 'Save lead' })).toBeVisible();
  await message.getByRole('link', { name: /^Open/ }).click();
  await expect(message).toContainText('E-mail sent');
  await expect(lead.getByRole('button', { name: 'Save lead' })).toHaveCount(0);
  const order = await page
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  expect(order.findIndex((l) => l.includes(`cfo.${tag}`))).toBeLessThan(
    order.findIndex((l) => l.includes(`Raman ${tag}`)),
  );
  await expect(
    page.getByRole('navigation', { name: 'Studio', exact: true }).getByRole('link', { name: /Messages/ }),
  ).toContainText('unread');
  // From the top: scrolled to the open card, the card above it sits partly under the sticky studio
  // header, and axe's target-size rule counts any link there as obscured by the header's links.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('marks read and unread, archives and restores', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const { contactId } = await arrange(tag);
  await login(page);
  await page.goto('/admin/messages');
  await hydrated(page);
  const message = page.getByRole('article', { name: `Contact message from Priya Raman ${tag}` });
  const open = () => message.getByRole('link', { name: /^Open/ }).click();

  await open();
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(message.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(message).not.toContainText('Unread');
  await page.getByRole('link', { name: /^Unread/ }).click();
  await expect(page).toHaveURL('/admin/messages?view=unread');
  await expect(message).toHaveCount(0);

  await page.getByRole('link', { name: /^Inbox/ }).click();
  await open();
  await message.getByRole('button', { name: 'Archive' }).click();
  await expect(message).toHaveCount(0);
  await page.getByRole('link', { name: /^Archived/ }).click();
  await expect(message).toContainText('Archived');
  await open();
  await message.getByRole('button', { name: 'Move to inbox' }).click();
  await expect(message).toHaveCount(0);
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expect(message).toBeVisible();

  const row = await database.db
    .selectFrom('contact_messages')
    .select('status')
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('read');
  const audit = await database.db
    .selectFrom('audit_log')
    .select('details')
    .where('entity_id', '=', contactId)
    .where('action', '=', 'message.status_changed')
    .execute();
  expect(audit).toHaveLength(3);
});

test('exports a CSV a spreadsheet cannot execute', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await arrange(tag);
  await login(page);
  await page.goto('/admin/messages');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brightflow-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"Received at","Type","Status","Name","Email","Company","Message","Details","E-mail delivery","Source","Landing page","Referrer","UTM","Pages seen","Case studies read","Lead status","Owner","Follow-up date","Lost reason"',
  );
  expect(csv).toContain(
    `"Priya Raman ${tag}","priya.${tag}@example.com","Northwind Freight","'=HYPERLINK(""http://evil.example"",""Click"")`,
  );
  expect(csv).toContain(`"ROI e-mail request","Unread","","cfo.${tag}@example.com"`);
});
