import { CircleCheck, FolderSearch } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { withServerValues } from '../../delivery/server-values.tsx';
import { cn } from '../../lib/cn.ts';
import { caseStudyListCopy as copy } from './case-study-copy.ts';
import { CaseStudyImage } from './case-study-image.tsx';
import type { CaseStudyList } from './case-study-page.ts';
import type { CaseStudyCardModel } from './case-study-view.ts';

/**
 * The /use-cases list's content: a static island (case-study-list.tsx), so its code loads only for
 * client-side navigations; its list may have stayed on the server (the loader's `renderOnServer`).
 */
export const CaseStudyListCards = withServerValues(({ list }: { list: CaseStudyList }) => (
  <CaseStudyCards cards={list.cards} source={list.source} />
));

/** The cards, image side alternating, or the empty state when there are none at all. */
export function CaseStudyCards({ cards, source }: { cards: CaseStudyCardModel[]; source: CaseStudyList['source'] }) {
  if (cards.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
        <FolderSearch aria-hidden className="mx-auto size-10 text-slate-400" />
        <h2 className="mt-4 text-xl font-semibold">{copy.emptyTitle}</h2>
        <p className="mt-2 text-slate-600">{copy.emptyText}</p>
      </div>
    );
  }
  return (
    <ol className="space-y-12 sm:space-y-16" data-source={source}>
      {cards.map((card, index) => (
        <li key={card.key}>
          <CaseStudyRow card={card} index={index} />
        </li>
      ))}
    </ol>
  );
}

function CaseStudyRow({ card, index }: { card: CaseStudyCardModel; index: number }) {
  const imageRight = index % 2 === 1;
  return (
    <article
      data-image-side={imageRight ? 'right' : 'left'}
      className="group relative grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-300 hover:shadow-xl hover:shadow-slate-900/10 lg:grid-cols-2"
    >
      <div
        className={cn(
          'flex items-center bg-gradient-to-br from-slate-50 to-blue-50/60 p-3 sm:p-5',
          imageRight && 'lg:order-last',
        )}
      >
        <CaseStudyImage
          image={card.image}
          placeholderLabel={card.clientName ?? copy.imagePlaceholder}
          sizes="(min-width: 1152px) 560px, (min-width: 1024px) 48vw, 100vw"
          priority={index === 0}
          className="rounded-2xl shadow-md ring-1 ring-slate-900/5 transition duration-500 group-hover:scale-[1.015] motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-col p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-3">
          <Badge color={card.chipColor}>{card.industry}</Badge>
          {card.clientName && <span className="text-sm font-medium text-slate-500">{card.clientName}</span>}
        </div>
        <h2 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{card.title}</h2>
        <p className="mt-4 line-clamp-4 text-base leading-7 text-slate-600">{card.summary}</p>
        {card.metrics.length > 0 && (
          <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-slate-100 pt-6">
            {card.metrics.map((metric) => (
              <div key={`${metric.label}-${metric.value}`} className="flex flex-col">
                <dt className="text-xs leading-5 text-slate-600 sm:text-sm">{metric.label}</dt>
                <dd className="order-first text-xl font-bold tracking-tight text-blue-700 sm:text-2xl">
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {card.metrics.length === 0 && card.results.length > 0 && (
          <ul className="mt-6 space-y-2 border-t border-slate-100 pt-6">
            {card.results.map((result) => (
              <li key={result} className="flex gap-3 text-sm leading-6 text-slate-700">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {result}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-8">
          {/* A plain link and an inline arrow: the island navigates its links in the app (static-island.tsx),
              and Link and lucide's ArrowRight took half of the render of 300 cards (issue 19's bench). */}
          <a
            href={card.href}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 after:absolute after:inset-0 after:content-[''] hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
          >
            {copy.readMore}
            <span className="sr-only">: {card.title}</span>
            <ArrowRightIcon />
          </a>
        </div>
      </div>
    </article>
  );
}

/** lucide's ArrowRight as plain SVG. */
function ArrowRightIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 transition-transform group-hover:translate-x-1"
    >
      <path d="M5 12h14M12 5l7 7-7 7" />
    </svg>
  );
}
