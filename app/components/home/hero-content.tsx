import { withServerValues } from '../../delivery/server-values.tsx';
import type { BlockImage, BlockOf } from '../../features/pages/blocks/block-schemas.ts';
import { imageAttributes } from '../../features/pages/blocks/views/block-image.ts';
import { HeroButtons } from '../../features/pages/blocks/views/hero-buttons.tsx';
import { HeroShapes } from './hero-shapes.tsx';

/** A 1x1 transparent GIF: what the diagram's <img> holds below the lg breakpoint, so phones download nothing. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Sets a leading qualifier ('up to 99.5%') in small type so the figure itself fits on one line. */
function StatValue({ value }: { value: string }) {
  const match = /^(up to)\s+(.+)$/i.exec(value);
  if (!match) return value;
  return (
    <>
      <span className="text-sm font-semibold text-slate-600 sm:text-base">{match[1]}</span> {match[2]}
    </>
  );
}

/** The headline with its highlighted words in the brand gradient (the schema keeps them part of it). */
function Headline({ headline, highlight }: { headline: string; highlight: string | undefined }) {
  const at = highlight ? headline.lastIndexOf(highlight) : -1;
  if (!highlight || at < 0) return headline;
  return (
    <>
      {headline.slice(0, at)}
      <span className="bg-gradient-to-r from-blue-700 via-indigo-600 to-violet-700 bg-clip-text text-transparent">
        {highlight}
      </span>
      {headline.slice(at + highlight.length)}
    </>
  );
}

/**
 * SPEC 2.3 hero content, from the home page's hero block: the background shapes, eyebrow, headline,
 * subline, buttons, figures, the image (the diagram) on large screens, animated entrance.
 */
function HeroBody({ block }: { block: BlockOf<'hero'> }) {
  const diagram = block.image;
  return (
    <>
      <HeroShapes />
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_1px_1px,var(--color-slate-300)_1px,transparent_0)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:28px_28px] opacity-60"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:px-8">
        <div className="max-w-2xl text-center lg:text-left">
          {block.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3.5 py-1.5 text-xs font-semibold text-blue-800 shadow-sm backdrop-blur motion-safe:animate-fade-up sm:text-sm">
              <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
              {block.eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            className="mt-6 text-[2.6rem] leading-[1.08] font-extrabold tracking-tight text-slate-900 motion-safe:animate-fade-up motion-safe:[animation-delay:80ms] sm:text-6xl lg:text-[4.1rem]"
          >
            <Headline headline={block.headline} highlight={block.highlight} />
          </h1>
          {block.subline && (
            <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600 motion-safe:animate-fade-up motion-safe:[animation-delay:160ms] sm:text-xl lg:mx-0">
              {block.subline}
            </p>
          )}
          <HeroButtons
            buttons={block.buttons}
            shadow="shadow-blue-600/25"
            className="mt-10 flex flex-col justify-center gap-3 motion-safe:animate-fade-up motion-safe:[animation-delay:240ms] sm:flex-row lg:justify-start"
          />
          {block.stats.length > 0 && (
            <ul className="mt-12 grid grid-cols-3 gap-4 border-t border-slate-200/80 pt-8 motion-safe:animate-fade-up motion-safe:[animation-delay:320ms] sm:gap-8">
              {block.stats.map((stat) => (
                <li key={stat.label}>
                  <span className="block text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    <StatValue value={stat.value} />
                  </span>{' '}
                  <span className="mt-1 block text-xs leading-5 text-slate-600 sm:text-sm">{stat.label}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {diagram && <HeroImage image={diagram} />}
      </div>
    </>
  );
}

/** The hero's content as the home page's static island (components/home/home-hero.tsx): kept on the server on a document request. */
export const HeroContent = withServerValues(({ island }: { id: string; island: BlockOf<'hero'> }) => (
  <HeroBody block={island} />
));

/**
 * A 'home' hero without the pointer-following of its shapes: the view of the block where it is a
 * static island of another page (the catch-all, a copy route), which never hydrates it anyway. Its
 * frame's classes are HomeHero's.
 */
export function StaticHomeHero({ block }: { block: BlockOf<'hero'> }) {
  return (
    <section aria-labelledby="page-title" className={HOME_HERO_CLASSES}>
      <HeroBody block={block} />
    </section>
  );
}

/** The home hero's band (HomeHero's section too, where the classes are written again to keep this module out of the home page's up-front code). */
const HOME_HERO_CLASSES =
  'relative isolate overflow-hidden bg-gradient-to-b from-blue-50 via-indigo-50/40 to-white pt-32 pb-20 sm:pt-40 lg:pt-44 lg:pb-28';

/** The image beside the text on large screens only (SPEC 2.3: the diagram). */
function HeroImage({ image }: { image: BlockImage }) {
  const { src, alt, width, height } = imageAttributes(image);
  return (
    <div
      data-testid="hero-diagram"
      className="relative hidden motion-safe:animate-fade-up motion-safe:[animation-delay:200ms] lg:block"
    >
      <div
        aria-hidden
        className="absolute inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-blue-400/25 to-violet-400/25 blur-2xl"
      />
      {/* Large screens only (SPEC 2.3). The <source> keeps phones from downloading it at all, and on
              desktop the diagram is the largest element on screen, hence the high fetch priority. */}
      <picture>
        <source media="(min-width: 1024px)" srcSet={src} width={width} height={height} />
        <img
          src={EMPTY_IMAGE}
          alt={alt}
          width={width}
          height={height}
          fetchPriority="high"
          className="h-auto w-full rounded-[1.75rem] shadow-2xl shadow-indigo-900/10 ring-1 ring-slate-900/5"
        />
      </picture>
    </div>
  );
}
