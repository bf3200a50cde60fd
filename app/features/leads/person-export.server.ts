/**
 * A person's export (a subject-access request, issue 31): everything stored about them as JSON, and
 * the same as a CSV with one row per stored field, safe to open in a spreadsheet (lib/csv.ts).
 */
import { fromJson, toIso } from '../../.server/db/mapping.ts';
import type { PersonRows } from '../../.server/db/repositories/person-data.ts';
import { toCsv } from '../../lib/csv.ts';

type Row = Record<string, unknown>;

/** Dates as ISO text, JSON columns parsed, a sealed body (a staff secret, never a visitor's) withheld. */
function plain(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = toIso(value);
    else if (typeof value === 'string' && ['payload', 'details', 'attribution', 'case_studies_read'].includes(key)) {
      out[key] = fromJson<unknown>(value, value);
    } else out[key] = value;
  }
  // The hash a review link is looked up by opens nothing, but it is the studio's, not theirs.
  delete out.token_hash;
  if ((row.sealed === true || row.sealed === 1) && 'text_body' in row) {
    out.text_body = '(sealed)';
    out.html_body = null;
  }
  return out;
}

export interface PersonExport {
  exportedAt: string;
  addresses: string[];
  submissions: Row[];
  notes: Row[];
  outboxEmails: Row[];
  webhookDeliveries: Row[];
  auditEntries: Row[];
  reviewRequests: Row[];
  reviewComments: Row[];
  reviewDecisions: Row[];
}

export function personExport(rows: PersonRows, at: Date = new Date()): PersonExport {
  return {
    exportedAt: at.toISOString(),
    addresses: rows.addresses,
    submissions: rows.submissions.map(plain),
    notes: rows.notes.map(plain),
    outboxEmails: rows.outbox.map(plain),
    webhookDeliveries: rows.webhookDeliveries.map(plain),
    auditEntries: rows.audit.map(plain),
    reviewRequests: rows.reviewRequests.map(plain),
    reviewComments: rows.reviewComments.map(plain),
    reviewDecisions: rows.reviewDecisions.map(plain),
  };
}

const RECORD_LABELS: Record<Exclude<keyof PersonExport, 'exportedAt' | 'addresses'>, string> = {
  submissions: 'Submission',
  notes: 'Timeline entry',
  outboxEmails: 'E-mail',
  webhookDeliveries: 'Webhook delivery',
  auditEntries: 'Audit entry',
  reviewRequests: 'Client review request',
  reviewComments: 'Client review comment',
  reviewDecisions: 'Client review decision',
};

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One row per stored field: Record, Id, Field, Value (a JSON column as its JSON text). */
export function personExportCsv(data: PersonExport): string {
  const rows: string[][] = [['Record', 'Id', 'Field', 'Value']];
  for (const [key, label] of Object.entries(RECORD_LABELS) as [keyof typeof RECORD_LABELS, string][]) {
    for (const record of data[key]) {
      const id = cellText(record.id);
      for (const [field, value] of Object.entries(record)) {
        if (field !== 'id') rows.push([label, id, field, cellText(value)]);
      }
    }
  }
  return toCsv(rows);
}
