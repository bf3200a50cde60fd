/**
 * schema.org structured data (JSON-LD) for search engines: a page's BreadcrumbList and the consulting
 * FAQ as a FAQPage. Pure builders returning plain objects; `<JsonLd>` (components/seo/json-ld.tsx)
 * renders them safely. The Organization and its Articles carry the brand's details, so they are
 * built in components/seo/organization-json-ld.ts.
 */
import { absoluteUrl } from './absolute-url.ts';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

export const SCHEMA_ORG = 'https://schema.org';

export interface Breadcrumb {
  name: string;
  /** Site-relative path, e.g. '/use-cases'. */
  path: string;
}

/**
 * A public route's place in the site, as `handle.breadcrumbs` (the trail after Home). A function of
 * the route's loader data for pages whose title comes from the database; null means no trail.
 */
export interface BreadcrumbHandle {
  breadcrumbs: readonly Breadcrumb[] | ((loaderData: unknown) => readonly Breadcrumb[] | null);
}

/** The trail of the deepest matched route that declares one, starting at `home`; null when none does. */
export function breadcrumbsFor(
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
  home: Breadcrumb,
): Breadcrumb[] | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const { handle, loaderData } = matches[index]!;
    const declared = (handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumbs;
    if (!declared) continue;
    const trail = typeof declared === 'function' ? declared(loaderData) : declared;
    return trail ? [home, ...trail] : null;
  }
  return null;
}

/** The trail from the home page to this page, e.g. Home › Case Studies › {title}. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Breadcrumb[]): JsonLdObject {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** Questions and answers shown on the page (Google requires them to be visible there). */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
