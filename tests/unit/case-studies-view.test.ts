import { describe, expect, it } from 'vitest';
import { DEFAULT_CASE_STUDY_SUMMARY, sectionPresentation } from '#app/features/case-studies/case-study-copy.ts';
import {
  detailTestimonial,
  firstMetrics,
  initialsOf,
  orderSections,
  titleAtCompany,
} from '#app/features/case-studies/case-study-view.ts';
import {
  BUILT_IN_INDUSTRIES,
  findBuiltInUseCase,
  listBuiltInUseCases,
  listFeaturedBuiltInUseCases,
} from '#app/features/case-studies/fallback-case-studies.ts';
import { carouselSampleTestimonials } from '#app/features/case-studies/sample-testimonials.ts';
import { CAROUSEL_METRIC_LIMIT } from '#app/features/case-studies/showcase-limits.ts';
import {
  buildDetailBlocks,
  cardFromBuiltIn,
  cardFromCaseStudy,
  carouselTestimonial,
  summaryOf,
} from '#app/features/case-studies/view-models.ts';
import { type CaseStudy, type CaseStudyMetric, type CaseStudySection, emptyCaseStudy } from '#app/lib/case-study.ts';

function caseStudy(fields: Partial<CaseStudy> = {}): CaseStudy {
  return {
    id: 'cs-1',
    ...emptyCaseStudy({
      slug: 'invoice-automation',
      title: 'Invoice Automation',
      clientName: 'Halvorsen Components',
      clientIndustry: 'Manufacturing',
    }),
    executiveSummary: 'Seventy-eight percent of invoices post without a touch.',
    mainImageUrl: '/images/case-studies/invoice-processing.svg',
    mainImageAlt: 'Invoices flowing into SAP',
    testimonialQuote: 'Our invoices now post on their own.',
    testimonialAuthor: 'Laura Brennan',
    testimonialTitle: 'VP Finance',
    testimonialCompany: 'Halvorsen Group',
    status: 'published',
    featured: true,
    displayOrder: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    publishedAt: '2025-01-01T00:00:00.000Z',
    publishAt: null,
    version: 1,
    ...fields,
  };
}

const metric = (orderIndex: number, label = `m${orderIndex}`): CaseStudyMetric => ({
  id: `metric-${label}`,
  caseStudyId: 'cs-1',
  label,
  value: `${orderIndex}0%`,
  metricType: 'percentage',
  description: null,
  orderIndex,
  emphasis: false,
});

describe('firstMetrics (the carousel shows at most 4, by order_index)', () => {
  it('keeps the first four by order_index ascending, whatever order they come in', () => {
    const metrics = [5, 2, 0, 4, 1, 3].map((i) => metric(i));
    expect(firstMetrics(metrics, CAROUSEL_METRIC_LIMIT).map((m) => m.orderIndex)).toEqual([0, 1, 2, 3]);
    expect(CAROUSEL_METRIC_LIMIT).toBe(4);
  });

  it('keeps fewer when there are fewer, an empty list when there are none, and does not mutate the input', () => {
    const metrics = [metric(2), metric(0)];
    expect(firstMetrics(metrics, 4).map((m) => m.orderIndex)).toEqual([0, 2]);
    expect(metrics.map((m) => m.orderIndex)).toEqual([2, 0]);
    expect(firstMetrics([], 4)).toEqual([]);
  });

  it('keeps the given order for equal order_index values', () => {
    const metrics = [metric(1, 'a'), metric(0, 'b'), metric(1, 'c')];
    expect(firstMetrics(metrics, 4).map((m) => m.label)).toEqual(['b', 'a', 'c']);
  });
});

describe('carouselTestimonial', () => {
  it("uses the case study's own testimonial when it is switched on and has a quote and an author", () => {
    expect(carouselTestimonial(caseStudy(), 0)).toEqual({
      id: 'case-study-cs-1',
      quote: 'Our invoices now post on their own.',
      authorName: 'Laura Brennan',
      title: 'VP Finance',
      company: 'Halvorsen Group',
      image: null,
    });
  });

  it("defaults a missing title to 'Client' and a missing company to the client's name", () => {
    const testimonial = carouselTestimonial(caseStudy({ testimonialTitle: null, testimonialCompany: '  ' }), 0);
    expect(testimonial.title).toBe('Client');
    expect(testimonial.company).toBe('Halvorsen Components');
  });

  it.each([
    ['switched off', { showTestimonial: false }],
    ['without a quote', { testimonialQuote: null }],
    ['with a blank quote', { testimonialQuote: '   ' }],
    ['without an author', { testimonialAuthor: null }],
  ])('falls back to a built-in sample when %s, picked by index modulo 2', (_, fields) => {
    const study = caseStudy(fields);
    expect(carouselTestimonial(study, 0)).toEqual(carouselSampleTestimonials[0]);
    expect(carouselTestimonial(study, 1)).toEqual(carouselSampleTestimonials[1]);
    expect(carouselTestimonial(study, 2)).toEqual(carouselSampleTestimonials[0]);
    expect(carouselTestimonial(study, 3)).toEqual(carouselSampleTestimonials[1]);
    expect(carouselTestimonial(study, 4)).toEqual(carouselSampleTestimonials[0]);
  });
});

describe('detailTestimonial (the detail page needs a quote or an author)', () => {
  it("shows quote, author and 'title, company'", () => {
    expect(detailTestimonial(caseStudy())).toEqual({
      quote: 'Our invoices now post on their own.',
      author: 'Laura Brennan',
      image: null,
      byline: 'VP Finance, Halvorsen Group',
    });
  });

  it('is shown with only a quote or only an author', () => {
    expect(detailTestimonial(caseStudy({ testimonialAuthor: null }))?.quote).toBe(
      'Our invoices now post on their own.',
    );
    expect(detailTestimonial(caseStudy({ testimonialQuote: '' }))?.author).toBe('Laura Brennan');
  });

  it('is hidden when switched off or when both quote and author are missing', () => {
    expect(detailTestimonial(caseStudy({ showTestimonial: false }))).toBeNull();
    expect(detailTestimonial(caseStudy({ testimonialQuote: null, testimonialAuthor: ' ' }))).toBeNull();
  });

  it('writes whichever of title and company exists', () => {
    expect(detailTestimonial(caseStudy({ testimonialTitle: null }))?.byline).toBe('Halvorsen Group');
    expect(detailTestimonial(caseStudy({ testimonialTitle: null, testimonialCompany: null }))?.byline).toBe('');
  });
});

describe('small text rules', () => {
  it("writes 'title at company' for the carousels", () => {
    expect(titleAtCompany('CFO', 'Acme')).toBe('CFO at Acme');
    expect(titleAtCompany('CFO', '')).toBe('CFO');
    expect(titleAtCompany(null, 'Acme')).toBe('Acme');
    expect(titleAtCompany('', '')).toBe('');
  });

  it('derives initials from a name', () => {
    expect(initialsOf('Laura Brennan')).toBe('LB');
    expect(initialsOf('  marcus   de la Cruz ')).toBe('MC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });

  it('uses the default summary when the executive summary is missing or blank', () => {
    expect(summaryOf({ executiveSummary: null })).toBe(
      'Comprehensive automation solution delivering exceptional results.',
    );
    expect(summaryOf({ executiveSummary: '  ' })).toBe(DEFAULT_CASE_STUDY_SUMMARY);
    expect(summaryOf({ executiveSummary: ' Saved $1M. ' })).toBe('Saved $1M.');
  });
});

describe('list cards', () => {
  it('builds a database card: link by slug, default summary, the first metrics', () => {
    const card = cardFromCaseStudy(caseStudy({ executiveSummary: null, mainImageUrl: null }), [
      metric(3),
      metric(0),
      metric(1),
      metric(2),
    ]);
    expect(card).toMatchObject({
      href: '/use-cases/invoice-automation',
      title: 'Invoice Automation',
      industry: 'Manufacturing',
      summary: DEFAULT_CASE_STUDY_SUMMARY,
      image: null,
      results: [],
    });
    expect(card.metrics.map((m) => m.label)).toEqual(['m0', 'm1', 'm2']);
  });

  it('builds a built-in card linked by id, with its results instead of metrics', () => {
    const useCase = findBuiltInUseCase('2');
    if (!useCase) throw new Error('built-in 2 missing');
    const card = cardFromBuiltIn(useCase);
    expect(card.href).toBe('/use-cases/2');
    expect(card.image?.src).toBe(useCase.imageSrc);
    expect(card.metrics).toEqual([]);
    expect(card.results.length).toBeGreaterThan(0);
  });
});

describe('built-in case studies', () => {
  it("are eleven, with ids '1'..'11', and exactly 1, 2 and 3 featured", () => {
    expect(listBuiltInUseCases().map((u) => u.id)).toEqual(Array.from({ length: 11 }, (_, i) => String(i + 1)));
    expect(listFeaturedBuiltInUseCases().map((u) => u.id)).toEqual(['1', '2', '3']);
    expect(findBuiltInUseCase('11')?.id).toBe('11');
    expect(findBuiltInUseCase('12')).toBeUndefined();
  });

  it("use only SPEC 3's nine industries, each at least once", () => {
    const industries = listBuiltInUseCases().map((u) => u.industry);
    for (const industry of industries) expect(BUILT_IN_INDUSTRIES).toContain(industry);
    expect(new Set(industries)).toEqual(new Set(BUILT_IN_INDUSTRIES));
    expect(BUILT_IN_INDUSTRIES).toHaveLength(9);
  });

  it('each have a category, results, an image and a chip colour', () => {
    for (const useCase of listBuiltInUseCases()) {
      expect(['rpa', 'agents']).toContain(useCase.category);
      expect(useCase.results.length).toBeGreaterThanOrEqual(3);
      expect(useCase.imageSrc).toMatch(/^\/images\/case-studies\/.+\.svg$/);
      expect(['blue', 'purple', 'green', 'gray']).toContain(useCase.chipColor);
    }
  });
});

const section = (
  sectionType: CaseStudySection['sectionType'],
  orderIndex: number,
  content = `<p>${sectionType}</p>`,
) => ({
  id: `s-${sectionType}-${orderIndex}`,
  caseStudyId: 'cs-1',
  sectionType,
  title: null,
  content,
  orderIndex,
});

describe('section order and detail blocks', () => {
  const flow = { src: '/images/process-flow.svg', alt: 'Flow' };
  const identity = (html: string) => html;

  it('orders sections client, challenge, solution, outcome whatever their order_index', () => {
    const sections = [section('outcome', 0), section('solution', 1), section('client', 3), section('challenge', 2)];
    expect(orderSections(sections).map((s) => s.sectionType)).toEqual(['client', 'challenge', 'solution', 'outcome']);
  });

  it('puts the process-flow image right after the challenge and uses default titles', () => {
    const blocks = buildDetailBlocks([section('outcome', 3), section('challenge', 1), section('client', 0)], {
      sanitize: identity,
      processFlowImage: flow,
    });
    expect(blocks.map((b) => (b.kind === 'process-flow' ? 'flow' : b.sectionType))).toEqual([
      'client',
      'challenge',
      'flow',
      'outcome',
    ]);
    expect(blocks[0]).toMatchObject({ kind: 'section', title: sectionPresentation.client.defaultTitle });
  });

  it('shows placeholder text for all four sections, with the flow image between challenge and solution, when there are none', () => {
    const blocks = buildDetailBlocks([], { sanitize: identity, processFlowImage: flow });
    expect(blocks.map((b) => b.kind)).toEqual([
      'placeholder',
      'placeholder',
      'process-flow',
      'placeholder',
      'placeholder',
    ]);
    expect(blocks[0]).toMatchObject({ sectionType: 'client', text: sectionPresentation.client.placeholder });
  });

  it('passes content through the sanitiser and skips sections it leaves empty', () => {
    const blocks = buildDetailBlocks(
      [section('client', 0, '<script>x</script>'), section('solution', 2, '<p>ok</p>')],
      {
        sanitize: (html) => html.replace(/<script>.*<\/script>/, ''),
        processFlowImage: flow,
      },
    );
    expect(blocks.map((b) => b.kind)).toEqual(['process-flow', 'section']);
  });
});
