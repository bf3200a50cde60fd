/**
 * The use-case intake's input rules (SPEC 5 'Webhook page query parameters', SPEC 8 'Webhook'),
 * shared by the /webhook-api page (query string) and POST /api/v1/use-cases (JSON body). Pure:
 * no key checks here (those are server-only, app/features/intake/keys.server.ts), just shape and content.
 *
 * The parsers that apply these rules are schemas/intake.ts; this module, which the
 * integration guide on the page shares, stays free of zod so the page's browser code does not load it.
 */
import { type CaseStudyStatus, CHIP_COLORS, type ChipColor, type UseCaseCategory } from '../../lib/case-study.ts';

/** What a caller may ask for: a use case arrives as a draft unless it says 'published'. */
export const INTAKE_STATUSES = ['draft', 'published'] as const satisfies readonly CaseStudyStatus[];
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

/** SPEC 8's texts (its 'Webhook' row: the intake page's and the API's), exactly. */
export const INTAKE_SPEC_MESSAGES = {
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

/** Items trimmed, empties dropped. */
export const withoutBlanks = (items: string[]): string[] =>
  items.map((item) => item.trim()).filter((item) => item !== '');

/** Splits SPEC's comma-separated results: items trimmed, empties dropped. */
export const splitResults = (value: string): string[] => withoutBlanks(value.split(','));

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
