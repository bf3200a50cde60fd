import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal } from '../../../../components/marketing/reveal.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { BlockOf } from '../block-schemas.ts';
import { imageAttributes } from './block-image.ts';
import { BlockSection } from './block-section.tsx';

/**
 * An image beside a heading, paragraphs, a list of points and a button: the home page's AI agents
 * band (its classes, for light and dark backgrounds alike; on dark, its glows), with an optional
 * figure in a card over the image's corner.
 */
export function ImageTextView({ block }: { block: BlockOf<'image-text'> }) {
  const dark = block.tone === 'dark';
  const image = imageAttributes(block.image);
  return (
    <BlockSection block={block} align="left" className="overflow-hidden">
      {(heading) => (
        <>
          {dark && (
            <>
              <div
                aria-hidden
                className="absolute top-0 left-1/2 h-px w-3/4 -translate-x-1/2 bg-gradient-to-r from-transparent via-blue-400/50 to-transparent"
              />
              <div
                aria-hidden
                className="absolute -top-40 left-[10%] size-[30rem] rounded-full bg-indigo-600/20 blur-3xl"
              />
            </>
          )}
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
              {block.figure && (
                <p
                  className={cn(
                    'mt-4 rounded-2xl border px-5 py-4 shadow-xl backdrop-blur sm:absolute sm:-top-8 sm:-left-6 sm:mt-0 sm:max-w-[17rem]',
                    dark ? 'border-white/10 bg-slate-900/95' : 'border-slate-200 bg-white/95',
                  )}
                >
                  <span className={cn('block text-3xl font-bold', dark ? 'text-white' : 'text-slate-900')}>
                    {block.figure.value}
                  </span>
                  <span className={cn('block text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
                    {block.figure.label}
                    {block.figure.note && (
                      <>
                        {' '}
                        <span className={dark ? 'text-slate-400' : 'text-slate-500'}>{block.figure.note}</span>
                      </>
                    )}
                  </span>
                </p>
              )}
            </Reveal>
          </div>
        </>
      )}
    </BlockSection>
  );
}
