/** /admin/pages/new: a new page built from blocks (issue 28); saving opens its editor. */
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { PageEditor } from '../../features/pages/admin/page-editor.tsx';
import { loadNewPageEditor, pageEditorAction } from '../../features/pages/editor.server.ts';
import { pageCopy } from '../../features/pages/page-copy.ts';
import type { Route } from './+types/page-new';

export const meta: Route.MetaFunction = () => [
  { title: `${pageCopy.newTitle} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request }: Route.LoaderArgs) {
  return loadNewPageEditor(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return pageEditorAction({ request, context });
}

export default function NewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={pageCopy.newTitle} description={pageCopy.newDescription} />
      <PageEditor initial={loaderData.initial} saved={null} />
    </>
  );
}
