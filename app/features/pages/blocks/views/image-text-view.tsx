import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal } from '../../../../components/marketing/reveal.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';
import { imageAttributes } from './hero-view.tsx';

/**
 * An image beside a heading, paragraphs, a list of points and a button: the home page's AI agents
 * band (its classes, for light and dark backgrounds alike).
 */
export function ImageTextView({ block }: { block: BlockOf<'image-text'> }) {
  const dark = block.tone === 'dark';
  const image = imageAttributes(block.image);
  return (
    <BlockSection block={block} align="left" className="overflow-hidden">
      {(heading) => (
        <div className="relative grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
          <div className={cn(block.imageSide === 'left' && 'lg:order-last')}>
            {heading}
            {block.paragraphs.length > 0 && (
              <div className={cn('mt-8 space-y-5 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            )}
            {block.points.length > 0 && (
              <ul className="mt-8 space-y-4">
                {block.points.map((point) => (
                  <li key={point} className={cn('flex gap-3', dark ? 'text-slate-200' : 'text-slate-700')}>
                    <span
                      className={cn(
                        'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
                        dark ? 'bg-blue-500/20 text-blue-300' : 'bg-blue-50 text-blue-700',
                      )}
                    >
                      <Check aria-hidden className="size-4" />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {block.button && (
              <Link
                to={block.button.href}
                className={buttonClasses({ variant: dark ? 'inverse' : 'primary', size: 'lg', className: 'mt-10' })}
              >
                {block.button.label}
                <ArrowRight aria-hidden className="size-5" />
              </Link>
            )}
          </div>
          <Reveal className="relative">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className={cn(
                'h-auto w-full rounded-3xl bg-white p-4',
                dark ? 'shadow-2xl shadow-black/40' : 'shadow-xl shadow-slate-200/60 ring-1 ring-slate-200',
              )}
            />
          </Reveal>
        </div>
      )}
    </BlockSection>
  );
}
