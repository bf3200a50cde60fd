/**
 * What the four editor routes (full and simple, new and edit) do on the server, in one place: they
 * differ only in the editor and in whether a study is being edited.
 */
import type { RouterContextProvider } from 'react-router';
import type { CaseStudyDetail } from '../../lib/case-study.ts';
import { adminContext, requestContext, servicesContext } from '../infrastructure/context.ts';
import { redirectWithToast } from '../infrastructure/toast.ts';
import {
  type EditorKind,
  loadCaseStudyForEditing,
  readEditorSubmission,
  respondToSave,
  saveCaseStudy,
} from './editor.ts';

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
    initial: toValues(loaded.detail),
    saved: {
      slug: caseStudy.slug,
      status: caseStudy.status,
      updatedAt: caseStudy.updatedAt,
      publishedAt: caseStudy.publishedAt,
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
  });
  return respondToSave(services.config, outcome, id === undefined, submission);
}
