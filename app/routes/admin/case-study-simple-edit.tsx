/** /admin/case-studies/simple-edit/{id}: the simple editor for an existing case study (SPEC 2.11). */

import { EditorPageHeader } from '../../features/case-studies/admin/editor-page-header.tsx';
import { SimpleCaseStudyEditor } from '../../features/case-studies/admin/simple-editor.tsx';
import { simpleValuesFromDetail } from '../../features/case-studies/case-study-form.ts';
import { editorAction, loadStudyToEdit } from '../../features/case-studies/editor-routes.server.ts';
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
