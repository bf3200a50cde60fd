/** /admin/case-studies/edit/{id}: the full editor for an existing case study (SPEC 2.11). */
import { editorAction, loadStudyToEdit } from '../../.server/case-studies/editor-routes.ts';
import { EditorPageHeader } from '../../components/admin/case-study-editor/editor-page-header.tsx';
import { FullCaseStudyEditor } from '../../components/admin/case-study-editor/full-editor.tsx';
import { defaultSectionTitles } from '../../content/case-study-copy.ts';
import { fullValuesFromDetail } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-edit';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `Edit: ${loaderData.title}` : 'Edit Case Study'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadStudyToEdit(context, params.id, (detail) => fullValuesFromDetail(detail, defaultSectionTitles));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return editorAction({ request, context, id: params.id }, 'full');
}

export default function EditCaseStudy({ loaderData }: Route.ComponentProps) {
  const { id, title, initial, saved } = loaderData;
  return (
    <>
      <EditorPageHeader title="Edit Case Study" description={title} page="full-edit" study={{ id, ...saved }} />
      {/* A fresh editor per study: navigating from one study to another must not keep the old form. */}
      <FullCaseStudyEditor key={id} initial={initial} saved={saved} />
    </>
  );
}
