/** /admin/case-studies/simple-new: the simple editor ('Quick Add Case Study', SPEC 2.11). */

import { EditorPageHeader } from '../../features/case-studies/admin/editor-page-header.tsx';
import { SimpleCaseStudyEditor } from '../../features/case-studies/admin/simple-editor.tsx';
import { emptySimpleValues } from '../../features/case-studies/case-study-form.ts';
import { editorAction } from '../../features/case-studies/editor-routes.server.ts';
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
