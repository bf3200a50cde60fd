/**
 * Lead retention (migration 0019): the setting per status (`lead_retention`, no row: for ever) and
 * the deletion of the leads past it, in batches, with their timeline (attribution is on the row).
 */
import { sql } from 'kysely';
import { LEAD_STATUSES, type LeadStatus } from '../../../lib/lead-pipeline.ts';
import { KEEP_FOREVER, type LeadRetention } from '../../../lib/lead-retention.ts';
import { storedInstant, toInt } from '../mapping.ts';
import type { Database } from '../types.ts';

export async function readLeadRetention(database: Database): Promise<LeadRetention> {
  const rows = await database.db.selectFrom('lead_retention').select(['pipeline_status', 'months']).execute();
  const retention = { ...KEEP_FOREVER };
  for (const row of rows) {
    if ((LEAD_STATUSES as readonly string[]).includes(row.pipeline_status))
      retention[row.pipeline_status] = toInt(row.months);
  }
  return retention;
}

/** Replaces the setting: a row per status kept for a limited time, none for the others. */
export async function writeLeadRetention(
  database: Database,
  retention: LeadRetention,
  by: { userId: string | null; at: Date },
): Promise<void> {
  await database.db.deleteFrom('lead_retention').execute();
  const rows = LEAD_STATUSES.flatMap((status) => {
    const months = retention[status];
    return months === null
      ? []
      : [{ pipeline_status: status, months, updated_at: storedInstant(by.at), updated_by: by.userId }];
  });
  if (rows.length > 0) await database.db.insertInto('lead_retention').values(rows).execute();
}

const TABLES = { contact: 'contact_messages', lead: 'leads' } as const;

/**
 * Deletes up to `batchSize` submissions of `source` with `status` whose last activity is before
 * `cutoff` (received before it, and no timeline entry since), with their timeline entries, in one
 * transaction. How many went.
 */
export async function deleteExpiredBatch(
  database: Database,
  options: { source: 'contact' | 'lead'; status: LeadStatus; cutoff: Date; batchSize: number },
): Promise<number> {
  const table = TABLES[options.source];
  const cutoff = storedInstant(options.cutoff);
  return database.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom(table as 'leads')
      .select('id')
      .where('pipeline_status', '=', options.status)
      .where('created_at', '<', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lead_notes')
              .select(sql`1`.as('one'))
              .where('lead_notes.submission_type', '=', options.source)
              .whereRef('lead_notes.submission_id', '=', `${table as 'leads'}.id`)
              .where('lead_notes.created_at', '>=', cutoff),
          ),
        ),
      )
      .orderBy('created_at')
      .limit(options.batchSize)
      .execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await trx
      .deleteFrom('lead_notes')
      .where('submission_type', '=', options.source)
      .where('submission_id', 'in', ids)
      .execute();
    const result = await trx
      .deleteFrom(table as 'leads')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
