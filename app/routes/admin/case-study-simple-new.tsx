/** /admin/case-studies/simple-new: the simple editor ('Quick Add Case Study', SPEC 2.11). */
import { editorAction } from '../../.server/case-studies/editor-routes.ts';
import { EditorPageHeader } from '../../components/admin/case-study-editor/editor-page-header.tsx';
import { SimpleCaseStudyEditor } from '../../components/admin/case-study-editor/simple-editor.tsx';
import { emptySimpleValues } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-simple-new';

export const meta: Route.MetaFunction = () => [
  { title: 'Quick Add Case Study | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader() {
  return { initial: emptySimpleValues() };
}

export function action({ request, context }: Route.ActionArgs) {
  return editorAction({ request, context }, 'simple');
}

export default function SimpleNewCaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <EditorPageHeader
        title="Quick Add Case Study"
        description="The essentials on one page. Fields marked * are required."
        page="simple-new"
      />
      <SimpleCaseStudyEditor initial={loaderData.initial} saved={null} />
    </>
  );
}
