/**
 * The public case-study reads on real databases (SQLite and PostgreSQL): published only, display
 * order with nulls last, slug-or-id lookup, old-slug redirects, built-in fallbacks, testimonial
 * mapping, and degrading (logged, never thrown) when the database fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import type { Logger } from '#app/.server/infrastructure/logger.ts';
import { homePage } from '#app/content/pages/home.ts';
import { findCaseStudyPage, loadCaseStudyList } from '#app/features/case-studies/pages.server.ts';
import { sampleTestimonials } from '#app/features/case-studies/sample-testimonials.ts';
import { loadTestimonials } from '#app/features/case-studies/showcase.server.ts';
import { pageBlocksSchema } from '#app/features/pages/blocks/block-schemas.ts';
import { loadLiveBlocks } from '#app/features/pages/live-blocks.server.ts';
import type { CaseStudyInput } from '#app/lib/case-study.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const SITE = 'https://brightflow.example';

function fakeLogger() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
  };
}

const metrics = (count: number): CaseStudyInput['metrics'] =>
  Array.from({ length: count }, (_, i) => ({
    label: `Metric ${count - 1 - i}`,
    value: `${count - 1 - i}0%`,
    metricType: 'percentage' as const,
    description: null,
    // Given in reverse so that ordering by order_index is really exercised.
    orderIndex: count - 1 - i,
    emphasis: false,
  }));

describe.each(engines)('public case-study reads on %s', (engine) => {
  let database: TestDatabase;
  let logger: ReturnType<typeof fakeLogger>;
  let services: { database: TestDatabase; logger: Logger };

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    logger = fakeLogger();
    services = { database, logger };
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function study(
    slug: string,
    fields: Partial<CaseStudyInput['caseStudy']>,
    options: { age?: number; metricCount?: number } = {},
  ) {
    const input = caseStudyInput(
      { slug, title: `Title ${slug}`, ...fields },
      { metrics: metrics(options.metricCount ?? 2) },
    );
    return createCaseStudy(database, input, { now: daysAgo(options.age ?? 1) });
  }

  describe('the /use-cases list', () => {
    it('shows published case studies only, by display order with nulls last, then newest first', async () => {
      await study('order-2', { displayOrder: 2 }, { age: 1 });
      await study('no-order-old', { displayOrder: null }, { age: 9 });
      await study('no-order-new', { displayOrder: null }, { age: 2 });
      await study('order-1', { displayOrder: 1 }, { age: 5 });
      await study('order-2-older', { displayOrder: 2 }, { age: 7 });
      await study('draft', { status: 'draft', displayOrder: 0 });
      await study('archived', { status: 'archived', displayOrder: 0 });

      const list = await loadCaseStudyList(services);
      expect(list.source).toBe('database');
      expect(list.cards.map((card) => card.href)).toEqual([
        '/use-cases/order-1',
        '/use-cases/order-2',
        '/use-cases/order-2-older',
        '/use-cases/no-order-new',
        '/use-cases/no-order-old',
      ]);
    });

    it('carries the first three metrics of every card, by order_index', async () => {
      await study('with-metrics', {}, { metricCount: 5 });
      await study('without-metrics', { displayOrder: 9 }, { metricCount: 0 });
      const list = await loadCaseStudyList(services);
      expect(list.cards[0]?.metrics.map((m) => m.label)).toEqual(['Metric 0', 'Metric 1', 'Metric 2']);
      expect(list.cards[1]?.metrics).toEqual([]);
    });

    it('falls back to the eleven built-in case studies when the database has no published one', async () => {
      await study('draft-only', { status: 'draft' });
      const list = await loadCaseStudyList(services);
      expect(list.source).toBe('built-in');
      expect(list.cards.map((card) => card.href)).toEqual(Array.from({ length: 11 }, (_, i) => `/use-cases/${i + 1}`));
    });

    it('logs a failed read and shows the built-in entries instead of failing', async () => {
      await database.destroy();
      const list = await loadCaseStudyList(services);
      expect(list.source).toBe('built-in');
      expect(logger.error).toHaveBeenCalled();
      database = await createTestDatabase(engine);
    });
  });

  describe('the detail lookup', () => {
    it('finds a published case study by slug and by id, with its body', async () => {
      const created = await study('invoice-automation', { metaTitle: 'Invoices | Brightflow' }, { metricCount: 3 });
      const bySlug = await findCaseStudyPage(services, 'invoice-automation', SITE);
      const byId = await findCaseStudyPage(services, created.caseStudy.id, SITE);
      for (const found of [bySlug, byId]) {
        if (found.kind !== 'database') throw new Error(`expected a database case study, got ${found.kind}`);
        expect(found.caseStudy.slug).toBe('invoice-automation');
        expect(found.caseStudy).not.toHaveProperty('status');
        expect(found.caseStudy).not.toHaveProperty('externalId');
        expect(found.jsonLd).toMatchObject({
          '@type': 'Article',
          url: `${SITE}/use-cases/invoice-automation`,
        });
        const body = await found.body;
        expect(body.metrics.map((m) => m.label)).toEqual(['Metric 0', 'Metric 1', 'Metric 2']);
        expect(body.blocks.map((b) => (b.kind === 'process-flow' ? 'flow' : b.sectionType))).toEqual([
          'client',
          'challenge',
          'flow',
          'solution',
          'outcome',
        ]);
        expect(body.processes.length).toBeGreaterThan(0);
        expect(body.media.length).toBeGreaterThan(0);
      }
    });

    it('prefers a slug match over an id match', async () => {
      const first = await study('first', {});
      await study(first.caseStudy.id, { title: 'Slug equal to another id' });
      const found = await findCaseStudyPage(services, first.caseStudy.id, SITE);
      expect(found.kind === 'database' && found.caseStudy.title).toBe('Slug equal to another id');
    });

    it('never finds drafts or archived case studies, by slug or by id', async () => {
      const draft = await study('a-draft', { status: 'draft' });
      const archived = await study('an-archive', { status: 'archived' });
      for (const key of ['a-draft', draft.caseStudy.id, 'an-archive', archived.caseStudy.id]) {
        expect((await findCaseStudyPage(services, key, SITE)).kind).toBe('not-found');
      }
    });

    it('redirects an old slug of a published case study to its new address, but not of an unpublished one', async () => {
      const created = await study('old-name', {});
      const input = caseStudyInput({ slug: 'new-name' }, { metrics: [] });
      await updateCaseStudy(database, created.caseStudy.id, input);
      expect(await findCaseStudyPage(services, 'old-name', SITE)).toEqual({
        kind: 'redirect',
        location: '/use-cases/new-name',
      });

      await updateCaseStudy(database, created.caseStudy.id, caseStudyInput({ slug: 'new-name', status: 'draft' }));
      expect((await findCaseStudyPage(services, 'old-name', SITE)).kind).toBe('not-found');
    });

    it('falls back to a built-in case study by id, and answers not-found otherwise', async () => {
      const builtIn = await findCaseStudyPage(services, '3', SITE);
      expect(builtIn.kind === 'built-in' && builtIn.useCase.industry).toBe('Healthcare');
      expect((await findCaseStudyPage(services, '12', SITE)).kind).toBe('not-found');
      expect((await findCaseStudyPage(services, 'no-such-study', SITE)).kind).toBe('not-found');
    });

    it('sanitises section HTML before it reaches the page', async () => {
      const input = caseStudyInput(
        { slug: 'unsafe' },
        {
          sections: [
            {
              sectionType: 'client',
              title: null,
              content: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
              orderIndex: 0,
            },
          ],
        },
      );
      await createCaseStudy(database, input);
      const found = await findCaseStudyPage(services, 'unsafe', SITE);
      if (found.kind !== 'database') throw new Error('not found');
      const [client] = (await found.body).blocks;
      expect(client).toMatchObject({
        kind: 'section',
        sectionType: 'client',
        html: '<p>Hi <a rel="noopener noreferrer">x</a></p>',
      });
    });

    it('logs a failed lookup and still serves the built-in entries', async () => {
      await database.destroy();
      expect((await findCaseStudyPage(services, '1', SITE)).kind).toBe('built-in');
      expect((await findCaseStudyPage(services, 'some-slug', SITE)).kind).toBe('not-found');
      expect(logger.error).toHaveBeenCalled();
      database = await createTestDatabase(engine);
    });
  });

  describe('the home showcase', () => {
    // The seeded home page's blocks (app/content/pages/home.ts): 'See our work', the carousel, the testimonials.
    const homeBlocks = pageBlocksSchema.parse(homePage.blocks);

    it('shows at most 6 featured published case studies, and at most 5 in the carousel with at most 4 metrics each', async () => {
      for (let i = 1; i <= 8; i++) await study(`featured-${i}`, { displayOrder: i }, { metricCount: 6 });
      await study('not-featured', { featured: false, displayOrder: 0 });
      await study('featured-draft', { status: 'draft', displayOrder: 0 });

      const showcase = await loadLiveBlocks(services, homeBlocks);
      const featured = showcase.featured.featured ?? [];
      const carousel = showcase.carousel ?? [];
      expect(featured.map((c) => c.slug)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `featured-${i}`));
      expect(carousel.map((item) => item.caseStudy.slug)).toEqual([1, 2, 3, 4, 5].map((i) => `featured-${i}`));
      for (const item of carousel) {
        expect(item.metrics.map((m) => m.label)).toEqual(['Metric 0', 'Metric 1', 'Metric 2', 'Metric 3']);
      }
      // One read: the slides' cards are the featured cards themselves, so the page's data carries each once.
      expect(carousel.map((item) => item.caseStudy)).toEqual(featured.slice(0, 5));
      carousel.forEach((item, index) => {
        expect(item.caseStudy).toBe(featured[index]);
      });
    });

    it('lists active standalone testimonials newest first, then those of published case studies with quote and author', async () => {
      await createTestimonial(database, {
        quote: 'Older quote here.',
        authorName: 'Ann Old',
        title: 'CFO',
        company: 'A',
        image: null,
        createdAt: daysAgo(5),
      });
      await createTestimonial(database, {
        quote: 'Newer quote here.',
        authorName: 'Ben New',
        title: 'COO',
        company: 'B',
        image: '/b.png',
        createdAt: daysAgo(1),
      });
      await createTestimonial(database, {
        quote: 'Hidden quote here.',
        authorName: 'Cy Hidden',
        title: 'CEO',
        company: 'C',
        image: null,
        status: 'inactive',
      });
      await study('with-testimonial', {
        testimonialAuthor: 'Dee Study',
        testimonialTitle: null,
        testimonialCompany: null,
      });
      await study('draft-testimonial', { status: 'draft', testimonialAuthor: 'Eve Draft' });
      await study('no-author', { testimonialAuthor: null });
      await study('no-quote', { testimonialQuote: '' });

      const testimonials = await loadTestimonials(services);
      expect(testimonials.source).toBe('database');
      expect(testimonials.items.map((t) => t.authorName)).toEqual(['Ben New', 'Ann Old', 'Dee Study']);
      expect(testimonials.items[0]).toMatchObject({
        quote: 'Newer quote here.',
        title: 'COO',
        company: 'B',
        image: '/b.png',
      });
      expect(testimonials.items[2]).toMatchObject({ title: '', company: '' });
    });

    it('keeps the three default testimonials when the database has none, and when the read fails', async () => {
      expect(await loadTestimonials(services)).toEqual({ source: 'default', items: sampleTestimonials });
      await database.destroy();
      const showcase = await loadLiveBlocks(services, homeBlocks);
      expect(showcase).toEqual({
        featured: { featured: [] },
        carousel: [],
        testimonials: { source: 'default', items: sampleTestimonials },
      });
      expect(logger.error).toHaveBeenCalled();
      database = await createTestDatabase(engine);
    });
  });
});
