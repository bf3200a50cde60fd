import { Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { Block, BlockOf } from '../../features/pages/blocks/block-schemas.ts';
import type { LiveBlockData } from '../../features/pages/live-block-data.ts';
import { isIslandBlock, type ServedBlock, type ServedDocument } from '../../features/pages/served-blocks.ts';
import { HomeHero } from './home-hero.tsx';

// The sections a visitor operates (the case-study carousel and the testimonials): their code loads
// as a second step, not with the JavaScript the page needs up front; until it arrives React leaves
// their server-rendered HTML in place.
const interactive = lazyModule(() => import('./interactive-sections.ts'), { prefetch: true });

// A FAQ or a document with the cookie choice hydrates, as on the copy pages: its code loads only
// when the page has one.
const hydrated = lazyModule(() => import('../../features/pages/hydrated-copy-blocks.tsx'));

function Hydrated({ block }: { block: Block | ServedDocument }) {
  const { HydratedCopyBlock } = hydrated.read();
  return <HydratedCopyBlock block={block} />;
}

// The rest is static: the browser keeps the server's HTML and loads this code (the copy blocks'
// views) only to render the page itself, after a client-side navigation (delivery/static-island.tsx).
// Each island is named by its block's id, unique on the page.
const staticSections = () => import('./static-sections.tsx');
const CopyBlock = staticIsland(
  ({ id }: { id: string; island: Block | RenderedOnServer }) => `home-${id}`,
  () => staticSections().then((module) => module.CopyBlock),
  { rememberBy: ({ island }) => island },
);
const Featured = staticIsland(
  ({ block }: { block: BlockOf<'featured-case-studies'>; live: LiveBlockData }) => `home-${block.id}`,
  () => staticSections().then((module) => module.FeaturedView),
);

function Carousel({ live }: { live: LiveBlockData }) {
  return interactive.read().renderCarousel(live);
}

function Testimonials({ block, live }: { block: BlockOf<'testimonials'>; live: LiveBlockData }) {
  return interactive.read().renderTestimonials(block, live);
}

function HomeBlock({ block, live }: { block: Block | ServedDocument; live: LiveBlockData }) {
  switch (block.type) {
    case 'featured-case-studies':
      return <Featured block={block} live={live} />;
    case 'case-study-carousel':
      return (
        <Suspense fallback={null}>
          <Carousel live={live} />
        </Suspense>
      );
    case 'testimonials':
      return (
        <Suspense fallback={null}>
          <Testimonials block={block} live={live} />
        </Suspense>
      );
    default:
      // A FAQ or a document with the cookie choice hydrates as on the copy pages. The interactive
      // blocks (forms, the ROI calculator) are drawn where their views are: the catch-all route.
      return block.type === 'faq' || block.type === 'document' ? (
        <Suspense fallback={null}>
          <Hydrated block={block} />
        </Suspense>
      ) : null;
  }
}

/**
 * The home page's blocks (issue 28) as the home page has always been delivered: its copy blocks and
 * the featured case studies as static islands (no code, and the copy blocks' words not in the
 * hydration data), the carousel and the testimonials hydrating as a second step, the hero's shapes
 * following the pointer. The seeded page (app/content/pages/home.ts) is SPEC 2.3's order: the hero,
 * the client logos and 'How Can We Help?', 'See our work', Process & ROI, AI agents, the carousel
 * and the testimonials, the use cases by department and the contact call to action.
 */
export function HomeBlocks({ blocks, live }: { blocks: readonly ServedBlock[]; live: LiveBlockData }) {
  return blocks.map((block) => {
    if (!isIslandBlock(block)) return <HomeBlock key={block.id} block={block} live={live} />;
    if (block.frame === 'home-hero') return <HomeHero key={block.id} id={block.id} island={block.island} />;
    return <CopyBlock key={block.id} id={block.id} island={block.island} />;
  });
}
