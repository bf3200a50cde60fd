/**
 * Low, medium or high complexity (SPEC 9's table) as three radio cards; native radios, so no
 * JavaScript is needed, and a card chosen before hydration stays chosen (useAdoptedValue).
 */

import { useAdoptedValue } from '../../components/forms/use-adopted-value.ts';
import { complexityCopy, roiCopy } from '../../content/roi.ts';
import { cn } from '../../lib/cn.ts';
import {
  type Complexity,
  complexities,
  formatCount,
  formatFraction,
  isComplexity,
  type RoiModel,
} from '../../lib/roi.ts';

export function ComplexityChoice({
  value,
  onChange,
  model,
}: {
  value: Complexity;
  onChange: (value: Complexity) => void;
  model: RoiModel;
}) {
  const adoptChosen = useAdoptedValue((radio: HTMLInputElement) => isComplexity(radio.value) && onChange(radio.value));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{roiCopy.complexityLegend}</legend>
      <div className="mt-3 grid gap-2.5">
        {complexities.map((complexity) => {
          const profile = model.complexities[complexity];
          return (
            <label
              key={complexity}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm shadow-xs transition-colors',
                'hover:border-slate-400 has-checked:border-blue-600 has-checked:bg-blue-50/70 has-checked:ring-1 has-checked:ring-blue-600',
                'has-focus-visible:ring-3 has-focus-visible:ring-blue-600/30',
              )}
            >
              <input
                ref={adoptChosen}
                type="radio"
                name="complexity"
                value={complexity}
                checked={value === complexity}
                onChange={() => onChange(complexity)}
                aria-describedby={`roi-complexity-${complexity}`}
                className="mt-0.5 size-4 shrink-0 accent-blue-600"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{complexityCopy[complexity].label}</span>
                  <span className="text-xs text-slate-600">
                    ~{formatCount(profile.implementationWeeks, 'week')} to build · saves{' '}
                    {formatFraction(profile.savingsRate)}
                  </span>
                </span>
                <span id={`roi-complexity-${complexity}`} className="mt-0.5 block leading-5 text-slate-600">
                  {complexityCopy[complexity].description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
