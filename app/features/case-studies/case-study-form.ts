/**
 * The two case-study editors' form values and the pure rules that turn them into a case study
 * (SPEC 5): display-order and team-size parsing, blank list entries ignored, only complete metrics
 * and results kept, empty sections skipped, the simple editor's 'Achieved' round trip and its
 * validation order. Used by the editors in the browser and by the server, which is the authority.
 */
import {
  ACHIEVED,
  type CaseStudy,
  type CaseStudyDetail,
  type CaseStudyInput,
  type CaseStudyStatus,
  type MediaKind,
  type MetricType,
  SECTION_TYPES,
  type SectionType,
} from '../../lib/case-study.ts';
import { slugify } from '../../lib/slug.ts';
import { UTC, utcToWallTime, wallTimeToUtc } from '../../lib/time-zone.ts';

// ---------------------------------------------------------------------------------------------
// Number parsing

/** Integer prefix of a typed value, like `parseInt`: '12abc' is 12, '2.9' is 2, 'abc' is NaN. */
function leadingInteger(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
  return Number.parseInt(String(value ?? '').trim(), 10);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const FULL_DISPLAY_ORDER = { default: 100, min: 1, max: 9999 } as const;
export const SIMPLE_DISPLAY_ORDER = { default: 0, min: 0, max: 9999 } as const;

/** Full editor (SPEC 5): a whole number, default 100, minimum 1; anything unreadable is 100. */
export function parseFullDisplayOrder(value: string | number | null | undefined): number {
  const parsed = leadingInteger(value);
  if (Number.isNaN(parsed)) return FULL_DISPLAY_ORDER.default;
  return clamp(parsed, FULL_DISPLAY_ORDER.min, FULL_DISPLAY_ORDER.max);
}

/** Simple editor (SPEC 5): default 0, range 0 to 9999; anything unreadable is 0. */
export function parseSimpleDisplayOrder(value: string | number | null | undefined): number {
  const parsed = leadingInteger(value);
  if (Number.isNaN(parsed)) return SIMPLE_DISPLAY_ORDER.default;
  return clamp(parsed, SIMPLE_DISPLAY_ORDER.min, SIMPLE_DISPLAY_ORDER.max);
}

export const TEAM_SIZE_MAX = 100_000;

/**
 * Team size (SPEC 5): parsed as an integer, 0 if invalid. Left blank it stays unknown (null) rather
 * than claiming a team of zero.
 */
export function parseTeamSize(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const parsed = leadingInteger(value);
  if (Number.isNaN(parsed) || parsed < 0 || parsed > TEAM_SIZE_MAX) return 0;
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Lists, text and HTML

/** Tags, technologies and roles: trimmed, blank or whitespace-only entries ignored, duplicates once. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** Adds what was typed into a chip input to a list; returns the list unchanged for blank or repeated input. */
export function addToList(list: readonly string[], typed: string): string[] {
  const next = cleanList([...list, typed]);
  return next.length === list.length ? [...list] : next;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) => {
      const code = Number.parseInt(digits, hex ? 16 : 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}

/** True when section HTML shows nothing: no text and no image (an empty editor gives '<p></p>'). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim() === '';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The simple editor's plain text as section HTML: blank lines separate paragraphs, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Section HTML as the simple editor's plain text: paragraphs, headings and list items on their own lines. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|blockquote|li|ul|ol|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/(\n\s*){3,}/g, '\n\n')
    .replace(/^- (.*)\n\n(?=- )/gm, '- $1\n')
    .trim();
}

/** Moves a list entry one place up (-1) or down (+1); at either end the list stays as it is. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Form values

export interface SectionDraft {
  title: string;
  /** HTML from the rich-text editor. */
  content: string;
}

export interface MetricDraft {
  /** A client-side key for React lists; never stored. */
  key: string;
  label: string;
  value: string;
  metricType: MetricType;
  description: string;
  emphasis: boolean;
}

export interface ProcessDraft {
  key: string;
  title: string;
  description: string;
}

export interface MediaDraft {
  key: string;
  url: string;
  alt: string;
  caption: string;
  kind: MediaKind;
}

/** Fields both editors share. Text fields are kept as typed; normalising happens on save. */
interface CommonValues {
  title: string;
  slug: string;
  /** False while the slug still follows the title. */
  slugEdited: boolean;
  subtitle: string;
  executiveSummary: string;
  clientName: string;
  clientIndustry: string;
  mainImageUrl: string;
  mainImageAlt: string;
  technologyUsed: string[];
  teamRoles: string[];
  tags: string[];
  testimonialQuote: string;
  testimonialAuthor: string;
  testimonialTitle: string;
  testimonialCompany: string;
  testimonialImage: string;
  showTestimonial: boolean;
  metaTitle: string;
  metaDescription: string;
  status: CaseStudyStatus;
  featured: boolean;
  displayOrder: string;
  /**
   * "Client approval required" for a new study (on by default: it names a client). Read only when
   * the study is created; afterwards the Client review panel holds the setting.
   */
  clientApprovalRequired: boolean;
}

/** The full editor: every case_studies field of SPEC 3 and all children. */
export interface FullEditorValues extends CommonValues {
  clientLocation: string;
  clientSize: string;
  clientDescription: string;
  clientLogoUrl: string;
  projectDuration: string;
  projectStartDate: string;
  projectEndDate: string;
  teamSize: string;
  processFlowImageUrl: string;
  sections: Record<SectionType, SectionDraft>;
  metrics: MetricDraft[];
  processes: ProcessDraft[];
  media: MediaDraft[];
  /** "Publish at" as its datetime-local field holds it ('2026-12-01T09:30', '' for none), in `publishAtZone`. */
  publishAt: string;
  /** The IANA zone "Publish at" is shown and read in: the staff member's (app/lib/time-zone.ts). */
  publishAtZone: string;
}

export interface ResultDraft {
  key: string;
  text: string;
  metric: string;
}

/** The simple editor (SPEC 3 "Simple editor form"): challenge, solution, outcome as text and a results list. */
export interface SimpleEditorValues extends CommonValues {
  results: ResultDraft[];
  challenge: string;
  solution: string;
  outcome: string;
}

export const SECTION_LABELS: Record<SectionType, string> = {
  client: 'Client',
  challenge: 'Challenge',
  solution: 'Solution',
  outcome: 'Outcome',
};

/**
 * The heading of each kind of section when it has no title of its own: a new case study's sections
 * start with it and a section whose title was left blank is saved with it. Words, so the caller
 * passes them in (`defaultSectionTitles`, app/features/case-studies/case-study-copy.ts).
 */
export type SectionTitles = Readonly<Record<SectionType, string>>;

export const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

export const emptyMetric = (): MetricDraft => ({
  key: newKey(),
  label: '',
  value: '',
  metricType: 'text',
  description: '',
  emphasis: false,
});
export const emptyProcess = (): ProcessDraft => ({ key: newKey(), title: '', description: '' });
export const emptyMedia = (): MediaDraft => ({ key: newKey(), url: '', alt: '', caption: '', kind: 'image' });
export const emptyResult = (): ResultDraft => ({ key: newKey(), text: '', metric: '' });

/** The simple editor starts with this many empty result rows (SPEC 2.11, 9). */
export const INITIAL_RESULT_ROWS = 3;

const commonDefaults = (displayOrder: number): CommonValues => ({
  title: '',
  slug: '',
  slugEdited: false,
  subtitle: '',
  executiveSummary: '',
  clientName: '',
  clientIndustry: '',
  mainImageUrl: '',
  mainImageAlt: '',
  technologyUsed: [],
  teamRoles: [],
  tags: [],
  testimonialQuote: '',
  testimonialAuthor: '',
  testimonialTitle: '',
  testimonialCompany: '',
  testimonialImage: '',
  showTestimonial: true,
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  featured: false,
  displayOrder: String(displayOrder),
  clientApprovalRequired: true,
});

export function emptyFullValues(sectionTitles: SectionTitles, timeZone: string = UTC): FullEditorValues {
  return {
    ...commonDefaults(FULL_DISPLAY_ORDER.default),
    clientLocation: '',
    clientSize: '',
    clientDescription: '',
    clientLogoUrl: '',
    projectDuration: '',
    projectStartDate: '',
    projectEndDate: '',
    teamSize: '',
    processFlowImageUrl: '',
    sections: {
      client: { title: sectionTitles.client, content: '' },
      challenge: { title: sectionTitles.challenge, content: '' },
      solution: { title: sectionTitles.solution, content: '' },
      outcome: { title: sectionTitles.outcome, content: '' },
    },
    metrics: [],
    processes: [],
    media: [],
    publishAt: '',
    publishAtZone: timeZone,
  };
}

export function emptySimpleValues(): SimpleEditorValues {
  return {
    ...commonDefaults(SIMPLE_DISPLAY_ORDER.default),
    results: Array.from({ length: INITIAL_RESULT_ROWS }, emptyResult),
    challenge: '',
    solution: '',
    outcome: '',
  };
}

const text = (value: string | null | undefined) => value ?? '';

function commonFromCaseStudy(cs: CaseStudy, displayOrderDefault: number): CommonValues {
  return {
    title: cs.title,
    slug: cs.slug,
    slugEdited: cs.slug !== slugify(cs.title),
    subtitle: text(cs.subtitle),
    executiveSummary: text(cs.executiveSummary),
    clientName: cs.clientName,
    clientIndustry: cs.clientIndustry,
    mainImageUrl: text(cs.mainImageUrl),
    mainImageAlt: text(cs.mainImageAlt),
    technologyUsed: [...cs.technologyUsed],
    teamRoles: [...cs.teamRoles],
    tags: [...cs.tags],
    testimonialQuote: text(cs.testimonialQuote),
    testimonialAuthor: text(cs.testimonialAuthor),
    testimonialTitle: text(cs.testimonialTitle),
    testimonialCompany: text(cs.testimonialCompany),
    testimonialImage: text(cs.testimonialImage),
    showTestimonial: cs.showTestimonial,
    metaTitle: text(cs.metaTitle),
    metaDescription: text(cs.metaDescription),
    status: cs.status,
    featured: cs.featured,
    displayOrder: String(cs.displayOrder ?? displayOrderDefault),
    // A stored study's setting is its Client review panel's; the editor does not send it.
    clientApprovalRequired: false,
  };
}

/**
 * A stored case study as full-editor values; a section it does not have starts with its default
 * title. Its schedule is shown in `timeZone` (the staff member's).
 */
export function fullValuesFromDetail(
  detail: CaseStudyDetail,
  sectionTitles: SectionTitles,
  timeZone: string = UTC,
): FullEditorValues {
  const cs = detail.caseStudy;
  const sections = emptyFullValues(sectionTitles).sections;
  for (const section of detail.sections) {
    sections[section.sectionType] = { title: text(section.title), content: section.content };
  }
  return {
    ...commonFromCaseStudy(cs, FULL_DISPLAY_ORDER.default),
    clientLocation: text(cs.clientLocation),
    clientSize: text(cs.clientSize),
    clientDescription: text(cs.clientDescription),
    clientLogoUrl: text(cs.clientLogoUrl),
    projectDuration: text(cs.projectDuration),
    projectStartDate: text(cs.projectStartDate),
    projectEndDate: text(cs.projectEndDate),
    teamSize: cs.teamSize === null ? '' : String(cs.teamSize),
    processFlowImageUrl: text(cs.processFlowImageUrl),
    sections,
    metrics: detail.metrics.map((m) => ({
      key: m.id,
      label: m.label,
      value: m.value,
      metricType: m.metricType,
      description: text(m.description),
      emphasis: m.emphasis,
    })),
    processes: detail.processes.map((p) => ({ key: p.id, title: p.title, description: text(p.description) })),
    media: detail.media.map((m) => ({
      key: m.id,
      url: m.url,
      alt: text(m.alt),
      caption: text(m.caption),
      kind: m.kind,
    })),
    publishAt: cs.status === 'draft' && cs.publishAt ? utcToWallTime(cs.publishAt, timeZone) : '',
    publishAtZone: timeZone,
  };
}

/**
 * When a draft is to be published: "Publish at" read in its zone, as UTC; null for none, and for a
 * study that is not a draft (only a draft waits for its time).
 */
export function scheduledPublication(values: Pick<FullEditorValues, 'status' | 'publishAt' | 'publishAtZone'>) {
  if (values.status !== 'draft' || values.publishAt.trim() === '') return null;
  return wallTimeToUtc(values.publishAt, values.publishAtZone);
}

/** A stored case study as simple-editor values: metrics become results, 'Achieved' shows as empty (SPEC 5). */
export function simpleValuesFromDetail(detail: CaseStudyDetail): SimpleEditorValues {
  const sectionText = (type: SectionType) => htmlToText(detail.sections.find((s) => s.sectionType === type)?.content);
  const results = detail.metrics.map((m) => ({
    key: m.id,
    text: m.label,
    metric: m.value === ACHIEVED ? '' : m.value,
  }));
  return {
    ...commonFromCaseStudy(detail.caseStudy, SIMPLE_DISPLAY_ORDER.default),
    results: results.length > 0 ? results : Array.from({ length: INITIAL_RESULT_ROWS }, emptyResult),
    challenge: sectionText('challenge'),
    solution: sectionText('solution'),
    outcome: sectionText('outcome'),
  };
}

// ---------------------------------------------------------------------------------------------
// Values -> CaseStudyInput

type CaseStudyFields = CaseStudyInput['caseStudy'];

/** The slug to save: the typed one by SPEC 5's rule, or the title's when left blank. */
export function effectiveSlug(values: Pick<CommonValues, 'slug' | 'title'>): string {
  return slugify(values.slug) || slugify(values.title);
}

function commonFields(values: CommonValues) {
  return {
    slug: effectiveSlug(values),
    title: values.title.trim(),
    subtitle: blankToNull(values.subtitle),
    executiveSummary: blankToNull(values.executiveSummary),
    clientName: values.clientName.trim(),
    clientIndustry: values.clientIndustry.trim(),
    technologyUsed: cleanList(values.technologyUsed),
    teamRoles: cleanList(values.teamRoles),
    mainImageUrl: blankToNull(values.mainImageUrl),
    mainImageAlt: blankToNull(values.mainImageUrl) ? blankToNull(values.mainImageAlt) : null,
    testimonialQuote: blankToNull(values.testimonialQuote),
    testimonialAuthor: blankToNull(values.testimonialAuthor),
    testimonialTitle: blankToNull(values.testimonialTitle),
    testimonialCompany: blankToNull(values.testimonialCompany),
    testimonialImage: blankToNull(values.testimonialImage),
    showTestimonial: values.showTestimonial,
    metaTitle: blankToNull(values.metaTitle),
    metaDescription: blankToNull(values.metaDescription),
    tags: cleanList(values.tags),
    status: values.status,
    featured: values.featured,
  } satisfies Partial<CaseStudyFields>;
}

/** Metrics with both a label and a value (SPEC 5), numbered in their on-screen order. */
export function keptMetrics(metrics: readonly MetricDraft[]): CaseStudyInput['metrics'] {
  return metrics
    .filter((m) => m.label.trim() !== '' && m.value.trim() !== '')
    .map((m, index) => ({
      label: m.label.trim(),
      value: m.value.trim(),
      metricType: m.metricType,
      description: blankToNull(m.description),
      orderIndex: index,
      emphasis: m.emphasis,
    }));
}

/** Results with text; an empty metric is saved as 'Achieved' (SPEC 5). */
export function resultsToMetrics(results: readonly ResultDraft[]): CaseStudyInput['metrics'] {
  return results
    .filter((r) => r.text.trim() !== '')
    .map((r, index) => ({
      label: r.text.trim(),
      value: r.metric.trim() === '' ? ACHIEVED : r.metric.trim(),
      metricType: 'text' as const,
      description: null,
      orderIndex: index,
      emphasis: false,
    }));
}

/** The full editor's values as a complete case study to create or replace. */
export function fullValuesToInput(values: FullEditorValues, sectionTitles: SectionTitles): CaseStudyInput {
  const sections = SECTION_TYPES.flatMap((type, orderIndex) => {
    const section = values.sections[type];
    if (isBlankHtml(section.content)) return [];
    return [
      {
        sectionType: type,
        title: section.title.trim() || sectionTitles[type],
        content: section.content,
        orderIndex,
      },
    ];
  });
  return {
    caseStudy: {
      ...commonFields(values),
      clientLocation: blankToNull(values.clientLocation),
      clientSize: blankToNull(values.clientSize),
      clientDescription: blankToNull(values.clientDescription),
      clientLogoUrl: blankToNull(values.clientLogoUrl),
      projectDuration: blankToNull(values.projectDuration),
      projectStartDate: blankToNull(values.projectStartDate),
      projectEndDate: blankToNull(values.projectEndDate),
      teamSize: parseTeamSize(values.teamSize),
      processFlowImageUrl: blankToNull(values.processFlowImageUrl),
      displayOrder: parseFullDisplayOrder(values.displayOrder),
      publishAt: scheduledPublication(values),
    },
    sections,
    metrics: keptMetrics(values.metrics),
    processes: values.processes
      .filter((p) => p.title.trim() !== '')
      .map((p, orderIndex) => ({ title: p.title.trim(), description: blankToNull(p.description), orderIndex })),
    media: values.media
      .filter((m) => m.url.trim() !== '')
      .map((m, orderIndex) => ({
        url: m.url.trim(),
        alt: blankToNull(m.alt),
        caption: blankToNull(m.caption),
        kind: m.kind,
        orderIndex,
      })),
  };
}

const SIMPLE_SECTION_TYPES = ['challenge', 'solution', 'outcome'] as const;

/**
 * The simple editor's values as a case study. On edit, `existing` supplies what the simple editor
 * does not show (client details, SEO-only fields, processes, media, the client section), and a
 * section or metric whose text is unchanged keeps its stored formatting and details, so a quick
 * edit never flattens rich content written in the full editor.
 */
export function simpleValuesToInput(
  values: SimpleEditorValues,
  sectionTitles: SectionTitles,
  existing?: CaseStudyDetail | null,
): CaseStudyInput {
  const previous = existing?.caseStudy;
  const sections: CaseStudyInput['sections'] = [];
  const client = existing?.sections.find((s) => s.sectionType === 'client');
  if (client && !isBlankHtml(client.content)) {
    sections.push({ sectionType: 'client', title: client.title, content: client.content, orderIndex: 0 });
  }
  for (const type of SIMPLE_SECTION_TYPES) {
    const typed = values[type].trim();
    if (typed === '') continue;
    const stored = existing?.sections.find((s) => s.sectionType === type);
    const unchanged = stored && htmlToText(stored.content) === htmlToText(textToHtml(typed));
    sections.push({
      sectionType: type,
      title: stored?.title?.trim() || sectionTitles[type],
      content: unchanged ? stored.content : textToHtml(typed),
      orderIndex: SECTION_TYPES.indexOf(type),
    });
  }

  const unclaimed = [...(existing?.metrics ?? [])];
  const metrics = resultsToMetrics(values.results).map((metric) => {
    const index = unclaimed.findIndex((m) => m.label === metric.label && m.value === metric.value);
    if (index === -1) return metric;
    const [match] = unclaimed.splice(index, 1);
    return match
      ? { ...metric, metricType: match.metricType, description: match.description, emphasis: match.emphasis }
      : metric;
  });

  return {
    caseStudy: {
      ...commonFields(values),
      clientLocation: previous?.clientLocation ?? null,
      clientSize: previous?.clientSize ?? null,
      clientDescription: previous?.clientDescription ?? null,
      clientLogoUrl: previous?.clientLogoUrl ?? null,
      projectDuration: previous?.projectDuration ?? null,
      projectStartDate: previous?.projectStartDate ?? null,
      projectEndDate: previous?.projectEndDate ?? null,
      teamSize: previous?.teamSize ?? null,
      processFlowImageUrl: previous?.processFlowImageUrl ?? null,
      displayOrder: parseSimpleDisplayOrder(values.displayOrder),
    },
    sections,
    metrics,
    processes: (existing?.processes ?? []).map(({ title, description, orderIndex }) => ({
      title,
      description,
      orderIndex,
    })),
    media: (existing?.media ?? []).map(({ url, alt, caption, kind, orderIndex }) => ({
      url,
      alt,
      caption,
      kind,
      orderIndex,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Simple editor validation order (SPEC 5)

export const REQUIRED_MESSAGES = {
  title: 'Title is required',
  clientName: 'Client name is required',
  clientIndustry: 'Client industry is required',
  executiveSummary: 'Executive summary is required',
} as const;

/**
 * The first failing check of the simple editor, in SPEC 5's order, judged after trimming; null
 * when all four pass. Shown as a toast titled 'Validation Error'.
 */
export function firstSimpleValidationError(
  values: Pick<SimpleEditorValues, 'title' | 'clientName' | 'clientIndustry' | 'executiveSummary'>,
): { field: keyof typeof REQUIRED_MESSAGES; message: string } | null {
  for (const field of ['title', 'clientName', 'clientIndustry', 'executiveSummary'] as const) {
    if (values[field].trim() === '') return { field, message: REQUIRED_MESSAGES[field] };
  }
  return null;
}
