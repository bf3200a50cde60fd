/**
 * The interactive blocks of the pages served by routes of their own (issue 28). A form page's own
 * form (/contact, /process-assessment, /lead-intake) is drawn by its route as before the page was
 * built from blocks: the route imports its section, so it hydrates with the page, and it posts to
 * the page without the block field. Any other interactive block staff add, there or on a copy page
 * (/about, /rpa, …), is drawn as on every page (interactive-blocks.tsx), whose code, like each
 * block's, loads only on a page that shows one.
 */
import { type ReactNode, Suspense } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { PublishedRoiModel } from '../../lib/roi.ts';
import type { Block } from './blocks/block-schemas.ts';
import type { InteractiveBlockType } from './blocks/interactive-placement.ts';
import type { BlockRenderer, BlockRenderers } from './blocks/page-blocks.tsx';
import { type AnswerOf, answerOf, type InteractiveBlockAnswer } from './interactive-answer.ts';

const placedViews = lazyModule(() => import('./interactive-blocks.tsx'));

interface PlacedProps {
  block: Block;
  index: number;
  path: string;
  bookingSrc: string | null;
  roiModel: PublishedRoiModel | null;
  answer: InteractiveBlockAnswer | undefined;
}

function PlacedBlock({ block, index, ...page }: PlacedProps) {
  const view = placedViews.read().interactiveBlockViews(page)[block.type] as BlockRenderer<typeof block.type>;
  return view(block, index);
}

/**
 * The views of a served page's interactive blocks: each placed as on every page; on a form page, its
 * `own` form drawn by the route (`draw`) as before the page was built from blocks.
 */
export function formPageViews<B extends InteractiveBlockType>(
  data: {
    page: { path: string } | null;
    interactive: { bookingSrc: string | null; roiModel: PublishedRoiModel | null } | null;
  },
  answer: InteractiveBlockAnswer | undefined,
  own?: { type: B; draw: (answer: AnswerOf<B> | undefined) => ReactNode },
): BlockRenderers {
  if (!data.page || !data.interactive) return {};
  const { path } = data.page;
  const { bookingSrc, roiModel } = data.interactive;
  const placed = (block: Block, index: number) => (
    <Suspense fallback={null}>
      <PlacedBlock
        block={block}
        index={index}
        path={path}
        bookingSrc={bookingSrc}
        roiModel={roiModel}
        answer={answer}
      />
    </Suspense>
  );
  const views: BlockRenderers = {
    'contact-form': placed,
    'project-request-form': placed,
    'process-assessment-form': placed,
    'roi-calculator': placed,
  };
  return own ? { ...views, [own.type]: () => own.draw(answerOf(answer, own.type)) } : views;
}

/**
 * A page's data depends on its path only: a form's state in the query (the contact form's mode, the
 * ROI calculator's inputs, both kept in step as the visitor works) needs no new data; a post does.
 */
export const pageShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);
