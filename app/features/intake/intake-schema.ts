/**
 * The use-case intake's parsers (rules and messages in ./intake-params.ts): the /webhook-api page's
 * query string and the JSON body of POST /api/v1/use-cases. Server-side only, so the page's browser
 * code, which shows the same limits, never loads zod.
 *
 * Checked in this order, so a caller sees the same first problem on both doors: required fields
 * (blank counts as missing), the category, then the types, lengths and formats SPEC leaves open.
 * Each step is a zod schema; a caller gets the first issue of the first step that fails.
 */
import { USE_CASE_CATEGORIES } from '../../lib/case-study.ts';
import { z } from '../../lib/schemas/zod.ts';
import { slugify } from '../../lib/slug.ts';
import {
  INTAKE_SPEC_MESSAGES,
  INTAKE_STATUSES,
  isAllowedImageSrc,
  LIMITS,
  type ParseErrorCode,
  type ParseFailure,
  type ParseResult,
  parseChipColor,
  parseFeatured,
  REQUIRED_PARAMS,
  splitResults,
  type UseCaseSubmission,
  withoutBlanks,
} from './intake-params.ts';

/** Trimmed; blank (or absent) reads as absent. */
const blankToUndefined = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const fail = (code: ParseErrorCode, message: string, field?: string): ParseFailure => ({
  ok: false,
  code,
  message,
  ...(field ? { field } : {}),
});

/** The fields a caller may send, in the order their types are checked. */
export const USE_CASE_FIELDS = [
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
  'results',
  'featured',
  'id',
] as const;

const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

const ID_TYPE_MESSAGE = 'id must be a string or a whole number';

/** Step 1: the five required fields are there (absent, null and blank count as missing). */
const present = z
  .unknown()
  .refine((value) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''));
const requiredFieldsSchema = z.object(Object.fromEntries(REQUIRED_PARAMS.map((name) => [name, present])));

/** Step 2: the category (SPEC 8 has a message of its own for it). */
const categorySchema = z.object({ category: z.string().trim().pipe(z.enum(USE_CASE_CATEGORIES)) });

/**
 * Step 3: every field of the right type, cleaned into one shape for both doors: texts trimmed
 * (an optional one left blank is absent; the required ones are there, step 1 saw to it), results a
 * list, featured a boolean, id a string.
 */
const requiredText = (name: string) => z.string({ error: `${name} must be a string` }).trim();
// The last `optional()` only says so to the types: the field may be absent from what step 4 reads.
const optionalText = (name: string) => requiredText(name).nullish().transform(blankToUndefined).optional();
const cleanFieldsSchema = z.object({
  title: requiredText('title'),
  industry: requiredText('industry'),
  category: requiredText('category'),
  description: requiredText('description'),
  image_src: requiredText('image_src'),
  subtitle: optionalText('subtitle'),
  chip_color: optionalText('chip_color'),
  client_name: optionalText('client_name'),
  image_alt: optionalText('image_alt'),
  status: optionalText('status'),
  results: z
    .union([z.string().transform(splitResults), z.array(z.string()).transform(withoutBlanks)], {
      error: 'results must be an array of strings or a comma-separated string',
    })
    .nullish()
    .transform((results) => results ?? []),
  featured: z
    .union([z.boolean(), z.string().transform(parseFeatured)], { error: 'featured must be a boolean' })
    .nullish()
    .transform((featured) => featured ?? false),
  id: z
    .union([z.string(), z.number()], { error: ID_TYPE_MESSAGE })
    .nullish()
    .refine((id) => typeof id !== 'number' || (Number.isSafeInteger(id) && id >= 0), ID_TYPE_MESSAGE)
    .transform((id) => (typeof id === 'number' ? String(id) : blankToUndefined(id)))
    .optional(),
});

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
const limited = (field: string, max: number) => z.string().max(max, tooLong(field, max));
const ID_FORMAT_MESSAGE = `id must be at most ${LIMITS.externalId} characters: letters, digits, ".", "_", ":" and "-", starting with a letter or digit`;

/**
 * Step 4: the lengths and formats SPEC leaves open, in this order, then a title that gives a slug.
 * The result is the submission.
 */
const submissionSchema = z
  .object({
    title: limited('title', LIMITS.title),
    industry: limited('industry', LIMITS.industry),
    description: limited('description', LIMITS.description),
    subtitle: limited('subtitle', LIMITS.subtitle).optional(),
    client_name: limited('client_name', LIMITS.clientName).optional(),
    image_alt: limited('image_alt', LIMITS.imageAlt).optional(),
    image_src: limited('image_src', LIMITS.imageSrc).refine(
      isAllowedImageSrc,
      'image_src must be an http(s) URL or a path on this site starting with "/"',
    ),
    results: z
      .array(z.string())
      .max(LIMITS.results, `results may list at most ${LIMITS.results} items`)
      .refine(
        (results) => results.every((result) => result.length <= LIMITS.resultLength),
        `each result must be at most ${LIMITS.resultLength} characters`,
      ),
    id: z.string().max(LIMITS.externalId, ID_FORMAT_MESSAGE).regex(EXTERNAL_ID_PATTERN, ID_FORMAT_MESSAGE).optional(),
    status: z
      .string()
      .default('draft')
      .pipe(z.enum(INTAKE_STATUSES, { error: 'status must be either "draft" or "published"' })),
    category: z.string().pipe(z.enum(USE_CASE_CATEGORIES)),
    chip_color: z.string().optional(),
    featured: z.boolean(),
  })
  .transform((fields, context): UseCaseSubmission => {
    const slug = slugify(fields.title);
    if (slug === '') {
      context.issues.push({
        code: 'custom',
        message: 'title must contain at least one letter or digit',
        path: ['title'],
        input: fields.title,
      });
      return z.NEVER;
    }
    return {
      title: fields.title,
      industry: fields.industry,
      category: fields.category,
      description: fields.description,
      imageSrc: fields.image_src,
      subtitle: fields.subtitle ?? null,
      results: fields.results,
      chipColor: parseChipColor(fields.chip_color),
      featured: fields.featured,
      externalId: fields.id ?? null,
      clientName: fields.client_name ?? null,
      imageAlt: fields.image_alt ?? null,
      status: fields.status,
      slug,
    };
  });

/** Steps 3 and 4: what is left to check once the required fields and the category are right. */
const useCaseFieldsSchema = cleanFieldsSchema.pipe(submissionSchema);

/** Runs the steps in order on an object of fields (a JSON body, or the query string's values). */
function parseFields(fields: Record<string, unknown>): ParseResult {
  if (!requiredFieldsSchema.safeParse(fields).success) {
    return fail('missing_fields', INTAKE_SPEC_MESSAGES.missingFields);
  }
  if (!categorySchema.safeParse(fields).success) {
    return fail('invalid_category', INTAKE_SPEC_MESSAGES.invalidCategory, 'category');
  }
  const parsed = useCaseFieldsSchema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return fail('invalid_field', issue.message, String(issue.path[0]));
}

/** The /webhook-api page's query string (SPEC 5). `api_key` is not read here. */
export function parseUseCaseQuery(params: URLSearchParams): ParseResult {
  // `get`, not Object.fromEntries: of a repeated parameter the first counts.
  return parseFields(Object.fromEntries(USE_CASE_FIELDS.map((name) => [name, params.get(name)])));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's JSON body: the same fields as the page, with `results` as an array of strings or a
 * comma-separated string, `featured` as a boolean (or the string 'true'), `id` as a string or a
 * whole number. Unknown fields are ignored. A value of the wrong type is a 400, never a crash.
 */
export function parseUseCaseBody(body: unknown): ParseResult {
  if (!isPlainObject(body)) return fail('invalid_body', 'Request body must be a JSON object');
  return parseFields(body);
}
