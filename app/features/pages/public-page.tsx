/**
 * A page built from blocks as its own route draws it (the seeded copy pages: /about, /rpa, …;
 * docs/decisions/pages-and-blocks.md, "Serving"): copy blocks as static islands (no code, no
 * hydration data); the FAQ accordion, the live blocks and a document holding the cookie choice
 * hydrate, from modules loaded only on pages that have them; the not-found page when the page is gone.
 */
import { Fragment, type ReactNode, Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { Breadcrumb, BreadcrumbHandle } from '../../lib/structured-data.ts';
import type { Block, BlockType } from './blocks/block-schemas.ts';
import type { BlockRenderer, BlockRenderers } from './blocks/page-blocks.tsx';
import type { DocumentSlots } from './blocks/views/document-view.tsx';
import { HydratedCopyBlock } from './hydrated-copy-blocks.tsx';
import type { LiveBlockData } from './live-block-data.ts';
import type { ServedPage } from './pages.server.ts';
import { PreviewBarSlot } from './preview-bar-slot.tsx';
import { isIslandBlock, type ServedBlock } from './served-blocks.ts';

const CopyIsland = staticIsland(
  (props: { id: string; island: Block | RenderedOnServer }) => `block-${props.id}`,
  () => import('./blocks/copy-block.tsx').then((module) => module.CopyBlock),
  // A page version's blocks are parsed once (pages.server.ts): the same objects until it changes.
  { rememberBy: ({ island }) => island },
);
// Each live view loads only on a page that has its block.
const featuredView = lazyModule(() => import('./live/featured-view.tsx'));
// The carousel and the testimonials share most of their code: one module (live/showcase-views.ts).
const showcaseViews = lazyModule(() => import('./live/showcase-views.ts'));
// Only a page staff have deleted shows it: its code is not worth loading with every page.
const notFound = lazyModule(() => import('../../components/site/not-found.tsx'));

function GonePage() {
  const { NotFound } = notFound.read();
  return <NotFound />;
}

function LiveBlock({ block, live }: { block: Block; live: LiveBlockData }): ReactNode {
  switch (block.type) {
    case 'featured-case-studies':
      return featuredView.read().renderFeatured(block, live);
    case 'testimonials':
      return showcaseViews.read().renderTestimonials(block, live);
    case 'case-study-carousel':
      return showcaseViews.read().renderCarousel(live);
    default:
      return null;
  }
}

const LIVE_TYPES: readonly BlockType[] = ['featured-case-studies', 'testimonials', 'case-study-carousel'];

/**
 * The page's blocks in order; `slots` holds what the route renders in place of a document's
 * interactive parts, `views` how it draws the interactive blocks (forms, the ROI calculator), whose
 * answers and data are the route's own.
 */
export function ServedPageBlocks({
  blocks,
  live,
  slots = {},
  views = {},
}: {
  blocks: readonly ServedBlock[];
  live: LiveBlockData;
  slots?: DocumentSlots;
  views?: BlockRenderers;
}) {
  return blocks.map((block, index) => {
    if (isIslandBlock(block)) return <CopyIsland key={block.id} id={block.id} island={block.island} />;
    if (block.type === 'document' || block.type === 'faq')
      return <HydratedCopyBlock key={block.id} block={block} slots={slots} />;
    if (LIVE_TYPES.includes(block.type))
      return (
        <Suspense key={block.id} fallback={null}>
          <LiveBlock block={block} live={live} />
        </Suspense>
      );
    // The interactive blocks, where the route draws them (the form pages: form-page-views.tsx); the copy
    // pages' routes draw none yet.
    const view = views[block.type] as BlockRenderer<typeof block.type> | undefined;
    return view ? <Fragment key={block.id}>{view(block, index)}</Fragment> : null;
  });
}

/** A seeded page's route component: its blocks (under the preview bar for staff), or the not-found page (404) when it is gone. */
export function ServedPageView({
  data,
  slots,
  views,
}: {
  data: ServedPage;
  slots?: DocumentSlots;
  views?: BlockRenderers;
}) {
  if (!data.page || !data.live)
    return (
      <Suspense fallback={null}>
        <GonePage />
      </Suspense>
    );
  return (
    <>
      <PreviewBarSlot preview={data.preview} />
      <ServedPageBlocks blocks={data.page.blocks} live={data.live} slots={slots} views={views} />
    </>
  );
}

/** Home › `crumb` while the page is there; none on the not-found page. */
export function servedPageBreadcrumbs(crumb: Breadcrumb): BreadcrumbHandle {
  return { breadcrumbs: (data) => ((data as ServedPage | undefined)?.page ? [crumb] : null) };
}
