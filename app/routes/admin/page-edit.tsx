/**
 * /admin/pages/edit/{id}: a page's editor (issue 28), with its History tab (`?tab=history`,
 * `?revision={id}`), restoring a version (a post with `?restore`) and deleting the page (a post with
 * `?delete-page`, asked first: `?confirm-delete` without JavaScript).
 */
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { RestoreVersionForm } from '../../features/case-studies/admin/history-panel.tsx';
import { DeletePageButton, InlineDeletePageConfirmation } from '../../features/pages/admin/delete-page.tsx';
import { PageEditor } from '../../features/pages/admin/page-editor.tsx';
import {
  deletePageAction,
  editIntent,
  loadPageEditor,
  pageEditorAction,
  restorePageAction,
} from '../../features/pages/editor.server.ts';
import { pageCopy } from '../../features/pages/page-copy.ts';
import { pageEditPath } from '../../features/pages/page-form.ts';
import type { Route } from './+types/page-edit';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `Edit: ${loaderData.title}` : pageCopy.editTitle} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPageEditor(context, request, params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  const intent = editIntent(request);
  if (intent === 'restore') return restorePageAction({ request, context, id: params.id });
  if (intent === 'delete') return deletePageAction({ context, id: params.id });
  return pageEditorAction({ request, context, id: params.id });
}

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { id, title, initial, saved, history, historyOpen, confirmDelete, linkNotes } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={pageCopy.editTitle}
        description={title}
        actions={<DeletePageButton id={id} title={title} path={saved.path} />}
      />
      {confirmDelete ? <InlineDeletePageConfirmation id={id} title={title} path={saved.path} /> : null}
      {/* A fresh editor per page and per version: a restored version or theirs after a conflict
          must not keep the old form. */}
      <PageEditor
        key={`${id}:${saved.version}`}
        initial={initial}
        saved={saved}
        history={history}
        linkNotes={linkNotes}
        initialTab={historyOpen ? 'history' : 'content'}
      />
      <RestoreVersionForm studyId={id} editPath={pageEditPath(id)} />
    </>
  );
}
