import type { ReactNode } from 'react';

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
