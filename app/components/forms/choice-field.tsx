/**
 * A group of radio buttons (one answer) or checkboxes (several) whose legend is the question, in the
 * field family (./field.tsx). Native inputs, so they can be chosen, and are posted, before the page
 * hydrates; the chosen card is highlighted with `has-checked:`, which follows a choice made before
 * hydration too. A single checkbox is ./checkbox-field.tsx.
 */
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ErrorList, type FieldOption, fieldAria, useLook } from './field.tsx';

type Chosen = string | readonly string[];

/**
 * Options as large, tappable cards in a fieldset. Uncontrolled (`defaultValue`) or, for radios,
 * controlled (`value` + `onValueChange`).
 */
export function ChoiceGroupField({
  type,
  name,
  label,
  hint,
  error,
  className,
  options,
  defaultValue,
  value,
  onValueChange,
  columns = 1,
  required,
  id,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  /** The question: the fieldset's legend. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  options: readonly FieldOption[];
  defaultValue?: Chosen | undefined;
  value?: string;
  onValueChange?: (value: string) => void;
  columns?: 1 | 2 | 3;
  required?: boolean;
  id?: string;
}) {
  const generated = useId();
  const groupId = id ?? generated;
  const look = useLook();
  const chosen = new Set(typeof defaultValue === 'string' ? [defaultValue] : (defaultValue ?? []));
  const controlled = value !== undefined;
  return (
    <fieldset
      id={groupId}
      aria-describedby={fieldAria(groupId, { hint, error })['aria-describedby']}
      className={className}
    >
      <legend className={cn('text-sm', look.label)}>{label}</legend>
      {hint ? (
        <p id={`${groupId}-hint`} className={cn('mt-1', look.hint)}>
          {hint}
        </p>
      ) : null}
      <div className={cn('mt-2 grid gap-2.5', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer gap-3 rounded-lg border bg-white text-sm shadow-xs transition-colors',
              'hover:border-slate-400 has-checked:border-blue-600 has-checked:bg-blue-50/70',
              'has-focus-visible:outline-3 has-focus-visible:outline-blue-600/25',
              error ? 'border-red-300' : 'border-slate-300',
              look.option,
            )}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              {...(controlled
                ? { checked: value === option.value, onChange: () => onValueChange?.(option.value) }
                : { defaultChecked: chosen.has(option.value) })}
              required={type === 'radio' ? required : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.description ? `${groupId}-${option.value}` : undefined}
              className={cn(
                'mt-0.5 size-4 shrink-0 border-slate-400 accent-blue-600',
                type === 'checkbox' ? 'rounded' : 'rounded-full',
              )}
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description ? (
                <span id={`${groupId}-${option.value}`} className="mt-0.5 block text-slate-600">
                  {option.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={`${groupId}-error`} error={error} className="mt-2" />
    </fieldset>
  );
}
