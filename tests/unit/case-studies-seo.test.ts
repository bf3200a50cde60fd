import { describe, expect, it } from 'vitest';
import { pageMeta } from '#app/components/seo/page-meta.ts';
import {
  builtInUseCaseArticleJsonLd,
  builtInUseCaseMeta,
  type CaseStudySeoFields,
  caseStudyArticleJsonLd,
  caseStudyMeta,
  truncateAtWord,
} from '#app/features/case-studies/case-study-seo.ts';
import { findBuiltInUseCase } from '#app/features/case-studies/fallback-case-studies.ts';
import { serializeJsonLd } from '#app/lib/json-ld.ts';

const study: CaseStudySeoFields = {
  slug: 'touchless-invoices',
  title: 'Touchless Invoices',
  subtitle: 'AP automation',
  executiveSummary: 'A long summary. '.repeat(20),
  clientName: 'Halvorsen',
  clientIndustry: 'Manufacturing',
  mainImageUrl: '/images/case-studies/invoice-processing.svg',
  mainImageAlt: 'Invoices',
  metaTitle: null,
  metaDescription: null,
  tags: ['RPA', 'SAP'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  publishedAt: '2025-01-15T00:00:00.000Z',
};
const site = 'https://brightflow.example';

const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((tag) => 'property' in tag && tag.property === key) as { content: string } | undefined;

describe('case study meta', () => {
  it('uses meta_title and meta_description when set', () => {
    const tags = pageMeta(
      caseStudyMeta({ ...study, metaTitle: 'Invoices | Brightflow', metaDescription: 'Custom.' }, site),
    );
    expect(tags).toContainEqual({ title: 'Invoices | Brightflow' });
    expect(tags).toContainEqual({ name: 'description', content: 'Custom.' });
  });

  it('falls back to the title and a shortened summary, canonical by slug, main image as og:image, type article', () => {
    const tags = pageMeta(caseStudyMeta(study, site));
    expect(tags).toContainEqual({ title: 'Touchless Invoices | Brightflow' });
    const description = tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(160);
    expect(description.content.endsWith('…')).toBe(true);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/use-cases/touchless-invoices` });
    expect(content(tags, 'og:image')?.content).toBe(`${site}/images/case-studies/invoice-processing.svg`);
    expect(content(tags, 'og:type')?.content).toBe('article');
  });

  it('describes a built-in entry by its id', () => {
    const useCase = findBuiltInUseCase('1');
    if (!useCase) throw new Error('missing');
    const tags = pageMeta(builtInUseCaseMeta(useCase, site));
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/use-cases/1` });
  });
});

describe('JSON-LD', () => {
  it('describes the case study as an Article', () => {
    const json = caseStudyArticleJsonLd(study, site);
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Touchless Invoices',
      image: [`${site}/images/case-studies/invoice-processing.svg`],
      datePublished: '2025-01-15T00:00:00.000Z',
      dateModified: '2025-02-01T00:00:00.000Z',
      url: `${site}/use-cases/touchless-invoices`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site}/use-cases/touchless-invoices` },
      publisher: { '@type': 'Organization', '@id': `${site}/#organization` },
      keywords: 'RPA, SAP',
    });
  });

  it('describes a built-in case study as an Article at its id', () => {
    const useCase = findBuiltInUseCase('1');
    if (!useCase) throw new Error('missing');
    const json = JSON.parse(serializeJsonLd(builtInUseCaseArticleJsonLd(useCase, site)));
    expect(json).toMatchObject({ '@type': 'Article', headline: useCase.title, url: `${site}/use-cases/1` });
    expect(json.image).toEqual([`${site}${useCase.imageSrc}`]);
  });

  it('escapes characters that could end the script element', () => {
    const serialized = serializeJsonLd({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(serialized).not.toContain('<');
    expect(serialized).not.toContain('>');
    expect(JSON.parse(serialized)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('truncateAtWord', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncateAtWord('Short text.', 160)).toBe('Short text.');
    expect(truncateAtWord('one two three four five six', 14)).toBe('one two three…');
  });
});
