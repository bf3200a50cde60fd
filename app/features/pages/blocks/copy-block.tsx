import { withServerValues } from '../../../delivery/server-values.tsx';
import type { Block } from './block-schemas.ts';
import { PageBlocks } from './page-blocks.tsx';

/**
 * One copy block as a static island's content (public-page.tsx): its code loads only where the
 * browser renders the page itself (a client-side navigation); its block may have stayed on the
 * server (the loader's `renderOnServer`).
 */
export const CopyBlock = withServerValues(({ island }: { id: string; island: Block }) => (
  <PageBlocks blocks={[island]} />
));
