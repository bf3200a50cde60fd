/**
 * Client review (issue 30; docs/decisions/client-review.md): the rules both the studio and the
 * reviewer's page follow. A request is open until it expires, is revoked or is approved; a request
 * for changes leaves it open, so the client can look at the next version through the same link.
 */

/** How long a review link works, in whole days: chosen per request. */
export const REVIEW_DAYS = { min: 1, max: 60, default: 14 } as const;

/** The longest texts a reviewer or staff may send (stored as text, shown escaped everywhere). */
export const REVIEW_LIMITS = {
  name: 120,
  email: 254,
  message: 2000,
  comment: 2000,
  reply: 2000,
} as const;

export type ReviewDecisionKind = 'approved' | 'changes_requested';

export type ReviewRequestState = 'open' | 'changes_requested' | 'approved' | 'expired' | 'revoked';

/**
 * Where a request stands: revoked and approved are final; past its expiry it is expired; otherwise
 * it is open, or open with changes requested when that was the client's last word.
 */
export function reviewRequestState(
  request: { expiresAt: string; revokedAt: string | null },
  lastDecision: ReviewDecisionKind | null,
  now: Date,
): ReviewRequestState {
  if (request.revokedAt) return 'revoked';
  if (lastDecision === 'approved') return 'approved';
  if (new Date(request.expiresAt).getTime() <= now.getTime()) return 'expired';
  return lastDecision === 'changes_requested' ? 'changes_requested' : 'open';
}

/** Whether the reviewer may still comment and decide through the link. */
export const acceptsReview = (state: ReviewRequestState): boolean => state === 'open' || state === 'changes_requested';

/** When a request made at `now` for `days` days stops working. */
export const reviewExpiry = (now: Date, days: number): Date => new Date(now.getTime() + days * 24 * 3600 * 1000);

/** A part of the record a comment is about. */
export interface ReviewTarget {
  /** 'study', 'testimonial', 'section:<type>' or 'metric:<id>'. */
  value: string;
  label: string;
}

/** The targets a reviewer can choose for one case study: the whole, its sections, its metrics, its testimonial. */
export function caseStudyReviewTargets(study: {
  sections: readonly { type: string; title: string }[];
  metrics: readonly { id: string; label: string; value: string }[];
  hasTestimonial: boolean;
}): ReviewTarget[] {
  return [
    { value: 'study', label: 'The whole case study' },
    ...study.sections.map((section) => ({ value: `section:${section.type}`, label: `Section: ${section.title}` })),
    ...study.metrics.map((metric) => ({
      value: `metric:${metric.id}`,
      label: `Metric: ${metric.value} ${metric.label}`,
    })),
    ...(study.hasTestimonial ? [{ value: 'testimonial', label: 'The testimonial' }] : []),
  ];
}

/**
 * What a client approves of a case study: everything its public page shows, without what only
 * orders or schedules it (status, featured, display order, publish time), ids and timestamps. Two
 * versions with the same content are the same for an approval: publishing an approved draft (a
 * save that bumps the version) keeps its approval; any change to what the page shows ends it. A
 * section without a title shows its default one (`defaultTitles`, as view-models.ts renders it), so
 * an empty title and the default are the same content.
 */
export function reviewableContent(
  detail: {
    caseStudy: object;
    sections: readonly { sectionType: string; title: string | null; content: string; orderIndex: number }[];
    metrics: readonly {
      label: string;
      value: string;
      metricType: string;
      description: string | null;
      orderIndex: number;
      emphasis: boolean;
    }[];
    processes: readonly { title: string; description: string | null; orderIndex: number }[];
    media: readonly { url: string; alt: string | null; caption: string | null; kind: string; orderIndex: number }[];
  },
  defaultTitles: Readonly<Record<string, string>>,
): string {
  const {
    id: _id,
    status: _status,
    featured: _featured,
    displayOrder: _displayOrder,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    publishedAt: _publishedAt,
    publishAt: _publishAt,
    externalId: _externalId,
    intakeKeyId: _intakeKeyId,
    searchText: _searchText,
    ...shown
  } = detail.caseStudy as Record<string, unknown>;
  const byOrder = <T extends { orderIndex: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.orderIndex - b.orderIndex);
  return JSON.stringify({
    caseStudy: Object.fromEntries(Object.entries(shown).sort(([a], [b]) => a.localeCompare(b))),
    sections: byOrder(detail.sections).map(({ sectionType, title, content }) => [
      sectionType,
      title?.trim() || defaultTitles[sectionType] || '',
      content,
    ]),
    metrics: byOrder(detail.metrics).map(({ label, value, metricType, description, emphasis }) => [
      label,
      value,
      metricType,
      description,
      emphasis,
    ]),
    processes: byOrder(detail.processes).map(({ title, description }) => [title, description]),
    media: byOrder(detail.media).map(({ url, alt, caption, kind }) => [url, alt, caption, kind]),
  });
}

/** What a testimonial is called wherever a review names it: the studio, the e-mails, the events. */
export const testimonialReviewTitle = (testimonial: { authorName: string; company: string }): string =>
  `Testimonial from ${testimonial.authorName}, ${testimonial.company}`;

/** Where staff edit a record under review (the Client review panel sits at `#client-review` there). */
export function reviewEditorPath(recordType: 'case_study' | 'testimonial', id: string): string {
  return recordType === 'testimonial'
    ? `/admin/testimonials?edit=${encodeURIComponent(id)}`
    : `/admin/case-studies/edit/${encodeURIComponent(id)}`;
}

/** Where the record's Client review panel posts (Admin and Editor; app/lib/studio-access.ts). */
export function reviewActionPath(recordType: 'case_study' | 'testimonial', id: string): string {
  return `${recordType === 'testimonial' ? '/admin/testimonials' : '/admin/case-studies'}/review/${encodeURIComponent(id)}`;
}

/** A testimonial is one card: a comment is on the whole of it. */
export const TESTIMONIAL_REVIEW_TARGETS: readonly ReviewTarget[] = [{ value: 'testimonial', label: 'The testimonial' }];

/**
 * What a client approves of a testimonial: what its card shows (quote, author, title, company,
 * photo), without whether it is shown (status), its id, version and dates. Setting an approved
 * testimonial Active keeps its approval; any change to its words or photo ends it.
 */
export function testimonialReviewableContent(testimonial: {
  quote: string;
  authorName: string;
  title: string;
  company: string;
  image: string | null;
}): string {
  const { quote, authorName, title, company, image } = testimonial;
  return JSON.stringify([quote, authorName, title, company, image || null]);
}

/** What the dashboard says of a record's review: the newest word wins (a request sent after a decision is "In review"). */
export type DashboardReviewState = 'in_review' | 'approved' | 'changes_requested';

export const DASHBOARD_REVIEW_LABELS: Record<DashboardReviewState, string> = {
  in_review: 'In review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

export function dashboardReviewState(
  requests: readonly { id: string; createdAt: string; expiresAt: string; revokedAt: string | null }[],
  decisions: readonly { requestId: string; decision: ReviewDecisionKind; createdAt: string }[],
  now: Date,
): DashboardReviewState | null {
  const newest = [...decisions].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1) ?? null;
  const waiting = requests.some((request) => {
    const own = decisions.filter((d) => d.requestId === request.id);
    const ownLast = [...own].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)?.decision ?? null;
    return reviewRequestState(request, ownLast, now) === 'open' && (!newest || request.createdAt > newest.createdAt);
  });
  if (waiting) return 'in_review';
  return newest?.decision ?? null;
}
