/**
 * How a case study describes itself to search engines and social networks (DESIGN 6 'SEO'):
 * meta_title / meta_description when set, the main image as the Open Graph image, the canonical
 * URL by slug, and an Article in JSON-LD.
 */

import { articleJsonLd } from '../../components/seo/organization-json-ld.ts';
import type { PageMetaInput } from '../../components/seo/page-meta.ts';
import type { BuiltInUseCase, CaseStudy } from '../../lib/case-study.ts';
import type { JsonLdObject } from '../../lib/structured-data.ts';
import { caseStudyPath } from './case-study-view.ts';
import { summaryOf } from './view-models.ts';

const DESCRIPTION_LENGTH = 160;

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateAtWord(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export type CaseStudySeoFields = Pick<
  CaseStudy,
  | 'slug'
  | 'title'
  | 'subtitle'
  | 'executiveSummary'
  | 'clientName'
  | 'clientIndustry'
  | 'mainImageUrl'
  | 'mainImageAlt'
  | 'metaTitle'
  | 'metaDescription'
  | 'tags'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
>;

export function caseStudyDescription(caseStudy: CaseStudySeoFields): string {
  const given = caseStudy.metaDescription?.trim();
  if (given) return given;
  return truncateAtWord(caseStudy.executiveSummary?.trim() || caseStudy.subtitle?.trim() || summaryOf(caseStudy));
}

export function caseStudyMeta(caseStudy: CaseStudySeoFields, siteUrl: string): PageMetaInput {
  return {
    title: caseStudy.metaTitle?.trim() || caseStudy.title,
    description: caseStudyDescription(caseStudy),
    path: caseStudyPath(caseStudy.slug),
    siteUrl,
    image: caseStudy.mainImageUrl,
    imageAlt: caseStudy.mainImageUrl ? caseStudy.mainImageAlt?.trim() || caseStudy.title : undefined,
    type: 'article',
  };
}

export function builtInUseCaseMeta(useCase: BuiltInUseCase, siteUrl: string): PageMetaInput {
  return {
    title: useCase.title,
    description: truncateAtWord(useCase.description),
    path: caseStudyPath(useCase.id),
    siteUrl,
    image: useCase.imageSrc,
    imageAlt: useCase.imageAlt ?? useCase.title,
    type: 'article',
  };
}

/** A schema.org Article for a database case study. */
export function caseStudyArticleJsonLd(caseStudy: CaseStudySeoFields, siteUrl: string): JsonLdObject {
  return articleJsonLd(siteUrl, {
    headline: truncateAtWord(caseStudy.title, 110),
    description: caseStudyDescription(caseStudy),
    path: caseStudyPath(caseStudy.slug),
    image: caseStudy.mainImageUrl,
    datePublished: caseStudy.publishedAt ?? caseStudy.createdAt,
    dateModified: caseStudy.updatedAt,
    about: caseStudy.clientName,
    keywords: caseStudy.tags,
  });
}

/** A built-in case study (SPEC 2.9 fallback entries) as an Article. */
export function builtInUseCaseArticleJsonLd(useCase: BuiltInUseCase, siteUrl: string): JsonLdObject {
  return articleJsonLd(siteUrl, {
    headline: truncateAtWord(useCase.title, 110),
    description: truncateAtWord(useCase.description),
    path: caseStudyPath(useCase.id),
    image: useCase.imageSrc,
  });
}
