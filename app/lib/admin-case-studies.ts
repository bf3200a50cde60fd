/**
 * The dashboard's list logic: search, status filter and paging over the case studies, which the
 * repository already returns in SPEC's order (display order, then most recently updated).
 */
import { CASE_STUDY_STATUSES, type CaseStudy, type CaseStudyStatus } from './case-study.ts';

export const DASHBOARD_PAGE_SIZE = 25;

export type StatusFilter = CaseStudyStatus | 'all';

export interface DashboardQuery {
  q: string;
  status: StatusFilter;
  page: number;
}

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const rawStatus = params.get('status') ?? 'all';
  const status = (CASE_STUDY_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as CaseStudyStatus)
    : 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q, status, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** Case-insensitive, accent-insensitive words, every one of which must appear somewhere. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function matchesSearch(
  caseStudy: Pick<CaseStudy, 'title' | 'clientName' | 'clientIndustry' | 'slug'>,
  q: string,
) {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([caseStudy.title, caseStudy.clientName, caseStudy.clientIndustry, caseStudy.slug].join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface DashboardRow {
  id: string;
  slug: string;
  title: string;
  status: CaseStudyStatus;
  featured: boolean;
  /** '#3', or 'N/A' when the study has no display order (SPEC 2.11). */
  orderLabel: string;
  clientName: string;
  clientIndustry: string;
  updatedAt: string;
  /** When a draft publishes itself ("Publish at", UTC); null when it does not. */
  scheduledFor: string | null;
  /** Where 'view' goes: the public page when published, the signed-in preview otherwise. */
  viewHref: string;
}

export const orderLabel = (displayOrder: number | null): string => (displayOrder === null ? 'N/A' : `#${displayOrder}`);

export function toDashboardRow(caseStudy: CaseStudy): DashboardRow {
  return {
    id: caseStudy.id,
    slug: caseStudy.slug,
    title: caseStudy.title,
    status: caseStudy.status,
    featured: caseStudy.featured,
    orderLabel: orderLabel(caseStudy.displayOrder),
    clientName: caseStudy.clientName,
    clientIndustry: caseStudy.clientIndustry,
    updatedAt: caseStudy.updatedAt,
    scheduledFor: caseStudy.status === 'draft' ? caseStudy.publishAt : null,
    viewHref:
      caseStudy.status === 'published'
        ? `/use-cases/${encodeURIComponent(caseStudy.slug)}`
        : `/admin/preview/${encodeURIComponent(caseStudy.id)}`,
  };
}

export interface DashboardPage {
  rows: DashboardRow[];
  /** How many case studies match the search and filter. */
  matching: number;
  page: number;
  pageCount: number;
}

export function dashboardPage(
  caseStudies: readonly CaseStudy[],
  query: DashboardQuery,
  pageSize = DASHBOARD_PAGE_SIZE,
): DashboardPage {
  const matching = caseStudies.filter(
    (caseStudy) => (query.status === 'all' || caseStudy.status === query.status) && matchesSearch(caseStudy, query.q),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return {
    rows: matching.slice((page - 1) * pageSize, page * pageSize).map(toDashboardRow),
    matching: matching.length,
    page,
    pageCount,
  };
}

/** The dashboard URL for a query, leaving out defaults so links stay short. */
export function dashboardHref(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/admin?${search}` : '/admin';
}
