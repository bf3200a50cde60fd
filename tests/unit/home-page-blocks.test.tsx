/**
 * The home page as blocks (issue 28): the fields its sections added to the block schemas, with
 * their messages, and the seeded home page drawn by the copy blocks' views, reading as the home
 * page reads (tests/e2e compares the whole page, and the bench its pixels).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { homePage } from '#app/content/pages/home.ts';
import { loadLazyModules } from '#app/delivery/lazy-module.ts';
import { BLOCK_FIELD_LABELS, BLOCK_OPTION_LABELS } from '#app/features/pages/blocks/block-copy.ts';
import {
  type Block,
  type BlockOf,
  blockSchema,
  CARD_TEXT_REQUIRED,
  HIGHLIGHT_NOT_IN_HEADLINE,
  LIST_CARD_NEEDS_POINTS,
  pageBlocksSchema,
} from '#app/features/pages/blocks/block-schemas.ts';
import { PageBlocks } from '#app/features/pages/blocks/page-blocks.tsx';
import { renderFeatured } from '#app/features/pages/live/featured-view.tsx';
import { renderInRouter, textOf } from '../helpers/static-markup.tsx';

const render = renderInRouter;
const text = textOf;

const blocks = pageBlocksSchema.parse(homePage.blocks);
const blockOf = <T extends Block['type']>(id: string, type: T) => {
  const block = blocks.find((candidate) => candidate.id === id);
  expect(block?.type).toBe(type);
  return block as BlockOf<T>;
};
const inputOf = (id: string) => homePage.blocks.find((block) => (block as { id: string }).id === id) as object;

/** The messages of a failed parse, by path ('cards.0.points'). */
function errorsOf(input: unknown) {
  const result = blockSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the seeded home page', () => {
  // The home hero's content is a static island: the server loads its module before rendering.
  beforeAll(async () => {
    render(<PageBlocks blocks={[blockOf('hero', 'hero')]} />);
    await loadLazyModules();
  });

  it('is SPEC 2.3’s sections in order, published at /', () => {
    expect(homePage).toMatchObject({ path: '/', status: 'published', title: 'Automation That Scales With You' });
    expect(blocks.map((block) => `${block.id}:${block.type}`)).toEqual([
      'hero:hero',
      'client-logos:logos',
      'services:cards',
      'featured:featured-case-studies',
      'process-roi:steps',
      'agents:image-text',
      'carousel:case-study-carousel',
      'testimonials:testimonials',
      'use-cases:cards',
      'cta:cta',
    ]);
  });

  it('draws the hero with its highlighted words, buttons, figures and the diagram for large screens', () => {
    const html = render(<PageBlocks blocks={[blockOf('hero', 'hero')]} />);
    expect(html).toContain(
      '<h1 id="page-title" class="mt-6 text-[2.6rem] leading-[1.08] font-extrabold tracking-tight text-slate-900',
    );
    expect(html).toMatch(/Automation That <span class="bg-gradient-to-r [^"]+">Scales With You<\/span><\/h1>/);
    expect(text(html)).toContain(
      'RPA · AI agents · Intelligent document processing Automation That Scales With You Cut manual work. Boost efficiency. Scale without adding headcount. Get your free audit Calculate your ROI 200+ deployments in production 95% decision accuracy of our AI agents up to 99.5% accuracy on document data',
    );
    expect(html).toContain('<source media="(min-width: 1024px)" srcSet="/images/hero-automation-diagram.svg"');
    expect(html).toContain('data-testid="hero-shapes"');
  });

  it('draws Process & ROI: numbered steps with their notes beside the panel of returns', () => {
    const html = render(<PageBlocks blocks={[blockOf('process-roi', 'steps')]} />);
    expect(html).toContain('<section id="process-roi" aria-labelledby="process-roi-title"');
    expect(text(html)).toContain('Step 1: Audit Weeks 1-4 We shadow your teams');
    expect(text(html)).toContain(
      'What our clients typically see 60-85% operating-cost reduction $1.2M average annual savings 250-400% typical ROI Measured twelve months after go-live across our client programmes. Calculate your ROI',
    );
    expect(html).toContain('href="/roi-calculator"');
    expect(html).toContain('alt=""');
  });

  it('draws the AI agents band with its figure card over the image', () => {
    const html = render(<PageBlocks blocks={[blockOf('agents', 'image-text')]} />);
    expect(html).toContain('<section id="ai-agents" aria-labelledby="ai-agents-title"');
    expect(text(html)).toContain(
      '95% decision accuracy on triage and routing decisions after calibration with each client',
    );
    expect(text(html)).toContain('Explore AI agent automation');
  });

  it('draws the use cases as list cards with the button under them, and the services with their note', () => {
    const useCases = render(<PageBlocks blocks={[blockOf('use-cases', 'cards')]} />);
    expect(text(useCases)).toContain(
      'Finance & Accounting Invoice capture and 3-way match Bank reconciliation Month-end close journals',
    );
    expect(useCases).toMatch(/<a[^>]+href="\/use-cases"[^>]*>Browse case studies/);
    const services = render(<PageBlocks blocks={[blockOf('services', 'cards')]} />);
    expect(text(services)).toContain('Automate Processes');
    expect(text(services)).toContain('Learn More about Intelligent Data and Document Processing');
    expect(text(services)).toContain(
      'Need automation that handles judgment calls, not just rules? Explore AI agent automation',
    );
  });

  it('shows See our work at its anchor', () => {
    const live = { featured: { featured: [] }, testimonials: null, carousel: null };
    const html = render(renderFeatured(blockOf('featured', 'featured-case-studies'), live));
    expect(html).toContain('<section id="see-our-work" aria-labelledby="see-our-work-title"');
  });
});

describe('the home page’s block fields', () => {
  it('keeps a hero’s highlighted words part of its headline, and at most three figures', () => {
    const hero = inputOf('hero');
    expect(errorsOf({ ...hero, headline: 'Automation That Grows With You' }).highlight).toBe(HIGHLIGHT_NOT_IN_HEADLINE);
    const stats = Array.from({ length: 4 }, (_, index) => ({ value: `${index}`, label: 'figure' }));
    expect(errorsOf({ ...hero, stats }).stats).toBe('Add at most 3 figures');
    expect(blockSchema.safeParse({ ...hero, headline: 'Grow with us', highlight: '' }).success).toBe(true);
  });

  it('requires a list card’s points, and every other card’s text', () => {
    const useCases = inputOf('use-cases') as { cards: object[] };
    const cards = [{ icon: 'users', title: 'Human Resources', points: [] }];
    expect(errorsOf({ ...useCases, cards })['cards.0.points']).toBe(LIST_CARD_NEEDS_POINTS);
    expect(errorsOf({ ...useCases, style: 'feature' })['cards.0.text']).toBe(CARD_TEXT_REQUIRED);
  });

  it('requires a figure in the steps’ panel, and a known button icon', () => {
    const steps = inputOf('process-roi') as { aside: object };
    expect(errorsOf({ ...steps, aside: { ...steps.aside, stats: [] } })['aside.stats']).toBe('Add at least one figure');
    expect(errorsOf({ ...steps, aside: { ...steps.aside, buttonIcon: 'abacus' } })['aside.buttonIcon']).toBe(
      'Choose an icon',
    );
  });

  it('requires the figure card’s figure, and a featured anchor made for links', () => {
    const agents = inputOf('agents') as { figure: object };
    expect(errorsOf({ ...agents, figure: { ...agents.figure, value: ' ' } })['figure.value']).toBe(
      'The figure is required',
    );
    expect(errorsOf({ ...inputOf('featured'), anchor: 'See Our Work' }).anchor).toBe(
      'Use lowercase letters, digits and hyphens, starting with a letter',
    );
  });

  it('has studio words for every field and option it added', () => {
    for (const field of ['highlight', 'stats', 'aside', 'note', 'buttonIcon', 'figure', 'points', 'button', 'anchor'])
      expect(BLOCK_FIELD_LABELS[field as keyof typeof BLOCK_FIELD_LABELS]).toBeTruthy();
    expect(BLOCK_OPTION_LABELS.layout.home).toContain('Home page');
    expect(BLOCK_OPTION_LABELS.style.list).toContain('List cards');
  });
});
