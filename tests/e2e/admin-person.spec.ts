/**
 * One person (issue 31) in Chromium at a phone's and a desktop's width: a contact message and an ROI
 * request sent from two spellings of one Gmail address (capitals, dots, a +tag) are one person, whose
 * page (reached from the inbox, no address in its URL) shows both and the ROI results; the JSON and
 * CSV exports download; an Admin erases them with the keyboard after the confirmation, and the inbox
 * no longer shows them; axe finds nothing.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';

async function sendBoth(page: Page, tag: string) {
  const contact = await page.request.post('/api/send-contact-email', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      name: `Lin Wei ${tag}`,
      email: `Lin.Wei.${tag}+site@Gmail.com`,
      company: 'Harbour Freight',
      message: `Our customs forms take days (${tag}).`,
      contactMode: 'email',
    },
  });
  expect(contact.status()).toBe(200);
  await page.goto('/roi-calculator');
  await hydrated(page);
  await page.getByRole('button', { name: 'Calculate ROI' }).click();
  await page.getByRole('textbox', { name: 'Your email address' }).fill(`linwei${tag}@gmail.com`);
  await page.getByRole('button', { name: 'Email results' }).click();
  await expect(page.getByText('ROI Analysis Sent').first()).toBeVisible();
}

for (const width of [390, 1440]) {
  test(`shows a contact message and an ROI request as one person, exports and erases them at ${width} px`, async ({
    page,
    database,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = Math.random().toString(36).slice(2, 8);
    await page.goto('/');
    await sendBoth(page, tag);

    await login(page);
    await page.goto(`/admin/messages?q=${tag}`);
    await hydrated(page);
    const message = page.getByRole('article', { name: `Contact message from Lin Wei ${tag}` });
    await message.getByRole('link', { name: `Everything from Lin.Wei.${tag}+site@Gmail.com` }).click();
    await expect(page).toHaveURL(/\/admin\/people\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toMatch(/@|gmail/i);
    await expect(page.getByRole('heading', { level: 1, name: `Lin Wei ${tag}` })).toBeVisible();
    await expect(page.getByText(`linwei${tag}@gmail.com, Lin.Wei.${tag}+site@Gmail.com`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submissions (2)' })).toBeVisible();
    await expect(page.locator('[data-submission]')).toHaveCount(2);
    await expect(page.getByText(/^Results recomputed with model version \d+/)).toBeVisible();
    await expect(page.locator('[data-roi-results]')).toContainText('Monthly process cost:$15,400');
    // Nothing widens the page past a phone's width (a long share link once did).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    // The exports download: JSON of everything, and the CSV.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^brightflow-person-\d{4}-\d{2}-\d{2}\.json$/);
    const content = JSON.parse(await (await import('node:fs/promises')).readFile((await json.path()) ?? '', 'utf8'));
    expect(content.submissions).toHaveLength(2);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);

    // Erase, with the keyboard: the confirmation says what goes, then the inbox no longer has them.
    await page.getByRole('link', { name: 'Erase this person' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Erase Lin Wei ${tag}` })).toBeVisible();
    await expect(page.locator('[data-erasure-counts]')).toContainText('2 submissions, with their answers and visits');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Erase permanently' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/messages');
    await expect(page.getByText(/^Erased: now “Erased person [0-9a-f]{8}” in the audit log$/)).toBeVisible();
    await page.goto(`/admin/messages?q=${tag}`);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

    const key = `linwei${tag}@gmail.com`;
    expect(
      await database.db.selectFrom('contact_messages').select('id').where('person_key', '=', key).execute(),
    ).toEqual([]);
    expect(await database.db.selectFrom('leads').select('id').where('person_key', '=', key).execute()).toEqual([]);
    const mail = await database.db
      .selectFrom('outbox')
      .select('id')
      .where((eb) => eb.or([eb('to_address', 'like', `%${tag}%`), eb('text_body', 'like', `%${tag}%`)]))
      .execute();
    expect(mail).toEqual([]);
  });
}
