// The home page's blocks that are only text, images, links and reveal animations: rendered on the
// server and kept as they are in the browser (delivery/static-island.tsx). This module loads only
// when the home page is rendered in the browser (a client-side navigation to it).
export { CopyBlock } from '../../features/pages/blocks/copy-block.tsx';
export { FeaturedView } from '../../features/pages/blocks/views/featured-view.tsx';
