/**
 * Building blocks of the two case-study editors: cards, switches, numeric and select fields, chip
 * lists and the slug field. Text inputs and text areas are the studio's own (../field.tsx). Every
 * field's id comes from its path in the form values (`fieldId('metrics.0.label')`), so an error
 * from the server can be shown under, and focus moved to, the field it belongs to; its name is that
 * path, so the form works as a plain post before hydration (app/lib/case-study-form-fields.ts).
 */
import { Link2, Plus, RotateCcw, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { addToList } from '../../../lib/case-study-form.ts';
import { CHECKBOX_VALUES, draftFieldName } from '../../../lib/case-study-form-fields.ts';
import { cn } from '../../../lib/cn.ts';
import { slugify, slugifyPartial } from '../../../lib/slug.ts';
import { useAdoptedValue } from '../../forms/use-adopted-value.ts';
import { controlClasses, FieldShell } from '../field.tsx';

/** The DOM id of the control for a value path: 'metrics.0.label' -> 'cs-metrics-0-label'. */
export const fieldId = (path: string) => `cs-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

/** The id and the name of the control for a value path. */
export const fieldNames = (path: string) => ({ id: fieldId(path), name: path });

/** A titled white card grouping related fields. */
export function EditorCard({
  title,
  description,
  icon,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white shadow-xs', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="flex min-w-0 items-start gap-3">
          {icon ? (
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
              {icon}
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
          </div>
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </header>
      <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/**
 * A labelled on/off switch: a native checkbox (role switch) under its drawing, so it can be
 * switched, and is posted, before the page hydrates. The hidden 'false' before it is posted when the
 * box is off, so an unticked box is told apart from a missing one.
 */
export function SwitchField({
  path,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  /** The value path: the checkbox's name, and its id through `fieldId`. */
  path: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = fieldId(path);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input type="hidden" name={path} value={CHECKBOX_VALUES.off} />
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; an aria-checked from the server would go stale when it is switched before hydration
          role="switch"
          id={id}
          name={path}
          value={CHECKBOX_VALUES.on}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={description ? `${id}-hint` : undefined}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
        />
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

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ id, label, error, hint, options, className, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(controlClasses(Boolean(error)), 'pr-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * A whole-number field (display order, team size). Typed freely; on leaving the field it shows the
 * number that will be saved, so 'abc' visibly becomes the default instead of surprising later.
 */
export function NumberField({
  path,
  label,
  value,
  onChange,
  normalise,
  hint,
  error,
  placeholder,
}: {
  /** The value path: the input's name, and its id through `fieldId`. */
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  normalise: (value: string) => string;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
}) {
  const id = fieldId(path);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={path}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onChange(normalise(event.target.value))}
        className={cn(controlClasses(Boolean(error)), 'max-w-40 tabular-nums')}
      />
    </FieldShell>
  );
}

/**
 * Tags, technologies and team roles: type, then Add or Enter (SPEC 2.11); blank input is ignored
 * and a repeated entry is not added twice. Each chip has its own remove button. The chips are posted
 * as hidden fields of the list's name, after an empty one that is there even when the list is; what
 * is typed but not added yet is posted as the list's draft (app/lib/case-study-form-fields.ts).
 */
export function ChipListField({
  path,
  label,
  itemName,
  values,
  onChange,
  placeholder,
  hint,
  error,
}: {
  /** The value path: the chips' name, and the input's id through `fieldId`. */
  path: string;
  label: string;
  /** What one entry is called, for the buttons' names: 'tag', 'technology', 'role'. */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = fieldId(path);
  const [draft, setDraft] = useState('');
  const adoptDraft = useAdoptedValue((input: HTMLInputElement) => setDraft(input.value));
  const add = () => {
    onChange(addToList(values, draft));
    setDraft('');
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input type="hidden" name={path} value="" />
      {values.map((value) => (
        <input key={value} type="hidden" name={path} value={value} />
      ))}
      <div className="flex gap-2">
        <input
          ref={adoptDraft}
          id={id}
          name={draftFieldName(path)}
          value={draft}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={controlClasses(Boolean(error))}
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex h-10.5 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add<span className="sr-only"> {itemName}</span>
        </button>
      </div>
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2 pt-1">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset"
            >
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">
                  Remove {itemName} {value}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}

interface RootData {
  siteUrl?: string;
}

/**
 * The slug: follows the title until edited by hand (SPEC 5), normalised as typed, previewed as the
 * public address. For a published study whose slug changes, says that the old address redirects.
 */
export function SlugField({
  title,
  slug,
  edited,
  savedSlug,
  published,
  error,
  onChange,
}: {
  title: string;
  slug: string;
  edited: boolean;
  /** The slug as stored (edit) or null (new). */
  savedSlug: string | null;
  published: boolean;
  error?: string | undefined;
  onChange: (next: { slug: string; slugEdited: boolean }) => void;
}) {
  const id = fieldId('slug');
  const siteUrl = useRouteLoaderData<RootData>('root')?.siteUrl ?? '';
  const shown = slug || slugify(title);
  const moved = published && savedSlug !== null && shown !== '' && shown !== savedSlug;
  return (
    <FieldShell
      id={id}
      label="Slug"
      error={error}
      hint={
        edited
          ? 'Lower-case letters, digits and hyphens. Edited by hand.'
          : 'Made from the title as you type; edit it to choose your own.'
      }
    >
      <div className="flex gap-2">
        <div className="flex min-w-0 flex-1 items-stretch">
          <span className="hidden items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm whitespace-nowrap text-slate-600 sm:flex">
            /use-cases/
          </span>
          <input
            id={id}
            name="slug"
            value={slug}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${id}-error` : `${id}-hint`, `${id}-preview`].join(' ')}
            onChange={(event) => onChange({ slug: slugifyPartial(event.target.value), slugEdited: true })}
            onBlur={(event) => {
              const clean = slugify(event.target.value);
              onChange(clean === '' ? { slug: slugify(title), slugEdited: false } : { slug: clean, slugEdited: true });
            }}
            className={cn(controlClasses(Boolean(error)), 'font-mono sm:rounded-l-none')}
          />
        </div>
        {edited ? (
          <button
            type="button"
            onClick={() => onChange({ slug: slugify(title), slugEdited: false })}
            className="inline-flex h-10.5 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Use title</span>
            <span className="sr-only sm:hidden">Make the slug from the title again</span>
          </button>
        ) : null}
      </div>
      <p id={`${id}-preview`} className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600" aria-live="polite">
        <Link2 className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">
          {siteUrl}/use-cases/<strong className="font-semibold text-slate-900">{shown || '…'}</strong>
        </span>
      </p>
      {moved ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
          The old address <span className="font-mono">/use-cases/{savedSlug}</span> will keep working: it redirects
          (301) to the new one.
        </p>
      ) : null}
    </FieldShell>
  );
}

/** Three-way status choice as radio cards (SPEC 3: draft, published, archived; any value may be chosen). */
export function StatusField({
  value,
  onChange,
  error,
  stacked = false,
}: {
  value: 'draft' | 'published' | 'archived';
  onChange: (value: 'draft' | 'published' | 'archived') => void;
  error?: string | undefined;
  /** One option per line (narrow columns) instead of three side by side. */
  stacked?: boolean;
}) {
  const options = [
    { value: 'draft', label: 'Draft', description: 'Only visible in the studio.' },
    { value: 'published', label: 'Published', description: 'Live on /use-cases for everyone.' },
    { value: 'archived', label: 'Archived', description: 'Hidden from the site, kept for reference.' },
  ] as const;
  const id = fieldId('status');
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Status</legend>
      <div className={cn('mt-2 grid gap-2', !stacked && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-slate-300',
              'has-checked:border-blue-600 has-checked:bg-blue-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600',
            )}
          >
            <input
              type="radio"
              name="status"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-blue-600"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A small icon button for list rows (move up/down, remove). */
export function RowButton({
  label,
  onClick,
  disabled,
  tone = 'neutral',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-35',
        tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
