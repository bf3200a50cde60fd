/**
 * The dashboard's list logic: the query in the URL, the folded text its search matches, and the
 * rows. The database does the filtering, ordering (SPEC 2.11) and paging
 * (listDashboardCaseStudies); this module says what each of those means.
 */

import { CASE_STUDY_STATUSES, type CaseStudy, type CaseStudyStatus } from './case-study.ts';
import type { DashboardReviewState } from './review.ts';

export const DASHBOARD_PAGE_SIZE = 25;

/**
 * The highest page a URL can ask for: far beyond it the offset no longer fits the databases' integers
 * (SQLite: "datatype mismatch"), and the list would fail to load instead of showing its last page. A
 * million pages of 25 is far more than any studio will hold.
 */
const MAX_PAGE = 1_000_000;

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
  return { q, status, page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1 };
}

/** Lower case, accents removed: how both the stored search text and the typed words are compared. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

type Searchable = Pick<CaseStudy, 'title' | 'clientName' | 'clientIndustry' | 'slug'>;

/** What the dashboard's search looks in, stored with every case study (`search_text`). */
export const caseStudySearchText = (caseStudy: Searchable): string =>
  fold([caseStudy.title, caseStudy.clientName, caseStudy.clientIndustry, caseStudy.slug].join(' '));

/** The words of a search, each of which must appear in the search text (case- and accent-insensitive). */
export const searchWords = (q: string): string[] => fold(q).split(/\s+/).filter(Boolean).slice(0, 10);

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
  /** The client review's newest word (issue 30); null when it was never sent for review. */
  reviewState: DashboardReviewState | null;
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
    reviewState: null,
  };
}

export interface DashboardPage {
  rows: DashboardRow[];
  /** How many case studies match the search and filter. */
  matching: number;
  page: number;
  pageCount: number;
}

/** The page to show: the one asked for, or the last one when the list has become shorter. */
export function clampPage(requested: number, matching: number, pageSize = DASHBOARD_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  return { page: Math.min(Math.max(1, requested), pageCount), pageCount };
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
