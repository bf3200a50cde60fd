import { Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import { staticIsland } from '../../delivery/static-island.tsx';
import { BlockList, type BlockRenderer } from '../../features/pages/blocks/block-list.tsx';
import type {
  Block,
  BlockOf,
  BlockType,
  INTERACTIVE_BLOCK_TYPES,
  LIVE_BLOCK_TYPES,
} from '../../features/pages/blocks/block-schemas.ts';
import type { LiveBlockData } from '../../features/pages/live-block-data.ts';
import type { CaseStudyCard } from '../../lib/showcase.ts';
import { HomeHero } from './home-hero.tsx';

// The sections a visitor operates (the case-study carousel and the testimonials): their code loads
// as a second step, not with the JavaScript the page needs up front; until it arrives React leaves
// their server-rendered HTML in place.
const interactive = lazyModule(() => import('./interactive-sections.ts'), { prefetch: true });

// The rest is static: the browser keeps the server's HTML and loads this code (every copy block's
// view) only to render the page itself, after a client-side navigation (delivery/static-island.tsx).
// Each island is named by its block's id, unique on the page.
const staticSections = () => import('./static-sections.tsx');
const CopyBlock = staticIsland(
  ({ block }: { block: Block }) => `home-${block.id}`,
  () => staticSections().then((module) => module.CopyBlockView),
);
const Featured = staticIsland(
  ({ block }: { block: BlockOf<'featured-case-studies'>; caseStudies: CaseStudyCard[] }) => `home-${block.id}`,
  () => staticSections().then((module) => module.FeaturedView),
);

function Carousel({ items }: { items: NonNullable<LiveBlockData['carousel']> }) {
  const { FeaturedCaseStudyCarousel } = interactive.read();
  return <FeaturedCaseStudyCarousel items={items} />;
}

function Testimonials(props: {
  block: BlockOf<'testimonials'>;
  testimonials: NonNullable<LiveBlockData['testimonials']>;
}) {
  const { TestimonialsView } = interactive.read();
  return <TestimonialsView {...props} />;
}

type CopyBlockType = Exclude<BlockType, (typeof LIVE_BLOCK_TYPES)[number] | (typeof INTERACTIVE_BLOCK_TYPES)[number]>;

const island = (block: Block) => <CopyBlock block={block} />;

/** Every copy block type drawn as a static island; the 'home' hero hydrates its pointer-following shapes. */
const COPY_ISLANDS: { [T in CopyBlockType]: BlockRenderer<T> } = {
  hero: (block) => (block.layout === 'home' ? <HomeHero block={block} /> : island(block)),
  'rich-text': island,
  cards: island,
  steps: island,
  comparison: island,
  faq: island,
  stats: island,
  logos: island,
  'image-text': island,
  cta: island,
};

/**
 * The home page's blocks (issue 28), delivered as the home page always was: the copy blocks as
 * static islands, the featured case studies too, the carousel and the testimonials hydrating as a
 * second step. The seeded page (app/content/pages/home.ts) is SPEC 2.3's order: the hero, the
 * client logos and 'How Can We Help?', 'See our work', Process & ROI, AI agents, the carousel and
 * the testimonials, the use cases by department and the contact call to action.
 */
export function HomeBlocks({ blocks, live }: { blocks: readonly Block[]; live: LiveBlockData }) {
  return (
    <BlockList
      blocks={blocks}
      render={{
        ...COPY_ISLANDS,
        'featured-case-studies': (block) => <Featured block={block} caseStudies={live.featured[block.id] ?? []} />,
        'case-study-carousel': () =>
          live.carousel && (
            <Suspense fallback={null}>
              <Carousel items={live.carousel} />
            </Suspense>
          ),
        testimonials: (block) =>
          live.testimonials && (
            <Suspense fallback={null}>
              <Testimonials block={block} testimonials={live.testimonials} />
            </Suspense>
          ),
      }}
    />
  );
}
