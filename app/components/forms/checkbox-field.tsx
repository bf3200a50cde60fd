/**
 * One checkbox with its label, in the field family (./field.tsx), drawn as a box or as a switch. Its
 * own module: the public forms have none, and so do not load it.
 */
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useLook } from './field.tsx';

/**
 * One checkbox with its label, and a hint under the label. As a switch (`appearance="switch"`) it
 * is still a native checkbox (role switch) under the drawing, so it works before hydration.
 * `uncheckedValue` is posted, in a hidden field of the same name before the box, when it is not
 * ticked, so that an unticked box is told apart from a missing one.
 */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  defaultChecked,
  onCheckedChange,
  value = 'on',
  uncheckedValue,
  appearance = 'box',
  className,
}: {
  id?: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  value?: string;
  uncheckedValue?: string;
  appearance?: 'box' | 'switch';
  className?: string;
}) {
  const generated = useId();
  const boxId = id ?? generated;
  const look = useLook();
  const box = (
    <input
      type="checkbox"
      id={boxId}
      name={name}
      value={value}
      checked={checked}
      defaultChecked={defaultChecked}
      onChange={onCheckedChange ? (event) => onCheckedChange(event.target.checked) : undefined}
      aria-describedby={hint ? `${boxId}-hint` : undefined}
      {...(appearance === 'switch'
        ? {
            // A native checkbox states its own checked state; an aria-checked from the server would
            // go stale when it is switched before hydration.
            role: 'switch',
            className: 'peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0',
          }
        : { className: 'mt-0.5 size-4 shrink-0 rounded accent-blue-600' })}
    />
  );
  const text = (
    <div className="min-w-0">
      <label htmlFor={boxId} className={cn('text-sm', look.label)}>
        {label}
      </label>
      {hint ? (
        <p id={`${boxId}-hint`} className={cn('mt-0.5', look.hint)}>
          {hint}
        </p>
      ) : null}
    </div>
  );
  const unticked = uncheckedValue !== undefined ? <input type="hidden" name={name} value={uncheckedValue} /> : null;
  if (appearance === 'box') {
    return (
      <div className={cn('flex items-start gap-2.5', className)}>
        {unticked}
        {box}
        {text}
      </div>
    );
  }
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      {text}
      <span className="relative inline-flex h-6 w-11 shrink-0">
        {unticked}
        {box}
        <span
          aria-hidden="true"
          className={cn(
            'absolute inset-0 rounded-full bg-slate-500 transition-colors peer-checked:bg-blue-600',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600',
          )}
        />
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
