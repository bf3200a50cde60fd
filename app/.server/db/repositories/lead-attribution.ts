/**
 * The attribution columns that contact_messages and leads share (migration 0007): written from a
 * checked LeadAttribution, read back through the same checks, and the narrow read of the last weeks'
 * submissions that the dashboard's Leads panel counts (docs/decisions/lead-attribution.md).
 */
import {
  type LeadAttribution,
  leadSource,
  readStoredAttribution,
  type SubmissionRecord,
} from '../../../lib/lead-attribution.ts';
import { fromJson, storedInstant, toIso, toJson } from '../mapping.ts';
import type { StoredAttribution } from '../schema.ts';
import type { Database } from '../types.ts';

/**
 * At most this many submissions per table are counted: a consultancy gets a few hundred in twelve
 * weeks, and this keeps the dashboard's read bounded (a few hundred KB) whatever happens.
 */
export const LEADS_PANEL_ROW_LIMIT = 10_000;

export function attributionColumns(attribution: LeadAttribution | null | undefined) {
  if (!attribution) return { attribution: null, lead_source: null, case_studies_read: null };
  return {
    attribution: toJson(attribution satisfies StoredAttribution),
    lead_source: leadSource(attribution).name,
    case_studies_read: attribution.caseStudies.length > 0 ? toJson(attribution.caseStudies) : null,
  };
}

export function attributionOfRow(row: { attribution: StoredAttribution | string | null }): LeadAttribution | null {
  return readStoredAttribution(fromJson<unknown>(row.attribution, null));
}

/**
 * Every contact message and lead received since `since`, newest first, as the three columns the
 * panel needs (an index range on `created_at`; the attribution JSON is not read).
 */
export async function listSubmissionRecords(
  database: Database,
  since: Date,
  limit = LEADS_PANEL_ROW_LIMIT,
): Promise<SubmissionRecord[]> {
  const read = (table: 'contact_messages' | 'leads') =>
    database.db
      .selectFrom(table)
      .select(['created_at', 'lead_source', 'case_studies_read'])
      .where('created_at', '>=', storedInstant(since))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  const [messages, leads] = await Promise.all([read('contact_messages'), read('leads')]);
  return [...messages, ...leads].map((row) => {
    const read = fromJson<unknown>(row.case_studies_read, null);
    return {
      createdAt: toIso(row.created_at),
      source: row.lead_source,
      caseStudies: Array.isArray(read) ? read.filter((slug): slug is string => typeof slug === 'string') : [],
    };
  });
}
