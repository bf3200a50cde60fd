/**
 * The audit log on screen (issue 19): filters by person, action and dates kept in the URL and
 * narrowing the rows, the CSV of exactly the filtered rows, keyset pages past page 1 and back, and
 * what each entry acted on, linked while it exists. Entries are written straight into the e2e
 * server's database, by a staff account and an intake key only this file uses.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { hashPassword } from '#app/.server/auth/password.ts';
import type { Database } from '#app/.server/db/index.ts';
import { createApiKey } from '#app/.server/db/repositories/api-keys.ts';
import { listAllCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';

const tag = Math.random().toString(36).slice(2, 8);
const auditor = `auditor-${tag}@example.com`;
const keyName = `Audit Zapier ${tag}`;
/** Midday UTC, so a day is the same day in any time zone the browser may have. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const dayA = day(12);
const dayB = day(10);
const at = (date: string, minute: number) =>
  `${date}T12:${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}.000Z`;

let database: Database;
let studyId = '';
let studyTitle = '';

interface Entry {
  actor: string;
  action: string;
  createdAt: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  await createUser(database, { email: auditor, passwordHash: await hashPassword(`password-${tag}-123456`) });
  await createApiKey(database, { name: keyName, keyHash: `hash-${tag}`, lastFour: tag.slice(0, 4), createdBy: null });
  const study = (await listAllCaseStudies(database))[0];
  studyId = study?.id ?? '';
  studyTitle = study?.title ?? '';
  expect(studyId).not.toBe('');

  const entries: Entry[] = [
    // Day A: 30 testimonial updates.
    ...Array.from({ length: 30 }, (_, i) => ({
      actor: auditor,
      action: 'testimonial.updated',
      createdAt: at(dayA, i),
    })),
    // Day B: 25 testimonial updates (one with a formula for a title), 5 invitations, and two case studies.
    ...Array.from({ length: 25 }, (_, i) => ({
      actor: auditor,
      action: 'testimonial.updated',
      createdAt: at(dayB, i),
      entityType: 'testimonial',
      entityId: `gone-testimonial-${i}`,
      details: { authorName: i === 3 ? '=1+2' : `Author ${i}` },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({ actor: auditor, action: 'staff.invited', createdAt: at(dayB, 30 + i) })),
    {
      actor: auditor,
      action: 'case_study.updated',
      createdAt: at(dayB, 40),
      entityType: 'case_study',
      entityId: studyId,
      details: { title: 'An older title' },
    },
    {
      actor: auditor,
      action: 'case_study.deleted',
      createdAt: at(dayB, 41),
      entityType: 'case_study',
      entityId: `deleted-${tag}`,
      details: { title: `Deleted study ${tag}` },
    },
    { actor: `api:${keyName}`, action: 'intake.case_study_created', createdAt: at(dayB, 50) },
  ];
  await database.db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        id: crypto.randomUUID(),
        user_id: null,
        actor: entry.actor,
        action: entry.action,
        entity_type: entry.entityType ?? null,
        entity_id: entry.entityId ?? null,
        details: JSON.stringify(entry.details ?? {}),
        ip: '198.51.100.23',
        request_id: `req-${tag}`,
        created_at: entry.createdAt,
      })),
    )
    .execute();
});

const table = (page: Page) => page.getByRole('table', { name: 'Audit log entries, newest first' });
const rows = (page: Page) => table(page).locator('tbody tr');

async function openAuditLog(page: Page, search = '') {
  await page.goto(`/admin/audit${search}`);
  await hydrated(page);
}

test('filters by person, action and dates, kept in the URL, and exports exactly those rows', async ({ page }) => {
  await login(page);
  await openAuditLog(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await filters.getByLabel('Person', { exact: true }).selectOption({ label: auditor });
  await filters.getByLabel('Action', { exact: true }).selectOption({ label: 'Updated testimonial' });
  await filters.getByLabel('From', { exact: true }).fill(dayB);
  await filters.getByLabel('To', { exact: true }).fill(dayB);
  await filters.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/admin/audit' &&
      url.searchParams.get('actor') === auditor &&
      url.searchParams.get('action') === 'testimonial.updated' &&
      url.searchParams.get('from') === dayB &&
      url.searchParams.get('to') === dayB,
  );
  await expect(rows(page)).toHaveCount(25);
  for (const text of await rows(page).allInnerTexts()) {
    expect(text).toContain(auditor);
    expect(text).toContain('Updated testimonial');
    expect(text).toContain('testimonial.updated');
    expect(text).toContain('198.51.100.23');
    expect(text).toContain(`req-${tag}`);
  }
  // A deleted testimonial is named as the entry recorded it, without a link.
  const gone = rows(page).filter({ hasText: 'Author 24' });
  await expect(gone).toContainText('no longer exists');
  await expect(gone.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Audit log pages' })).toHaveCount(0);

  // Reloading keeps the filters, in the form too.
  await page.reload();
  await hydrated(page);
  await expect(rows(page)).toHaveCount(25);
  await expect(filters.getByLabel('Person', { exact: true })).toHaveValue(auditor);
  await expect(filters.getByLabel('Action', { exact: true })).toHaveValue('testimonial.updated');
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue(dayB);

  // The CSV holds exactly the filtered rows, formulas neutralised.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brightflow-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe(
    '"Time (UTC)","Who","Kind","Action","Action code","Entity type","Entity ID","What","Client address","Request ID","Details"',
  );
  expect(lines).toHaveLength(26);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(
      new RegExp(
        `^"${dayB}T12:\\d\\d:\\d\\d\\.000Z","${auditor}","Staff","Updated testimonial","testimonial\\.updated",`,
      ),
    );
  }
  expect(csv).toContain(`"'=1+2"`);

  // Clear brings every entry back.
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/audit' && url.search === '');
  await expect(rows(page)).toHaveCount(50);
});

test('an intake key is a person of its own, and an existing case study is linked', async ({ page }) => {
  await login(page);
  await openAuditLog(page);
  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await filters.getByLabel('Person', { exact: true }).selectOption({ label: `${keyName} (Intake key)` });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(keyName);
  await expect(rows(page)).toContainText('Intake key');
  await expect(rows(page)).toContainText('intake.case_study_created');

  await openAuditLog(page, `?actor=${encodeURIComponent(auditor)}&action=case_study.updated`);
  await expect(rows(page)).toHaveCount(1);
  // Linked by its current title, to its editor.
  const link = rows(page).getByRole('link', { name: studyTitle });
  await expect(link).toHaveAttribute('href', `/admin/case-studies/edit/${studyId}`);

  await openAuditLog(page, `?actor=${encodeURIComponent(auditor)}&action=case_study.deleted`);
  await expect(rows(page)).toContainText(`Deleted study ${tag}`);
  await expect(rows(page)).toContainText('no longer exists');
  await expect(rows(page).getByRole('link')).toHaveCount(0);
});

test('pages past page 1 with Next and back with Previous', async ({ page }) => {
  await login(page);
  await openAuditLog(page, `?actor=${encodeURIComponent(auditor)}`);
  await expect(rows(page)).toHaveCount(50);
  const firstPage = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-audit-id')));
  const pages = page.getByRole('navigation', { name: 'Audit log pages' });
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('actor') === auditor && url.searchParams.has('after'));
  // 30 + 25 + 5 + 2 entries by the auditor: 12 on page 2, the oldest (day A) last.
  await expect(rows(page)).toHaveCount(12);
  const secondPage = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-audit-id')));
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(rows(page).last()).toContainText('testimonial.updated');

  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('actor') === auditor && url.searchParams.has('before'));
  await expect(rows(page)).toHaveCount(50);
  expect(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-audit-id')))).toEqual(firstPage);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  // A mangled cursor is the first page, not an error.
  const response = await page.goto(`/admin/audit?actor=${encodeURIComponent(auditor)}&after=not-a-cursor!!`);
  expect(response?.status()).toBe(200);
  await expect(rows(page)).toHaveCount(50);
  await hydrated(page);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a plain form: they still narrow the rows and land in the URL', async ({ page }) => {
    await login(page);
    await page.goto('/admin/audit');
    const filters = page.getByRole('search', { name: 'Audit log filters' });
    await filters.getByLabel('Person', { exact: true }).selectOption({ label: auditor });
    await filters.getByLabel('Action', { exact: true }).selectOption({ label: 'Invited staff member' });
    await filters.getByLabel('From', { exact: true }).fill(dayB);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('actor') === auditor &&
        url.searchParams.get('action') === 'staff.invited' &&
        url.searchParams.get('from') === dayB,
    );
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/admin/audit.csv?actor=${encodeURIComponent(auditor)}&action=staff.invited&from=${dayB}`,
    );
  });
});
