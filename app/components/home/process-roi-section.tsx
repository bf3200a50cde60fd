import { ArrowRight, Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { processRoi } from '../../content/home.ts';
import { Reveal } from '../marketing/reveal.tsx';
import { Section, SectionHeading } from '../marketing/section.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** Home 'Process & ROI' (SPEC 2.3): how an engagement runs and the returns it typically brings. */
export function ProcessRoiSection() {
  return (
    <Section id="process-roi" labelledBy="process-roi-title" tone="muted">
      <div className="grid gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="process-roi-title" copy={processRoi.heading} align="left" />
          <ol className="mt-12 space-y-4">
            {processRoi.steps.map((step, index) => (
              <Reveal
                as="li"
                key={step.title}
                delay={index * 100}
                className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
              >
                <span
                  aria-hidden
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-violet-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="flex flex-wrap items-baseline gap-x-3 font-semibold text-slate-900">
                    <span>
                      <span className="sr-only">Step {index + 1}: </span>
                      {step.title}
                    </span>
                    <span className="text-sm font-medium text-blue-700">{step.meta}</span>
                  </h3>
                  <p className="mt-1.5 leading-7 text-slate-600">{step.description}</p>
                </div>
              </Reveal>
            ))}
          </ol>
        </div>

        <Reveal className="relative isolate self-start overflow-hidden rounded-3xl bg-slate-950 p-8 text-slate-300 shadow-2xl shadow-slate-900/20 sm:p-10 lg:sticky lg:top-28">
          <div aria-hidden className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-blue-600/30 blur-3xl" />
          <div
            aria-hidden
            className="absolute -bottom-24 -left-16 -z-10 size-72 rounded-full bg-violet-600/25 blur-3xl"
          />
          <img
            src="/images/illustrations/roi-growth.svg"
            alt=""
            width={560}
            height={420}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-xs rounded-2xl bg-white/95 p-2"
          />
          <h3 className="mt-8 text-2xl font-bold text-white">{processRoi.roiTitle}</h3>
          <ul className="mt-6 divide-y divide-white/10">
            {processRoi.roiStats.map((stat) => (
              <li key={stat.label} className="flex items-baseline gap-4 py-4">
                <span className="w-36 shrink-0 text-2xl font-bold tracking-tight whitespace-nowrap text-white sm:w-44 sm:text-3xl">
                  {stat.value}
                </span>{' '}
                <span className="text-slate-300">{stat.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-400">{processRoi.roiNote}</p>
          <Link
            to={processRoi.roiAction.href}
            className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8 w-full' })}
          >
            <Calculator aria-hidden className="size-5" />
            {processRoi.roiAction.label}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </Reveal>
      </div>
    </Section>
  );
}
