/**
 * What the redirect manager reads besides its own document (issue 32): the site's live addresses
 * (published pages and case studies: what a redirect may point at, and may never hide), the
 * redirects that slug and path changes made, and each rule's hits, added by every instance's
 * batches with one upsert (additive, like the 404 log).
 */
import { sql } from 'kysely';
import { storedInstant, toInt, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

/** A live address staff may redirect to. */
export interface RedirectTarget {
  path: string;
  title: string;
  kind: 'page' | 'case_study';
}

/** A redirect the site made itself when a page's path or a case study's slug changed. */
export interface AutomaticRedirect {
  from: string;
  to: string;
  kind: 'page' | 'case_study';
  createdAt: string;
}

export interface RedirectHits {
  hits: number;
  lastHitAt: string;
}

/** Published pages and case studies, by path. */
export async function listRedirectTargets(database: Database): Promise<RedirectTarget[]> {
  const pages = await database.db
    .selectFrom('pages')
    .select(['path', 'title'])
    .where('status', '=', 'published')
    .execute();
  const studies = await database.db
    .selectFrom('case_studies')
    .select(['slug', 'title'])
    .where('status', '=', 'published')
    .execute();
  return [
    ...pages.map((page) => ({ path: page.path, title: page.title, kind: 'page' as const })),
    ...studies.map((study) => ({ path: `/use-cases/${study.slug}`, title: study.title, kind: 'case_study' as const })),
  ].sort((a, b) => a.path.localeCompare(b.path));
}

/** Every old path and slug still answered with a 301 by its page or case study, newest first. */
export async function listAutomaticRedirects(database: Database): Promise<AutomaticRedirect[]> {
  const pages = await database.db
    .selectFrom('page_path_redirects as r')
    .innerJoin('pages as p', 'p.id', 'r.page_id')
    .select(['r.old_path', 'p.path', 'r.created_at'])
    .execute();
  const studies = await database.db
    .selectFrom('case_study_slug_redirects as r')
    .innerJoin('case_studies as c', 'c.id', 'r.case_study_id')
    .select(['r.old_slug', 'c.slug', 'r.created_at'])
    .execute();
  return [
    ...pages.map((row) => ({
      from: row.old_path,
      to: row.path,
      kind: 'page' as const,
      createdAt: toIso(row.created_at),
    })),
    ...studies.map((row) => ({
      from: `/use-cases/${row.old_slug}`,
      to: `/use-cases/${row.slug}`,
      kind: 'case_study' as const,
      createdAt: toIso(row.created_at),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Adds a batch of hits per rule source. */
export async function addRedirectHits(
  database: Database,
  counts: readonly { source: string; hits: number; lastHitMs: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  await database.db
    .insertInto('redirect_hits')
    .values(
      counts.map((count) => ({ source: count.source, hits: count.hits, last_hit_at: storedInstant(count.lastHitMs) })),
    )
    .onConflict((oc) =>
      oc.column('source').doUpdateSet({
        hits: sql<number>`redirect_hits.hits + excluded.hits`,
        last_hit_at: sql<string>`case when excluded.last_hit_at > redirect_hits.last_hit_at
          then excluded.last_hit_at else redirect_hits.last_hit_at end`,
      }),
    )
    .execute();
}

/** Every rule's hits so far, by source. */
export async function getRedirectHits(database: Database): Promise<Map<string, RedirectHits>> {
  const rows = await database.db.selectFrom('redirect_hits').selectAll().execute();
  return new Map(rows.map((row) => [row.source, { hits: toInt(row.hits), lastHitAt: toIso(row.last_hit_at) }]));
}
