/**
 * schema.org structured data (JSON-LD) for search engines: the Organization behind every page, a
 * page's BreadcrumbList, the consulting FAQ as a FAQPage and case studies as Articles. Pure builders
 * returning plain objects; `<JsonLd>` (components/seo/json-ld.tsx) renders them safely.
 */
import { brand } from '../content/brand.ts';
import { absoluteUrl } from './seo.ts';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The stable identifier other objects use to point at the Organization instead of repeating it. */
export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, '/')}#organization`;

/** A short reference to the Organization, as author or publisher of a page. */
function organizationRef(siteUrl: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: brand.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/images/logo.svg'),
  };
}

/** The company, on every page (from app/content/brand.ts). */
export function organizationJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    ...organizationRef(siteUrl),
    legalName: brand.legalName,
    description: brand.description,
    slogan: brand.tagline,
    foundingDate: String(brand.founded),
    email: brand.emails.hello,
    telephone: brand.phone,
    address: brand.address,
    image: absoluteUrl(siteUrl, '/images/og-default.png'),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: brand.emails.hello,
      telephone: brand.phone,
      url: absoluteUrl(siteUrl, '/contact'),
      availableLanguage: 'English',
    },
  };
}

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

const HOME_CRUMB: Breadcrumb = { name: 'Home', path: '/' };

/** The trail of the deepest matched route that declares one, starting at Home; null when none does. */
export function breadcrumbsFor(matches: readonly { handle?: unknown; loaderData?: unknown }[]): Breadcrumb[] | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const { handle, loaderData } = matches[index]!;
    const declared = (handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumbs;
    if (!declared) continue;
    const trail = typeof declared === 'function' ? declared(loaderData) : declared;
    return trail ? [HOME_CRUMB, ...trail] : null;
  }
  return null;
}

/** The trail from the home page to this page, e.g. Home › Case Studies › {title}. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Breadcrumb[]): JsonLdObject {
  return {
    '@context': CONTEXT,
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
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  /** Site-relative path of the article. */
  path: string;
  image?: string | null;
  /** ISO dates; `datePublished` falls back to the creation date where there is no publication date. */
  datePublished?: string | null;
  dateModified?: string | null;
  keywords?: readonly string[];
  /** The subject, e.g. the client a case study is about. */
  about?: string | null;
  section?: string;
}

const HEADLINE_MAX = 110;

/** A case study (database or built-in) as an Article, published by the Organization. */
export function articleJsonLd(siteUrl: string, article: ArticleInput): JsonLdObject {
  const url = absoluteUrl(siteUrl, article.path);
  const headline =
    article.headline.length > HEADLINE_MAX ? `${article.headline.slice(0, HEADLINE_MAX - 1)}…` : article.headline;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(article.image ? { image: [absoluteUrl(siteUrl, article.image)] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    author: organizationRef(siteUrl),
    publisher: organizationRef(siteUrl),
    articleSection: article.section ?? 'Case studies',
    ...(article.about ? { about: { '@type': 'Organization', name: article.about } } : {}),
    ...(article.keywords && article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
  };
}
