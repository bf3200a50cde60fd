/**
 * The use-case intake's input rules (SPEC 5 'Webhook page query parameters', SPEC 8 'Webhook'),
 * shared by the /webhook-api page (query string) and POST /api/v1/use-cases (JSON body). Pure:
 * no key checks here (those are server-only, app/.server/intake/keys.ts), just shape and content.
 *
 * Checked in this order, so a caller sees the same first problem on both doors: required fields
 * (blank counts as missing), the category, then the types, lengths and formats SPEC leaves open.
 */
import type { CaseStudyStatus } from './case-study.ts';
import { slugify } from './slug.ts';

export const CHIP_COLORS = ['blue', 'purple', 'green', 'gray'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

export const USE_CASE_CATEGORIES = ['rpa', 'agents'] as const;
export type UseCaseCategory = (typeof USE_CASE_CATEGORIES)[number];

/** What a caller may ask for: a use case arrives as a draft unless it says 'published'. */
export const INTAKE_STATUSES = ['draft', 'published'] as const satisfies readonly CaseStudyStatus[];
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

/** SPEC 8's texts, exactly. */
export const WEBHOOK_MESSAGES = {
  invalidApiKey: 'Invalid API key provided. Please use the correct API key for authentication.',
  missingFields: 'Missing required fields: title, industry, category, description, and image_src are mandatory',
  invalidCategory: 'Category must be either "rpa" or "agents"',
  unknownError: 'Unknown error occurred',
  createdToast: 'Added new use case',
} as const;

/** SPEC 8's success text; `id` is the id the site gave the new case study. */
export const createdMessage = (title: string, id: string): string =>
  `Use case "${title}" was successfully created with ID: ${id}`;

export const REQUIRED_PARAMS = ['title', 'industry', 'category', 'description', 'image_src'] as const;

/** Limits SPEC does not name; generous for real content, small enough to keep rows and pages sane. */
export const LIMITS = {
  title: 200,
  subtitle: 300,
  industry: 80,
  clientName: 200,
  description: 5000,
  imageSrc: 2048,
  imageAlt: 300,
  results: 12,
  resultLength: 300,
  externalId: 100,
} as const;

/** Request bodies above this size are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A use case that passed every check, ready to be mapped onto a case study. */
export interface UseCaseSubmission {
  title: string;
  industry: string;
  category: UseCaseCategory;
  description: string;
  imageSrc: string;
  subtitle: string | null;
  /** Trimmed, empties dropped. */
  results: string[];
  chipColor: ChipColor;
  featured: boolean;
  /** The caller's own id (`id`): a second submission with the same one returns the first result. */
  externalId: string | null;
  clientName: string | null;
  imageAlt: string | null;
  status: IntakeStatus;
  /** Derived from the title by SPEC 5's slug rule. */
  slug: string;
}

export type ParseErrorCode = 'missing_fields' | 'invalid_category' | 'invalid_field' | 'invalid_body';

export interface ParseFailure {
  ok: false;
  code: ParseErrorCode;
  message: string;
  /** The parameter at fault, when there is exactly one. */
  field?: string;
}

export type ParseResult = { ok: true; value: UseCaseSubmission } | ParseFailure;

const fail = (code: ParseErrorCode, message: string, field?: string): ParseFailure => ({
  ok: false,
  code,
  message,
  ...(field ? { field } : {}),
});

/** Splits SPEC's comma-separated results: items trimmed, empties dropped. */
export function splitResults(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** SPEC 5: featured is true only when the value is 'true'. */
export const parseFeatured = (value: string | null | undefined): boolean => value === 'true';

/** SPEC 5: one of the four chip colours, blue by default; anything else falls back to blue. */
export function parseChipColor(value: string | null | undefined): ChipColor {
  const color = value?.trim().toLowerCase();
  return (CHIP_COLORS as readonly string[]).includes(color ?? '') ? (color as ChipColor) : 'blue';
}

/**
 * An image the site can show: an absolute http(s) URL, or a path on this site ('/images/a.svg').
 * Protocol-relative ('//evil.example') and every other scheme (javascript:, data:) are refused.
 */
export function isAllowedImageSrc(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

/**
 * The raw fields after type checks: strings trimmed (blank becomes undefined), results as a list.
 * Both doors produce this shape; `validate` does the rest.
 */
interface RawFields {
  title?: string;
  industry?: string;
  category?: string;
  description?: string;
  image_src?: string;
  subtitle?: string;
  results: string[];
  chip_color?: string;
  featured: boolean;
  id?: string;
  client_name?: string;
  image_alt?: string;
  status?: string;
}

const blankToUndefined = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

function tooLong(field: string, max: number): ParseFailure {
  return fail('invalid_field', `${field} must be at most ${max} characters`, field);
}

function validate(raw: RawFields): ParseResult {
  if (REQUIRED_PARAMS.some((name) => raw[name] === undefined)) {
    return fail('missing_fields', WEBHOOK_MESSAGES.missingFields);
  }
  const { title, industry, category, description, image_src: imageSrc } = raw as Required<RawFields>;
  if (!(USE_CASE_CATEGORIES as readonly string[]).includes(category)) {
    return fail('invalid_category', WEBHOOK_MESSAGES.invalidCategory, 'category');
  }

  if (title.length > LIMITS.title) return tooLong('title', LIMITS.title);
  if (industry.length > LIMITS.industry) return tooLong('industry', LIMITS.industry);
  if (description.length > LIMITS.description) return tooLong('description', LIMITS.description);
  if (raw.subtitle !== undefined && raw.subtitle.length > LIMITS.subtitle) return tooLong('subtitle', LIMITS.subtitle);
  if (raw.client_name !== undefined && raw.client_name.length > LIMITS.clientName) {
    return tooLong('client_name', LIMITS.clientName);
  }
  if (raw.image_alt !== undefined && raw.image_alt.length > LIMITS.imageAlt)
    return tooLong('image_alt', LIMITS.imageAlt);
  if (imageSrc.length > LIMITS.imageSrc) return tooLong('image_src', LIMITS.imageSrc);
  if (!isAllowedImageSrc(imageSrc)) {
    return fail(
      'invalid_field',
      'image_src must be an http(s) URL or a path on this site starting with "/"',
      'image_src',
    );
  }
  if (raw.results.length > LIMITS.results) {
    return fail('invalid_field', `results may list at most ${LIMITS.results} items`, 'results');
  }
  if (raw.results.some((item) => item.length > LIMITS.resultLength)) {
    return fail('invalid_field', `each result must be at most ${LIMITS.resultLength} characters`, 'results');
  }
  if (raw.id !== undefined && (raw.id.length > LIMITS.externalId || !EXTERNAL_ID_PATTERN.test(raw.id))) {
    return fail(
      'invalid_field',
      `id must be at most ${LIMITS.externalId} characters: letters, digits, ".", "_", ":" and "-", starting with a letter or digit`,
      'id',
    );
  }
  const status = raw.status ?? 'draft';
  if (!(INTAKE_STATUSES as readonly string[]).includes(status)) {
    return fail('invalid_field', 'status must be either "draft" or "published"', 'status');
  }
  const slug = slugify(title);
  if (slug === '') return fail('invalid_field', 'title must contain at least one letter or digit', 'title');

  return {
    ok: true,
    value: {
      title,
      industry,
      category: category as UseCaseCategory,
      description,
      imageSrc,
      subtitle: raw.subtitle ?? null,
      results: raw.results,
      chipColor: parseChipColor(raw.chip_color),
      featured: raw.featured,
      externalId: raw.id ?? null,
      clientName: raw.client_name ?? null,
      imageAlt: raw.image_alt ?? null,
      status: status as IntakeStatus,
      slug,
    },
  };
}

/** The /webhook-api page's query string (SPEC 5). `api_key` is not read here. */
export function parseUseCaseQuery(params: URLSearchParams): ParseResult {
  const text = (name: string) => blankToUndefined(params.get(name));
  return validate({
    title: text('title'),
    industry: text('industry'),
    category: text('category'),
    description: text('description'),
    image_src: text('image_src'),
    subtitle: text('subtitle'),
    results: splitResults(params.get('results') ?? ''),
    chip_color: text('chip_color'),
    featured: parseFeatured(params.get('featured')),
    id: text('id'),
    client_name: text('client_name'),
    image_alt: text('image_alt'),
    status: text('status'),
  });
}

const STRING_FIELDS = [
  'title',
  'industry',
  'category',
  'description',
  'image_src',
  'subtitle',
  'chip_color',
  'client_name',
  'image_alt',
  'status',
] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's JSON body: the same fields as the page, with `results` as an array of strings or a
 * comma-separated string, `featured` as a boolean (or the string 'true'), `id` as a string or a
 * whole number. Unknown fields are ignored. A value of the wrong type is a 400, never a crash.
 */
export function parseUseCaseBody(body: unknown): ParseResult {
  if (!isPlainObject(body)) return fail('invalid_body', 'Request body must be a JSON object');

  const present = (name: string) => body[name] !== undefined && body[name] !== null;
  const stringValue = (name: string): string | undefined =>
    typeof body[name] === 'string' ? blankToUndefined(body[name] as string) : undefined;

  // Missing (absent, null or blank) required fields first: SPEC's message names all five at once.
  const isMissing = (name: string) =>
    !present(name) || (typeof body[name] === 'string' && (body[name] as string).trim() === '');
  if (REQUIRED_PARAMS.some(isMissing)) return fail('missing_fields', WEBHOOK_MESSAGES.missingFields);
  const category = body.category;
  if (typeof category !== 'string' || !(USE_CASE_CATEGORIES as readonly string[]).includes(category.trim())) {
    return fail('invalid_category', WEBHOOK_MESSAGES.invalidCategory, 'category');
  }
  for (const name of STRING_FIELDS) {
    if (present(name) && typeof body[name] !== 'string') {
      return fail('invalid_field', `${name} must be a string`, name);
    }
  }

  let results: string[] = [];
  if (present('results')) {
    const value = body.results;
    if (typeof value === 'string') {
      results = splitResults(value);
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      results = (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
    } else {
      return fail('invalid_field', 'results must be an array of strings or a comma-separated string', 'results');
    }
  }

  let featured = false;
  if (present('featured')) {
    if (typeof body.featured === 'boolean') featured = body.featured;
    else if (typeof body.featured === 'string') featured = parseFeatured(body.featured);
    else return fail('invalid_field', 'featured must be a boolean', 'featured');
  }

  let id: string | undefined;
  if (present('id')) {
    if (typeof body.id === 'string') id = blankToUndefined(body.id);
    else if (typeof body.id === 'number' && Number.isSafeInteger(body.id) && body.id >= 0) id = String(body.id);
    else return fail('invalid_field', 'id must be a string or a whole number', 'id');
  }

  return validate({
    title: stringValue('title'),
    industry: stringValue('industry'),
    category: stringValue('category'),
    description: stringValue('description'),
    image_src: stringValue('image_src'),
    subtitle: stringValue('subtitle'),
    results,
    chip_color: stringValue('chip_color'),
    featured,
    id,
    client_name: stringValue('client_name'),
    image_alt: stringValue('image_alt'),
    status: stringValue('status'),
  });
}
