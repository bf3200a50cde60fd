/**
 * Saving a case study from the studio's editors (SPEC 2.11, 5, 7.4): the server re-validates the
 * form with the shared schemas, normalises it, sanitises section HTML with the public pages'
 * allow-list, makes the slug unique, then creates or replaces the study and all its children in
 * one change (a failure leaves the previous version intact; DESIGN 6): the pipeline records who did
 * it and invalidates the public page cache so the change shows at once (../../.server/changes/case-studies.ts).
 *
 * published_at: set when a study is created as published, and when a study that has never been
 * published is published for the first time; never moved afterwards
 * (docs/decisions/case-study-published-at.md).
 */
import { data } from 'react-router';
import type { CaseStudyDetail, CaseStudyInput } from '../../lib/case-study.ts';
import { readVersion, type SaveConflict } from '../../lib/revisions.ts';
import { defaultSectionTitles } from './case-study-copy.ts';
import {
  emptyFullValues,
  emptySimpleValues,
  type FullEditorValues,
  fullValuesFromDetail,
  fullValuesToInput,
  isBlankHtml,
  type SimpleEditorValues,
  simpleValuesFromDetail,
  simpleValuesToInput,
} from './case-study-form.ts';
import { EDITOR_FIELDS_MARKER, editorValuesFromForm, withDrafts } from './case-study-form-fields.ts';

export type { SaveConflict } from '../../lib/revisions.ts';

import { caseStudyToChange, VersionConflict, writeCaseStudy } from '../../.server/changes/case-studies.ts';
import { commitChange } from '../../.server/changes/pipeline.ts';
import { ClientApprovalRequired } from '../../.server/changes/reviews.ts';
import { getCaseStudyById, getCaseStudyDetail, isSlugTaken } from '../../.server/db/repositories/case-studies.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import { sanitizeRichText } from '../../.server/infrastructure/html-sanitizer.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { SLUG_MAX_LENGTH, slugWithSuffix } from '../../lib/slug.ts';
import { type CaseStudyFieldErrors, validateFullEditor, validateSimpleEditor } from './case-study-schema.ts';
import { changesSince } from './history.server.ts';

export type EditorKind = 'full' | 'simple';

export type SaveOutcome =
  | { ok: true; detail: CaseStudyDetail }
  | { ok: false; status: 400; errors: CaseStudyFieldErrors }
  | { ok: false; status: 409; conflict: SaveConflict }
  /** Publishing refused: the case study needs its client's approval (issue 30). */
  | { ok: false; status: 409; refused: string; refusal: 'publish' | 'edit'; conflict?: undefined }
  | { ok: false; status: 404 | 500; message: string };

type EditorServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

export const EDITOR_MESSAGES = {
  created: 'Case study created successfully',
  updated: 'Case study updated successfully',
  createFailed: 'Failed to create case study',
  updateFailed: 'Failed to update case study',
  notPublished: 'Not published: client approval required',
  notSaved: 'Not saved: client approval required',
  fetchFailed: 'Failed to fetch case study',
  loadFailed: 'Failed to load case study data',
  notFound: 'This case study does not exist any more. It may have been deleted.',
  unreadable: 'The form could not be read. Reload the page and try again.',
} as const;

/** The editor's payload is at most 2 million characters; URL-encoding can triple that. */
const MAX_EDITOR_BODY_BYTES = 8 * 1024 * 1024;

/** What an editor's action received. */
export interface EditorSubmission {
  /** The values to validate and save; undefined when the post could not be read. */
  payload: unknown;
  /** From a form posted before the page hydrated: what it held, to show again if it cannot be saved. */
  posted?: unknown;
  /** The version of the study the editor was opened on (or, after a conflict, chose to save over). */
  expectedVersion?: number;
}

function parsePayload(payload: FormDataEntryValue | null): unknown {
  if (typeof payload !== 'string' || payload.length > 2_000_000) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** The values the editor page showed: the empty form, or the stored study (an empty form if it is gone). */
async function renderedValues(
  services: Pick<Services, 'database' | 'logger'>,
  target: { editor: EditorKind; id?: string | undefined },
): Promise<FullEditorValues | SimpleEditorValues> {
  const loaded = target.id === undefined ? null : await loadCaseStudyForEditing(services, target.id);
  if (target.editor === 'full')
    return loaded?.ok
      ? fullValuesFromDetail(loaded.detail, defaultSectionTitles)
      : emptyFullValues(defaultSectionTitles);
  return loaded?.ok ? simpleValuesFromDetail(loaded.detail) : emptySimpleValues();
}

/**
 * What an editor sent, as a regular form submission: the hydrated editor's JSON form state (the
 * `payload` field), or, from a form posted before the page hydrated, its named fields, read over the
 * values the page was rendered with (app/features/case-studies/case-study-form-fields.ts;
 * docs/decisions/studio-before-hydration.md).
 */
export async function readEditorSubmission(
  services: Pick<Services, 'database' | 'logger'>,
  request: Request,
  target: { editor: EditorKind; id?: string | undefined },
): Promise<EditorSubmission> {
  // Oversized or not a form at all: a 413/415 with its message; a form that does not parse: undefined.
  const form = await readFormDataOrThrow(request, MAX_EDITOR_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof Response && error.status !== 400) throw error;
    return undefined;
  });
  if (!form) return { payload: undefined };
  const expectedVersion = readVersion(form);
  if (form.has('payload') || form.get(EDITOR_FIELDS_MARKER.name) !== EDITOR_FIELDS_MARKER.value) {
    return { payload: parsePayload(form.get('payload')), expectedVersion };
  }
  const values = withDrafts(editorValuesFromForm(form, await renderedValues(services, target)), form);
  return { payload: values, posted: values, expectedVersion };
}

/** Sections cleaned with the public allow-list; one left empty by cleaning is skipped like an empty one. */
function sanitizeSections(input: CaseStudyInput): CaseStudyInput {
  const sections = input.sections
    .map((section) => ({ ...section, content: sanitizeRichText(section.content) }))
    .filter((section) => !isBlankHtml(section.content));
  return { ...input, sections };
}

const MAX_SUFFIX = 50;

/**
 * Makes the slug unique. A slug that still follows the title gets the first free numeric suffix
 * ('-2', '-3'...); one typed by hand is the author's choice, so a clash is reported instead.
 */
async function resolveSlug(
  database: EditorServices['database'],
  slug: string,
  options: { exceptId?: string; typedByHand: boolean },
): Promise<{ slug: string } | { error: string }> {
  if (!(await isSlugTaken(database, slug, options.exceptId))) return { slug };
  const suggestion = slugWithSuffix(slug, 2);
  if (options.typedByHand) {
    return {
      error: `The slug "${slug}" is already used by another case study. Choose another one, for example "${suggestion}".`,
    };
  }
  for (let n = 2; n <= MAX_SUFFIX; n++) {
    const candidate = slugWithSuffix(slug, n);
    if (!(await isSlugTaken(database, candidate, options.exceptId))) return { slug: candidate };
  }
  return { error: `The slug "${slug}" is already used by another case study. Choose another one.` };
}

interface SaveRequest {
  editor: EditorKind;
  /** The study to replace; undefined creates a new one. */
  id?: string;
  payload: unknown;
  admin: Pick<AdminIdentity, 'userId' | 'email'>;
  ip?: string | undefined;
  /** The version the editor opened; a study saved since is not overwritten (409). Absent: no check. */
  expectedVersion?: number | undefined;
}

/** Validates, normalises and saves one editor submission. Never throws for bad input or a failed write. */
export async function saveCaseStudy(services: EditorServices, request: SaveRequest): Promise<SaveOutcome> {
  const { logger } = services;
  const creating = request.id === undefined;
  const failed = creating ? EDITOR_MESSAGES.createFailed : EDITOR_MESSAGES.updateFailed;

  if (request.payload === undefined) return { ok: false, status: 400, errors: { form: EDITOR_MESSAGES.unreadable } };
  const parsed =
    request.editor === 'full' ? validateFullEditor(request.payload) : validateSimpleEditor(request.payload);
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.errors };
  const values = parsed.data;

  const by = { actor: request.admin.email, userId: request.admin.userId, ip: request.ip };
  let attemptedSlug = '';
  try {
    return await commitChange(services, async (change): Promise<SaveOutcome> => {
      // The study as it stands, read once, locked until the save commits.
      const previous =
        request.id === undefined ? null : await caseStudyToChange(change, request.id, request.expectedVersion);
      if (request.id !== undefined && !previous) return { ok: false, status: 404, message: EDITOR_MESSAGES.notFound };

      let input =
        request.editor === 'full'
          ? fullValuesToInput(values as Parameters<typeof fullValuesToInput>[0], defaultSectionTitles)
          : simpleValuesToInput(values as Parameters<typeof simpleValuesToInput>[0], defaultSectionTitles, previous);
      input = sanitizeSections(input);

      const typedByHand = values.slugEdited && values.slug.trim() !== '';
      const slug = await resolveSlug(change.database, input.caseStudy.slug.slice(0, SLUG_MAX_LENGTH), {
        exceptId: request.id,
        typedByHand,
      });
      if ('error' in slug) return { ok: false, status: 400, errors: { slug: slug.error } };
      input = { ...input, caseStudy: { ...input.caseStudy, slug: slug.slug } };
      attemptedSlug = slug.slug;

      // The create form's "Client approval required" (on by default); later saves leave it to the panel.
      const approvalRequired = creating && values.clientApprovalRequired;
      const detail = await writeCaseStudy(change, previous, input, {
        by,
        action: creating ? 'case_study.created' : 'case_study.updated',
        details: { editor: request.editor, ...(approvalRequired ? { clientApprovalRequired: true } : {}) },
        approvalRequired,
      });
      return { ok: true, detail };
    });
  } catch (error) {
    if (error instanceof ClientApprovalRequired)
      return { ok: false, status: 409, refused: error.reason, refusal: error.refused };
    if (error instanceof VersionConflict && request.id !== undefined) {
      const changes = await changesSince(services, request.id, error.expected);
      return { ok: false, status: 409, conflict: { ...error.current, basedOn: error.expected, changes } };
    }
    // Someone else took the slug between our check and the write.
    if (isUniqueViolation(error)) {
      return {
        ok: false,
        status: 400,
        errors: { slug: `The slug "${attemptedSlug}" is already used by another case study. Choose another one.` },
      };
    }
    logger.error({ err: error, caseStudyId: request.id }, failed);
    return { ok: false, status: 500, message: failed };
  }
}

export type EditorLoad =
  | { ok: true; detail: CaseStudyDetail }
  | { ok: false; title: typeof EDITOR_MESSAGES.fetchFailed | typeof EDITOR_MESSAGES.loadFailed; description: string };

/**
 * The study an edit screen opens: 'Failed to fetch case study' when the study itself cannot be
 * read or does not exist, 'Failed to load case study data' when its sections or metrics cannot.
 */
export async function loadCaseStudyForEditing(
  services: Pick<Services, 'database' | 'logger'>,
  id: string,
): Promise<EditorLoad> {
  const { database, logger } = services;
  let exists = false;
  try {
    exists = (await getCaseStudyById(database, id)) !== null;
  } catch (error) {
    logger.error({ err: error, caseStudyId: id }, EDITOR_MESSAGES.fetchFailed);
    return {
      ok: false,
      title: EDITOR_MESSAGES.fetchFailed,
      description: 'The database did not answer. Try again in a moment.',
    };
  }
  if (!exists) return { ok: false, title: EDITOR_MESSAGES.fetchFailed, description: EDITOR_MESSAGES.notFound };
  try {
    const detail = await getCaseStudyDetail(database, id, { publishedOnly: false });
    if (!detail) return { ok: false, title: EDITOR_MESSAGES.fetchFailed, description: EDITOR_MESSAGES.notFound };
    return { ok: true, detail };
  } catch (error) {
    logger.error({ err: error, caseStudyId: id }, EDITOR_MESSAGES.loadFailed);
    return {
      ok: false,
      title: EDITOR_MESSAGES.loadFailed,
      description: 'Its sections and metrics could not be read. Try again in a moment.',
    };
  }
}

/**
 * The action's answer to a save: back to the dashboard with a success toast (SPEC 8), or the
 * field errors (400), or the failure with its reason.
 */
export async function respondToSave(
  config: Pick<Services['config'], 'sessionSecret' | 'publicUrl'>,
  outcome: SaveOutcome,
  creating: boolean,
  submission: EditorSubmission,
) {
  if (outcome.ok) {
    return redirectWithToast(config, '/admin', {
      type: 'success',
      title: creating ? EDITOR_MESSAGES.created : EDITOR_MESSAGES.updated,
    });
  }
  // A form posted before hydration gets its values back: the page it answers is a new one.
  const values = submission.posted === undefined ? {} : { values: submission.posted };
  if (outcome.status === 400) return data({ errors: outcome.errors, ...values }, { status: 400 });
  if (outcome.status === 409 && 'refused' in outcome) {
    return data(
      {
        failure: {
          title: outcome.refusal === 'edit' ? EDITOR_MESSAGES.notSaved : EDITOR_MESSAGES.notPublished,
          description: outcome.refused,
        },
        ...values,
      },
      { status: 409 },
    );
  }
  if (outcome.status === 409) return data({ conflict: outcome.conflict, ...values }, { status: 409 });
  const title = creating ? EDITOR_MESSAGES.createFailed : EDITOR_MESSAGES.updateFailed;
  const description = outcome.status === 404 ? outcome.message : 'Nothing was saved. Please try again in a moment.';
  return data({ failure: { title, description }, ...values }, { status: outcome.status });
}
