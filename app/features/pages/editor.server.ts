/**
 * The page editor's server side (issue 28): what the new and edit screens load, and saving,
 * restoring and deleting a page. A save is parsed again with the editor's schema (the authority),
 * its rich text is cleaned with the public allow-list, its links are checked (link-check.server.ts),
 * and it is written as one change: the revision, the audit entry, the `page.published` event and the
 * invalidation of the public pages come with it (app/.server/changes/pages.ts).
 */
import { data, type RouterContextProvider } from 'react-router';
import { deletePage, pageToChange, writePage } from '../../.server/changes/pages.ts';
import { commitChange, staffActor } from '../../.server/changes/pipeline.ts';
import { getPageById, isPagePathTaken } from '../../.server/db/repositories/pages.ts';
import { VersionConflict } from '../../.server/db/repositories/revisions.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import {
  type AdminIdentity,
  adminContext,
  requestContext,
  servicesContext,
} from '../../.server/infrastructure/context.ts';
import { sanitizeRichText } from '../../.server/infrastructure/html-sanitizer.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import type { Page } from '../../lib/page.ts';
import { readVersion, type SaveConflict } from '../../lib/revisions.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import { EDITOR_FIELDS_MARKER, readFormValues } from '../case-studies/case-study-form-fields.ts';
import { restoreFromHistory } from '../case-studies/editor-routes.server.ts';
import type { Block } from './blocks/block-schemas.ts';
import { loadPageHistory, pageChangesSince, restorePageVersion } from './history.server.ts';
import { checkPageLinks } from './link-check.server.ts';
import { pageCopy } from './page-copy.ts';
import {
  CONFIRM_DELETE_PARAM,
  DELETE_PARAM,
  emptyPageValues,
  type PageEditorValues,
  pageEditPath,
  pageValuesFromPage,
  pageValuesToInput,
} from './page-form.ts';
import { PAGE_MESSAGES, type PageFieldErrors, validatePageEditor } from './page-schema.ts';
import { readableBlocks } from './pages.server.ts';

type RouteContext = Readonly<RouterContextProvider>;
type EditorServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

/** The values a JSON payload may hold: blocks and all, well under this. */
const MAX_PAYLOAD_CHARS = 4_000_000;
/** URL-encoding can triple a payload. */
const MAX_EDITOR_BODY_BYTES = 12 * 1024 * 1024;

export type PageSaveOutcome =
  | { ok: true; page: Page; warnings: string[] }
  | { ok: false; status: 400 | 422; errors: PageFieldErrors }
  | { ok: false; status: 409; conflict: SaveConflict }
  | { ok: false; status: 404 | 500; message: string };

export interface PageSubmission {
  /** The values to validate and save; undefined when the post could not be read. */
  payload: unknown;
  /** From a form posted before hydration: what it held, shown again if it cannot be saved. */
  posted?: unknown;
  expectedVersion?: number | undefined;
}

function parsePayload(payload: FormDataEntryValue | null): unknown {
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/**
 * What the editor sent: the hydrated editor's JSON values (`payload`), or the named fields of a form
 * posted before hydration, read over the values the page showed (`rendered`), as the case-study
 * editors do (docs/decisions/studio-before-hydration.md).
 */
export async function readPageSubmission(
  request: Request,
  rendered: () => Promise<PageEditorValues>,
): Promise<PageSubmission> {
  const form = await readFormDataOrThrow(request, MAX_EDITOR_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof Response && error.status !== 400) throw error;
    return undefined;
  });
  if (!form) return { payload: undefined };
  const expectedVersion = readVersion(form);
  if (form.has('payload') || !form.has(EDITOR_FIELDS_MARKER.name)) {
    return { payload: parsePayload(form.get('payload')), expectedVersion };
  }
  const values = readFormValues(form, await rendered());
  return { payload: values, posted: values, expectedVersion };
}

/** Rich text as the public pages may show it: cleaned with the allow-list the case studies use. */
export const sanitizeBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.map((block) => (block.type === 'rich-text' ? { ...block, html: sanitizeRichText(block.html) } : block));

/** Validates, checks the links of and saves one submission. Never throws for bad input or a failed write. */
export async function savePage(
  services: EditorServices,
  request: {
    id?: string | undefined;
    payload: unknown;
    admin: Pick<AdminIdentity, 'userId' | 'email'>;
    ip?: string | undefined;
    expectedVersion?: number | undefined;
  },
): Promise<PageSaveOutcome> {
  const { database, logger } = services;
  const creating = request.id === undefined;
  if (request.payload === undefined) return { ok: false, status: 400, errors: { form: pageCopy.unreadable } };
  const parsed = validatePageEditor(request.payload);
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.errors };
  const input = pageValuesToInput({ ...parsed.data, blocks: sanitizeBlocks(parsed.data.blocks) });

  try {
    const links = await checkPageLinks(database, input.blocks, input.path);
    if (Object.keys(links.errors).length > 0) return { ok: false, status: 422, errors: links.errors };
    return await commitChange(services, async (change): Promise<PageSaveOutcome> => {
      const before = request.id === undefined ? null : await pageToChange(change, request.id, request.expectedVersion);
      if (request.id !== undefined && !before) return { ok: false, status: 404, message: pageCopy.notFound };
      if (await isPagePathTaken(change.database, input.path, request.id)) {
        return { ok: false, status: 400, errors: { path: PAGE_MESSAGES.pathTaken } };
      }
      const page = await writePage(change, before, input, {
        by: staffActor(request.admin, request.ip),
        action: creating ? 'page.created' : 'page.updated',
      });
      return { ok: true, page, warnings: links.warnings };
    });
  } catch (error) {
    if (error instanceof VersionConflict && request.id !== undefined) {
      const current = await getPageById(database, request.id);
      const changes = await pageChangesSince(services, current, error.expected);
      return { ok: false, status: 409, conflict: { ...error.current, basedOn: error.expected, changes } };
    }
    // Another page took the address between the check and the write.
    if (isUniqueViolation(error)) return { ok: false, status: 400, errors: { path: PAGE_MESSAGES.pathTaken } };
    const failed = creating ? pageCopy.createFailed : pageCopy.updateFailed;
    logger.error({ err: error, pageId: request.id }, failed);
    return { ok: false, status: 500, message: failed };
  }
}

/** The action's answer: the edit page with a toast (naming links to unpublished pages), or what went wrong. */
export async function respondToPageSave(
  config: Pick<Services['config'], 'sessionSecret' | 'publicUrl'>,
  outcome: PageSaveOutcome,
  creating: boolean,
  submission: PageSubmission,
) {
  if (outcome.ok) {
    const title = creating ? pageCopy.created : pageCopy.updated;
    const toast =
      outcome.warnings.length > 0
        ? { type: 'info' as const, title, description: outcome.warnings.join(' ') }
        : { type: 'success' as const, title };
    return redirectWithToast(config, pageEditPath(outcome.page.id), toast);
  }
  // A form posted before hydration gets its values back: the page it answers is a new one.
  const values = submission.posted === undefined ? {} : { values: submission.posted };
  if (outcome.status === 400 || outcome.status === 422) {
    return data({ errors: outcome.errors, ...values }, { status: outcome.status });
  }
  if (outcome.status === 409) return data({ conflict: outcome.conflict, ...values }, { status: 409 });
  const title = creating ? pageCopy.createFailed : pageCopy.updateFailed;
  const description = outcome.status === 404 ? outcome.message : pageCopy.tryAgain;
  return data({ failure: { title, description }, ...values }, { status: outcome.status });
}

const timeZoneOf = (request: Request) => timeZoneFromCookies(request.headers.get('Cookie'));

/** The stored page an edit screen opens; back to the list with the reason when it cannot be read. */
async function loadPage(context: RouteContext, id: string): Promise<Page> {
  const services = context.get(servicesContext);
  let page: Page | null = null;
  try {
    page = await getPageById(services.database, id);
  } catch (error) {
    services.logger.error({ err: error, pageId: id }, pageCopy.fetchFailed);
    throw await redirectWithToast(services.config, '/admin/pages', {
      type: 'error',
      title: pageCopy.fetchFailed,
      description: 'The database did not answer. Try again in a moment.',
    });
  }
  if (!page) {
    throw await redirectWithToast(services.config, '/admin/pages', {
      type: 'error',
      title: pageCopy.fetchFailed,
      description: pageCopy.notFound,
    });
  }
  return page;
}

/**
 * The edit screen: the page's values, what the editor needs to know of the stored page (its version
 * for the conflict check), its History tab (`?revision=` compares a version, `?tab=history` opens it),
 * the question before deleting (`?confirm-delete`, for a browser without JavaScript), and what its links
 * lead to now (a page linked to may have been unpublished or deleted since the last save).
 */
export async function loadPageEditor(context: RouteContext, request: Request, id: string) {
  const services = context.get(servicesContext);
  const page = await loadPage(context, id);
  const search = new URL(request.url).searchParams;
  const selected = search.get('revision');
  const blocks = readableBlocks(page, services.logger);
  const [history, links] = await Promise.all([
    loadPageHistory(services, page, selected),
    checkPageLinks(services.database, blocks, page.path),
  ]);
  return {
    id: page.id,
    title: page.title,
    initial: pageValuesFromPage(page, timeZoneOf(request)),
    saved: {
      path: page.path,
      status: page.status,
      updatedAt: page.updatedAt,
      publishedAt: page.publishedAt,
      version: page.version,
    },
    history,
    historyOpen: selected !== null || search.get('tab') === 'history',
    confirmDelete: search.has(CONFIRM_DELETE_PARAM),
    linkNotes: [...Object.values(links.errors), ...links.warnings],
  };
}

export const loadNewPageEditor = (request: Request) => ({ initial: emptyPageValues(timeZoneOf(request)) });

/** The new and edit screens' save: a new page when `id` is absent. */
export async function pageEditorAction({
  request,
  context,
  id,
}: {
  request: Request;
  context: RouteContext;
  id?: string;
}) {
  const services = context.get(servicesContext);
  const submission = await readPageSubmission(request, async () => {
    const stored = id === undefined ? null : await getPageById(services.database, id);
    return stored ? pageValuesFromPage(stored, timeZoneOf(request)) : emptyPageValues(timeZoneOf(request));
  });
  const outcome = await savePage(services, {
    id,
    payload: submission.payload,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
    expectedVersion: submission.expectedVersion,
  });
  return respondToPageSave(services.config, outcome, id === undefined, submission);
}

/** 'Restore this version' (a post to the edit page with `?restore`): the editor opens again on it. */
export const restorePageAction = (args: { request: Request; context: RouteContext; id: string }) =>
  restoreFromHistory(args, restorePageVersion, {
    editPath: pageEditPath(args.id),
    description: pageCopy.restoredDescription,
  });

/** 'Delete page': to the list, or what went wrong. */
export async function deletePageAction({ context, id }: { context: RouteContext; id: string }) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  try {
    const deleted = await deletePage(services, id, {
      by: staffActor(admin, context.get(requestContext).ip),
      action: 'page.deleted',
    });
    if (deleted) {
      return redirectWithToast(services.config, '/admin/pages', { type: 'success', title: pageCopy.deleted });
    }
    return data({ failure: { title: pageCopy.deleteFailed, description: pageCopy.notFound } }, { status: 404 });
  } catch (error) {
    services.logger.error({ err: error, pageId: id }, pageCopy.deleteFailed);
    return data({ failure: { title: pageCopy.deleteFailed, description: pageCopy.tryAgain } }, { status: 500 });
  }
}

/** What a post to the edit page asks for: `?restore`, `?delete-page`, else a save. */
export function editIntent(request: Request): 'restore' | 'delete' | 'save' {
  const search = new URL(request.url).searchParams;
  if (search.has('restore')) return 'restore';
  if (search.has(DELETE_PARAM)) return 'delete';
  return 'save';
}
