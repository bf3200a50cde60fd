/**
 * A page built from blocks as its own route draws it (the seeded copy pages: /about, /rpa, …;
 * docs/decisions/pages-and-blocks.md, "Serving"): copy blocks as static islands (no code, no
 * hydration data), the live blocks and a document holding the cookie choice from modules loaded
 * only on pages that have them, and the not-found page when the page is gone.
 */
import { type ReactNode, Suspense } from 'react';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteUrlFrom } from '../../components/seo/page-meta.ts';
import { NotFound } from '../../components/site/not-found.tsx';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { Breadcrumb, BreadcrumbHandle } from '../../lib/structured-data.ts';
import type { Block, BlockOf, BlockType } from './blocks/block-schemas.ts';
import type { DocumentSlots } from './blocks/views/document-view.tsx';
import type { LiveBlockData } from './live-blocks.server.ts';
import type { ServedPage } from './pages.server.ts';
import { isIslandBlock, type ServedBlock } from './served-blocks.ts';

const CopyIsland = staticIsland(
  (props: { id: string; island: Block | RenderedOnServer }) => `block-${props.id}`,
  () => import('./blocks/copy-block.tsx').then((module) => module.CopyBlock),
);
const liveViews = lazyModule(() => import('./live-block-views.tsx'));
const documentViews = lazyModule(() => import('./blocks/views/document-view.tsx'));

const LIVE_TYPES: readonly BlockType[] = ['featured-case-studies', 'testimonials', 'case-study-carousel'];

function LiveBlock({ block, live }: { block: Block; live: LiveBlockData }) {
  const renderer = liveViews.read().liveBlockRenderers(live)[block.type] as
    | ((block: Block, index: number) => ReactNode)
    | undefined;
  return renderer ? renderer(block, 0) : null;
}

function HydratedDocument({ block, slots }: { block: BlockOf<'document'>; slots: DocumentSlots }) {
  const { DocumentView } = documentViews.read();
  return <DocumentView block={block} slots={slots} />;
}

/** The page's blocks in order; `slots` holds what the route renders in place of a document's interactive parts. */
export function ServedPageBlocks({
  blocks,
  live,
  slots = {},
}: {
  blocks: readonly ServedBlock[];
  live: LiveBlockData;
  slots?: DocumentSlots;
}) {
  return blocks.map((block) => {
    if (isIslandBlock(block)) return <CopyIsland key={block.id} id={block.id} island={block.island} />;
    if (block.type === 'document')
      return (
        <Suspense key={block.id} fallback={null}>
          <HydratedDocument block={block} slots={slots} />
        </Suspense>
      );
    if (LIVE_TYPES.includes(block.type))
      return (
        <Suspense key={block.id} fallback={null}>
          <LiveBlock block={block} live={live} />
        </Suspense>
      );
    // The interactive blocks (forms, the ROI calculator) are drawn where their views are: the catch-all route.
    return null;
  });
}

/** A seeded page's route component: its blocks, or the not-found page (404) when it is gone. */
export function ServedPageView({ data, slots }: { data: ServedPage; slots?: DocumentSlots }) {
  if (!data.page || !data.live) return <NotFound />;
  return <ServedPageBlocks blocks={data.page.blocks} live={data.live} slots={slots} />;
}

/** A seeded page's meta tags: its own (title, description, canonical, social image), or the not-found page's. */
export function servedPageMeta(
  data: ServedPage | undefined,
  matches: Parameters<typeof siteUrlFrom>[0],
): MetaDescriptor[] {
  const page = data?.page;
  if (!page) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path: page.path,
    siteUrl: siteUrlFrom(matches),
    ...(page.ogImage ? { image: page.ogImage } : {}),
    noindex: page.noindex,
  });
}

/** Home › `crumb` while the page is there; none on the not-found page. */
export function servedPageBreadcrumbs(crumb: Breadcrumb): BreadcrumbHandle {
  return { breadcrumbs: (data) => ((data as ServedPage | undefined)?.page ? [crumb] : null) };
}
