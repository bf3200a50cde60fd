/**
 * The studio's form fields: a label, the control and its error in red underneath, wired with
 * `aria-invalid` and `aria-describedby` so screen readers announce the problem with the field.
 */
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useAdoptedValue } from '../forms/use-adopted-value.ts';

export const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs transition-colors',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:outline-red-600/30'
      : 'border-slate-300 hover:border-slate-400 focus:border-blue-600 focus:outline-blue-600/25',
  );

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error. Errors are SPEC 5's texts, shown in red under the field. */
export function FieldShell({ id, label, required, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
};

export function InputField({ label, error, hint, id, required, className, ...props }: InputFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={controlClasses(Boolean(error))}
        {...props}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
};

export function TextAreaField({ label, error, hint, id, required, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  // React puts a textarea's server text back as it hydrates: this returns what was typed before.
  const keepTyped = useAdoptedValue<HTMLTextAreaElement>();
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        ref={keepTyped}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={cn(controlClasses(Boolean(error)), 'min-h-28 resize-y leading-relaxed')}
        {...props}
      />
    </FieldShell>
  );
}
