import { Fragment, type ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from './block-schemas.ts';

/** How one block type is drawn: a function of the block and its position on the page. */
export type BlockRenderer<T extends BlockType> = (block: BlockOf<T>, index: number) => ReactNode;
export type BlockRenderers = { [T in BlockType]?: BlockRenderer<T> };

function renderBlock<T extends BlockType>(block: BlockOf<T>, index: number, renderers: BlockRenderers): ReactNode {
  const renderer = renderers[block.type] as BlockRenderer<T> | undefined;
  return renderer ? renderer(block, index) : null;
}

/**
 * A page's blocks in order, each drawn by its type's renderer in `render` (nothing without one).
 * It holds no view itself, so a page that draws its blocks its own way loads none it does not use:
 * the home page draws each as a static island (components/home/home-sections.tsx). PageBlocks
 * (page-blocks.tsx) is this list with the copy blocks' views.
 */
export function BlockList({ blocks, render }: { blocks: readonly Block[]; render: BlockRenderers }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={block.id}>{renderBlock(block, index, render)}</Fragment>
      ))}
    </>
  );
}
