/** /admin/case-studies/simple-edit/{id}: the simple editor for an existing case study (SPEC 2.11). */
import { editorAction, loadStudyToEdit } from '../../.server/case-studies/editor-routes.ts';
import { EditorPageHeader } from '../../components/admin/case-study-editor/editor-page-header.tsx';
import { SimpleCaseStudyEditor } from '../../components/admin/case-study-editor/simple-editor.tsx';
import { simpleValuesFromDetail } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-simple-edit';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `Edit: ${loaderData.title}` : 'Edit Case Study'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadStudyToEdit(context, params.id, simpleValuesFromDetail);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return editorAction({ request, context, id: params.id }, 'simple');
}

export default function SimpleEditCaseStudy({ loaderData }: Route.ComponentProps) {
  const { id, title, initial, saved } = loaderData;
  return (
    <>
      <EditorPageHeader title="Edit Case Study" description={title} page="simple-edit" study={{ id, ...saved }} />
      {/* A fresh editor per study and per version: another study, or theirs reloaded after a
          conflict, must not keep the old form. */}
      <SimpleCaseStudyEditor key={`${id}:${saved.version}`} initial={initial} saved={saved} />
    </>
  );
}
