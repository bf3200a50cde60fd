import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { homeHero } from '../../content/home-hero.ts';
import { buttonClasses } from '../ui/button.tsx';
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

/**
 * SPEC 2.3 hero content: the background shapes, headline, subline, free-audit button, the diagram
 * on large screens, animated entrance.
 */
export function HeroContent() {
  const { diagram } = homeHero;
  return (
    <>
      <HeroShapes />
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_1px_1px,var(--color-slate-300)_1px,transparent_0)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:28px_28px] opacity-60"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:px-8">
        <div className="max-w-2xl text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3.5 py-1.5 text-xs font-semibold text-blue-800 shadow-sm backdrop-blur motion-safe:animate-fade-up sm:text-sm">
            <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
            {homeHero.eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-6 text-[2.6rem] leading-[1.08] font-extrabold tracking-tight text-slate-900 motion-safe:animate-fade-up motion-safe:[animation-delay:80ms] sm:text-6xl lg:text-[4.1rem]"
          >
            {homeHero.titleStart}{' '}
            <span className="bg-gradient-to-r from-blue-700 via-indigo-600 to-violet-700 bg-clip-text text-transparent">
              {homeHero.titleHighlight}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600 motion-safe:animate-fade-up motion-safe:[animation-delay:160ms] sm:text-xl lg:mx-0">
            {homeHero.subline}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 motion-safe:animate-fade-up motion-safe:[animation-delay:240ms] sm:flex-row lg:justify-start">
            <Link
              to={homeHero.primary.href}
              className={buttonClasses({ size: 'lg', className: 'shadow-lg shadow-blue-600/25' })}
            >
              {homeHero.primary.label}
              <ArrowRight aria-hidden className="size-5" />
            </Link>
            <Link to={homeHero.secondary.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              {homeHero.secondary.label}
            </Link>
          </div>
          <ul className="mt-12 grid grid-cols-3 gap-4 border-t border-slate-200/80 pt-8 motion-safe:animate-fade-up motion-safe:[animation-delay:320ms] sm:gap-8">
            {homeHero.proof.map((stat) => (
              <li key={stat.label}>
                <span className="block text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  <StatValue value={stat.value} />
                </span>{' '}
                <span className="mt-1 block text-xs leading-5 text-slate-600 sm:text-sm">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
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
            <source media="(min-width: 1024px)" srcSet={diagram.src} width={diagram.width} height={diagram.height} />
            <img
              src={EMPTY_IMAGE}
              alt={diagram.alt}
              width={diagram.width}
              height={diagram.height}
              fetchPriority="high"
              className="h-auto w-full rounded-[1.75rem] shadow-2xl shadow-indigo-900/10 ring-1 ring-slate-900/5"
            />
          </picture>
        </div>
      </div>
    </>
  );
}
