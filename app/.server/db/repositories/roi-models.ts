/**
 * The ROI model's versions (migration 0014): reads and writes of rows only. What follows a change
 * (the audit entry, the public pages' invalidation) is app/.server/changes/roi-models.ts.
 */
import { type Selectable, sql } from 'kysely';
import type { PublishedRoiModel, RoiModel } from '../../../lib/roi.ts';
import type { RoiModelVersion } from '../../../lib/roi-model.ts';
import { fromJson, storedInstant, toInt, toIso, toIsoOrNull, toJson } from '../mapping.ts';
import type { RoiModelsTable } from '../schema.ts';
import type { Database } from '../types.ts';

const rowToVersion = (row: Selectable<RoiModelsTable>): RoiModelVersion => ({
  version: toInt(row.version),
  model: fromJson<RoiModel>(row.model as RoiModel | string, {} as RoiModel),
  status: row.status,
  publishAt: toIsoOrNull(row.publish_at),
  publishedAt: toIsoOrNull(row.published_at),
  publishedBy: row.published_by,
  restoredFrom: row.restored_from === null ? null : toInt(row.restored_from),
  createdBy: row.created_by,
  createdAt: toIso(row.created_at),
});

/**
 * The published model, for the public pages: one indexed read, the stored JSON parsed and trusted
 * (it was validated when saved). Null only on a database that lost version 1's row.
 */
export async function getPublishedRoiModel(database: Database): Promise<PublishedRoiModel | null> {
  const row = await database.db
    .selectFrom('roi_models')
    .select(['version', 'model'])
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row
    ? { version: toInt(row.version), model: fromJson<RoiModel>(row.model as RoiModel | string, {} as RoiModel) }
    : null;
}

export async function getRoiModelVersion(database: Database, version: number): Promise<RoiModelVersion | null> {
  const row = await database.db.selectFrom('roi_models').selectAll().where('version', '=', version).executeTakeFirst();
  return row ? rowToVersion(row) : null;
}

/** Every version, the newest first (a handful a year: no paging). */
export async function listRoiModelVersions(database: Database): Promise<RoiModelVersion[]> {
  const rows = await database.db.selectFrom('roi_models').selectAll().orderBy('version', 'desc').execute();
  return rows.map(rowToVersion);
}

/**
 * Serialises every change of the versions until the transaction ends: a write to version 1's row
 * (which is never deleted). PostgreSQL makes a second writer wait for its row lock, SQLite for its
 * single write lock; the next statements of the waiting change then see what the first committed.
 * So two saves never take the same number, and two publications (two instances running the
 * scheduler, an editor and the scheduler) never both leave a version published.
 */
export async function lockRoiModels(database: Database): Promise<void> {
  await database.db.updateTable('roi_models').set({ version: sql`version` }).where('version', '=', 1).execute();
}

/** A new draft version, numbered after the last (inside a change that holds lockRoiModels). */
export async function insertRoiModelVersion(
  database: Database,
  input: { model: RoiModel; createdBy: string; restoredFrom?: number | null; at: string },
): Promise<RoiModelVersion> {
  const last = await database.db
    .selectFrom('roi_models')
    .select((eb) => eb.fn.max('version').as('last'))
    .executeTakeFirst();
  const row = await database.db
    .insertInto('roi_models')
    .values({
      version: toInt(last?.last ?? 0) + 1,
      model: toJson(input.model),
      status: 'draft',
      restored_from: input.restoredFrom ?? null,
      created_by: input.createdBy,
      created_at: storedInstant(input.at),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToVersion(row);
}

/** Sets or clears a draft's "Publish at"; null when `version` is not a draft. */
export async function setRoiModelPublishAt(
  database: Database,
  version: number,
  publishAt: string | null,
): Promise<RoiModelVersion | null> {
  const row = await database.db
    .updateTable('roi_models')
    .set({ publish_at: publishAt === null ? null : storedInstant(publishAt) })
    .where('version', '=', version)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
  return row ? rowToVersion(row) : null;
}

/**
 * Publishes draft `version` and archives the version published until now (inside a change that
 * holds lockRoiModels). Returns both states, or null when `version` is not a draft.
 */
export async function publishRoiModelRow(
  database: Database,
  version: number,
  options: { at: string; by: string },
): Promise<{ previous: RoiModelVersion | null; published: RoiModelVersion } | null> {
  const draft = await getRoiModelVersion(database, version);
  if (draft?.status !== 'draft') return null;
  const previousRow = await database.db
    .updateTable('roi_models')
    .set({ status: 'archived' })
    .where('status', '=', 'published')
    .returningAll()
    .executeTakeFirst();
  const row = await database.db
    .updateTable('roi_models')
    .set({ status: 'published', publish_at: null, published_at: storedInstant(options.at), published_by: options.by })
    .where('version', '=', version)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirstOrThrow();
  return { previous: previousRow ? rowToVersion(previousRow) : null, published: rowToVersion(row) };
}

/** The drafts whose "Publish at" has come, the earliest first (inside a change that holds lockRoiModels). */
export async function dueRoiModelVersions(database: Database, now: Date): Promise<number[]> {
  const rows = await database.db
    .selectFrom('roi_models')
    .select('version')
    .where('status', '=', 'draft')
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', storedInstant(now))
    .orderBy('publish_at')
    .orderBy('version')
    .execute();
  return rows.map((row) => toInt(row.version));
}
