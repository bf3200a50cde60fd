import { BlockList, type BlockRenderers } from './block-list.tsx';
import type { Block } from './block-schemas.ts';
import { CardsView } from './views/cards-view.tsx';
import { ComparisonView } from './views/comparison-view.tsx';
import { CtaView } from './views/cta-view.tsx';
import { FaqView } from './views/faq-view.tsx';
import { HeroView } from './views/hero-view.tsx';
import { ImageTextView } from './views/image-text-view.tsx';
import { LogosView } from './views/logos-view.tsx';
import { RichTextView } from './views/rich-text-view.tsx';
import { StatsView } from './views/stats-view.tsx';
import { StepsView } from './views/steps-view.tsx';

export type { BlockRenderer, BlockRenderers } from './block-list.tsx';

/** The views of the copy blocks: server HTML with no state of their own (static islands). */
export const COPY_BLOCK_VIEWS: BlockRenderers = {
  hero: (block) => <HeroView block={block} />,
  'rich-text': (block) => <RichTextView block={block} />,
  cards: (block) => <CardsView block={block} />,
  steps: (block) => <StepsView block={block} />,
  comparison: (block) => <ComparisonView block={block} />,
  faq: (block) => <FaqView block={block} />,
  stats: (block) => <StatsView block={block} />,
  logos: (block) => <LogosView block={block} />,
  'image-text': (block) => <ImageTextView block={block} />,
  cta: (block) => <CtaView block={block} />,
};

/**
 * A page's blocks in order, each drawn by its type's view.
 *
 * `render` replaces the view of any type, by type: `{ testimonials: (block) => <…/> }`. The live
 * blocks ('featured-case-studies', 'testimonials', 'case-study-carousel') and the interactive ones
 * ('contact-form', 'project-request-form', 'process-assessment-form', 'roi-calculator') have no
 * view here, since their data comes from the page's loader and their code is the app's own (loaded
 * only on pages that use them): without a renderer in `render` they draw nothing. A copy block's
 * renderer may wrap its view (COPY_BLOCK_VIEWS) in a static island.
 *
 * The page's one h1 is the hero's, which the schema allows only as the first block; every other
 * block's heading is an h2 and its items' headings h3.
 */
export function PageBlocks({ blocks, render = {} }: { blocks: readonly Block[]; render?: BlockRenderers }) {
  return <BlockList blocks={blocks} render={{ ...COPY_BLOCK_VIEWS, ...render }} />;
}
