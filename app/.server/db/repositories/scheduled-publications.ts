/**
 * Scheduled publishing (issue 18): a draft whose `publish_at` has come is published by the
 * scheduler, exactly once however many instances run it (docs/decisions/scheduled-jobs.md).
 */
import { sql } from 'kysely';
import type { CaseStudyDetail } from '../../../lib/case-study.ts';
import { storedInstant } from '../mapping.ts';
import type { Database } from '../types.ts';
import { loadDetail } from './case-study-children.ts';
import { rowToCaseStudy } from './case-study-rows.ts';

/**
 * Publishes up to `limit` drafts whose time has come (`publish_at <= now`), oldest schedule first,
 * and returns them as published, in the caller's transaction. The claim is a single `update … where
 * id in (select … for update skip locked) and status = 'draft' and publish_at <= now returning *`, so
 * a second instance running the same statement at the same moment skips the rows this one holds and,
 * once it commits, no longer finds them due. On SQLite the single writer makes the statement atomic
 * as it stands.
 */
export async function claimDueCaseStudies(
  database: Database,
  options: { now: Date; limit: number },
): Promise<CaseStudyDetail[]> {
  const at = storedInstant(options.now);
  const trx = database.db;
  let due = trx
    .selectFrom('case_studies')
    .select('id')
    .where('status', '=', 'draft')
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .orderBy('id')
    .limit(options.limit);
  if (database.dialect === 'postgres') due = due.forUpdate().skipLocked();

  const rows = await trx
    .updateTable('case_studies')
    .set({
      status: 'published',
      // The first publication sets it; a study published before and back to draft keeps its date
      // (docs/decisions/case-study-published-at.md).
      published_at: sql`coalesce(published_at, ${at})`,
      publish_at: null,
      version: sql`version + 1`,
      updated_at: at,
    })
    .where('id', 'in', due)
    // Checked again on the row itself: a row changed since the sub-select read it is left alone.
    .where('status', '=', 'draft')
    .where('publish_at', '<=', at)
    .returningAll()
    .execute();

  const published: CaseStudyDetail[] = [];
  for (const row of rows) published.push(await loadDetail(trx, rowToCaseStudy(row)));
  return published.sort((a, b) => a.caseStudy.id.localeCompare(b.caseStudy.id));
}
