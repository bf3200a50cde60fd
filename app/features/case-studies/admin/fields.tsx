/**
 * Building blocks of the two case-study editors: cards, whole-number fields, chip lists, the slug
 * and the status; the fields themselves are the family's (app/components/forms). Every field's id
 * comes from its path in the form values (`fieldId('metrics.0.label')`), so an error from the server
 * can be shown under, and focus moved to, the field it belongs to; its name is that path, so the
 * form works as a plain post before hydration (app/features/case-studies/case-study-form-fields.ts).
 */
import { Link2, Plus, RotateCcw, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ChoiceGroupField } from '../../../components/forms/choice-field.tsx';
import { FieldFrame, fieldAria, TextField, useControlClasses } from '../../../components/forms/field.tsx';
import { useAdoptedValue } from '../../../components/forms/use-adopted-value.ts';
import { cn } from '../../../lib/cn.ts';
import { slugify, slugifyPartial } from '../../../lib/slug.ts';
import { addToList } from '../case-study-form.ts';
import { CHECKBOX_VALUES, draftFieldName } from '../case-study-form-fields.ts';

/** The DOM id of the control for a value path: 'metrics.0.label' -> 'cs-metrics-0-label'. */
export const fieldId = (path: string) => `cs-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

/** The id and the name of the control for a value path. */
export const fieldNames = (path: string) => ({ id: fieldId(path), name: path });

/** The same for a checkbox (CheckboxField), with the values the form reader expects. */
export const checkboxNames = (path: string) => ({
  ...fieldNames(path),
  value: CHECKBOX_VALUES.on,
  uncheckedValue: CHECKBOX_VALUES.off,
});

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
 * A whole-number field (display order, team size). Typed freely; on leaving the field it shows the
 * number that will be saved, so 'abc' visibly becomes the default instead of surprising later.
 */
export function NumberField({
  path,
  value,
  onChange,
  normalise,
  ...field
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
  return (
    <TextField
      {...fieldNames(path)}
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onChange(normalise(event.target.value))}
      className="[&_input]:max-w-40 [&_input]:tabular-nums"
    />
  );
}

/** The editors' lists of words, with what their fields say. */
const LISTS = {
  technologyUsed: { label: 'Technologies', itemName: 'technology', placeholder: 'UiPath', hint: undefined },
  teamRoles: { label: 'Team roles', itemName: 'role', placeholder: 'Solution Architect', hint: undefined },
  tags: { label: 'Tags', itemName: 'tag', placeholder: 'Accounts Payable', hint: 'Type a tag and press Enter or Add.' },
} as const;

/**
 * Tags, technologies and team roles: type, then Add or Enter (SPEC 2.11); blank input is ignored
 * and a repeated entry is not added twice. Each chip has its own remove button. The chips are posted
 * as hidden fields of the list's name, after an empty one that is there even when the list is; what
 * is typed but not added yet is posted as the list's draft (app/features/case-studies/case-study-form-fields.ts).
 */
export function ChipListField({
  path,
  values,
  onChange,
  error,
}: {
  /** The value path: the chips' name, and the input's id through `fieldId`. */
  path: keyof typeof LISTS;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
}) {
  const { label, itemName, placeholder, hint } = LISTS[path];
  const id = fieldId(path);
  const [draft, setDraft] = useState('');
  const adoptDraft = useAdoptedValue((input: HTMLInputElement) => setDraft(input.value));
  const control = useControlClasses();
  const add = () => {
    onChange(addToList(values, draft));
    setDraft('');
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
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
          {...fieldAria(id, { hint, error })}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={control}
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
    </FieldFrame>
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
  const control = useControlClasses();
  const hint = edited
    ? 'Lower-case letters, digits and hyphens. Edited by hand.'
    : 'Made from the title as you type; edit it to choose your own.';
  return (
    <FieldFrame id={id} label="Slug" error={error} hint={hint}>
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
            {...fieldAria(id, { hint, error }, `${id}-preview`)}
            onChange={(event) => onChange({ slug: slugifyPartial(event.target.value), slugEdited: true })}
            onBlur={(event) => {
              const clean = slugify(event.target.value);
              onChange(clean === '' ? { slug: slugify(title), slugEdited: false } : { slug: clean, slugEdited: true });
            }}
            className={cn(control, 'font-mono sm:rounded-l-none')}
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
    </FieldFrame>
  );
}

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft', description: 'Only visible in the studio.' },
  { value: 'published', label: 'Published', description: 'Live on /use-cases for everyone.' },
  { value: 'archived', label: 'Archived', description: 'Hidden from the site, kept for reference.' },
] as const;

type Status = (typeof STATUS_OPTIONS)[number]['value'];

/** Three-way status choice as radio cards (SPEC 3: draft, published, archived; any value may be chosen). */
export function StatusField({
  value,
  onChange,
  error,
  stacked = false,
}: {
  value: Status;
  onChange: (value: Status) => void;
  error?: string | undefined;
  /** One option per line (narrow columns) instead of three side by side. */
  stacked?: boolean;
}) {
  return (
    <ChoiceGroupField
      type="radio"
      id={fieldId('status')}
      name="status"
      label="Status"
      options={STATUS_OPTIONS}
      value={value}
      onValueChange={(next) => onChange(next as Status)}
      error={error}
      columns={stacked ? 1 : 3}
    />
  );
}

/** A small icon button for list rows (move up/down, remove). `id` lets a list put focus back on it after a move. */
export function RowButton({
  id,
  label,
  onClick,
  disabled,
  tone = 'neutral',
  children,
}: {
  id?: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <button
      id={id}
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
