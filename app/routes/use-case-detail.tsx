import { data, redirect } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { isDocumentRequest } from '../.server/infrastructure/streaming.ts';
import { shareImageUrlFor } from '../.server/share-images/hash.ts';
import { JsonLd, useSiteUrl } from '../components/seo/json-ld.tsx';
import { defaultImageFrom, pageMeta, SHARE_IMAGE_SIZE, siteUrlFrom } from '../components/seo/page-meta.ts';
import { Gone } from '../components/site/gone.tsx';
import { BuiltInCaseStudy } from '../features/case-studies/built-in-case-study.tsx';
import { CaseStudyArticle } from '../features/case-studies/case-study-article.tsx';
import type { CaseStudyPageData } from '../features/case-studies/case-study-page.ts';
import {
  builtInUseCaseArticleJsonLd,
  builtInUseCaseMeta,
  caseStudyMeta,
} from '../features/case-studies/case-study-seo.ts';
import { caseStudyPath } from '../features/case-studies/case-study-view.ts';
import { findCaseStudyPage } from '../features/case-studies/pages.server.ts';
import { answerRedirectRule } from '../features/redirects/serve.server.ts';
import { caseStudyShareInput } from '../lib/share-image.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/use-case-detail';

/** Home › Case Studies › {title}; none for the not-found page. */
export const handle: BreadcrumbHandle = {
  breadcrumbs: (loaderData) => {
    const page = loaderData as CaseStudyPageData | { kind: 'gone' } | undefined;
    if (!page || page.kind === 'gone') return null;
    const current =
      page.kind === 'database'
        ? { name: page.caseStudy.title, path: caseStudyPath(page.caseStudy.slug) }
        : { name: page.useCase.title, path: caseStudyPath(page.useCase.id) };
    return [{ name: 'Case Studies', path: '/use-cases' }, current];
  },
};

/**
 * /use-cases/{slug-or-id} (SPEC 2.9): a published database case study by slug or id, a permanent
 * redirect from an old slug, a built-in entry by id, or the not-found page with HTTP 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const found = await findCaseStudyPage(services, params.slug, services.config.publicUrl);
  switch (found.kind) {
    case 'database': {
      const body = isDocumentRequest(request) ? await found.body : found.body;
      return {
        kind: 'database' as const,
        caseStudy: found.caseStudy,
        jsonLd: found.jsonLd,
        body,
        // Only a document's head is read by the networks that show it; a navigation streams the body.
        shareImage:
          body instanceof Promise ? null : shareImageUrlFor(caseStudyShareInput(found.caseStudy, body.metrics)),
      };
    }
    case 'built-in':
      return { kind: 'built-in' as const, useCase: found.useCase };
    case 'redirect':
      // Listed with the redirect manager's, with its hits (issue 32).
      services.redirects.countHit(`/use-cases/${params.slug}`);
      throw redirect(found.location, 301);
    case 'not-found': {
      // A removed study the studio marked gone (410), or a client-side navigation to a redirected one.
      const url = new URL(request.url);
      if (await answerRedirectRule(services, `/use-cases/${params.slug}`, url.search)) {
        return data({ kind: 'gone' as const }, { status: 410 });
      }
      services.logger.info({ path: new URL(request.url).pathname }, 'case study not found');
      throw data(null, { status: 404 });
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData || loaderData.kind === 'gone')
    return [{ title: 'This page has been removed' }, { name: 'robots', content: 'noindex' }];
  const siteUrl = siteUrlFrom(matches);
  if (loaderData.kind === 'built-in') {
    return pageMeta({ ...builtInUseCaseMeta(loaderData.useCase, siteUrl), defaultImage: defaultImageFrom(matches) });
  }
  // The generated card (issue 32) rather than the article's main image: made for social networks
  // at their size, with the title and the first result on it (docs/decisions/share-images.md).
  const { shareImage } = loaderData;
  return pageMeta({
    ...caseStudyMeta(loaderData.caseStudy, siteUrl),
    ...(shareImage ? { image: shareImage, imageAlt: loaderData.caseStudy.title, imageSize: SHARE_IMAGE_SIZE } : {}),
    defaultImage: defaultImageFrom(matches),
  });
};

export default function UseCaseDetail({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  if (loaderData.kind === 'gone') return <Gone />;
  return loaderData.kind === 'database' ? (
    <CaseStudyArticle caseStudy={loaderData.caseStudy} body={loaderData.body} jsonLd={loaderData.jsonLd} />
  ) : (
    <>
      {siteUrl ? (
        <JsonLd data={import.meta.env.SSR && builtInUseCaseArticleJsonLd(loaderData.useCase, siteUrl)} />
      ) : null}
      <BuiltInCaseStudy useCase={loaderData.useCase} />
    </>
  );
}
