import { Fragment, type ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from './block-schemas.ts';
import { CardsView } from './views/cards-view.tsx';
import { ComparisonView } from './views/comparison-view.tsx';
import { CtaView } from './views/cta-view.tsx';
import { DocumentView } from './views/document-view.tsx';
import { FaqView } from './views/faq-view.tsx';
import { HeroView } from './views/hero-view.tsx';
import { ImageTextView } from './views/image-text-view.tsx';
import { LogosView } from './views/logos-view.tsx';
import { RichTextView } from './views/rich-text-view.tsx';
import { StatsView } from './views/stats-view.tsx';
import { StepsView } from './views/steps-view.tsx';

/** How one block type is drawn: a function of the block and its position on the page. */
export type BlockRenderer<T extends BlockType> = (block: BlockOf<T>, index: number) => ReactNode;
export type BlockRenderers = { [T in BlockType]?: BlockRenderer<T> };

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
  document: (block) => <DocumentView block={block} />,
};

function renderBlock<T extends BlockType>(block: BlockOf<T>, index: number, renderers: BlockRenderers): ReactNode {
  const renderer = (renderers[block.type] ?? COPY_BLOCK_VIEWS[block.type]) as BlockRenderer<T> | undefined;
  return renderer ? renderer(block, index) : null;
}

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
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={block.id}>{renderBlock(block, index, render)}</Fragment>
      ))}
    </>
  );
}
