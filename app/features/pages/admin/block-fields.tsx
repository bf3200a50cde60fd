/**
 * The fields the block forms are made of: text, a section's heading, tone and anchor, links, images
 * and lists of rows. They are the studio's fields (app/components/forms, the case-study editor's
 * RowButton and ImageUpload); every control's name is its value path in the page's form
 * (`blocks.2.cards.0.title`) and its id comes from that path (`fieldNames`), so a server message
 * keyed by the path lands under the field it is about, and on the field's label.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { ErrorList, SelectField, TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { fieldId, fieldNames, RowButton } from '../../case-studies/admin/fields.tsx';
import { addButton } from '../../case-studies/admin/metrics-editor.tsx';
import { moveItem } from '../../case-studies/case-study-form.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_OPTION_LABELS } from '../blocks/block-copy.ts';
import { BLOCK_LIMITS, type SECTION_TONES } from '../blocks/block-schemas.ts';

export type Errors = Readonly<Record<string, string>>;

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;

/** A one-line or multi-line text of a block; `value` may be missing (an optional text never set). */
export function BlockText({
  path,
  label,
  value,
  onChange,
  errors,
  required = false,
  multiline = false,
  hint,
  maxLength,
  className,
}: {
  path: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  errors: Errors;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  maxLength: number;
  className?: string;
}) {
  const common = {
    ...fieldNames(path),
    label,
    hint,
    required,
    maxLength,
    className,
    value: value ?? '',
    error: errors[path],
  };
  return multiline ? (
    <TextAreaField {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField {...common} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
  );
}

/** A select of a block: the value as text, the options from BLOCK_OPTION_LABELS or given. */
export function BlockSelect<V extends string | number>({
  path,
  label,
  value,
  options,
  onChange,
  errors,
  placeholder,
  className,
}: {
  path: string;
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  errors: Errors;
  placeholder?: string;
  className?: string;
}) {
  return (
    <SelectField
      {...fieldNames(path)}
      label={label}
      value={value === undefined ? '' : String(value)}
      placeholder={placeholder}
      error={errors[path]}
      className={className}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
    />
  );
}

export const optionsOf = <K extends keyof typeof BLOCK_OPTION_LABELS>(name: K) =>
  Object.entries(BLOCK_OPTION_LABELS[name]).map(([value, label]) => ({
    value: value as keyof (typeof BLOCK_OPTION_LABELS)[K] & string,
    label: label as string,
  }));

export interface HeadingInput {
  eyebrow?: string | undefined;
  title: string;
  lead?: string | undefined;
}

/** Eyebrow, title and lead of a section, under one legend. */
export function HeadingFields({
  path,
  heading,
  onChange,
  errors,
}: {
  path: string;
  heading: HeadingInput;
  onChange: (heading: HeadingInput) => void;
  errors: Errors;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{L.heading}</legend>
      <ErrorList id={`${fieldId(path)}-error`} error={errors[path]} />
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <BlockText
          path={`${path}.eyebrow`}
          label={L.eyebrow}
          value={heading.eyebrow}
          maxLength={BLOCK_LIMITS.eyebrow}
          errors={errors}
          onChange={(eyebrow) => onChange({ ...heading, eyebrow })}
        />
        <BlockText
          path={`${path}.title`}
          label={L.title}
          value={heading.title}
          required
          maxLength={BLOCK_LIMITS.title}
          errors={errors}
          onChange={(title) => onChange({ ...heading, title })}
        />
      </div>
      <BlockText
        path={`${path}.lead`}
        label={L.lead}
        value={heading.lead}
        multiline
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(lead) => onChange({ ...heading, lead })}
      />
    </fieldset>
  );
}

/** A section's background and anchor. */
export function SectionFields({
  path,
  tone,
  anchor,
  onChange,
  errors,
}: {
  path: string;
  tone: (typeof SECTION_TONES)[number] | undefined;
  anchor: string | undefined;
  onChange: (patch: { tone?: (typeof SECTION_TONES)[number]; anchor?: string }) => void;
  errors: Errors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BlockSelect
        path={`${path}.tone`}
        label={L.tone}
        value={tone ?? 'white'}
        options={optionsOf('tone')}
        errors={errors}
        onChange={(next) => onChange({ tone: next ?? 'white' })}
      />
      <BlockText
        path={`${path}.anchor`}
        label={L.anchor}
        hint={C.anchorHint}
        value={anchor}
        maxLength={BLOCK_LIMITS.anchor}
        errors={errors}
        onChange={(next) => onChange({ anchor: next })}
      />
    </div>
  );
}

export interface LinkInput {
  label: string;
  href: string;
}

/** A link's two fields without a legend of their own (in a row that has one). */
export function LinkInputs({
  path,
  link,
  onChange,
  errors,
}: {
  path: string;
  link: LinkInput;
  onChange: (link: LinkInput) => void;
  errors: Errors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BlockText
        path={`${path}.label`}
        label={L.label}
        value={link.label}
        required
        maxLength={BLOCK_LIMITS.label}
        errors={errors}
        onChange={(label) => onChange({ ...link, label })}
      />
      <BlockText
        path={`${path}.href`}
        label={L.href}
        value={link.href}
        required
        maxLength={BLOCK_LIMITS.url}
        errors={errors}
        onChange={(href) => onChange({ ...link, href })}
      />
    </div>
  );
}

/** A link's text and address, under a legend naming it ('Main button'). */
export function LinkFields({
  legend,
  ...inputs
}: {
  path: string;
  legend: string;
  link: LinkInput;
  onChange: (link: LinkInput) => void;
  errors: Errors;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <LinkInputs {...inputs} />
    </fieldset>
  );
}

/**
 * An optional part of a block (a link, a heading, a second button): its fields and a button to
 * remove it while present; a button to add it while absent. A message about the part as a whole
 * (`errors[path]`: 'A service card needs a link') shows either way.
 */
export function OptionalPart({
  path,
  present,
  addLabel,
  removeLabel,
  onAdd,
  onRemove,
  errors,
  children,
}: {
  path: string;
  present: boolean;
  addLabel: string;
  removeLabel: string;
  onAdd: () => void;
  onRemove: () => void;
  errors: Errors;
  children: ReactNode;
}) {
  const message = <ErrorList id={`${fieldId(path)}-error`} error={errors[path]} />;
  if (!present) {
    return (
      <div className="space-y-2">
        <button type="button" id={fieldId(path)} onClick={onAdd} className={addButton}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </button>
        {message}
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      {children}
      {message}
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {removeLabel}
      </button>
    </div>
  );
}

/** An optional link (a card's link, a second button): its fields, or a button to add it. */
export function OptionalLink({
  path,
  legend,
  link,
  addLabel,
  removeLabel,
  onChange,
  errors,
}: {
  path: string;
  legend: string;
  link: LinkInput | undefined;
  addLabel: string;
  removeLabel: string;
  onChange: (link: LinkInput | undefined) => void;
  errors: Errors;
}) {
  return (
    <OptionalPart
      path={path}
      present={link !== undefined}
      addLabel={addLabel}
      removeLabel={removeLabel}
      onAdd={() => onChange({ label: '', href: '' })}
      onRemove={() => onChange(undefined)}
      errors={errors}
    >
      {link ? <LinkFields path={path} legend={legend} link={link} errors={errors} onChange={onChange} /> : null}
    </OptionalPart>
  );
}

export interface ImageInput {
  src: string;
  alt?: string | undefined;
  decorative?: boolean | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** An image of the site (uploaded here), its alt text and whether it is decorative. */
export function ImageFields({
  path,
  label,
  image,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  image: ImageInput;
  onChange: (image: ImageInput) => void;
  errors: Errors;
}) {
  return (
    <div className="space-y-4">
      <ImageUpload
        id={fieldId(`${path}.src`)}
        name={`${path}.src`}
        label={label}
        required
        value={image.src}
        error={errors[`${path}.src`] ?? errors[path]}
        // A new picture has its own size: a size kept from the last one would distort it.
        onChange={(src) => onChange({ ...image, src, width: undefined, height: undefined })}
      />
      <BlockText
        path={`${path}.alt`}
        label={L.alt}
        value={image.alt}
        maxLength={BLOCK_LIMITS.alt}
        errors={errors}
        onChange={(alt) => onChange({ ...image, alt })}
      />
      <CheckboxField
        {...fieldNames(`${path}.decorative`)}
        label={L.decorative}
        checked={image.decorative ?? false}
        onCheckedChange={(decorative) => onChange({ ...image, decorative })}
      />
    </div>
  );
}

/** The first control of a form part that takes focus (the file input behind an image picker does not). */
export function firstField(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, [contenteditable="true"], button:not([disabled])',
    ) ?? null
  );
}

/** The id of a row's action button, so that focus can follow the row it moved. */
const rowActionId = (path: string, index: number, action: 'up' | 'down' | 'remove') =>
  `${fieldId(path)}-${index}-${action}`;

/**
 * A list inside a block (cards, steps, buttons…): each row under a legend ('Card 2') with Move up,
 * Move down and Remove, and 'Add card' under them while the list has room. After a move, focus
 * stays on the button pressed, on the row's new place; after a removal it goes to the next row's
 * Remove, else to Add. A message about the list as a whole ('Add at least one card') shows above it.
 */
export function RowList<T>({
  path,
  label,
  itemName,
  items,
  max,
  newItem,
  onChange,
  errors,
  children,
}: {
  path: string;
  /** The list's name, as a legend ('Cards'). */
  label: string;
  /** One item's name ('Card'). */
  itemName: string;
  items: readonly T[];
  max: number;
  newItem: () => T;
  onChange: (items: T[]) => void;
  errors: Errors;
  /** One row's fields. */
  children: (item: T, index: number, update: (item: T) => void) => ReactNode;
}) {
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  const addId = `${fieldId(path)}-add`;
  const rowId = (index: number) => `${fieldId(path)}-${index}`;
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  }, [items]);
  const byId = (id: string) => () => document.getElementById(id);

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const pressed = delta === -1 ? 'up' : 'down';
    // At the top or the bottom the pressed button is disabled: the other one keeps the focus.
    const atEdge = delta === -1 ? target === 0 : target === items.length - 1;
    pendingFocus.current = byId(rowActionId(path, target, atEdge ? (pressed === 'up' ? 'down' : 'up') : pressed));
    onChange(moveItem(items, index, delta));
  };
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    pendingFocus.current = byId(index < rest.length ? rowActionId(path, index, 'remove') : addId);
    onChange(rest);
  };
  const add = () => {
    const row = rowId(items.length);
    pendingFocus.current = () => firstField(document.getElementById(row));
    onChange([...items, newItem()]);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{label}</legend>
      <ErrorList id={`${fieldId(path)}-error`} error={errors[path]} />
      {items.length > 0 ? (
        <ol className="space-y-3">
          {items.map((item, index) => (
            // Rows have no identity of their own: their fields are controlled, so the values follow a move.
            <li key={index} className="rounded-lg border border-slate-200 bg-slate-50/50 p-4">
              <fieldset>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <legend className="float-left text-sm font-semibold text-slate-800">
                    {itemName} {index + 1}
                  </legend>
                  <div className="flex items-center">
                    <RowButton
                      id={rowActionId(path, index, 'up')}
                      label={`Move ${itemName.toLowerCase()} ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={rowActionId(path, index, 'down')}
                      label={`Move ${itemName.toLowerCase()} ${index + 1} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={rowActionId(path, index, 'remove')}
                      label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                      tone="danger"
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </RowButton>
                  </div>
                </div>
                <div id={rowId(index)} className="clear-both space-y-4">
                  {children(item, index, (next) => onChange(items.map((other, i) => (i === index ? next : other))))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {items.length < max ? (
        <button type="button" id={addId} onClick={add} className={addButton}>
          <Plus className="size-4" aria-hidden="true" />
          {C.addItem(itemName)}
        </button>
      ) : (
        <p id={addId} tabIndex={-1} className="text-xs text-slate-500">
          {C.itemLimit(max, label)}
        </p>
      )}
    </fieldset>
  );
}
