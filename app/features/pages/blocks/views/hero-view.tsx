import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MarketingHero } from '../../../../components/marketing/marketing-hero.tsx';
import { PageHero } from '../../../../components/site/page-hero.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import type { BlockImage, BlockOf } from '../block-schemas.ts';
import { DocumentHeader } from './document-view.tsx';

/** The canvas of the site's illustrations, for an image whose size the block does not say. */
export const DEFAULT_IMAGE_SIZE = { width: 560, height: 420 } as const;

export function imageAttributes(image: BlockImage) {
  return {
    src: image.src,
    alt: image.decorative ? '' : image.alt,
    width: image.width ?? DEFAULT_IMAGE_SIZE.width,
    height: image.height ?? DEFAULT_IMAGE_SIZE.height,
  };
}

/**
 * The page's opening band and its one h1 (a page's hero is always its first block). 'split' is the
 * service and company pages' MarketingHero; 'centered' the form pages' PageHero, with the buttons
 * under the lead; 'document' the legal pages' header (DocumentHeader).
 */
export function HeroView({ block }: { block: BlockOf<'hero'> }) {
  const [primary, secondary] = block.buttons;
  if (block.layout === 'document') return <DocumentHeader block={block} />;
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
      {primary && (
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.href} className={buttonClasses({ size: 'lg', className: 'shadow-lg shadow-blue-600/20' })}>
            {primary.label}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
          {secondary && (
            <Link to={secondary.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              {secondary.label}
            </Link>
          )}
        </div>
      )}
    </PageHero>
  );
}
