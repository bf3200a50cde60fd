import { Bot, Calendar, CircleCheck, Cpu, Factory, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { BuiltInUseCase } from '../../lib/case-study.ts';
import { BackToCaseStudies } from './case-study-article.tsx';
import { fallbackDetailCopy as copy } from './case-study-copy.ts';
import { ContactBand } from './case-study-cta.tsx';
import { CaseStudyImage } from './case-study-image.tsx';
import { ShareButton } from './share-button.tsx';

const factClasses = 'flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200';

/** A built-in (fallback) case study (SPEC 2.9 'Fallback version'). */
export function BuiltInCaseStudy({ useCase }: { useCase: BuiltInUseCase }) {
  const technologies = copy.technologies[useCase.category];
  const TechnologyIcon = useCase.category === 'agents' ? Bot : Cpu;
  return (
    <article>
      <header className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white pt-28 pb-12 sm:pt-36 sm:pb-16">
        <div aria-hidden className="absolute -top-24 -right-24 size-96 rounded-full bg-blue-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <BackToCaseStudies />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
            <div>
              <Badge color={useCase.chipColor} className="uppercase">
                {useCase.industry}
              </Badge>
              <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{useCase.title}</h1>
              <p className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">{useCase.subtitle}</p>
              <ul className="mt-8 flex flex-wrap gap-3">
                <li className={factClasses}>
                  <Factory aria-hidden className="size-5 shrink-0 text-blue-700" />
                  <span>
                    <span className="block text-sm text-slate-600">{copy.industryLabel}</span>
                    <span className="block font-semibold text-slate-900">{useCase.industry}</span>
                  </span>
                </li>
                <li className={factClasses}>
                  <Calendar aria-hidden className="size-5 shrink-0 text-blue-700" />
                  <span className="font-semibold text-slate-900">{copy.implemented}</span>
                </li>
                <li className={factClasses}>
                  <Users aria-hidden className="size-5 shrink-0 text-blue-700" />
                  <span className="font-semibold text-slate-900">{copy.ftesSaved}</span>
                </li>
              </ul>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
                  {copy.requestSimilar}
                </Link>
                <ShareButton className="h-12" />
              </div>
            </div>
            <CaseStudyImage
              image={{ src: useCase.imageSrc, alt: useCase.imageAlt ?? useCase.title }}
              placeholderLabel={useCase.title}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="rounded-3xl shadow-2xl ring-1 shadow-slate-900/10 ring-slate-900/10"
            />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="min-w-0 space-y-14">
            <section aria-labelledby="overview-title">
              <h2 id="overview-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.overviewHeading}
              </h2>
              <p className="mt-5 text-lg leading-8 text-slate-700">{useCase.description}</p>
            </section>
            <section aria-labelledby="challenge-title">
              <h2 id="challenge-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.challengeHeading}
              </h2>
              <p className="mt-5 text-lg leading-8 text-slate-700">{copy.challenge}</p>
            </section>
            <section aria-labelledby="solution-title">
              <h2 id="solution-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.solutionHeading}
              </h2>
              <p className="mt-5 text-lg leading-8 text-slate-700">{copy.solution}</p>
            </section>
            <section aria-labelledby="results-title">
              <h2 id="results-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.resultsHeading}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {useCase.results.map((result) => (
                  <li key={result} className="flex gap-3 rounded-2xl bg-emerald-50/70 p-5 ring-1 ring-emerald-100">
                    <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    <span className="font-medium text-slate-800">{result}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="steps-title">
              <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {copy.stepsHeading}
              </h2>
              <ol className="mt-8 space-y-6">
                {copy.steps.map((step, i) => (
                  <li key={step.title} className="flex gap-5">
                    <span
                      aria-hidden
                      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white shadow-sm"
                    >
                      {i + 1}
                    </span>
                    <div className="pt-1.5">
                      <h3 className="font-semibold text-slate-900">
                        <span className="sr-only">Step {i + 1}: </span>
                        {step.title}
                      </h3>
                      <p className="mt-1 leading-7 text-slate-600">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </div>

          <aside aria-labelledby="technology-title" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 id="technology-title" className="flex items-center gap-2 text-lg font-semibold">
                <TechnologyIcon aria-hidden className="size-5 text-blue-700" />
                {copy.technologyHeading}
              </h2>
              <ul className="mt-4 space-y-2">
                {technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-xl bg-white px-4 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
              <Link
                to="/roi-calculator"
                className="mt-6 inline-flex font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
              >
                {copy.roiLink}
              </Link>
            </div>
          </aside>
        </div>

        <div className="mt-20">
          <ContactBand heading={copy.ctaTitle} text={copy.ctaText} button={copy.requestSimilar}>
            <Link
              to="/roi-calculator"
              className="inline-flex h-12 w-full items-center justify-center rounded-lg px-7 text-base font-semibold whitespace-nowrap text-white ring-1 ring-white/50 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:w-auto"
            >
              {copy.roiLink}
            </Link>
          </ContactBand>
        </div>
      </div>
    </article>
  );
}
