import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The white panel a lead form (and its thank-you) sits in. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-8 lg:p-10">
      {children}
    </div>
  );
}

/** A numbered group of questions inside a form: the legend reads as the step's title. */
export function FormStep({ number, legend, children }: { number: number; legend: string; children: ReactNode }) {
  return (
    <div className={number > 1 ? 'border-t border-slate-200 pt-8' : undefined}>
      <fieldset className="min-w-0">
        <legend className="flex items-center gap-3 text-lg font-semibold text-slate-900">
          <span
            aria-hidden
            className="inline-flex size-7 items-center justify-center rounded-full bg-blue-600 text-sm font-bold text-white"
          >
            {number}
          </span>
          {legend}
        </legend>
        <div className="mt-6 space-y-6">{children}</div>
      </fieldset>
    </div>
  );
}

/**
 * A lead form's band of the page: the form in its card and the aside beside it (below it on a
 * phone, sticky on a wide screen). `wide`: the assessment's longer questionnaire gets more room.
 */
export function LeadFormLayout({
  id,
  wide = false,
  className,
  form,
  aside,
}: {
  id?: string | undefined;
  wide?: boolean;
  className?: string | undefined;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section
      id={id}
      className={cn(
        'mx-auto grid gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8',
        wide ? 'max-w-7xl' : 'max-w-6xl',
        className,
      )}
    >
      <div className={wide ? 'lg:col-span-7 xl:col-span-8' : 'lg:col-span-7'}>
        <FormCard>{form}</FormCard>
      </div>
      <div className={cn('lg:col-span-5', wide && 'xl:col-span-4')}>
        <div className="lg:sticky lg:top-28">{aside}</div>
      </div>
    </section>
  );
}
