/**
 * The page editor's schema (issue 28), shared by the browser (checked before sending) and the server
 * (the authority: every save is parsed again; bad input gets field errors and a 400). Errors are keyed
 * by value path: 'title', 'path', and for blocks 'blocks.<index>.<path in the block>' ('blocks.2.cards.0.title'),
 * 'blocks.<index>' for a block as a whole, 'blocks' for the list (the block editor's keys).
 */
import type { z as zod } from 'zod';
import { CASE_STUDY_STATUSES } from '../../lib/case-study.ts';
import { PAGE_PATH_MAX_LENGTH, pagePathProblem } from '../../lib/page-path.ts';
import { z } from '../../lib/schemas/zod.ts';
import { UTC, wallTimeToMs, wallTimeToUtc } from '../../lib/time-zone.ts';
import { PUBLISH_AT_INVALID, PUBLISH_AT_PAST, PUBLISH_AT_TOO_FAR } from '../case-studies/case-study-schema.ts';
import { publishAtProblem } from '../case-studies/publish-at.ts';
import {
  BLOCK_LIMITS,
  IMAGE_SRC_MESSAGE,
  INTERACTIVE_BLOCK_TYPES,
  isSiteImageSrc,
  pageBlocksSchema,
} from './blocks/block-schemas.ts';
import { pathToSave } from './page-form.ts';

export const PAGE_LIMITS = {
  title: 120,
  /**
   * Search engines show about 160 characters (the case studies' checklist, META_DESCRIPTION_MAX); a
   * longer description is allowed up to 300, for the pages that share it on social networks, which
   * show more. The editor counts towards 160.
   */
  metaDescription: 300,
  metaDescriptionShown: 160,
  /** What a path field may hold before it is normalised (a path is at most 200: lib/page-path.ts). */
  typedPath: 1000,
} as const;

export const PAGE_MESSAGES = {
  titleRequired: 'Enter the page’s title',
  titleTooLong: `The title must be at most ${PAGE_LIMITS.title} characters`,
  pathRequired: 'Enter the page’s address, like /industries/insurance',
  pathTaken: 'Another page already has this address',
  metaDescriptionTooLong: `The meta description must be at most ${PAGE_LIMITS.metaDescription} characters`,
  status: 'Choose Draft, Published or Archived',
  noFormsHere: 'The home page and the cookie policy cannot show a form or the ROI calculator: place it on another page',
} as const;

/**
 * Pages whose routes draw no form staff place (the home page keeps its JavaScript budget; the cookie
 * policy's own post is the consent banner's): a form or the calculator there would never show.
 */
const PATHS_WITHOUT_FORMS = new Set(['/', '/cookies']);

export const pageEditorSchema = z
  .object({
    title: z
      .string({ error: 'Required' })
      .trim()
      .min(1, PAGE_MESSAGES.titleRequired)
      .max(PAGE_LIMITS.title, PAGE_MESSAGES.titleTooLong),
    path: z
      .string({ error: 'Required' })
      .max(PAGE_LIMITS.typedPath, `A page's path is at most ${PAGE_PATH_MAX_LENGTH} characters.`)
      .transform(pathToSave)
      .superRefine((path, context) => {
        const problem = path === '' ? PAGE_MESSAGES.pathRequired : pagePathProblem(path);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    metaDescription: z
      .string({ error: 'Required' })
      .trim()
      .max(PAGE_LIMITS.metaDescription, PAGE_MESSAGES.metaDescriptionTooLong),
    ogImage: z
      .string({ error: 'Required' })
      .trim()
      .max(BLOCK_LIMITS.url, IMAGE_SRC_MESSAGE)
      .refine((src) => src === '' || isSiteImageSrc(src), IMAGE_SRC_MESSAGE),
    noindex: z.boolean({ error: 'Required' }),
    status: z.enum(CASE_STUDY_STATUSES, { error: PAGE_MESSAGES.status }),
    publishAt: z.string({ error: 'Required' }).max(40, PUBLISH_AT_INVALID),
    publishAtZone: z.string().max(64).default(UTC),
    blocks: pageBlocksSchema,
  })
  .superRefine((page, context) => {
    if (!PATHS_WITHOUT_FORMS.has(page.path)) return;
    page.blocks.forEach((block, index) => {
      if ((INTERACTIVE_BLOCK_TYPES as readonly string[]).includes(block.type))
        context.addIssue({ code: 'custom', path: ['blocks', index, 'type'], message: PAGE_MESSAGES.noFormsHere });
    });
  });

export type PageEditorPayload = zod.infer<typeof pageEditorSchema>;
/** A valid submission, "Publish at" as an instant (null when the page does not wait for one). */
export type ValidPage = Omit<PageEditorPayload, 'publishAt' | 'publishAtZone'> & { publishAt: string | null };

export type PageFieldErrors = Record<string, string>;

/** A path in the block list that names the block itself rather than one of its fields. */
const BLOCK_ITSELF = new Set(['type', 'id']);

/**
 * Zod's issues as field errors, first message per key: the issue's path joined with dots; a block's
 * type or id (which no field shows) as the block ('blocks.3'); the whole submission as 'form'.
 */
export function pageIssuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PageFieldErrors {
  const errors: PageFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const onBlock = path[0] === 'blocks' && path.length === 3 && BLOCK_ITSELF.has(path[2] ?? '');
    const key = path.length === 0 ? 'form' : (onBlock ? path.slice(0, 2) : path).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** "Publish at" checked as the case studies' is: a draft's time, not past, within five years. */
function publishAtError(values: unknown, now: Date): string | null {
  if (typeof values !== 'object' || values === null) return null;
  const { publishAt, publishAtZone, status } = values as Record<string, unknown>;
  if (typeof publishAt !== 'string' || publishAt.trim() === '' || status !== 'draft') return null;
  const at = wallTimeToMs(publishAt.trim(), typeof publishAtZone === 'string' && publishAtZone ? publishAtZone : UTC);
  const problem = at === null ? 'invalid' : publishAtProblem(at, now);
  if (problem === 'invalid') return PUBLISH_AT_INVALID;
  if (problem === 'past') return PUBLISH_AT_PAST;
  if (problem === 'too-far') return PUBLISH_AT_TOO_FAR;
  return null;
}

export type PageValidation = { success: true; data: ValidPage } | { success: false; errors: PageFieldErrors };

/** Everything wrong with a page editor's submission, by field; the browser and the server use the same. */
export function validatePageEditor(payload: unknown, now: Date = new Date()): PageValidation {
  const result = pageEditorSchema.safeParse(payload);
  const errors = result.success ? {} : pageIssuesToErrors(result.error.issues);
  const publishAt = publishAtError(payload, now);
  if (publishAt) errors.publishAt ??= publishAt;
  if (!result.success || Object.keys(errors).length > 0) return { success: false, errors };
  const { publishAt: wallTime, publishAtZone, ...rest } = result.data;
  const scheduled = rest.status === 'draft' && wallTime.trim() !== '';
  return {
    success: true,
    data: { ...rest, publishAt: scheduled ? wallTimeToUtc(wallTime.trim(), publishAtZone) : null },
  };
}
