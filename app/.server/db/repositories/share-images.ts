/**
 * The share-image job's rows (issue 32; docs/decisions/share-images.md): which published records need
 * their image looked at, the claim that lets one instance of N render it, and the result.
 */
import { storedInstant } from '../mapping.ts';
import type { ShareImagesTable } from '../schema.ts';
import type { Database } from '../types.ts';

export type ShareImageEntity = ShareImagesTable['entity_type'];

/** Where each kind's records are. */
const RECORD_TABLES = [
  ['case_study', 'case_studies'],
  ['page', 'pages'],
] as const satisfies readonly (readonly [ShareImageEntity, 'case_studies' | 'pages'])[];

/** A record that may need its image: what a change names (the trigger, app/.server/share-images/trigger.ts). */
export interface ShareImageTarget {
  entityType: ShareImageEntity;
  entityId: string;
}

export interface ShareImageWork {
  entityType: ShareImageEntity;
  entityId: string;
  version: number;
}

const ROW_COLUMNS = ['entity_type', 'entity_id', 'source_version', 'content_hash', 'image_key'] as const;

type StoredRow = Pick<ShareImagesTable, (typeof ROW_COLUMNS)[number]>;

const toRow = (row: StoredRow): ShareImageRow => ({
  entityType: row.entity_type,
  entityId: row.entity_id,
  sourceVersion: Number(row.source_version),
  contentHash: row.content_hash,
  imageKey: row.image_key,
});

export interface ShareImageRow {
  entityType: ShareImageEntity;
  entityId: string;
  sourceVersion: number;
  contentHash: string | null;
  imageKey: string | null;
}

/**
 * Published case studies and pages whose version the job has not looked at yet (never, or saved
 * since), not held by another instance's claim: one query per kind, oldest first by id order;
 * `only` these records when given (a change just committed them).
 */
export async function findShareImageWork(
  database: Database,
  options: { now: Date; limit: number; only?: readonly ShareImageTarget[] | undefined },
): Promise<ShareImageWork[]> {
  const now = storedInstant(options.now);
  const due = async (entityType: ShareImageEntity, table: 'case_studies' | 'pages', limit: number) => {
    const ids = options.only?.filter((target) => target.entityType === entityType).map((target) => target.entityId);
    if (limit <= 0 || ids?.length === 0) return [];
    let query = database.db
      .selectFrom(table)
      .leftJoin('share_images as s', (join) =>
        join.onRef('s.entity_id', '=', `${table}.id`).on('s.entity_type', '=', entityType),
      )
      .select([`${table}.id as id`, `${table}.version as version`])
      .where(`${table}.status`, '=', 'published')
      .where((eb) =>
        eb.or([eb('s.source_version', 'is', null), eb('s.source_version', '<>', eb.ref(`${table}.version`))]),
      )
      .where((eb) => eb.or([eb('s.claimed_until', 'is', null), eb('s.claimed_until', '<=', now)]));
    if (ids) query = query.where(`${table}.id`, 'in', ids);
    const rows = await query.orderBy(`${table}.id`).limit(limit).execute();
    return rows.map((row) => ({ entityType, entityId: row.id, version: Number(row.version) }));
  };
  const studies = await due('case_study', 'case_studies', options.limit);
  return [...studies, ...(await due('page', 'pages', options.limit - studies.length))];
}

/**
 * Claims a record's image for `leaseSeconds`; the row as it was (what is stored now), or null when
 * another instance holds it or has done this version already. One conditional update: of two
 * instances claiming at once, PostgreSQL makes the second wait for the first's row lock and then
 * finds the row claimed; SQLite's single writer does the same.
 */
export async function claimShareImage(
  database: Database,
  work: ShareImageWork,
  options: { now: Date; leaseSeconds: number },
): Promise<ShareImageRow | null> {
  const now = storedInstant(options.now);
  await database.db
    .insertInto('share_images')
    .values({
      entity_type: work.entityType,
      entity_id: work.entityId,
      source_version: 0,
      content_hash: null,
      image_key: null,
    })
    .onConflict((oc) => oc.columns(['entity_type', 'entity_id']).doNothing())
    .execute();
  const row = await database.db
    .updateTable('share_images')
    .set({ claimed_until: storedInstant(options.now.getTime() + options.leaseSeconds * 1000) })
    .where('entity_type', '=', work.entityType)
    .where('entity_id', '=', work.entityId)
    .where('source_version', '<>', work.version)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returning(ROW_COLUMNS)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Records what the job made of `version` (an image, the same one, or none) and lets the claim go. */
export async function finishShareImage(
  database: Database,
  work: ShareImageWork,
  result: { contentHash: string | null; imageKey: string | null; renderedAt: Date | null },
): Promise<void> {
  await database.db
    .updateTable('share_images')
    .set({
      source_version: work.version,
      content_hash: result.contentHash,
      image_key: result.imageKey,
      claimed_until: null,
      ...(result.renderedAt ? { rendered_at: storedInstant(result.renderedAt) } : {}),
    })
    .where('entity_type', '=', work.entityType)
    .where('entity_id', '=', work.entityId)
    .execute();
}

/** Lets a claim go without a result (the render failed): the next tick tries again. */
export async function releaseShareImage(database: Database, work: ShareImageWork): Promise<void> {
  await database.db
    .updateTable('share_images')
    .set({ claimed_until: null })
    .where('entity_type', '=', work.entityType)
    .where('entity_id', '=', work.entityId)
    .execute();
}

/** A record's row (tests, the studio): null before the job first looked at it. */
export async function getShareImage(
  database: Database,
  entityType: ShareImageEntity,
  entityId: string,
): Promise<ShareImageRow | null> {
  const row = await database.db
    .selectFrom('share_images')
    .select(ROW_COLUMNS)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/**
 * Records that a stored card is no longer named by its record (a new hash, or the record is gone),
 * from `at`: the clean-up deletes it once the grace period has passed. Retired again, its time moves.
 */
export async function retireShareImageKey(database: Database, imageKey: string, at: Date): Promise<void> {
  const retiredAt = storedInstant(at);
  await database.db
    .insertInto('retired_share_images')
    .values({ image_key: imageKey, retired_at: retiredAt })
    .onConflict((oc) => oc.column('image_key').doUpdateSet({ retired_at: retiredAt }))
    .execute();
}

/**
 * The rows of records no longer published (unpublished, archived, deleted) and not being rendered:
 * each one's card is retired from `at` and the row removed (a record published again gets a new row
 * and finds its card stored). How many rows were removed.
 */
export async function retireUnpublishedShareImages(database: Database, at: Date): Promise<number> {
  const now = storedInstant(at);
  const rows: Pick<ShareImagesTable, 'entity_type' | 'entity_id' | 'image_key'>[] = [];
  for (const [entityType, table] of RECORD_TABLES) {
    rows.push(
      ...(await database.db
        .selectFrom('share_images as s')
        .select(['s.entity_type', 's.entity_id', 's.image_key'])
        .where('s.entity_type', '=', entityType)
        .where((eb) => eb.or([eb('s.claimed_until', 'is', null), eb('s.claimed_until', '<=', now)]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom(table)
                .select(`${table}.id`)
                .whereRef(`${table}.id`, '=', 's.entity_id')
                .where(`${table}.status`, '=', 'published'),
            ),
          ),
        )
        .execute()),
    );
  }
  for (const row of rows) {
    if (row.image_key) await retireShareImageKey(database, row.image_key, at);
    await database.db
      .deleteFrom('share_images')
      .where('entity_type', '=', row.entity_type)
      .where('entity_id', '=', row.entity_id)
      .execute();
  }
  return rows.length;
}

/**
 * Retired cards whose grace period has passed (retired at or before `cutoff`), at most `limit`:
 * `unused` ones no row names (to delete from storage), `inUse` ones a row names again (a record
 * restored to what it showed, or another showing the same): only their retirement is forgotten.
 */
export async function findExpiredShareImages(
  database: Database,
  options: { cutoff: Date; limit: number },
): Promise<{ unused: string[]; inUse: string[] }> {
  const rows = await database.db
    .selectFrom('retired_share_images as r')
    .leftJoin('share_images as s', 's.image_key', 'r.image_key')
    .select(['r.image_key as key', 's.entity_id as namedBy'])
    .where('r.retired_at', '<=', storedInstant(options.cutoff))
    .orderBy('r.image_key')
    .limit(options.limit)
    .execute();
  const unused = new Set<string>();
  const inUse = new Set<string>();
  for (const row of rows) (row.namedBy === null ? unused : inUse).add(row.key);
  return { unused: [...unused], inUse: [...inUse].filter((key) => !unused.has(key)) };
}

/** Forgets the retirement of these cards (deleted from storage, or named again). */
export async function forgetRetiredShareImages(database: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await database.db.deleteFrom('retired_share_images').where('image_key', 'in', keys).execute();
}
