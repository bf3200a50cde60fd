/**
 * What the four editor routes (full and simple, new and edit) do on the server, in one place: they
 * differ only in the editor and in whether a study is being edited.
 */
import { data, type RouterContextProvider } from 'react-router';
import {
  type AdminIdentity,
  adminContext,
  requestContext,
  servicesContext,
} from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { revisionCopy } from '../../content/revision-copy.ts';
import type { CaseStudyDetail } from '../../lib/case-study.ts';
import {
  type EditorKind,
  loadCaseStudyForEditing,
  readEditorSubmission,
  respondToSave,
  saveCaseStudy,
} from './editor.server.ts';
import { loadHistory, restoreVersion } from './history.server.ts';

type RouteContext = Readonly<RouterContextProvider>;

/**
 * The study an edit page opens, as the page's loader data: its id, title and status, and the
 * editor's values (`toValues`). A study that cannot be loaded sends the admin back to the dashboard
 * with the reason as a toast.
 */
export async function loadStudyToEdit<Values>(
  context: RouteContext,
  id: string,
  toValues: (detail: CaseStudyDetail) => Values,
) {
  const { detail, ...page } = await loadStudy(context, id, toValues);
  return page;
}

/**
 * The full editor's page: the study as `loadStudyToEdit` gives it, and its History tab (the
 * version named by `?revision=` compared with the current one).
 */
export async function loadStudyWithHistory<Values>(
  context: RouteContext,
  request: Request,
  id: string,
  toValues: (detail: CaseStudyDetail) => Values,
) {
  const { detail, ...page } = await loadStudy(context, id, toValues);
  const search = new URL(request.url).searchParams;
  const selected = search.get('revision');
  return {
    ...page,
    history: await loadHistory(context.get(servicesContext), detail, selected),
    historyOpen: selected !== null || search.get('tab') === 'history',
  };
}

async function loadStudy<Values>(context: RouteContext, id: string, toValues: (detail: CaseStudyDetail) => Values) {
  const services = context.get(servicesContext);
  const loaded = await loadCaseStudyForEditing(services, id);
  if (!loaded.ok) {
    throw await redirectWithToast(services.config, '/admin', {
      type: 'error',
      title: loaded.title,
      description: loaded.description,
    });
  }
  const { caseStudy } = loaded.detail;
  return {
    id: caseStudy.id,
    title: caseStudy.title,
    detail: loaded.detail,
    initial: toValues(loaded.detail),
    saved: {
      slug: caseStudy.slug,
      status: caseStudy.status,
      updatedAt: caseStudy.updatedAt,
      publishedAt: caseStudy.publishedAt,
      /** What a save sends back, so a study saved by someone else since is never overwritten unseen. */
      version: caseStudy.version,
    },
  };
}

/** An editor route's action: reads the posted form, saves it (a new study when `id` is absent) and answers. */
export async function editorAction(
  { request, context, id }: { request: Request; context: RouteContext; id?: string },
  editor: EditorKind,
) {
  const services = context.get(servicesContext);
  const submission = await readEditorSubmission(services, request, { editor, id });
  const outcome = await saveCaseStudy(services, {
    editor,
    id,
    payload: submission.payload,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
    expectedVersion: submission.expectedVersion,
  });
  return respondToSave(services.config, outcome, id === undefined, submission);
}

/** Restoring one version of a record: a case study's (restoreVersion), a page's. */
export type RestoreVersion = (
  services: Services,
  request: { id: string; revisionId: string; admin: AdminIdentity; ip?: string | undefined },
) => Promise<{ ok: true } | { ok: false; status: number; message: string }>;

/**
 * 'Restore this version' (the History tab's form posts to the edit page with `?restore`): the chosen
 * version becomes the newest, and the editor (`editPath`) opens again on it, its History tab showing.
 */
export async function restoreFromHistory(
  { request, context, id }: { request: Request; context: RouteContext; id: string },
  restore: RestoreVersion,
  after: { editPath: string; description: string },
) {
  const services = context.get(servicesContext);
  const form = await readFormDataOrThrow(request, 4096);
  const revisionId = form.get('revision');
  const outcome = await restore(services, {
    id,
    revisionId: typeof revisionId === 'string' ? revisionId : '',
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
  });
  if (!outcome.ok) {
    return data(
      { failure: { title: revisionCopy.restoreFailed, description: outcome.message } },
      { status: outcome.status },
    );
  }
  return redirectWithToast(services.config, `${after.editPath}?tab=history`, {
    type: 'success',
    title: revisionCopy.restored,
    description: after.description,
  });
}

/** The full editor's 'Restore this version'. */
export const restoreAction = (args: { request: Request; context: RouteContext; id: string }) =>
  restoreFromHistory(args, restoreVersion, {
    editPath: `/admin/case-studies/edit/${args.id}`,
    description: revisionCopy.restoredDescription,
  });

/** The edit page's action: a restore when the post says so (`?restore`), else a save. */
export function isRestore(request: Request): boolean {
  return new URL(request.url).searchParams.has('restore');
}
