import { ImageIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { imageSources } from '../../lib/images.ts';
import { safeContentUrl } from '../../lib/safe-url.ts';

/** Case-study images are drawn at 16:9 (the illustrations are 1200 x 675); uploads are cropped to fit. */
export const CASE_STUDY_IMAGE = { width: 1200, height: 675 } as const;

/**
 * The one image of a case study on cards, carousels and detail pages: explicit dimensions (no
 * layout shift), responsive variants for uploads, lazy unless it is the page's main image, and a
 * gradient placeholder naming the study when there is no image.
 */
export function CaseStudyImage({
  image,
  placeholderLabel,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
  className,
}: {
  image: { src: string; alt: string } | null;
  /** Text on the placeholder when there is no image (e.g. the client's name). */
  placeholderLabel: string;
  sizes?: string;
  /** The page's main (largest, above the fold) image: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const src = safeContentUrl(image?.src);
  if (!image || !src) {
    return (
      <div
        className={cn(
          'relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-blue-600 via-indigo-600 to-violet-600 p-6 text-center',
          className,
        )}
      >
        <div aria-hidden className="absolute -top-10 -right-10 size-48 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="absolute -bottom-16 -left-10 size-56 rounded-full bg-sky-300/20 blur-2xl" />
        <p className="relative flex flex-col items-center gap-3 text-xl font-semibold text-white sm:text-2xl">
          <ImageIcon aria-hidden className="size-8 text-white/80" />
          {placeholderLabel}
        </p>
      </div>
    );
  }
  return (
    <picture className={cn('block aspect-video w-full overflow-hidden bg-slate-100', className)}>
      {imageSources(src).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={image.alt}
        width={CASE_STUDY_IMAGE.width}
        height={CASE_STUDY_IMAGE.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
