import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { HeroCopy } from '../../content/marketing-types.ts';
import { buttonClasses } from '../ui/button.tsx';

/**
 * The opening band of a service or company page: the page's single h1, a lead, two actions and an
 * illustration. The light background keeps the transparent header's dark links readable, and the
 * top padding clears the fixed header.
 */
export function MarketingHero({ copy }: { copy: HeroCopy }) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-20 lg:pt-40 lg:pb-24"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,var(--color-slate-300)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[size:28px_28px] opacity-50"
      />
      <div
        aria-hidden
        className="absolute -top-40 right-[-10%] -z-10 size-[36rem] rounded-full bg-gradient-to-br from-indigo-200/60 to-violet-200/40 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="motion-safe:animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-semibold text-blue-800 shadow-sm">
            <span aria-hidden className="size-1.5 rounded-full bg-blue-600" />
            {copy.eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {copy.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{copy.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link
              to={copy.primary.href}
              className={buttonClasses({ size: 'lg', className: 'shadow-lg shadow-blue-600/20' })}
            >
              {copy.primary.label}
              <ArrowRight aria-hidden className="size-5" />
            </Link>
            {copy.secondary && (
              <Link to={copy.secondary.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {copy.secondary.label}
              </Link>
            )}
          </div>
          {copy.highlights && (
            <ul className="mt-9 grid gap-3 text-sm font-medium text-slate-700 sm:grid-cols-2">
              {copy.highlights.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="relative motion-safe:animate-fade-up motion-safe:[animation-delay:150ms]">
          <img
            src={copy.image.src}
            alt={copy.image.alt}
            width={copy.image.width}
            height={copy.image.height}
            decoding="async"
            className="mx-auto h-auto w-full max-w-md drop-shadow-xl lg:max-w-none"
          />
        </div>
      </div>
    </section>
  );
}
