import { ArrowRight, Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { caseStudyDetailCopy as copy } from './case-study-copy.ts';

/** The ROI calculator banner that closes a case study (SPEC 2.9). */
export function RoiBanner() {
  return (
    <section
      aria-labelledby="roi-banner-title"
      className="flex flex-col gap-6 rounded-3xl bg-blue-50 p-8 ring-1 ring-blue-100 sm:flex-row sm:items-center sm:p-10"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-blue-700 shadow-sm ring-1 ring-blue-100">
        <Calculator aria-hidden className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id="roi-banner-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {copy.roiBanner.title}
        </h2>
        <p className="mt-2 text-slate-600">{copy.roiBanner.text}</p>
      </div>
      <Link to="/roi-calculator" className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
        {copy.roiBanner.button}
        <ArrowRight aria-hidden className="size-5" />
      </Link>
    </section>
  );
}

/** The closing call to action with an industry-specific heading (SPEC 2.9). */
export function ContactBand({
  heading,
  text = copy.contact.text,
  button = copy.contact.button,
  children,
}: {
  heading: string;
  text?: string;
  button?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="case-study-contact-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-indigo-700 to-violet-700 px-6 py-14 text-center shadow-2xl shadow-indigo-900/20 sm:px-12 sm:py-16"
    >
      <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 size-96 rounded-full bg-sky-400/20 blur-3xl" />
      <h2
        id="case-study-contact-title"
        className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
      >
        {heading}
      </h2>
      <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-white">{text}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <Link
          to="/contact"
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-white px-7 text-base font-semibold whitespace-nowrap text-blue-800 shadow-lg transition-colors hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:w-auto"
        >
          {button}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
        {children}
      </div>
    </section>
  );
}
