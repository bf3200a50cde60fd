/** The dashboard's data and its one mutation, deleting a case study (SPEC 2.11, 4). */
import type { CaseStudy } from '../../lib/case-study.ts';
import { auditAdminChange } from '../auth/audit.ts';
import {
  countCaseStudies,
  deleteCaseStudy,
  getCaseStudyById,
  listAllCaseStudies,
} from '../db/repositories/case-studies.ts';
import type { AdminIdentity } from '../infrastructure/context.ts';
import type { Services } from '../infrastructure/services.ts';

export interface DashboardData {
  caseStudies: CaseStudy[];
  counts: { total: number; published: number; drafts: number; featured: number };
}

export async function loadDashboard(services: Pick<Services, 'database'>): Promise<DashboardData> {
  const [caseStudies, counts] = await Promise.all([
    listAllCaseStudies(services.database),
    countCaseStudies(services.database),
  ]);
  return { caseStudies, counts };
}

/** Deletes the case study (its sections, metrics and redirects cascade); false when it did not exist. */
export async function removeCaseStudy(
  services: Pick<Services, 'database' | 'pageCache'>,
  admin: AdminIdentity,
  ip: string | undefined,
  id: string,
): Promise<boolean> {
  const existing = await getCaseStudyById(services.database, id);
  const by = { actor: admin.email, userId: admin.userId };
  if (!existing || !(await deleteCaseStudy(services.database, id, { by }))) return false;
  await auditAdminChange(services.database, admin, ip, {
    action: 'case_study.deleted',
    entityType: 'case_study',
    entityId: id,
    details: { title: existing.title, slug: existing.slug, status: existing.status },
  });
  await services.pageCache.invalidate();
  return true;
}
