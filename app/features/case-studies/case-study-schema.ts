/**
 * The case-study editors' schemas, shared by the browser (checked before sending) and the server
 * (the authority: every save is parsed again and bad input gets field errors with status 400).
 * They check the shape and the rules a person can break; case-study-form.ts then normalises the
 * values (display order, team size, blank entries...) into what is stored.
 */

import { CASE_STUDY_STATUSES, MEDIA_KINDS, METRIC_TYPES } from '../../lib/case-study.ts';
import { z } from '../../lib/schemas/zod.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '../../lib/slug.ts';
import { UTC, wallTimeToMs } from '../../lib/time-zone.ts';
import { REQUIRED_MESSAGES } from './case-study-form.ts';
import { PUBLISH_AT_MAX_YEARS, publishAtProblem } from './publish-at.ts';

export const LIMITS = {
  title: 200,
  subtitle: 300,
  summary: 5000,
  name: 200,
  industry: 120,
  shortText: 200,
  longText: 5000,
  url: 2048,
  alt: 300,
  listItem: 80,
  listItems: 30,
  sectionTitle: 150,
  sectionHtml: 100_000,
  metrics: 20,
  metricLabel: 120,
  metricValue: 60,
  metricDescription: 300,
  processes: 20,
  processTitle: 150,
  processDescription: 1000,
  media: 30,
  caption: 300,
  quote: 2000,
  person: 150,
  metaTitle: 200,
  metaDescription: 500,
  results: 20,
  resultText: 200,
  plainSection: 20_000,
  numberText: 20,
} as const;

const tooLong = (what: string, max: number) => `${what} must be at most ${max.toLocaleString('en-US')} characters`;

const optionalText = (what: string, max: number) => z.string({ error: 'Required' }).max(max, tooLong(what, max));

const requiredText = (message: string, what: string, max: number) =>
  optionalText(what, max).refine((value) => value.trim() !== '', message);

/** A relative path on this site ('/uploads/...') or an http(s) address; never javascript: or data:. */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  if (!URL.canParse(url)) return false;
  const protocol = new URL(url).protocol;
  return protocol === 'https:' || protocol === 'http:';
}

const IMAGE_URL_MESSAGE = 'Upload an image or enter a web address starting with https://';
const LINK_URL_MESSAGE = 'Enter a web address starting with https:// (or a path on this site starting with /)';

const imageUrl = (message = IMAGE_URL_MESSAGE) =>
  z.string({ error: 'Required' }).max(LIMITS.url, tooLong('The address', LIMITS.url)).refine(isSafeUrl, message);

/** An ISO calendar date that exists (2024-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = z
  .string({ error: 'Required' })
  .refine((value) => value.trim() === '' || isIsoDate(value.trim()), 'Enter a date as YYYY-MM-DD');

const list = (what: string) =>
  z
    .array(z.string().max(LIMITS.listItem, tooLong(`Each ${what}`, LIMITS.listItem)), { error: 'Required' })
    .max(LIMITS.listItems, `Add at most ${LIMITS.listItems} ${what}s`);

const numberText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(LIMITS.numberText));

const key = z.string().max(100).default('');

const slugField = z
  .string({ error: 'Required' })
  .max(SLUG_MAX_LENGTH, tooLong('The slug', SLUG_MAX_LENGTH))
  // A typed slug is normalised by SPEC 5's rule on save; what must hold is that something remains.
  .refine(
    (value) => value.trim() === '' || SLUG_PATTERN.test(slugify(value)),
    'The slug needs at least one letter or digit',
  );

const commonShape = {
  title: requiredText(REQUIRED_MESSAGES.title, 'The title', LIMITS.title),
  clientName: requiredText(REQUIRED_MESSAGES.clientName, 'The client name', LIMITS.name),
  clientIndustry: requiredText(REQUIRED_MESSAGES.clientIndustry, 'The client industry', LIMITS.industry),
  slug: slugField,
  slugEdited: z.boolean().default(false),
  subtitle: optionalText('The subtitle', LIMITS.subtitle),
  mainImageUrl: imageUrl(),
  mainImageAlt: optionalText('The alt text', LIMITS.alt),
  technologyUsed: list('technology'),
  teamRoles: list('role'),
  tags: list('tag'),
  testimonialQuote: optionalText('The quote', LIMITS.quote),
  testimonialAuthor: optionalText('The author', LIMITS.person),
  testimonialTitle: optionalText('The title', LIMITS.person),
  testimonialCompany: optionalText('The company', LIMITS.person),
  testimonialImage: imageUrl(),
  showTestimonial: z.boolean({ error: 'Required' }),
  metaTitle: optionalText('The meta title', LIMITS.metaTitle),
  metaDescription: optionalText('The meta description', LIMITS.metaDescription),
  status: z.enum(CASE_STUDY_STATUSES, { error: 'Choose Draft, Published or Archived' }),
  featured: z.boolean({ error: 'Required' }),
  displayOrder: numberText,
  // Absent (a draft kept from before it existed): off, as for a study that never had it.
  clientApprovalRequired: z.boolean().default(false),
};

export const MAIN_IMAGE_ALT_REQUIRED = 'Alt text is required for the main image';
export const PUBLISH_AT_INVALID = 'Enter a date and a time, or leave Publish at empty';
export const PUBLISH_AT_PAST =
  'Publish at is in the past: choose a later time, or set the status to Published to publish now';
export const PUBLISH_AT_TOO_FAR = `Publish at must be within ${PUBLISH_AT_MAX_YEARS} years from now.`;
export const END_BEFORE_START = 'The end date cannot be before the start date';

/**
 * Rules that involve two fields. Kept apart from the schemas because zod skips an object's
 * refinements while any of its fields has an error, and these must show together with the others.
 */
export function crossFieldErrors(values: unknown, now: Date = new Date()): CaseStudyFieldErrors {
  const errors: CaseStudyFieldErrors = {};
  if (typeof values !== 'object' || values === null) return errors;
  const field = (name: string) => {
    const value = (values as Record<string, unknown>)[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  if (field('mainImageUrl') !== '' && field('mainImageAlt') === '') errors.mainImageAlt = MAIN_IMAGE_ALT_REQUIRED;
  // "Publish at" (full editor): only a draft waits for it; a time already past is refused rather
  // than published at once, and so is one more than five years ahead (app/features/case-studies/publish-at.ts;
  // docs/decisions/scheduled-jobs.md).
  const publishAt = field('publishAt');
  if (publishAt !== '' && field('status') === 'draft') {
    const at = wallTimeToMs(publishAt, field('publishAtZone') || UTC);
    const problem = at === null ? 'invalid' : publishAtProblem(at, now);
    if (problem === 'invalid') errors.publishAt = PUBLISH_AT_INVALID;
    else if (problem === 'past') errors.publishAt = PUBLISH_AT_PAST;
    else if (problem === 'too-far') errors.publishAt = PUBLISH_AT_TOO_FAR;
  }
  const start = field('projectStartDate');
  const end = field('projectEndDate');
  if (start && end && isIsoDate(start) && isIsoDate(end) && end < start) errors.projectEndDate = END_BEFORE_START;
  return errors;
}

const sectionSchema = z.object({
  title: optionalText('The section title', LIMITS.sectionTitle),
  content: z
    .string({ error: 'Required' })
    .max(LIMITS.sectionHtml, 'This section is too long: split it or shorten it (at most 100,000 characters of HTML)'),
});

const metricSchema = z.object({
  key,
  label: optionalText('The label', LIMITS.metricLabel),
  value: optionalText('The value', LIMITS.metricValue),
  metricType: z.enum(METRIC_TYPES, { error: 'Choose a metric type' }).default('text'),
  description: optionalText('The description', LIMITS.metricDescription),
  emphasis: z.boolean().default(false),
});

const processSchema = z.object({
  key,
  title: optionalText('The step title', LIMITS.processTitle),
  description: optionalText('The step description', LIMITS.processDescription),
});

const mediaSchema = z.object({
  key,
  url: imageUrl(LINK_URL_MESSAGE),
  alt: optionalText('The alt text', LIMITS.alt),
  caption: optionalText('The caption', LIMITS.caption),
  kind: z.enum(MEDIA_KINDS, { error: 'Choose image, video or document' }).default('image'),
});

export const fullEditorSchema = z.object({
  ...commonShape,
  executiveSummary: optionalText('The executive summary', LIMITS.summary),
  clientLocation: optionalText('The location', LIMITS.shortText),
  clientSize: optionalText('The company size', LIMITS.shortText),
  clientDescription: optionalText('The client description', LIMITS.longText),
  clientLogoUrl: imageUrl(),
  projectDuration: optionalText('The duration', LIMITS.shortText),
  projectStartDate: optionalDate,
  projectEndDate: optionalDate,
  teamSize: numberText,
  processFlowImageUrl: imageUrl(),
  sections: z.object({
    client: sectionSchema,
    challenge: sectionSchema,
    solution: sectionSchema,
    outcome: sectionSchema,
  }),
  metrics: z.array(metricSchema).max(LIMITS.metrics, `Add at most ${LIMITS.metrics} metrics`),
  processes: z.array(processSchema).max(LIMITS.processes, `Add at most ${LIMITS.processes} process steps`),
  media: z.array(mediaSchema).max(LIMITS.media, `Add at most ${LIMITS.media} media items`),
  publishAt: z.string().max(40, PUBLISH_AT_INVALID).default(''),
  publishAtZone: z.string().max(64).default(UTC),
});

const resultSchema = z.object({
  key,
  text: optionalText('The result', LIMITS.resultText),
  metric: optionalText('The metric', LIMITS.metricValue),
});

export const simpleEditorSchema = z.object({
  // SPEC 5's order (title, client name, client industry, executive summary): commonShape starts
  // with the first three, so the summary comes right after them.
  ...commonShape,
  executiveSummary: requiredText(REQUIRED_MESSAGES.executiveSummary, 'The executive summary', LIMITS.summary),
  results: z.array(resultSchema).max(LIMITS.results, `Add at most ${LIMITS.results} results`),
  challenge: optionalText('The challenge', LIMITS.plainSection),
  solution: optionalText('The solution', LIMITS.plainSection),
  outcome: optionalText('The outcome', LIMITS.plainSection),
});

export type FullEditorPayload = z.infer<typeof fullEditorSchema>;
export type SimpleEditorPayload = z.infer<typeof simpleEditorSchema>;

/** Field errors keyed by the field's path ('title', 'metrics.2.label'), first message per field. */
export type CaseStudyFieldErrors = Record<string, string>;

export function caseStudyFieldErrors(error: z.ZodError): CaseStudyFieldErrors {
  const errors: CaseStudyFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

export type EditorValidation<T> = { success: true; data: T } | { success: false; errors: CaseStudyFieldErrors };

function validateWith<T>(schema: z.ZodType<T>, payload: unknown): EditorValidation<T> {
  const result = schema.safeParse(payload);
  const errors = { ...(result.success ? {} : caseStudyFieldErrors(result.error)) };
  for (const [path, message] of Object.entries(crossFieldErrors(payload))) errors[path] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { success: true, data: result.data };
  return { success: false, errors };
}

/** Everything wrong with a full-editor submission, by field; the browser and the server use the same. */
export const validateFullEditor = (payload: unknown) => validateWith(fullEditorSchema, payload);
export const validateSimpleEditor = (payload: unknown) => validateWith(simpleEditorSchema, payload);
