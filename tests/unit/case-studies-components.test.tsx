import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyModules } from '#app/delivery/lazy-module.ts';
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx';
import { CaseStudyListSection } from '#app/features/case-studies/case-study-list.tsx';
import { listBuiltInUseCases } from '#app/features/case-studies/fallback-case-studies.ts';
import { FeaturedCaseStudyCarousel } from '#app/features/case-studies/featured-carousel.tsx';
import { FeaturedCaseStudies } from '#app/features/case-studies/featured-case-studies.tsx';
import { sampleTestimonials } from '#app/features/case-studies/sample-testimonials.ts';
import { TestimonialsSection } from '#app/features/case-studies/testimonials-section.tsx';
import { cardFromBuiltIn } from '#app/features/case-studies/view-models.ts';

const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const never = new Promise<never>(() => {});

// Slides and testimonials are static islands: their code is loaded before rendering, as the server
// entry does.
beforeAll(() => loadLazyModules());

describe('case study list', () => {
  it("shows 'No case studies found' when neither the database nor the built-in list has any", () => {
    const html = render(<CaseStudyCards cards={[]} source="built-in" />);
    expect(text(html)).toContain('No case studies found');
    expect(text(html)).toContain('Check back soon for new case studies.');
  });

  it('alternates the image side from card to card and links built-ins by id', () => {
    const html = render(
      <CaseStudyCards cards={listBuiltInUseCases().slice(0, 3).map(cardFromBuiltIn)} source="built-in" />,
    );
    expect([...html.matchAll(/data-image-side="(\w+)"/g)].map((m) => m[1])).toEqual(['left', 'right', 'left']);
    expect(html).toContain('href="/use-cases/1"');
    expect(text(html)).not.toContain('No case studies found');
  });

  it("reads 'Loading case studies...' while a streamed list is on its way", () => {
    expect(text(render(<CaseStudyListSection list={never} />))).toContain('Loading case studies...');
  });
});

describe('home showcase components', () => {
  it("'See our work' reads 'No featured case studies available yet' when empty and links to all case studies", () => {
    const html = render(<FeaturedCaseStudies caseStudies={[]} />);
    expect(text(html)).toContain('No featured case studies available yet');
    expect(html).toContain('href="/use-cases"');
    expect(text(html)).toContain('View all case studies');
  });

  it("'See our work' reads 'Loading case studies...' while streamed", () => {
    expect(text(render(<FeaturedCaseStudies caseStudies={never} />))).toContain('Loading case studies...');
  });

  it("the carousel reads 'No case studies available at the moment.' when there are none", () => {
    expect(text(render(<FeaturedCaseStudyCarousel items={[]} />))).toContain(
      'No case studies available at the moment.',
    );
  });

  it("the testimonials section reads 'Loading testimonials....' while streamed", () => {
    const html = text(render(<TestimonialsSection testimonials={never} />));
    expect(html).toContain('TESTIMONIALS');
    expect(html).toContain('What Our Clients Say');
    expect(html).toContain('Loading testimonials....');
  });

  it('the testimonials section is rendered on the server with the switch script that hides it before paint', () => {
    const html = render(<TestimonialsSection testimonials={{ items: [...sampleTestimonials], source: 'default' }} />);
    expect(html).toMatch(/<script[^>]*>try\{if\(localStorage\.getItem\("testimonialsEnabled"\)==='false'\)/);
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('id="testimonials"'));
    expect([...html.matchAll(/aria-label="(\d) of 3"/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(html).toContain('data-source="default"');
    expect(text(html)).toContain('VP Finance Operations at Halvorsen Components');
  });
});
