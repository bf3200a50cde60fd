/**
 * The 404 log's rows (issue 32): one per path. Each instance adds its batch with one upsert, adding
 * to what is there, so N instances never read before they write; the retention keeps the table to
 * a number of rows and an age.
 */
import { type Selectable, sql } from 'kysely';
import type { NotFoundCount } from '../../not-found-log/batch.ts';
import { storedInstant, toBool, toInt, toIso } from '../mapping.ts';
import type { NotFoundPathsTable } from '../schema.ts';
import type { Database } from '../types.ts';

/** Rows per statement: well under both engines' limits on parameters (7 a row). */
const UPSERT_CHUNK = 500;

export interface NotFoundPath {
  path: string;
  probe: boolean;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  topReferrer: string | null;
  topReferrerHits: number;
}

const rowToPath = (row: Selectable<NotFoundPathsTable>): NotFoundPath => ({
  path: row.path,
  probe: toBool(row.probe),
  hits: toInt(row.hits),
  firstSeenAt: toIso(row.first_seen_at),
  lastSeenAt: toIso(row.last_seen_at),
  topReferrer: row.top_referrer,
  topReferrerHits: toInt(row.top_referrer_hits),
});

/**
 * Adds a batch's counts. The referrer kept is a top-1 with its count: the same referrer adds up, a
 * different one replaces it only when this batch saw it more often than the row's count (so the
 * most frequent referrer wins over time without a table of referrers).
 */
export async function addNotFoundCounts(database: Database, counts: readonly NotFoundCount[]): Promise<void> {
  for (let start = 0; start < counts.length; start += UPSERT_CHUNK) {
    const rows = counts.slice(start, start + UPSERT_CHUNK).map((count) => ({
      path: count.path,
      probe: count.probe,
      hits: count.hits,
      first_seen_at: storedInstant(count.firstSeenMs),
      last_seen_at: storedInstant(count.lastSeenMs),
      top_referrer: count.topReferrer,
      top_referrer_hits: count.topReferrerHits,
    }));
    const ex = { referrer: sql.raw('excluded.top_referrer'), referrerHits: sql.raw('excluded.top_referrer_hits') };
    await database.db
      .insertInto('not_found_paths')
      .values(rows)
      .onConflict((oc) =>
        oc.column('path').doUpdateSet({
          hits: sql<number>`not_found_paths.hits + excluded.hits`,
          first_seen_at: sql<string>`case when excluded.first_seen_at < not_found_paths.first_seen_at
            then excluded.first_seen_at else not_found_paths.first_seen_at end`,
          last_seen_at: sql<string>`case when excluded.last_seen_at > not_found_paths.last_seen_at
            then excluded.last_seen_at else not_found_paths.last_seen_at end`,
          top_referrer: sql<string | null>`case
            when ${ex.referrer} is null then not_found_paths.top_referrer
            when not_found_paths.top_referrer is null or not_found_paths.top_referrer = ${ex.referrer}
              or ${ex.referrerHits} > not_found_paths.top_referrer_hits then ${ex.referrer}
            else not_found_paths.top_referrer end`,
          top_referrer_hits: sql<number>`case
            when ${ex.referrer} is null then not_found_paths.top_referrer_hits
            when not_found_paths.top_referrer = ${ex.referrer}
              then not_found_paths.top_referrer_hits + ${ex.referrerHits}
            when not_found_paths.top_referrer is null or ${ex.referrerHits} > not_found_paths.top_referrer_hits
              then ${ex.referrerHits}
            else not_found_paths.top_referrer_hits end`,
        }),
      )
      .execute();
  }
}

/**
 * Drops rows not seen since `seenBefore`, then all but the `maxRows` most recently seen of each
 * kind (visitors' 404s and probes apart, so scanners never push out the links staff should fix).
 * Returns how many rows went.
 */
export async function pruneNotFoundPaths(
  database: Database,
  options: { seenBefore: Date | string | number; maxRows: number; maxProbeRows: number },
): Promise<number> {
  let removed = 0;
  const old = await database.db
    .deleteFrom('not_found_paths')
    .where('last_seen_at', '<', storedInstant(options.seenBefore))
    .executeTakeFirst();
  removed += Number(old.numDeletedRows);
  for (const [probe, max] of [
    [false, options.maxRows],
    [true, options.maxProbeRows],
  ] as const) {
    // The newest row beyond the bound: it and every older one go (ties at that instant too).
    const beyond = await database.db
      .selectFrom('not_found_paths')
      .select('last_seen_at')
      .where('probe', '=', probe)
      .orderBy('last_seen_at', 'desc')
      .limit(1)
      .offset(max)
      .executeTakeFirst();
    if (!beyond) continue;
    const cut = await database.db
      .deleteFrom('not_found_paths')
      .where('probe', '=', probe)
      .where('last_seen_at', '<=', storedInstant(toIso(beyond.last_seen_at)))
      .executeTakeFirst();
    removed += Number(cut.numDeletedRows);
  }
  return removed;
}

/** A page of the log, most recently seen first; probes only when asked for. */
export async function listNotFoundPaths(
  database: Database,
  options: { probes: boolean; limit: number; offset?: number },
): Promise<{ rows: NotFoundPath[]; total: number; probes: number }> {
  const rows = await database.db
    .selectFrom('not_found_paths')
    .selectAll()
    .where('probe', '=', options.probes)
    .orderBy('last_seen_at', 'desc')
    .orderBy('path')
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  const counts = await database.db
    .selectFrom('not_found_paths')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('probe', '=', true).then(1).else(0).end()).as('probes'),
    ])
    .executeTakeFirstOrThrow();
  const probes = toInt(counts.probes);
  return {
    rows: rows.map(rowToPath),
    total: options.probes ? probes : toInt(counts.total) - probes,
    probes,
  };
}

/** One path's row, or null. */
export async function getNotFoundPath(database: Database, path: string): Promise<NotFoundPath | null> {
  const row = await database.db.selectFrom('not_found_paths').selectAll().where('path', '=', path).executeTakeFirst();
  return row ? rowToPath(row) : null;
}

/** Forgets a path (it has a redirect now, so it no longer answers 404). */
export async function deleteNotFoundPath(database: Database, path: string): Promise<void> {
  await database.db.deleteFrom('not_found_paths').where('path', '=', path).execute();
}
