import { StaticHomeHero } from '../../../../components/home/hero-content.tsx';
import { MarketingHero } from '../../../../components/marketing/marketing-hero.tsx';
import { PageHero } from '../../../../components/site/page-hero.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { imageAttributes } from './block-image.ts';
import { DocumentHeader } from './document-view.tsx';
import { HeroButtons } from './hero-buttons.tsx';

/**
 * The page's opening band and its one h1 (a page's hero is always its first block). 'split' is the
 * service and company pages' MarketingHero; 'centered' the form pages' PageHero, with the buttons
 * under the lead; 'document' the legal pages' header (DocumentHeader); 'home' the home page's hero
 * without its pointer-following (components/home/hero-content.tsx; the home page hydrates it).
 */
export function HeroView({ block }: { block: BlockOf<'hero'> }) {
  const [primary, secondary] = block.buttons;
  if (block.layout === 'document') return <DocumentHeader block={block} />;
  if (block.layout === 'home') return <StaticHomeHero block={block} />;
  if (block.layout === 'split' && block.image && primary) {
    return (
      <MarketingHero
        copy={{
          eyebrow: block.eyebrow ?? '',
          title: block.headline,
          lead: block.subline ?? '',
          primary,
          secondary,
          highlights: block.highlights.length > 0 ? block.highlights : undefined,
          image: imageAttributes(block.image),
        }}
      />
    );
  }
  return (
    <PageHero eyebrow={block.eyebrow} title={block.headline} lead={block.subline}>
      <HeroButtons buttons={block.buttons} className="mt-9 flex flex-col justify-center gap-3 sm:flex-row" />
    </PageHero>
  );
}
