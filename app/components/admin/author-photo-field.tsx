/**
 * The testimonial form's Author Photo picker. For now an image address (an upload URL or a path on
 * this site) with a live preview and a Remove action; the image-upload widget of the studio's
 * second part replaces the inside of this component, keeping its props and the `image` form field.
 */
import { ImageOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import { isImageAddress } from '../../lib/schemas/testimonial.ts';
import { useAdoptedValue } from '../forms/use-adopted-value.ts';
import { controlClasses, FieldShell } from './field.tsx';

export interface AuthorPhotoFieldProps {
  /** The form field's name; the action reads it. */
  name?: string;
  defaultValue?: string | null;
  error?: string | undefined;
  label?: string;
}

export function AuthorPhotoField({
  name = 'image',
  defaultValue,
  error,
  label = 'Author Photo',
}: AuthorPhotoFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  // Typed before hydration: the preview and Remove follow what is in the field.
  const adopt = useAdoptedValue((input: HTMLInputElement) => setValue(input.value));
  const [broken, setBroken] = useState(false);
  const trimmed = value.trim();
  const showPreview = trimmed !== '' && isImageAddress(trimmed);
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint="Optional. Paste the address of a square photo (https://… or /images/…)."
    >
      <div className="flex items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-slate-400">
          {showPreview && !broken ? (
            <img src={trimmed} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
          ) : (
            <ImageOff className="size-5" aria-hidden="true" />
          )}
        </div>
        <input
          ref={adopt}
          id={id}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setBroken(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={controlClasses(Boolean(error))}
          placeholder="https://…"
        />
        {value !== '' ? (
          <button
            type="button"
            onClick={() => setValue('')}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <X className="size-4" aria-hidden="true" />
            Remove<span className="sr-only"> photo</span>
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
