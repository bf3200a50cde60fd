/**
 * The one family of form fields, for the public forms and the studio alike. A field is its label
 * (with a red * when required, in the studio), an optional hint, the control, and its error in red
 * under the control. The error marks the control `aria-invalid`, and `aria-describedby` names the
 * hint and the error, so screen readers announce both. Ids: the control's `id` (generated when not
 * given), `${id}-hint`, `${id}-error`; a widget of several controls names its label `${id}-label`.
 *
 * Controls are uncontrolled (`defaultValue`: the public and plain studio forms, which keep what was
 * typed before hydration by themselves) or controlled (`value` + `onChange`: the case-study editors).
 * A textarea always carries useAdoptedValue: React resets a textarea with server text as it hydrates
 * it (docs/decisions/public-forms-before-hydration.md). Radio and checkbox groups are in
 * ./choice-field.tsx, a single checkbox or switch in ./checkbox-field.tsx.
 *
 * The site and the studio look different on purpose, and only here: an area says which look once,
 * `<FieldLook value="studio">` (the studio's shell, its sign-in page); the default is the site's.
 */
import { AlertCircle, ChevronDown } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, use, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useAdoptedValue } from './use-adopted-value.ts';

export type Look = 'site' | 'studio';

/** The look of the fields below it: 'site' unless an area says otherwise. */
export const FieldLook = createContext<Look>('site');

/**
 * What differs between the two looks. The site's forms are few and roomy, with 16px text so phones
 * do not zoom in on focus, and say in their copy which fields are required (contact: 'Fields marked
 * * are required', with the * in the label's text; the lead forms: every field is). The studio's
 * editors are dense, and mark each required field.
 */
const looks = {
  site: {
    markRequired: false,
    frame: 'space-y-2',
    label: 'font-semibold text-slate-900',
    hint: 'text-sm text-slate-600',
    control: 'px-3.5 text-base',
    option: 'p-3.5',
  },
  studio: {
    markRequired: true,
    frame: 'space-y-1.5',
    label: 'font-medium text-slate-800',
    hint: 'text-xs text-slate-500',
    control: 'px-3 text-sm',
    option: 'p-3',
  },
} as const;

/** The look in force here. */
export const useLook = () => looks[use(FieldLook)];

/** The box of a text input, textarea or select, for controls laid out by hand (ROI e-mail, dashboard search). */
export const controlClasses = (look: Look) =>
  cn(
    'block w-full rounded-lg border border-slate-300 bg-white py-2.5 text-slate-900 shadow-xs',
    'transition-[border-color,outline-color] placeholder:text-slate-500 hover:border-slate-400',
    'focus:border-blue-600 focus:outline-3 focus:outline-offset-0 focus:outline-blue-600/20',
    'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/20',
    looks[look].control,
  );

/** controlClasses for the look in force here. */
export const useControlClasses = () => controlClasses(use(FieldLook));

interface FieldText {
  label: ReactNode;
  hint?: ReactNode;
  /** The message under the field; its presence marks the control invalid. */
  error?: string | null | undefined;
  className?: string;
}

/**
 * The accessibility attributes of a field's control: invalid when there is an error, described by
 * the hint and the error (and `more`, such as a preview line).
 */
export function fieldAria(id: string, { hint, error }: Pick<FieldText, 'hint' | 'error'>, ...more: string[]) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, ...more].filter(Boolean);
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.join(' ') || undefined } as const;
}

/** The red message under a field. Renders nothing without an error. */
export function ErrorList({
  id,
  error,
  announce = false,
  className,
}: {
  id: string;
  error?: string | null | undefined;
  /** Said at once when it appears (an upload that failed after the person moved on). */
  announce?: boolean;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-red-600', className)}
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

/**
 * Label, hint, control and error, for any control. `labelAs="group"`: the control is a widget of
 * several (image picker, rich text) that refers to the label by its id, `${id}-label`.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required = false,
  labelAs = 'label',
  announceError,
  className,
  children,
}: FieldText & {
  id: string;
  required?: boolean | undefined;
  labelAs?: 'label' | 'group';
  announceError?: boolean;
  children: ReactNode;
}) {
  const look = useLook();
  const labelClasses = cn('block text-sm', look.label);
  const text = (
    <>
      {label}
      {required && look.markRequired ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={cn(look.frame, className)}>
      {labelAs === 'label' ? (
        <label htmlFor={id} className={labelClasses}>
          {text}
        </label>
      ) : (
        <div id={`${id}-label`} className={labelClasses}>
          {text}
        </div>
      )}
      {hint ? (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={`${id}-error`} error={error} announce={announceError} />
    </div>
  );
}

/** The control's id: the one given, or a generated one. */
export function useFieldId(id: string | undefined) {
  const generated = useId();
  return id ?? generated;
}

export function TextField({ label, hint, error, className, id, ...input }: FieldText & ComponentProps<'input'>) {
  const fieldId = useFieldId(id);
  const control = useControlClasses();
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={input.required} className={className}>
      <input id={fieldId} {...fieldAria(fieldId, { hint, error })} className={control} {...input} />
    </FieldFrame>
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
  const fieldId = useFieldId(id);
  // React puts a textarea's server text back as it hydrates it: this returns what was typed before.
  const keepTyped = useAdoptedValue<HTMLTextAreaElement>();
  const control = useControlClasses();
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={textarea.required} className={className}>
      <textarea
        ref={keepTyped}
        id={fieldId}
        rows={4}
        {...fieldAria(fieldId, { hint, error })}
        className={cn(control, 'min-h-28 resize-y leading-6')}
        {...textarea}
      />
    </FieldFrame>
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
}: FieldText &
  ComponentProps<'select'> & {
    options: readonly FieldOption[];
    /** A first, empty option ('Select your company size'); none when every option is a valid answer. */
    placeholder?: string;
  }) {
  const fieldId = useFieldId(id);
  const control = useControlClasses();
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={select.required} className={className}>
      <div className="relative">
        <select
          id={fieldId}
          {...fieldAria(fieldId, { hint, error })}
          className={cn(control, 'appearance-none pr-10')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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
    </FieldFrame>
  );
}
