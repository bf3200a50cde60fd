/**
 * The calculator (SPEC 2.7): inputs on the left, results on the right once 'Calculate ROI' has been
 * pressed. The inputs live in the URL query, so an analysis can be shared and reloaded.
 *
 * Without JavaScript the inputs are a GET form: 'Calculate ROI' submits `?…&calculate=1` and the
 * server renders the results. With it, the same button reveals the results at once, they follow
 * every change from then on, and the URL is kept in step (replaced, debounced) as inputs change.
 * Before hydration the page is that GET form: what is changed then is taken over on hydration
 * (useAdoptedValue), so the results and the URL follow it, and 'Calculate ROI' pressed then submits it.
 */
import { Calculator, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { SelectField } from '../../components/forms/field.tsx';
import { atBlock, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { useAdoptedValue } from '../../components/forms/use-adopted-value.ts';
import { Button } from '../../components/ui/button.tsx';
import { roiCopy } from '../../content/roi.ts';
import {
  computeRoi,
  formatCount,
  formatCurrency,
  formatFraction,
  formatPercent,
  isDepartment,
  type PublishedRoiModel,
  type RoiInputs,
  readRoiInputs,
  roiSearchParams,
  withRoiSearchParams,
} from '../../lib/roi.ts';
import { ComplexityChoice } from './complexity-choice.tsx';
import type { RoiEmailAnswer } from './roi-actions.tsx';
import { RoiResultsPanel } from './roi-results.tsx';
import { SliderField } from './slider-field.tsx';

const sameInputs = (a: RoiInputs, b: RoiInputs) => roiSearchParams(a).toString() === roiSearchParams(b).toString();

/** The history state of the calculator's own URL updates (a back/forward to one is still from outside). */
const OWN_WRITE = { roiCalculator: true } as const;

const isOwnWrite = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { roiCalculator?: unknown }).roiCalculator === true;

/**
 * `placement`: on a page built from blocks, whose address holds the inputs (form-placement.tsx).
 * `roiModel`: the published model, sent with the page's data: its ranges, defaults, departments and
 * figures; the PDF and the e-mail are asked for with its version.
 */
export function RoiCalculator({
  emailAnswer,
  placement,
  roiModel,
}: {
  emailAnswer: RoiEmailAnswer | undefined;
  placement?: FormPlacement | undefined;
  roiModel: PublishedRoiModel;
}) {
  const { model } = roiModel;
  const departmentOptions = useMemo(
    () => model.departments.map((department) => ({ value: department, label: department })),
    [model],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const [inputs, setInputs] = useState(() => readRoiInputs(searchParams, model));
  const [calculated, setCalculated] = useState(() => searchParams.get('calculate') === '1');
  // Opened with a non-default value, then left to the browser: React never changes the attribute
  // again, so a section opened or closed before hydration stays as the visitor left it.
  const [advancedInitiallyOpen] = useState(() => inputs.employees !== model.defaults.employees);
  const [focusResults, setFocusResults] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  /** The query this component last wrote, to tell its own URL updates from back/forward or a link. */
  const written = useRef(searchParams.toString());
  const location = useLocation();
  const navigationType = useNavigationType();
  // One of this component's own earlier writes, reaching the page late: on a slow device the inputs'
  // URL update can land after "Calculate ROI" (React commits navigations as transitions), and taking
  // it for a change from outside would close and reopen the results, losing their focus.
  const ownLateWrite = isOwnWrite(location.state) && navigationType !== 'POP';
  /** Set when the URL from outside is being adopted, until the inputs have caught up with it. */
  const adopting = useRef(false);

  // The URL changed from outside (history, a link): it wins.
  useEffect(() => {
    const query = searchParams.toString();
    if (query === written.current || ownLateWrite) return;
    written.current = query;
    adopting.current = true;
    setInputs(readRoiInputs(searchParams, model));
    setCalculated(searchParams.get('calculate') === '1');
  }, [searchParams, model, ownLateWrite]);

  // Inputs changed here: mirror them in the URL once the slider has come to rest.
  useEffect(() => {
    // Not the inputs from before a back/forward: on a slow device, writing them 400 ms later undid it.
    if (adopting.current) {
      adopting.current = false;
      return;
    }
    const fromUrl = readRoiInputs(searchParams, model);
    const urlCalculated = searchParams.get('calculate') === '1';
    if (sameInputs(fromUrl, inputs) && urlCalculated === calculated) return;
    const timer = setTimeout(() => {
      const next = withRoiSearchParams(searchParams, inputs, { calculate: calculated });
      written.current = next.toString();
      setSearchParams(next, { replace: true, preventScrollReset: true, state: OWN_WRITE });
    }, 400);
    return () => clearTimeout(timer);
  }, [inputs, calculated, searchParams, setSearchParams, model]);

  useEffect(() => {
    if (focusResults === 0) return;
    resultsHeading.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsHeading.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [focusResults]);

  const results = useMemo(() => (calculated ? computeRoi(inputs, model) : null), [calculated, inputs, model]);
  const set =
    <Key extends keyof RoiInputs>(key: Key) =>
    (value: RoiInputs[Key]) =>
      setInputs((current) => ({ ...current, [key]: value }));
  const chooseDepartment = (value: string) => isDepartment(value, model) && set('department')(value);
  const adoptDepartment = useAdoptedValue((select: HTMLSelectElement) => chooseDepartment(select.value));

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = withRoiSearchParams(searchParams, inputs, { calculate: true });
    written.current = next.toString();
    setCalculated(true);
    setSearchParams(next, { preventScrollReset: true, state: OWN_WRITE });
    setFocusResults((n) => n + 1);
  }

  const profile = model.complexities[inputs.complexity];

  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
      <form
        method="get"
        action={placement ? atBlock(placement.path, placement) : '/roi-calculator'}
        onSubmit={calculate}
        aria-labelledby="roi-inputs-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-8 lg:sticky lg:top-24"
      >
        <h2 id="roi-inputs-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <SlidersHorizontal aria-hidden className="size-5 text-blue-600" />
          {roiCopy.inputsHeading}
        </h2>
        <div className="mt-6 space-y-7">
          <SliderField name="processHours" value={inputs.processHours} onChange={set('processHours')} model={model} />
          <SliderField name="hourlyRate" value={inputs.hourlyRate} onChange={set('hourlyRate')} model={model} />
          <SliderField name="frequency" value={inputs.frequency} onChange={set('frequency')} model={model} />
          <ComplexityChoice value={inputs.complexity} onChange={set('complexity')} model={model} />
          <SelectField
            ref={adoptDepartment}
            id="roi-department"
            name="department"
            label={roiCopy.departmentLabel}
            options={departmentOptions}
            value={inputs.department}
            onChange={(event) => chooseDepartment(event.target.value)}
          />
          <details open={advancedInitiallyOpen} className="group rounded-xl border border-slate-200 bg-slate-50/70">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
              {roiCopy.advancedLabel}
              <ChevronDown aria-hidden className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-5 border-t border-slate-200 px-4 pt-5 pb-5">
              <SliderField name="employees" value={inputs.employees} onChange={set('employees')} model={model} />
              <div className="rounded-lg bg-white p-4 text-sm leading-6 text-slate-600 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">How the estimate works</p>
                <p className="mt-1">
                  At {inputs.complexity} complexity, automation saves about {formatFraction(profile.savingsRate)} of the
                  process cost, takes about {formatCount(profile.implementationWeeks, 'week')} to build at{' '}
                  {formatCurrency(model.costPerWeek)} a week, and raises productivity by{' '}
                  {formatFraction(profile.productivityGain)}.
                </p>
              </div>
            </div>
          </details>
        </div>
        <Button type="submit" name="calculate" value="1" size="lg" className="mt-8 w-full">
          <Calculator aria-hidden className="size-5" />
          {roiCopy.calculate}
        </Button>
      </form>

      <div>
        <p aria-live="polite" className="sr-only">
          {results
            ? `${formatCurrency(results.estimatedSavings)} estimated annual savings, ${formatPercent(results.roi)} first-year ROI, break-even in ${formatCount(results.breakEvenMonths, 'month')}.`
            : ''}
        </p>
        {results ? (
          <RoiResultsPanel
            inputs={inputs}
            results={results}
            emailAnswer={emailAnswer}
            placement={placement}
            headingRef={resultsHeading}
            computedWith={roiModel}
          />
        ) : (
          <div className="hidden flex-col items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50/60 px-8 py-24 text-center lg:flex">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white text-blue-600 shadow-sm ring-1 ring-slate-200">
              <Calculator aria-hidden className="size-7" />
            </span>
            <p className="mt-6 text-lg font-semibold text-slate-900">{roiCopy.resultsPlaceholder.title}</p>
            <p className="mt-2 max-w-sm text-sm leading-6 text-slate-600">{roiCopy.resultsPlaceholder.body}</p>
          </div>
        )}
      </div>
    </div>
  );
}
