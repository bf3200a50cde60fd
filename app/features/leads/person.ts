/**
 * One person's page (issue 31): who they are across their submissions (every name, address and
 * company they gave, grouped by person key and never merged), their ROI requests with the results
 * recomputed by the model version each was made with, what they read, and one timeline of every
 * submission's notes and changes, newest first. Pure, so it is unit-tested without a database.
 */
import { type ReportRow, roiInputRows, roiResultRows } from '../../content/roi-rows.ts';
import type { TimelineEntry } from '../../lib/lead-pipeline.ts';
import { computeRoi, isComplexity, numericRoiInputs, type RoiInputs, type RoiModel } from '../../lib/roi.ts';
import type { InboxItem, InboxKind } from '../inbox/inbox.ts';

/** The submission an entry of the merged timeline belongs to. */
export interface TimelineOrigin {
  id: string;
  kind: InboxKind;
  createdAt: string;
}

export type PersonTimelineEntry = TimelineEntry & { submission: TimelineOrigin };

export interface PersonRoi {
  id: string;
  createdAt: string;
  /** The model version the visitor's page computed with; null for requests made before versions existed. */
  version: number | null;
  inputs: ReportRow[];
  /** Recomputed with that version's model; the stored figures when the version is unknown or gone. */
  results: ReportRow[];
  recomputed: boolean;
}

export interface PersonReading {
  pages: string[];
  caseStudies: { slug: string; title: string | null }[];
}

export interface PersonView {
  /** The submission the page was opened from (its address: /admin/people/:id). */
  via: string;
  /** What the page calls them: the newest name given, else the newest address. */
  title: string;
  names: string[];
  emails: string[];
  companies: string[];
  submissions: InboxItem[];
  roi: PersonRoi[];
  reading: PersonReading;
  timeline: PersonTimelineEntry[];
}

/** Distinct non-empty values in first-seen order; addresses compared without case. */
function distinct(values: readonly (string | null)[], fold = (value: string) => value): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const text = value?.trim();
    if (!text || seen.has(fold(text))) continue;
    seen.add(fold(text));
    out.push(text);
  }
  return out;
}

/** Every submission's timeline as one, newest first; entries of one save keep their written order reversed with it. */
export function mergeTimelines(items: readonly InboxItem[]): PersonTimelineEntry[] {
  const entries = items.flatMap((item) =>
    (item.timeline ?? []).map((entry, index) => ({
      entry: { ...entry, submission: { id: item.id, kind: item.kind, createdAt: item.createdAt } },
      index,
    })),
  );
  return entries
    .sort(
      (a, b) =>
        b.entry.createdAt.localeCompare(a.entry.createdAt) ||
        b.entry.submission.createdAt.localeCompare(a.entry.submission.createdAt) ||
        b.index - a.index,
    )
    .map(({ entry }) => entry);
}

/** The inputs an ROI request stored, when they are whole; null for anything else. */
export function storedRoiInputs(payload: unknown): RoiInputs | null {
  const inputs = (payload as { inputs?: unknown } | null)?.inputs as Record<string, unknown> | undefined;
  if (!inputs || typeof inputs !== 'object') return null;
  for (const name of numericRoiInputs) {
    if (typeof inputs[name] !== 'number' || !Number.isFinite(inputs[name])) return null;
  }
  if (!isComplexity(inputs.complexity) || typeof inputs.department !== 'string') return null;
  return inputs as unknown as RoiInputs;
}

export interface RoiRequest {
  id: string;
  createdAt: string;
  payload: Record<string, unknown>;
  version: number | null;
}

/** An ROI request's figures, recomputed by the model it was made with (`models` by version). */
export function personRoi(request: RoiRequest, models: ReadonlyMap<number, RoiModel>): PersonRoi | null {
  const inputs = storedRoiInputs(request.payload);
  if (!inputs) return null;
  const model = request.version === null ? undefined : models.get(request.version);
  const stored = request.payload.results as Parameters<typeof roiResultRows>[0] | undefined;
  if (!model && !stored) return null;
  return {
    id: request.id,
    createdAt: request.createdAt,
    version: request.version,
    inputs: roiInputRows(inputs),
    results: roiResultRows(model ? computeRoi(inputs, model) : (stored as Parameters<typeof roiResultRows>[0])),
    recomputed: Boolean(model),
  };
}

/** The pages and case studies every submission's visit read, each once, newest submission's first. */
export function personReading(items: readonly InboxItem[]): PersonReading {
  const pages = distinct(items.flatMap((item) => item.attribution?.pages ?? []));
  const studies = new Map<string, string | null>();
  for (const item of items) {
    for (const study of item.attribution?.caseStudiesRead ?? []) {
      if (!studies.has(study.slug)) studies.set(study.slug, study.title);
    }
  }
  return { pages, caseStudies: [...studies].map(([slug, title]) => ({ slug, title })) };
}

/** The page's view of a person from their submissions, newest first. */
export function personView(via: string, items: readonly InboxItem[], roi: readonly PersonRoi[]): PersonView {
  const names = distinct(items.map((item) => item.name));
  const emails = distinct(
    items.map((item) => item.email),
    (value) => value.toLowerCase(),
  );
  return {
    via,
    title: names[0] ?? emails[0] ?? 'Unknown person',
    names,
    emails,
    companies: distinct(items.map((item) => item.company)),
    submissions: [...items],
    roi: [...roi],
    reading: personReading(items),
    timeline: mergeTimelines(items),
  };
}

/** What an erasure removes, one line per kind, as the confirmation lists it. */
export function erasureLines(counts: {
  submissions: number;
  notes: number;
  outbox: number;
  webhookDeliveries: number;
  audit: number;
  reviews: number;
}): string[] {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    n(counts.submissions, 'submission, with its answers and visit', 'submissions, with their answers and visits'),
    n(counts.notes, 'timeline entry (notes and changes)', 'timeline entries (notes and changes)'),
    `${n(counts.outbox, 'e-mail', 'e-mails')} to or about them: addresses and bodies blanked`,
    `${n(counts.webhookDeliveries, 'webhook delivery', 'webhook deliveries')}: the payload copies blanked`,
    `${n(counts.audit, 'audit entry', 'audit entries')} about them: their name and address replaced by a pseudonym`,
    // Only a client contact has any: a line of none would puzzle every other erasure.
    ...(counts.reviews > 0
      ? [
          `${n(counts.reviews, 'client review request, comment or decision', 'client review requests, comments and decisions')} of theirs: their name and addresses replaced by the pseudonym`,
        ]
      : []),
  ];
}
