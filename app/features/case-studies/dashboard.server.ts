/** The dashboard's data and its one mutation, deleting a case study (SPEC 2.11, 4). */

import { deleteCaseStudy } from '../../.server/changes/case-studies.ts';
import { countCaseStudies, listDashboardCaseStudies } from '../../.server/db/repositories/case-studies.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import {
  clampPage,
  DASHBOARD_PAGE_SIZE,
  type DashboardPage,
  type DashboardQuery,
  searchWords,
  toDashboardRow,
} from '../../lib/admin-case-studies.ts';
import { reviewStatesFor } from '../review/review.server.ts';

export interface DashboardData extends DashboardPage {
  counts: { total: number; published: number; drafts: number; featured: number };
}

/**
 * The counters (of every study, whatever the search) and one page of the list, read from the
 * database: a page past the end (the list got shorter since the link was made) shows the last one.
 */
export async function loadDashboard(
  services: Pick<Services, 'database'>,
  query: DashboardQuery,
  pageSize = DASHBOARD_PAGE_SIZE,
): Promise<DashboardData> {
  const { database } = services;
  const words = searchWords(query.q);
  const pageAt = (page: number) =>
    listDashboardCaseStudies(database, { words, status: query.status, offset: (page - 1) * pageSize, limit: pageSize });
  const [counts, first] = await Promise.all([countCaseStudies(database), pageAt(query.page)]);
  const { page, pageCount } = clampPage(query.page, first.matching, pageSize);
  const shown = page === query.page ? first : await pageAt(page);
  const rows = shown.caseStudies.map(toDashboardRow);
  // Each row's client review state (issue 30), for the page's rows only.
  const states = await reviewStatesFor(
    database,
    'case_study',
    rows.map((row) => row.id),
  );
  for (const row of rows) row.reviewState = states.get(row.id) ?? null;
  return { counts, rows, matching: shown.matching, page, pageCount };
}

/** Deletes the case study (its sections, metrics and redirects cascade); false when it did not exist. */
export function removeCaseStudy(
  services: Pick<Services, 'database' | 'logger' | 'pageCache'>,
  admin: AdminIdentity,
  ip: string | undefined,
  id: string,
): Promise<boolean> {
  return deleteCaseStudy(services, id, {
    by: { actor: admin.email, userId: admin.userId, ip },
    action: 'case_study.deleted',
  });
}
