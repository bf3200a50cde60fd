/** /admin/case-studies/simple-new: the simple editor ('Quick Add Case Study', SPEC 2.11). */
import { PanelsTopLeft } from 'lucide-react';
import { Link } from 'react-router';
import { readEditorSubmission, respondToSave, saveCaseStudy } from '../../.server/case-studies/editor.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { SimpleCaseStudyEditor } from '../../components/admin/case-study-editor/simple-editor.tsx';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { emptySimpleValues } from '../../lib/case-study-form.ts';
import type { Route } from './+types/case-study-simple-new';

export const meta: Route.MetaFunction = () => [
  { title: 'Quick Add Case Study | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader() {
  return { initial: emptySimpleValues() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const submission = await readEditorSubmission(services, request, { editor: 'simple' });
  const outcome = await saveCaseStudy(services, {
    editor: 'simple',
    payload: submission.payload,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
  });
  return respondToSave(services.config, outcome, true, submission);
}

export default function SimpleNewCaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Quick Add Case Study"
        description="The essentials on one page. Fields marked * are required."
        actions={
          <Link
            to="/admin/case-studies/new"
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <PanelsTopLeft className="size-4" aria-hidden="true" />
            Use the full editor
          </Link>
        }
      />
      <SimpleCaseStudyEditor initial={loaderData.initial} saved={null} />
    </>
  );
}
