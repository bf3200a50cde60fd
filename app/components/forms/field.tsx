/**
 * Accessible form fields for the public forms: every control has a visible label, an optional hint,
 * and its error in red right under it, wired with `aria-invalid` and `aria-describedby` so screen
 * readers announce both. Uncontrolled (`defaultValue`), so the same markup works with and without
 * JavaScript and keeps what the visitor typed after a failed submit, and before hydration (a
 * textarea with server text needs useAdoptedValue for that: React resets it as it hydrates it).
 */
import { AlertCircle, ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useAdoptedValue } from './use-adopted-value.ts';

export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs',
  'placeholder:text-slate-500 transition-[border-color,box-shadow]',
  'focus:border-blue-600 focus:ring-3 focus:ring-blue-600/20 focus:outline-none',
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/20',
);

const labelClasses = 'block text-sm font-semibold text-slate-900';
const hintClasses = 'mt-1 text-sm text-slate-600';

interface FieldText {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the field; its presence marks the field invalid. */
  error?: string | null;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The red message under a field. Renders nothing without an error. */
export function ErrorList({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export function TextField({ label, hint, error, className, id, ...input }: FieldText & ComponentProps<'input'>) {
  const ids = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={labelClasses}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hintId : null, error ? ids.errorId : null)}
        className={cn(controlClasses, 'mt-2')}
        {...input}
      />
      <ErrorList id={ids.errorId} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...textarea
}: FieldText & Omit<ComponentProps<'textarea'>, 'ref'>) {
  const ids = useFieldIds(id);
  const keepTyped = useAdoptedValue();
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={labelClasses}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <textarea
        ref={keepTyped}
        id={ids.id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hintId : null, error ? ids.errorId : null)}
        className={cn(controlClasses, 'mt-2 min-h-28 resize-y leading-6')}
        {...textarea}
      />
      <ErrorList id={ids.errorId} error={error} />
    </div>
  );
}

export interface FieldOption {
  value: string;
  label: string;
  description?: string;
}

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  ...select
}: FieldText & ComponentProps<'select'> & { options: readonly FieldOption[]; placeholder: string }) {
  const ids = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={labelClasses}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <div className="relative mt-2">
        <select
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? ids.hintId : null, error ? ids.errorId : null)}
          className={cn(controlClasses, 'appearance-none pr-10')}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
      <ErrorList id={ids.errorId} error={error} />
    </div>
  );
}

/**
 * A set of checkboxes (several answers) or radio buttons (one answer) in a fieldset whose legend is
 * the question. Options are large, tappable cards; the chosen ones are highlighted.
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
  columns = 1,
  required,
}: FieldText & {
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly FieldOption[];
  defaultValue?: string | readonly string[];
  columns?: 1 | 2 | 3;
  required?: boolean;
}) {
  const ids = useFieldIds(undefined);
  const chosen = new Set(typeof defaultValue === 'string' ? [defaultValue] : (defaultValue ?? []));
  return (
    <fieldset
      aria-describedby={describedBy(hint ? ids.hintId : null, error ? ids.errorId : null)}
      className={className}
    >
      <legend className={labelClasses}>{label}</legend>
      {hint && (
        <p id={ids.hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <div className={cn('mt-3 grid gap-3', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'group relative flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3.5 text-sm shadow-xs transition-colors',
              'hover:border-slate-400 has-checked:border-blue-600 has-checked:bg-blue-50/70',
              'has-focus-visible:ring-3 has-focus-visible:ring-blue-600/25',
              error && 'border-red-300',
            )}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              required={type === 'radio' ? required : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.description ? `${ids.id}-${option.value}` : undefined}
              className={cn(
                'mt-0.5 size-4 shrink-0 border-slate-400 accent-blue-600',
                type === 'checkbox' ? 'rounded' : 'rounded-full',
              )}
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description && (
                <span id={`${ids.id}-${option.value}`} className="mt-1 block text-slate-600">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={ids.errorId} error={error} />
    </fieldset>
  );
}
