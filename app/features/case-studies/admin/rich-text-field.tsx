/**
 * A labelled rich-text field. TipTap is loaded lazily, on the client, so it never weighs on the
 * route's first paint nor on any public page; until it arrives a quiet placeholder holds its place,
 * not editable and saying so. The HTML is also in a hidden field, so that a form posted before the
 * page hydrated keeps the section as it is.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { FieldFrame, fieldAria } from '../../../components/forms/field.tsx';
import { richTextClasses } from './rich-text-styles.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextField({
  id,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  placeholder,
}: {
  id: string;
  /** The hidden field that posts the HTML. */
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string | undefined;
  placeholder?: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const fallback = (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white" aria-busy="true">
      <div className="h-11 border-b border-slate-200 bg-slate-50" />
      <div className={richTextClasses}>
        <p className="text-slate-400">Loading editor…</p>
      </div>
    </div>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelAs="group">
      <input type="hidden" name={name} value={value} />
      {mounted ? (
        <Suspense fallback={fallback}>
          <RichTextEditor
            id={id}
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={fieldAria(id, { hint, error })['aria-describedby']}
            invalid={Boolean(error)}
            placeholder={placeholder}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </FieldFrame>
  );
}
