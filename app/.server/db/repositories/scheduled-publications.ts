/**
 * Scheduled publishing (issue 18): a draft whose `publish_at` has come is published by the
 * scheduler, exactly once however many instances run it (docs/decisions/scheduled-jobs.md).
 */
import { type Kysely, sql } from 'kysely';
import { SCHEDULER_ACTOR } from '../../../lib/audit-log.ts';
import type { CaseStudyDetail } from '../../../lib/case-study.ts';
import { emitCaseStudyPublished } from '../../webhooks/events.ts';
import { storedInstant } from '../mapping.ts';
import type { DB } from '../schema.ts';
import type { Database } from '../types.ts';
import { recordAudit } from './audit-log.ts';
import { loadDetail } from './case-study-children.ts';
import { rowToCaseStudy } from './case-study-rows.ts';
import { type RevisionAuthor, recordRevision } from './revisions.ts';

/** Who a scheduled publication is attributed to in the History tab and the audit log. */
export const SCHEDULER_AUTHOR: RevisionAuthor = { actor: SCHEDULER_ACTOR };

/** What the scheduler writes to the audit log (the actions of the log's closed list: app/lib/audit-log.ts). */
export type SchedulerAction = 'case_study.published_on_schedule';

/**
 * Publishes up to `limit` drafts whose time has come (`publish_at <= now`), oldest schedule first,
 * and returns them as published. One transaction: the claim is a single `update … where id in
 * (select … for update skip locked) and status = 'draft' and publish_at <= now returning *`, so a
 * second instance running the same statement at the same moment skips the rows this one holds and,
 * once it commits, no longer finds them due; each study's 'scheduled' revision and its audit entry
 * (by "Scheduler") are written in the same transaction, so a publication, its revision and its entry
 * exist together or not at all. On SQLite the single writer makes the statement atomic as it stands.
 */
export async function publishDueCaseStudies(
  database: Database,
  options: { now: Date; limit: number },
): Promise<CaseStudyDetail[]> {
  const at = storedInstant(options.now);
  return database.db.transaction().execute(async (trx) => {
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
    for (const row of rows) {
      const detail = await loadDetail(trx as Kysely<DB>, rowToCaseStudy(row));
      await recordRevision(trx, {
        entityType: 'case_study',
        entityId: detail.caseStudy.id,
        version: detail.caseStudy.version,
        kind: 'scheduled',
        snapshot: detail,
        by: SCHEDULER_AUTHOR,
        at,
      });
      await recordAudit(
        { ...database, db: trx },
        {
          userId: null,
          actor: SCHEDULER_ACTOR,
          action: 'case_study.published_on_schedule' satisfies SchedulerAction,
          entityType: 'case_study',
          entityId: detail.caseStudy.id,
          details: { title: detail.caseStudy.title, slug: detail.caseStudy.slug, version: detail.caseStudy.version },
          // No request made it (and a timer started during one must not inherit that request's id).
          requestId: null,
          createdAt: at,
        },
      );
      await emitCaseStudyPublished({ ...database, db: trx }, detail.caseStudy);
      published.push(detail);
    }
    return published.sort((a, b) => a.caseStudy.id.localeCompare(b.caseStudy.id));
  });
}
