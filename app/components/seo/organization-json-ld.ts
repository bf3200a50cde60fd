/**
 * The company in schema.org structured data: the Organization behind every page (from
 * app/content/brand.ts) and the Articles it publishes (the case studies). Rendered by `<JsonLd>`.
 */
import { brand } from '../../content/brand.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { BUILT_IN_OG_IMAGE, type PublicSiteSettings } from '../../lib/site-settings.ts';
import { type JsonLdObject, SCHEMA_ORG } from '../../lib/structured-data.ts';

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

/** The company, on every page: its details from the site settings, the rest from app/content/brand.ts. */
export function organizationJsonLd(siteUrl: string, settings: PublicSiteSettings): JsonLdObject {
  return {
    '@context': SCHEMA_ORG,
    ...organizationRef(siteUrl),
    legalName: settings.companyName,
    description: brand.description,
    slogan: settings.footerTagline,
    foundingDate: String(brand.founded),
    email: settings.contactEmail,
    telephone: settings.phone,
    address: settings.postalAddress,
    image: absoluteUrl(siteUrl, settings.defaultOgImage || BUILT_IN_OG_IMAGE),
    ...(settings.socialLinks.length > 0 ? { sameAs: settings.socialLinks.map((link) => link.url) } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: settings.contactEmail,
      telephone: settings.phone,
      url: absoluteUrl(siteUrl, '/contact'),
      availableLanguage: 'English',
    },
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
    '@context': SCHEMA_ORG,
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
