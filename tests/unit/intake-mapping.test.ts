import { describe, expect, it } from 'vitest';
import { parseResult, toCaseStudyInput, truncate } from '#app/features/intake/intake-mapping.ts';
import type { UseCaseSubmission } from '#app/features/intake/intake-params.ts';
import { parseUseCaseQuery } from '#app/features/intake/intake-schema.ts';

describe('parseResult: a leading figure becomes the metric value', () => {
  it.each([
    ['85% faster invoice processing', '85%', 'faster invoice processing', 'percentage'],
    ['99.5% accuracy', '99.5%', 'accuracy', 'percentage'],
    ['$1.2M saved per year', '$1.2M', 'saved per year', 'currency'],
    ['€450k lower cost', '€450k', 'lower cost', 'currency'],
    ['3x throughput', '3x', 'throughput', 'number'],
    ['200+ deployments', '200+', 'deployments', 'number'],
    ['6 FTEs redeployed to analysis', '6', 'FTEs redeployed to analysis', 'number'],
    ['1,200 invoices a day', '1,200', 'invoices a day', 'number'],
    ['15 minutes average handling time', '15 minutes', 'average handling time', 'time'],
    ['<2 hours turnaround', '<2 hours', 'turnaround', 'time'],
  ])('%j -> %j + %j (%s)', (text, value, label, metricType) => {
    expect(parseResult(text)).toEqual({ value, label, metricType });
  });

  it.each([
    'Triage time cut from 2 days to 15 minutes',
    '24/7 intake',
    '85%',
    '3xyz widgets',
    'Adjusters focus on complex claims',
  ])('%j has no leading figure: value Achieved, the whole text as label', (text) => {
    expect(parseResult(text)).toEqual({ value: 'Achieved', label: text, metricType: 'text' });
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncate('  Short   text ', 20)).toBe('Short text');
    const cut = truncate('one two three four five six seven eight', 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe('one two three four…');
  });
});

function submission(params: Record<string, string>): UseCaseSubmission {
  const result = parseUseCaseQuery(
    new URLSearchParams({
      title: 'Automated Claims Intake',
      industry: 'Insurance',
      category: 'agents',
      description: 'An AI agent reads first-notice-of-loss emails and routes each claim.',
      image_src: '/images/case-studies/claims-automation.svg',
      ...params,
    }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('toCaseStudyInput', () => {
  it('maps the built-in fields onto the case-study model', () => {
    const input = toCaseStudyInput(
      submission({
        results: '85% faster triage, Adjusters focus on complex claims',
        chip_color: 'purple',
        id: 'crm-1',
      }),
    );
    expect(input.caseStudy).toMatchObject({
      slug: 'automated-claims-intake',
      title: 'Automated Claims Intake',
      subtitle: null,
      executiveSummary: 'An AI agent reads first-notice-of-loss emails and routes each claim.',
      metaDescription: 'An AI agent reads first-notice-of-loss emails and routes each claim.',
      clientName: 'Insurance client',
      clientIndustry: 'Insurance',
      mainImageUrl: '/images/case-studies/claims-automation.svg',
      mainImageAlt: 'Automated Claims Intake',
      technologyUsed: ['AI Agent'],
      tags: ['category:agents', 'chip:purple'],
      status: 'draft',
      featured: false,
      displayOrder: null,
      showTestimonial: true,
      externalId: 'crm-1',
    });
    expect(input.metrics).toEqual([
      {
        label: 'faster triage',
        value: '85%',
        metricType: 'percentage',
        description: null,
        orderIndex: 0,
        emphasis: false,
      },
      {
        label: 'Adjusters focus on complex claims',
        value: 'Achieved',
        metricType: 'text',
        description: null,
        orderIndex: 1,
        emphasis: false,
      },
    ]);
    expect(input.sections).toEqual([]);
    expect(input.processes).toEqual([]);
    expect(input.media).toEqual([]);
  });

  it('uses client_name, image_alt, status and featured when given; rpa gives the RPA technology', () => {
    const input = toCaseStudyInput(
      submission({
        category: 'rpa',
        client_name: 'Northwind Mutual',
        image_alt: 'Claims sorted into queues',
        status: 'published',
        featured: 'true',
      }),
    );
    expect(input.caseStudy).toMatchObject({
      clientName: 'Northwind Mutual',
      mainImageAlt: 'Claims sorted into queues',
      status: 'published',
      featured: true,
      technologyUsed: ['RPA'],
      tags: ['category:rpa', 'chip:blue'],
      externalId: null,
    });
  });

  it('cuts the meta description at 160 characters', () => {
    const input = toCaseStudyInput(submission({ description: 'word '.repeat(100) }));
    expect(input.caseStudy.metaDescription?.length).toBeLessThanOrEqual(160);
    expect(input.caseStudy.executiveSummary).toBe('word '.repeat(100).trim());
  });
});
