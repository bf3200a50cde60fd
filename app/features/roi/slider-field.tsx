/**
 * One numeric input of the calculator: a slider (Radix: labelled, arrow keys, Page Up/Down,
 * Home/End) and a number box bound to the same value. The number box is the form field, so the
 * calculator works as a plain GET form without JavaScript; the slider appears once it has loaded.
 * A number typed before hydration is taken over as if typed after it (useAdoptedValue).
 */
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { useAdoptedValue } from '../../components/forms/use-adopted-value.ts';
import { type RoiInputCopy, roiInputCopy } from '../../content/roi.ts';
import { clampInput, inputRangeOf, type NumericRoiInput, type RoiModel } from '../../lib/roi.ts';

const spoken = (copy: RoiInputCopy, value: number) =>
  [copy.prefix === '$' ? `$${value}` : String(value), copy.suffix ?? ''].join(' ').trim();

export function SliderField({
  name,
  value,
  onChange,
  model,
}: {
  name: NumericRoiInput;
  value: number;
  onChange: (value: number) => void;
  /** The model the page computes with: its range for this input. */
  model: RoiModel;
}) {
  const copy = roiInputCopy[name];
  const { min, max, step } = inputRangeOf(name, model);
  const id = `roi-${name}`;
  // What is typed may be briefly out of range or empty; the value only follows valid numbers.
  const [draft, setDraft] = useState(String(value));
  // A new value from elsewhere (the slider, the URL) replaces the draft. Adjusted during render
  // rather than in an effect, which would also run on mount and undo a draft adopted on hydration.
  const [draftOf, setDraftOf] = useState(value);
  if (value !== draftOf) {
    setDraftOf(value);
    setDraft(String(value));
  }

  const type = (text: string) => {
    setDraft(text);
    const typed = Number(text);
    if (text !== '' && Number.isInteger(typed) && typed >= min && typed <= max) onChange(typed);
  };
  const adoptTyped = useAdoptedValue((input: HTMLInputElement) => type(input.value));

  const commit = () => {
    const next = draft.trim() === '' ? value : clampInput(name, Number(draft), model);
    setDraft(String(next));
    onChange(next);
  };

  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {copy.label}
          </label>
          <p id={`${id}-help`} className="mt-1 text-sm leading-5 text-slate-600">
            {copy.help}
          </p>
        </div>
        <div className="flex h-11 shrink-0 items-center rounded-lg border border-slate-300 bg-white px-3 shadow-xs focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/20">
          {copy.prefix && (
            <span aria-hidden className="text-sm text-slate-500">
              {copy.prefix}
            </span>
          )}
          <input
            ref={adoptTyped}
            id={id}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            required
            value={draft}
            aria-describedby={`${id}-help`}
            onChange={(event) => type(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
            className="w-14 [appearance:textfield] bg-transparent text-right text-base font-semibold text-slate-900 tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          {copy.suffix && (
            <span aria-hidden className="ml-1.5 text-sm text-slate-500">
              {copy.suffix}
            </span>
          )}
        </div>
      </div>
      <div className="hidden in-[.js]:block">
        <Slider.Root
          value={[value]}
          min={min}
          max={max}
          step={step}
          onValueChange={([next]) => next !== undefined && onChange(next)}
          className="relative mt-4 flex h-6 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-gradient-to-r from-blue-600 to-violet-600" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={`${id}-label`}
            // Radix knows the thumb's value only once mounted; the server's markup needs it too (valid HTML).
            aria-valuenow={value}
            aria-valuetext={spoken(copy, value)}
            className="block size-6 cursor-grab rounded-full border-2 border-blue-600 bg-white shadow-md transition-shadow hover:ring-4 hover:ring-blue-600/15 focus-visible:ring-4 focus-visible:ring-blue-600/30 focus-visible:outline-none active:cursor-grabbing"
          />
        </Slider.Root>
        <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-500 tabular-nums">
          <span>{copy.prefix === '$' ? `$${min}` : min}</span>
          <span>{copy.prefix === '$' ? `$${max}` : max}</span>
        </div>
      </div>
    </div>
  );
}
