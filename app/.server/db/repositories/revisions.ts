/**
 * Revisions: every stored version of a case study or testimonial, the whole record as it was saved
 * and who saved it. Written in the same transaction as the change it records, so a version is never
 * lost and never recorded for a change that did not happen. Nothing here deletes a revision but the
 * retention job (`pruneRevisions`).
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { RevisionKindName } from '../../../lib/revisions.ts';
import { fromJson, now, storedInstant, toInt, toIso, toJson } from '../mapping.ts';
import type { DB, RevisionEntityType, RevisionsTable } from '../schema.ts';
import type { Database } from '../types.ts';

export type { RevisionEntityType } from '../schema.ts';

/** What a change was, as the History tab names it (app/content/revision-copy.ts). */
export type RevisionKind = RevisionKindName;

/** Who made a change: a staff member (e-mail and id), an intake key ('API: <name>') or the scheduler. */
export interface RevisionAuthor {
  actor: string;
  userId?: string | null;
}

/** Who makes a change and what kind it is, for its revision; 'System' and the kind the change implies by default. */
export interface ChangeOptions {
  by?: RevisionAuthor;
  kind?: RevisionKind;
}

/** The author of a change nobody named (scripts, tests). */
export const SYSTEM_AUTHOR: RevisionAuthor = { actor: 'System' };

export interface Revision<Snapshot = unknown> {
  id: string;
  entityType: RevisionEntityType;
  entityId: string;
  version: number;
  kind: RevisionKind;
  snapshot: Snapshot;
  actor: string;
  userId: string | null;
  createdAt: string;
}

/**
 * A save refused because the record was saved since the editor opened it (version `expected`): who
 * saved it last, when, and at which version. Nothing was written.
 */
export class VersionConflict extends Error {
  readonly expected: number;
  readonly current: { version: number; actor: string; at: string };

  constructor(expected: number, current: { version: number; actor: string; at: string }) {
    super(`record is at version ${current.version}, the save was based on ${expected}`);
    this.name = 'VersionConflict';
    this.expected = expected;
    this.current = current;
  }
}

/** A revision without its snapshot: what a list shows. */
export type RevisionSummary = Omit<Revision, 'snapshot'>;

const rowToRevision = <Snapshot>(row: Selectable<RevisionsTable>): Revision<Snapshot> => ({
  id: row.id,
  entityType: row.entity_type,
  entityId: row.entity_id,
  version: toInt(row.version),
  kind: row.kind as RevisionKind,
  snapshot: fromJson<Snapshot>(row.snapshot as Snapshot | string, null as Snapshot),
  actor: row.actor,
  userId: row.user_id,
  createdAt: toIso(row.created_at),
});

const summaryColumns = ['id', 'entity_type', 'entity_id', 'version', 'kind', 'actor', 'user_id', 'created_at'] as const;

/** Records one version. Takes the query builder so it runs inside the caller's transaction. */
export async function recordRevision(
  db: Kysely<DB>,
  input: {
    entityType: RevisionEntityType;
    entityId: string;
    version: number;
    kind: RevisionKind;
    snapshot: unknown;
    by: RevisionAuthor;
    at?: string;
  },
): Promise<void> {
  await db
    .insertInto('revisions')
    .values({
      id: crypto.randomUUID(),
      entity_type: input.entityType,
      entity_id: input.entityId,
      version: input.version,
      kind: input.kind,
      snapshot: toJson(input.snapshot),
      actor: input.by.actor,
      user_id: input.by.userId ?? null,
      created_at: input.at === undefined ? now() : storedInstant(input.at),
    })
    .execute();
}

/** A record's revisions, newest first. */
export async function listRevisions(
  database: Database,
  entityType: RevisionEntityType,
  entityId: string,
  options: { limit?: number } = {},
): Promise<RevisionSummary[]> {
  const rows = await database.db
    .selectFrom('revisions')
    .select(summaryColumns)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .$if(options.limit !== undefined, (qb) => qb.limit(options.limit ?? 0))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    version: toInt(row.version),
    kind: row.kind as RevisionKind,
    actor: row.actor,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
  }));
}

/** One revision of one record, with its snapshot; null when it is not that record's. */
export async function getRevision<Snapshot>(
  database: Database,
  entityType: RevisionEntityType,
  entityId: string,
  revisionId: string,
): Promise<Revision<Snapshot> | null> {
  const row = await database.db
    .selectFrom('revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row ? rowToRevision<Snapshot>(row) : null;
}

/** A record's revision at `version` (not its deletion), with its snapshot: what an editor opened. */
export async function revisionAtVersion<Snapshot>(
  database: Database,
  entityType: RevisionEntityType,
  entityId: string,
  version: number,
): Promise<Revision<Snapshot> | null> {
  const row = await database.db
    .selectFrom('revisions')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('version', '=', version)
    .where('kind', '!=', 'deleted')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? rowToRevision<Snapshot>(row) : null;
}

/** The newest revision of a record (who changed it last, and when). */
export async function latestRevision<Snapshot>(
  db: Kysely<DB>,
  entityType: RevisionEntityType,
  entityId: string,
): Promise<Revision<Snapshot> | null> {
  const row = await db
    .selectFrom('revisions')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? rowToRevision<Snapshot>(row) : null;
}

/**
 * Records deleted within `sinceDays` that are still gone: their deletion revisions, newest first.
 * A deletion revision holds the record as it was when deleted.
 */
export async function listDeleted<Snapshot>(
  database: Database,
  entityType: RevisionEntityType,
  since: string,
): Promise<Revision<Snapshot>[]> {
  const table = entityType === 'case_study' ? 'case_studies' : 'testimonials';
  const rows = await database.db
    .selectFrom('revisions as r')
    .selectAll('r')
    .where('r.entity_type', '=', entityType)
    .where('r.kind', '=', 'deleted')
    .where('r.created_at', '>=', storedInstant(since))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(table).select(sql.lit(1).as('one')).whereRef('id', '=', 'r.entity_id'))),
    )
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map(rowToRevision<Snapshot>);
}

/**
 * The retention rule (docs/decisions/revisions.md): every revision of the last `keepAllDays` days,
 * and before that the last revision of each day per record. The revisions of a record deleted more
 * than `keepAllDays` days ago go altogether: it can no longer be restored. Deleting is idempotent,
 * so two instances running it at once do no harm. Returns how many revisions were deleted.
 */
export async function pruneRevisions(
  database: Database,
  options: { now?: Date; keepAllDays: number },
): Promise<number> {
  const cutoff = storedInstant((options.now ?? new Date()).getTime() - options.keepAllDays * 86_400_000);
  // The outer row's day, qualified: inside the subquery a bare created_at would be the inner row's.
  const day =
    database.dialect === 'postgres'
      ? sql`(revisions.created_at at time zone 'UTC')::date`
      : sql`substr(revisions.created_at, 1, 10)`;
  const newerSameDay =
    database.dialect === 'postgres'
      ? sql<boolean>`exists (select 1 from revisions n where n.entity_type = revisions.entity_type and n.entity_id = revisions.entity_id and (n.created_at at time zone 'UTC')::date = ${day} and (n.created_at, n.id) > (revisions.created_at, revisions.id))`
      : sql<boolean>`exists (select 1 from revisions n where n.entity_type = revisions.entity_type and n.entity_id = revisions.entity_id and substr(n.created_at, 1, 10) = ${day} and (n.created_at > revisions.created_at or (n.created_at = revisions.created_at and n.id > revisions.id)))`;

  return database.db.transaction().execute(async (trx) => {
    const thinned = await trx
      .deleteFrom('revisions')
      .where('created_at', '<', cutoff)
      .where(newerSameDay)
      .executeTakeFirst();
    let gone = 0n;
    for (const [type, table] of [
      ['case_study', 'case_studies'],
      ['testimonial', 'testimonials'],
    ] as const) {
      const result = await trx
        .deleteFrom('revisions')
        .where('entity_type', '=', type)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom(table).select(sql.lit(1).as('one')).whereRef('id', '=', 'revisions.entity_id'))),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('revisions as d')
                .select(sql.lit(1).as('one'))
                .whereRef('d.entity_id', '=', 'revisions.entity_id')
                .where('d.kind', '=', 'deleted')
                .where('d.created_at', '>=', cutoff),
            ),
          ),
        )
        .executeTakeFirst();
      gone += result.numDeletedRows;
    }
    return Number(thinned.numDeletedRows + gone);
  });
}
