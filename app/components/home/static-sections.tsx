// The home page's blocks that are only text, images, links and reveal animations: rendered on the
// server and kept as they are in the browser (delivery/static-island.tsx). This module loads only
// when the home page is rendered in the browser (a client-side navigation to it).
import type { Block } from '../../features/pages/blocks/block-schemas.ts';
import { PageBlocks } from '../../features/pages/blocks/page-blocks.tsx';

export { FeaturedView } from '../../features/pages/blocks/views/featured-view.tsx';

/** One copy block, drawn by its type's view. */
export function CopyBlockView({ block }: { block: Block }) {
  return <PageBlocks blocks={[block]} />;
}
