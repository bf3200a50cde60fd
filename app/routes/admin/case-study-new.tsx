/** /admin/case-studies/new: the full editor for a new case study (SPEC 2.11). */

import { EditorPageHeader } from '../../features/case-studies/admin/editor-page-header.tsx';
import { FullCaseStudyEditor } from '../../features/case-studies/admin/full-editor.tsx';
import { defaultSectionTitles } from '../../features/case-studies/case-study-copy.ts';
import { emptyFullValues } from '../../features/case-studies/case-study-form.ts';
import { editorAction } from '../../features/case-studies/editor-routes.server.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import type { Route } from './+types/case-study-new';

export const meta: Route.MetaFunction = () => [
  { title: 'New Case Study | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { initial: emptyFullValues(defaultSectionTitles, timeZoneFromCookies(request.headers.get('Cookie'))) };
}

export function action({ request, context }: Route.ActionArgs) {
  return editorAction({ request, context }, 'full');
}

export default function NewCaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <EditorPageHeader
        title="New Case Study"
        description="Every field of the story, its sections, metrics and media. Saved as a draft unless you publish it."
        page="full-new"
      />
      <FullCaseStudyEditor initial={loaderData.initial} saved={null} />
    </>
  );
}
