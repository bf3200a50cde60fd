/**
 * What the specs of the public forms share: filling in the two lead forms, and reading what the
 * seeded server stored from a submission (a contact message, a lead).
 */
import type { Page } from '@playwright/test';
import { jsonColumn, openE2eDatabase } from './fixtures.ts';

/** An address no other test uses, so a stored row can be found by it. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface LeadRow {
  kind: string;
  name: string | null;
  email: string;
  company: string | null;
  payload: Record<string, unknown>;
}

/** The leads stored for `email` on the running project's server. */
export async function leadsFor(email: string): Promise<LeadRow[]> {
  const database = openE2eDatabase();
  try {
    const rows = await database.db
      .selectFrom('leads')
      .select(['kind', 'name', 'email', 'company', 'payload'])
      .where('email', '=', email)
      .execute();
    return rows.map((row) => ({ ...row, payload: jsonColumn(row.payload) }));
  } finally {
    await database.close();
  }
}

/** The contact message stored for `email`, if any. */
export async function storedMessage(email: string) {
  const database = openE2eDatabase();
  try {
    return await database.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirst();
  } finally {
    await database.close();
  }
}

/** Where a form's fields are found: the page, or one part of it (a page built from blocks may show both forms). */
type FormScope = Pick<Page, 'getByLabel' | 'getByRole'>;

/** Answers every question of /process-assessment (stored as the payload `assessmentPayload` describes). */
export async function fillAssessment(page: FormScope, email: string) {
  await page.getByLabel('Process name').fill('Supplier invoice processing');
  await page.getByLabel('What happens in this process?').fill('AP clerks key supplier invoices from e-mail into SAP.');
  await page.getByLabel('Monthly volume').fill('2,400');
  await page.getByLabel('Hours spent per week').fill('30');
  await page.getByLabel('Systems involved').selectOption('2-3');
  await page.getByRole('checkbox', { name: 'Manual data entry and re-keying' }).check();
  await page.getByRole('checkbox', { name: 'Errors and rework' }).check();
  await page.getByRole('radio', { name: /Semi-structured/ }).check();
  await page.getByLabel('Full name').fill('Dana Whitfield');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Northwind Traders');
  await page.getByLabel('Work email').fill(email);
}

/** The payload stored for the answers of `fillAssessment`. */
export const assessmentPayload = {
  processName: 'Supplier invoice processing',
  processDescription: 'AP clerks key supplier invoices from e-mail into SAP.',
  monthlyVolume: 2400,
  hoursPerWeek: 30,
  systems: '2-3',
  painPoints: ['manual-data-entry', 'errors-rework'],
  dataFormat: 'semi-structured',
};

/** Answers every question of /lead-intake (stored as `projectRequestPayload`). */
export async function fillProjectRequest(page: FormScope, email: string) {
  await page.getByLabel('Full name').fill('Sam Okafor');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Contoso');
  await page.getByLabel('Company size').selectOption('250-999');
  await page
    .getByLabel('Which processes do you want to automate?')
    .fill('Employee onboarding across HR, IT and payroll.');
  await page.getByLabel('When would you like to start?').selectOption('within-3-months');
}

/** The payload stored for the answers of `fillProjectRequest`. */
export const projectRequestPayload = {
  companySize: '250-999',
  processes: 'Employee onboarding across HR, IT and payroll.',
  timeline: 'within-3-months',
};
