import { servicesContext } from '../.server/infrastructure/context.ts';
import { renderOnServer } from '../.server/infrastructure/server-values.ts';
import { isDocumentRequest } from '../.server/infrastructure/streaming.ts';
import { defaultImageFrom, pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { caseStudyListCopy as copy } from '../features/case-studies/case-study-copy.ts';
import { CaseStudyListSection } from '../features/case-studies/case-study-list.tsx';
import { loadCaseStudyList } from '../features/case-studies/pages.server.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/use-cases';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Case Studies', path: '/use-cases' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Case Studies',
    description: copy.metaDescription,
    path: '/use-cases',
    siteUrl: siteUrlFrom(matches),
    defaultImage: defaultImageFrom(matches),
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = loadCaseStudyList(context.get(servicesContext));
  // A document's list is rendered into a static island: its cards' data stays on the server.
  return { list: isDocumentRequest(request) ? renderOnServer(context, await list) : list };
}

export default function UseCases({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={copy.chip} title={copy.title} lead={copy.lead} />
      <CaseStudyListSection list={loaderData.list} />
    </>
  );
}
