/**
 * Reading and replacing the children of one case study (sections, metrics, processes, media). The
 * functions take the query builder rather than the Database so they run inside the caller's
 * transaction.
 */
import type { Kysely } from 'kysely';
import type { CaseStudy, CaseStudyDetail, CaseStudyInput } from '../../../lib/case-study.ts';
import type { DB } from '../schema.ts';
import { childRows, rowToMedia, rowToMetric, rowToProcess, rowToSection } from './case-study-rows.ts';

const CHILD_TABLES = ['case_study_sections', 'case_study_metrics', 'case_study_processes', 'case_study_media'] as const;

export async function loadDetail(db: Kysely<DB>, caseStudy: CaseStudy): Promise<CaseStudyDetail> {
  const id = caseStudy.id;
  const [sections, metrics, processes, media] = await Promise.all([
    db.selectFrom('case_study_sections').selectAll().where('case_study_id', '=', id).orderBy('order_index').execute(),
    db
      .selectFrom('case_study_metrics')
      .selectAll()
      .where('case_study_id', '=', id)
      .orderBy('order_index')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('case_study_processes')
      .selectAll()
      .where('case_study_id', '=', id)
      .orderBy('order_index')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('case_study_media')
      .selectAll()
      .where('case_study_id', '=', id)
      .orderBy('order_index')
      .orderBy('id')
      .execute(),
  ]);
  return {
    caseStudy,
    sections: sections.map(rowToSection),
    metrics: metrics.map(rowToMetric),
    processes: processes.map(rowToProcess),
    media: media.map(rowToMedia),
  };
}

export async function insertChildren(db: Kysely<DB>, caseStudyId: string, input: CaseStudyInput): Promise<void> {
  const rows = childRows(caseStudyId, input);
  // Kysely refuses an insert without values, hence the guards.
  if (rows.sections.length > 0) await db.insertInto('case_study_sections').values(rows.sections).execute();
  if (rows.metrics.length > 0) await db.insertInto('case_study_metrics').values(rows.metrics).execute();
  if (rows.processes.length > 0) await db.insertInto('case_study_processes').values(rows.processes).execute();
  if (rows.media.length > 0) await db.insertInto('case_study_media').values(rows.media).execute();
}

export async function deleteChildren(db: Kysely<DB>, caseStudyId: string): Promise<void> {
  for (const table of CHILD_TABLES) await db.deleteFrom(table).where('case_study_id', '=', caseStudyId).execute();
}
