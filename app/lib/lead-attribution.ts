/**
 * Where a lead came from (docs/decisions/lead-attribution.md): what the browser recorded in the
 * tab's sessionStorage and sent in a hidden field with the form, checked and capped here, and the
 * rules the inbox and the dashboard share (the source of a lead, the case studies it read, the
 * weekly counts). Pure, so every rule is unit-tested without a browser or a database.
 *
 * Attribution is a courtesy of the visitor's browser, never a condition: anything malformed is
 * dropped field by field, and the worst outcome is "not recorded", never a refused submission.
 */
import { z } from './schemas/zod.ts';
import { attributionLimits } from './visit-trail.ts';

export { ATTRIBUTION_FIELD, attributionLimits, VISIT_TRAIL_KEY } from './visit-trail.ts';

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export interface LeadAttribution {
  /** The first page of the tab's visit on this site (a path, without query or fragment). */
  landingPage: string | null;
  /** The page of another site that led to the landing page: origin and path, no query. */
  referrer: string | null;
  /** utm_* parameters of the landing page's address. */
  utm: Utm;
  /** The pages seen before submitting, oldest first, at most the last 20, paths only. */
  pages: string[];
  /** Case studies among those pages (the last segment of /use-cases/:slug), in reading order. */
  caseStudies: string[];
}

export type LeadSourceKind = 'utm' | 'referrer' | 'direct';

export interface LeadSource {
  kind: LeadSourceKind;
  /** utm_source as given, the referrer's domain, or 'direct'. */
  name: string;
}

/** The dashboard's name for submissions that carry no attribution (no JavaScript, the API, older rows). */
export const NOT_RECORDED = 'not recorded';

// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/** A site path: starts with one slash, no query or fragment, no control characters, capped. */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.replace(CONTROL, '').trim().split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path.slice(0, attributionLimits.path);
}

/** Another site's address as origin and path (http or https only), never its query or fragment. */
export function cleanReferrer(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.replace(CONTROL, '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname}`.slice(0, attributionLimits.referrer);
}

function cleanUtmValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL, '').trim().slice(0, attributionLimits.utm).trim();
  return text === '' ? null : text;
}

/** The case study a path shows (`/use-cases/:slug`, the slug or id as the address has it), if any. */
export function caseStudyOfPath(path: string): string | null {
  const match = /^\/use-cases\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    const segment = decodeURIComponent(match[1]).replace(CONTROL, '').trim();
    return segment === '' ? null : segment.slice(0, 120);
  } catch {
    return null; // a malformed %-escape is not a case study anyone could have read
  }
}

let wire: z.ZodType<{ landing?: unknown; referrer?: unknown; utm?: unknown; pages?: unknown }> | undefined;
// Built on first use: a module-level zod call would stay in every bundle that imports this file.
const wireSchema = () => {
  const any = z.unknown().optional();
  wire ??= z.object({ landing: any, referrer: any, utm: any, pages: any });
  return wire;
};

/**
 * The hidden field's value (JSON text, or the object itself from the JSON API), as the browser's
 * script writes it: `{landing, referrer, utm: {source, …}, pages: [...]}`. Returns null when there is
 * nothing usable; otherwise every field that passed its check.
 */
export function parseAttribution(raw: unknown): LeadAttribution | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '' || raw.length > attributionLimits.json) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = wireSchema().safeParse(value);
  if (!parsed.success) return null;
  const { landing, referrer, utm, pages } = parsed.data;

  const cleanUtm: Utm = {};
  if (typeof utm === 'object' && utm !== null && !Array.isArray(utm)) {
    for (const key of UTM_KEYS) {
      const text = cleanUtmValue((utm as Record<string, unknown>)[key]);
      if (text !== null) cleanUtm[key] = text;
    }
  }
  const cleanPages = (Array.isArray(pages) ? pages.slice(-attributionLimits.pages * 5) : [])
    .map(cleanPath)
    .filter((path): path is string => path !== null)
    .slice(-attributionLimits.pages);
  const caseStudies = [...new Set(cleanPages.map(caseStudyOfPath).filter((slug): slug is string => slug !== null))];

  const attribution: LeadAttribution = {
    landingPage: cleanPath(landing),
    referrer: cleanReferrer(referrer),
    utm: cleanUtm,
    pages: cleanPages,
    caseStudies,
  };
  const empty =
    attribution.landingPage === null &&
    attribution.referrer === null &&
    Object.keys(cleanUtm).length === 0 &&
    cleanPages.length === 0;
  return empty ? null : attribution;
}

/** utm_source, else the referrer's domain (without `www.`), else 'direct'. */
export function leadSource(attribution: Pick<LeadAttribution, 'utm' | 'referrer'>): LeadSource {
  if (attribution.utm.source) return { kind: 'utm', name: attribution.utm.source };
  if (attribution.referrer) {
    try {
      return { kind: 'referrer', name: new URL(attribution.referrer).hostname.replace(/^www\./, '') };
    } catch {
      // a stored referrer is always a URL; fall through to 'direct' if an old row says otherwise
    }
  }
  return { kind: 'direct', name: 'direct' };
}

/**
 * A stored attribution read back (a JSON column): the same checks again, so a row written by an
 * older version, or edited by hand, can never break the inbox.
 */
export function readStoredAttribution(value: unknown): LeadAttribution | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return parseAttribution({
    landing: stored.landingPage,
    referrer: stored.referrer,
    utm: stored.utm,
    pages: stored.pages,
  });
}

// ---------------------------------------------------------------- the dashboard's Leads panel

export const LEAD_WEEKS = 12;
/** Sources drawn with their own colour; the rest are added up as 'other'. */
export const LEAD_CHART_SOURCES = 5;
export const OTHER_SOURCES = 'other';

export interface SubmissionRecord {
  createdAt: string;
  /** The stored source name, or null when the submission carried no attribution. */
  source: string | null;
  caseStudies: readonly string[];
}

export interface LeadWeek {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  start: string;
  counts: Record<string, number>;
  total: number;
}

export interface LeadsSummary {
  weeks: LeadWeek[];
  /** The series of the chart, most submissions first; 'other' and 'not recorded' last when present. */
  sources: string[];
  total: number;
  /** The case studies read before a submission, most often first (a submission counts once per study). */
  caseStudies: { slug: string; submissions: number }[];
}

/** The summary as the dashboard shows it: each case study with its current title (null once deleted). */
export interface LeadsPanelData extends Omit<LeadsSummary, 'caseStudies'> {
  caseStudies: { slug: string; title: string | null; submissions: number }[];
}

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The first moment the panel counts: Monday of the week eleven weeks before this one. */
export function leadsSince(now: Date, weeks = LEAD_WEEKS): Date {
  return new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
}

/**
 * Submissions per week (the current one and the eleven before it, Monday to Sunday in UTC) by
 * source, and the case studies most often read before a submission.
 */
export function summarizeLeads(
  records: readonly SubmissionRecord[],
  now: Date,
  options: { weeks?: number; chartSources?: number; caseStudies?: number } = {},
): LeadsSummary {
  const weekCount = options.weeks ?? LEAD_WEEKS;
  const since = leadsSince(now, weekCount).getTime();
  const end = weekStart(now).getTime() + 7 * DAY_MS;
  const inRange = records.filter((record) => {
    const time = Date.parse(record.createdAt);
    return time >= since && time < end;
  });

  const totals = new Map<string, number>();
  for (const record of inRange) {
    const source = record.source ?? NOT_RECORDED;
    totals.set(source, (totals.get(source) ?? 0) + 1);
  }
  const ranked = [...totals.entries()]
    .filter(([source]) => source !== NOT_RECORDED)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source]) => source);
  const limit = options.chartSources ?? LEAD_CHART_SOURCES;
  // Folding a single source into 'other' would only rename it.
  const shown = ranked.length > limit + 1 ? ranked.slice(0, limit) : ranked;
  const seriesOf = (source: string | null) =>
    source === null ? NOT_RECORDED : shown.includes(source) ? source : OTHER_SOURCES;

  const weeks: LeadWeek[] = Array.from({ length: weekCount }, (_, index) => ({
    start: new Date(since + index * 7 * DAY_MS).toISOString().slice(0, 10),
    counts: {},
    total: 0,
  }));
  const reads = new Map<string, number>();
  for (const record of inRange) {
    const week = weeks[Math.floor((Date.parse(record.createdAt) - since) / (7 * DAY_MS))];
    if (!week) continue;
    const series = seriesOf(record.source);
    week.counts[series] = (week.counts[series] ?? 0) + 1;
    week.total += 1;
    for (const slug of new Set(record.caseStudies)) reads.set(slug, (reads.get(slug) ?? 0) + 1);
  }

  const sources = [
    ...shown,
    ...(ranked.length > shown.length ? [OTHER_SOURCES] : []),
    ...(totals.has(NOT_RECORDED) ? [NOT_RECORDED] : []),
  ];
  const caseStudies = [...reads.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, options.caseStudies ?? 5)
    .map(([slug, submissions]) => ({ slug, submissions }));
  return { weeks, sources, total: inRange.length, caseStudies };
}
