import { describe, expect, it } from 'vitest';
import { sampleTestimonials } from '#app/features/case-studies/sample-testimonials.ts';
import { selectTestimonials, toDisplayTestimonial } from '#app/features/case-studies/testimonial-source.ts';
import type { DisplayTestimonial, Testimonial } from '#app/lib/case-study.ts';

const standalone: Testimonial = {
  id: 't-1',
  quote: 'They automated our payment runs.',
  authorName: 'Michael Torvik',
  title: 'VP Finance',
  company: 'Granite Ridge Foods',
  image: '',
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
};

const fromCaseStudy: DisplayTestimonial = {
  id: 'case-study-cs-1',
  quote: 'Our invoices post on their own.',
  authorName: 'Laura Brennan',
  title: '',
  company: '',
  image: null,
};

describe('selectTestimonials', () => {
  it('shows standalone testimonials first, then case-study testimonials, from the database', () => {
    const data = selectTestimonials({ standalone: [standalone], fromCaseStudies: [fromCaseStudy] }, sampleTestimonials);
    expect(data.source).toBe('database');
    expect(data.items.map((t) => t.id)).toEqual(['t-1', 'case-study-cs-1']);
  });

  it('uses database testimonials as soon as there is one, from either source', () => {
    expect(selectTestimonials({ standalone: [], fromCaseStudies: [fromCaseStudy] }, sampleTestimonials)).toEqual({
      source: 'database',
      items: [fromCaseStudy],
    });
    expect(
      selectTestimonials({ standalone: [standalone], fromCaseStudies: [] }, sampleTestimonials).items,
    ).toHaveLength(1);
  });

  it('keeps the three default testimonials when the database has none', () => {
    const data = selectTestimonials({ standalone: [], fromCaseStudies: [] }, sampleTestimonials);
    expect(data.source).toBe('default');
    expect(data.items).toEqual(sampleTestimonials);
    expect(data.items).toHaveLength(3);
  });

  it('keeps the defaults when the load failed', () => {
    expect(selectTestimonials(null, sampleTestimonials)).toEqual({ source: 'default', items: sampleTestimonials });
  });
});

describe('toDisplayTestimonial', () => {
  it('maps a stored testimonial to the displayed shape; an empty image means none', () => {
    expect(toDisplayTestimonial(standalone)).toEqual({
      id: 't-1',
      quote: 'They automated our payment runs.',
      authorName: 'Michael Torvik',
      title: 'VP Finance',
      company: 'Granite Ridge Foods',
      image: null,
    });
  });
});
