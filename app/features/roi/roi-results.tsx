/**
 * The results panel (SPEC 2.7): the three numbers people look for first, every result of SPEC 9,
 * the savings chart, then what to do with the analysis.
 */
import { ArrowRight, CalendarCheck2, PiggyBank, TrendingUp } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { roiAssumptions, roiCopy, roiResultLabels } from '../../content/roi.ts';
import { roiResultRows } from '../../content/roi-rows.ts';
import {
  formatCount,
  formatCurrency,
  formatPercent,
  type PublishedRoiModel,
  type RoiInputs,
  type RoiResults,
} from '../../lib/roi.ts';
import { RoiActions, type RoiEmailAnswer } from './roi-actions.tsx';
import { SavingsChart } from './savings-chart.tsx';

export function RoiResultsPanel({
  inputs,
  results,
  emailAnswer,
  placement,
  headingRef,
  computedWith,
}: {
  /** The model version the results were computed with; the PDF and the e-mail ask for the same. */
  computedWith: PublishedRoiModel;
  inputs: RoiInputs;
  results: RoiResults;
  emailAnswer: RoiEmailAnswer | undefined;
  placement: FormPlacement | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const highlights = [
    {
      label: roiResultLabels.estimatedSavings,
      value: formatCurrency(results.estimatedSavings),
      icon: PiggyBank,
      tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
      testId: 'roi-savings',
    },
    {
      label: roiResultLabels.roi,
      value: formatPercent(results.roi),
      icon: TrendingUp,
      tone: 'bg-blue-50 text-blue-800 ring-blue-600/20',
      testId: 'roi-roi',
    },
    {
      label: roiResultLabels.breakEvenMonths,
      value: formatCount(results.breakEvenMonths, 'month'),
      icon: CalendarCheck2,
      tone: 'bg-violet-50 text-violet-800 ring-violet-600/20',
      testId: 'roi-break-even',
    },
  ];

  return (
    <section aria-labelledby="roi-results-heading" data-testid="roi-results" className="space-y-6">
      <div>
        <h2
          id="roi-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {roiCopy.resultsHeading}
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          {inputs.department} · {formatCount(inputs.processHours, 'hour')} per run ·{' '}
          {formatCount(inputs.frequency, 'run')} a month
        </p>
      </div>

      <ul className="grid gap-3 sm:grid-cols-3">
        {highlights.map((item) => (
          <li
            key={item.label}
            className={`flex items-center gap-4 rounded-2xl p-4 ring-1 ring-inset sm:flex-col sm:items-start sm:gap-3 ${item.tone}`}
          >
            <item.icon aria-hidden className="size-6 shrink-0 sm:size-5" />
            <div className="sm:flex sm:w-full sm:flex-1 sm:flex-col sm:justify-between">
              <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{item.label}</p>
              <p data-testid={item.testId} className="mt-1 text-2xl font-bold tracking-tight tabular-nums">
                {item.value}
              </p>
            </div>
          </li>
        ))}
      </ul>

      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {roiResultRows(results).map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 px-4 py-3 sm:px-5">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>

      <SavingsChart results={results} />

      <p className="text-xs leading-5 text-slate-600">{roiAssumptions(computedWith.model)}</p>

      <RoiActions inputs={inputs} answer={emailAnswer} placement={placement} version={computedWith.version} />

      <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-blue-600 to-violet-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-semibold">{roiCopy.consultationCta.title}</p>
          <p className="mt-1 text-sm text-blue-50">{roiCopy.consultationCta.body}</p>
        </div>
        <Link
          to="/contact"
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-blue-700 shadow-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {roiCopy.consultationCta.link}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
