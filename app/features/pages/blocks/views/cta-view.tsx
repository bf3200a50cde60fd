import { CtaBand } from '../../../../components/marketing/cta-band.tsx';
import type { BlockOf } from '../block-schemas.ts';

/** The closing call to action of a page: the marketing pages' CtaBand. */
export function CtaView({ block }: { block: BlockOf<'cta'> }) {
  return <CtaBand id={`block-${block.id}-title`} copy={block} />;
}
