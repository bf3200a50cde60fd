import { ClientLogoStrip } from '../../../../components/home/client-logo-strip.tsx';
import type { BlockOf } from '../block-schemas.ts';

/** The home page's client-logo strip with the block's heading and logos (each logo's alt text is the company's name). */
export function LogosView({ block }: { block: BlockOf<'logos'> }) {
  return (
    <ClientLogoStrip
      heading={block.heading}
      logos={block.logos.map((logo) => ({ name: logo.name, image: logo.src }))}
      headingId={`block-${block.id}-title`}
    />
  );
}
