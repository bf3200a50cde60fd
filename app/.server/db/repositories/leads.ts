/**
 * Leads other than contact messages: ROI e-mail requests, lead intake and process assessments.
 * Their form-specific fields travel in `payload`.
 */
import type { Selectable } from 'kysely';
import type { LeadAttribution } from '../../../lib/lead-attribution.ts';
import { personKey } from '../../../lib/person-key.ts';
import { fromJson, now, toIso, toJson } from '../mapping.ts';
import type { InboxStatus, LeadKind, LeadsTable } from '../schema.ts';
import type { Database } from '../types.ts';
import { attributionColumns, attributionOfRow } from './lead-attribution.ts';

export type { LeadKind } from '../schema.ts';

export interface Lead {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  company: string | null;
  payload: Record<string, unknown>;
  status: InboxStatus;
  ip: string | null;
  createdAt: string;
  /** Where the visit came from; null when the browser sent nothing usable (see lib/lead-attribution.ts). */
  attribution: LeadAttribution | null;
  /** An ROI request's model version (issue 29): present on those made since the model had versions. */
  roiModelVersion?: number;
}

export interface LeadInput {
  kind: LeadKind;
  name?: string | null;
  email: string;
  company?: string | null;
  payload?: Record<string, unknown>;
  ip?: string | null;
  attribution?: LeadAttribution | null;
  /** The ROI model version an ROI request's numbers were computed with. */
  roiModelVersion?: number | null;
}

/** A row as the domain object (the inbox's page query reads rows of its own). */
export const rowToLead = (row: Selectable<LeadsTable>): Lead => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  company: row.company,
  payload: fromJson<Record<string, unknown>>(row.payload, {}),
  status: row.status,
  ip: row.ip,
  createdAt: toIso(row.created_at),
  attribution: attributionOfRow(row),
  ...(row.roi_model_version === null || row.roi_model_version === undefined
    ? {}
    : { roiModelVersion: Number(row.roi_model_version) }),
});

/** Inserts a lead; a change stores it with what follows (app/.server/changes/submissions.ts). */
export async function insertLead(database: Database, input: LeadInput): Promise<Lead> {
  const row = await database.db
    .insertInto('leads')
    .values({
      id: crypto.randomUUID(),
      kind: input.kind,
      name: input.name || null,
      email: input.email,
      person_key: personKey(input.email),
      company: input.company || null,
      payload: toJson(input.payload ?? {}),
      ip: input.ip ?? null,
      created_at: now(),
      roi_model_version: input.roiModelVersion ?? null,
      ...attributionColumns(input.attribution),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToLead(row);
}

/** Newest first, optionally filtered by status and kind. */
export async function listLeads(
  database: Database,
  options: { status?: InboxStatus; kind?: LeadKind } = {},
): Promise<Lead[]> {
  let query = database.db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  if (options.kind !== undefined) query = query.where('kind', '=', options.kind);
  const rows = await query.execute();
  return rows.map(rowToLead);
}

export async function getLead(database: Database, id: string): Promise<Lead | null> {
  const row = await database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToLead(row) : null;
}

/** Returns the updated lead, or null when it does not exist. */
export async function setLeadStatus(database: Database, id: string, status: InboxStatus): Promise<Lead | null> {
  const row = await database.db
    .updateTable('leads')
    .set({ status })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToLead(row) : null;
}
