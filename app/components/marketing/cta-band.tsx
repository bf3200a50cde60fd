import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CtaCopy } from '../../content/marketing-types.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Reveal } from './reveal.tsx';

/** The closing call to action of a page: a gradient panel with one primary and one optional secondary link. */
export function CtaBand({ id, copy }: { id: string; copy: CtaCopy }) {
  return (
    <section aria-labelledby={id} className="bg-white px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-24 lg:px-8">
      <Reveal className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-indigo-700 to-violet-700 px-6 py-14 text-center shadow-2xl shadow-indigo-900/20 sm:px-12 sm:py-20">
        <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-white/10 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 size-96 rounded-full bg-sky-400/20 blur-3xl" />
        <h2 id={id} className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-white">{copy.lead}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link
            to={copy.primary.href}
            className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            {copy.primary.label}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
          {copy.secondary && (
            <Link
              to={copy.secondary.href}
              className={buttonClasses({ variant: 'inverseOutline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              {copy.secondary.label}
            </Link>
          )}
        </div>
      </Reveal>
    </section>
  );
}
