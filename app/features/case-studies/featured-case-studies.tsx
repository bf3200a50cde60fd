import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { CaseStudyCard } from '../../lib/showcase.ts';
import { seeOurWorkCopy as copy } from './case-study-copy.ts';
import { CaseStudyImage } from './case-study-image.tsx';
import { caseStudyPath, industryChipColor } from './case-study-view.ts';
import { Deferred, LoadingState } from './deferred.tsx';
import type { Resolvable } from './resolvable.ts';
import { loadingTexts } from './showcase-copy.ts';
import { HOME_FEATURED_LIMIT } from './showcase-limits.ts';
import { summaryOf } from './view-models.ts';

/**
 * Home 'See our work' (SPEC 2.3): featured case studies as cards, at most 6. Takes the loader's
 * list, or its promise when streamed ('Loading case studies...' until it arrives). A page built from
 * blocks (issue 28) gives its own heading, limit and section id.
 */
export function FeaturedCaseStudies({
  caseStudies,
  heading = copy,
  limit = HOME_FEATURED_LIMIT,
  id = 'see-our-work',
}: {
  caseStudies: Resolvable<CaseStudyCard[]>;
  heading?: { eyebrow?: string | undefined; title: string; lead?: string | undefined };
  limit?: number;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            {heading.eyebrow ? (
              <p className="text-sm font-semibold tracking-wider text-blue-700 uppercase">{heading.eyebrow}</p>
            ) : null}
            <h2 id={`${id}-title`} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              {heading.title}
            </h2>
            {heading.lead ? <p className="mt-5 text-lg leading-8 text-slate-600">{heading.lead}</p> : null}
          </div>
          <Link
            to="/use-cases"
            className={buttonClasses({ variant: 'outline', className: 'shrink-0 self-start sm:self-auto' })}
          >
            {copy.viewAll}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <Deferred value={caseStudies} fallback={<LoadingState text={loadingTexts.caseStudies} />}>
          {(list) =>
            list.length === 0 ? (
              <p className="mt-12 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-600">
                {copy.empty}
              </p>
            ) : (
              <ul className={cn('mt-12 grid gap-8', columns(Math.min(list.length, limit)))}>
                {list.slice(0, limit).map((caseStudy) => (
                  <li key={caseStudy.id}>
                    <FeaturedCaseStudyCard caseStudy={caseStudy} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
    </section>
  );
}

/** Columns that never leave a single card alone on the last row of a wide screen. */
function columns(count: number): string {
  if (count === 1) return 'max-w-md';
  if (count === 2) return 'md:grid-cols-2';
  if (count === 4) return 'md:grid-cols-2 xl:grid-cols-4';
  return 'md:grid-cols-2 lg:grid-cols-3';
}

function FeaturedCaseStudyCard({ caseStudy }: { caseStudy: CaseStudyCard }) {
  const href = caseStudyPath(caseStudy.slug);
  const image = caseStudy.mainImageUrl
    ? { src: caseStudy.mainImageUrl, alt: caseStudy.mainImageAlt?.trim() || caseStudy.title }
    : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-900/10 motion-reduce:transform-none">
      <div className="relative">
        <CaseStudyImage
          image={image}
          placeholderLabel={caseStudy.clientName}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
        <Badge color={industryChipColor(caseStudy.clientIndustry)} className="absolute top-4 left-4 shadow-sm">
          {caseStudy.clientIndustry}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-slate-500">{caseStudy.clientName}</p>
        <h3 className="mt-2 text-xl font-semibold leading-snug tracking-tight">{caseStudy.title}</h3>
        <p className="mt-3 line-clamp-4 flex-1 text-base leading-7 text-slate-600">{summaryOf(caseStudy)}</p>
        <Link
          to={href}
          className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-blue-700 after:absolute after:inset-0 after:content-[''] hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
        >
          {copy.readMore}
          <span className="sr-only">: {caseStudy.title}</span>
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
