/**
 * /admin/preview/{id}: any case study, drafts included, exactly as its public page will show it,
 * under a banner that says it is a preview. Signed-in only (the admin layout's middleware), never
 * cached and never indexed.
 */
import { Eye, Pencil } from 'lucide-react';
import { data, Link } from 'react-router';
import { getCaseStudyById } from '../../.server/db/repositories/case-studies.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CaseStudyStatusBadge } from '../../features/case-studies/admin/status-badge.tsx';
import { CaseStudyArticle } from '../../features/case-studies/case-study-article.tsx';
import { toPublicCaseStudy } from '../../features/case-studies/case-study-page.ts';
import { loadBody } from '../../features/case-studies/pages.server.ts';
import type { Route } from './+types/preview';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.caseStudy.title ?? 'Case study'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const caseStudy = await getCaseStudyById(services.database, params.id);
  if (!caseStudy) throw data(null, { status: 404 });
  return {
    id: caseStudy.id,
    status: caseStudy.status,
    slug: caseStudy.slug,
    caseStudy: toPublicCaseStudy(caseStudy),
    body: await loadBody(services, caseStudy),
  };
}

export default function CaseStudyPreview({ loaderData }: Route.ComponentProps) {
  const { id, status, slug, caseStudy, body } = loaderData;
  return (
    <div className="-mx-4 -my-6 sm:-mx-6 sm:-my-8">
      <div
        role="note"
        aria-label="Preview"
        className="z-30 flex flex-col md:sticky md:top-16 gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-950">
          <Eye className="size-4" aria-hidden="true" />
          <strong className="font-semibold">Preview</strong>
          <CaseStudyStatusBadge status={status} />
          <span>
            {status === 'published'
              ? `This case study is live at /use-cases/${slug}.`
              : 'Only signed-in staff can see this page. Visitors will see it once it is published.'}
          </span>
        </p>
        <Link
          to={`/admin/case-studies/simple-edit/${encodeURIComponent(id)}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Link>
      </div>
      <CaseStudyArticle caseStudy={caseStudy} body={body} />
    </div>
  );
}
