// The home page's blocks that are only text, images, links and reveal animations: rendered on the
// server and kept as they are in the browser (delivery/static-island.tsx). This module loads only
// when the home page is rendered in the browser (a client-side navigation to it).
import type { BlockOf } from '../../features/pages/blocks/block-schemas.ts';
import { renderFeatured } from '../../features/pages/live/featured-view.tsx';
import type { LiveBlockData } from '../../features/pages/live-block-data.ts';

export { CopyBlock } from '../../features/pages/blocks/copy-block.tsx';

/** 'See our work' and any other featured-case-studies block, with the cards the loader chose for it. */
export function FeaturedView({ block, live }: { block: BlockOf<'featured-case-studies'>; live: LiveBlockData }) {
  return renderFeatured(block, live);
}
