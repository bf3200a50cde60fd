/**
 * The fields the block forms are made of: text, a section's heading, tone and anchor, links, images
 * and lists of rows. They are the studio's fields (app/components/forms, the case-study editor's
 * RowButton and ImageUpload); every control's name is its value path in the page's form
 * (`blocks.2.cards.0.title`) and its id comes from that path (`fieldNames`), so a server message
 * keyed by the path lands under the field it is about, and on the field's label.
 */
import { ArrowDown, ArrowUp, Info, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { ErrorList, SelectField, TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { fieldId, fieldNames, RowButton } from '../../case-studies/admin/fields.tsx';
import { addButton } from '../../case-studies/admin/metrics-editor.tsx';
import { applyListChange, type ListChange } from '../block-list.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_OPTION_LABELS } from '../blocks/block-copy.ts';
import { BLOCK_LIMITS, type BlockInput, type BlockType, type SECTION_TONES } from '../blocks/block-schemas.ts';

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
  hint,
  className,
}: {
  path: string;
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  errors: Errors;
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <SelectField
      {...fieldNames(path)}
      label={label}
      hint={hint}
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

/**
 * An optional part held as one value (a panel, a figure, a note, a summary box): OptionalPart adding
 * `empty()` and removing the value, its fields drawn from the value present.
 */
export function OptionalValue<T>({
  value,
  empty,
  onChange,
  children,
  ...part
}: {
  path: string;
  addLabel: string;
  removeLabel: string;
  errors: Errors;
  value: T | undefined;
  empty: () => T;
  onChange: (value: T | undefined) => void;
  children: (value: T, update: (value: T) => void) => ReactNode;
}) {
  return (
    <OptionalPart
      {...part}
      present={value !== undefined}
      onAdd={() => onChange(empty())}
      onRemove={() => onChange(undefined)}
    >
      {value === undefined ? null : children(value, onChange)}
    </OptionalPart>
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

/** One way of adding a row: its button's words and the row it adds. */
export interface RowAdder<T> {
  label: string;
  make: () => T;
}

/**
 * A list inside a block (cards, steps, buttons…): each row under a legend ('Card 2') with Move up,
 * Move down and Remove, and 'Add card' under them while the list has room (or one button per kind
 * of row, `adders`). After a move, focus stays on the button pressed, on the row's new place; after
 * a removal it goes to the next row's Remove, else to the first Add; after adding, to the new row's
 * first field (its Remove when it has none). A message about the list as a whole ('Add at least one
 * card') shows above it; with `rowMessages`, one about a row ('Each row needs one cell per column')
 * shows at the top of that row.
 *
 * `onChange` also says what happened (ListChange), so a list that depends on this one (a table's
 * cells on its columns) can follow.
 */
export function RowList<T>({
  path,
  label,
  itemName,
  items,
  max,
  newItem,
  adders,
  rowName = (index) => `${itemName.toLowerCase()} ${index + 1}`,
  legendOf = (_item, index) => `${itemName} ${index + 1}`,
  rowMessages = false,
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
  /** The row 'Add <item name>' adds; or `adders`, one button each. */
  newItem?: () => T;
  adders?: readonly RowAdder<T>[];
  /** How the row buttons name a row ('card 2', 'part 3 of section 2'). */
  rowName?: (index: number) => string;
  /** A row's legend ('Card 2', 'Part 3: Table'). */
  legendOf?: (item: T, index: number) => string;
  rowMessages?: boolean;
  onChange: (items: T[], change: ListChange) => void;
  errors: Errors;
  /** One row's fields. */
  children: (item: T, index: number, update: (item: T) => void) => ReactNode;
}) {
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  const addId = `${fieldId(path)}-add`;
  // Not the id of a text row's own field (`fieldId(`${path}.${index}`)`): the row around it.
  const rowId = (index: number) => `${fieldId(path)}-${index}-row`;
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  }, [items]);
  const byId = (id: string) => () => document.getElementById(id);
  const ways = adders ?? (newItem ? [{ label: C.addItem(itemName), make: newItem }] : []);

  const apply = (change: ListChange, make?: () => T) => onChange(applyListChange(items, change, make), change);
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const pressed = delta === -1 ? 'up' : 'down';
    // At the top or the bottom the pressed button is disabled: the other one keeps the focus.
    const atEdge = delta === -1 ? target === 0 : target === items.length - 1;
    pendingFocus.current = byId(rowActionId(path, target, atEdge ? (pressed === 'up' ? 'down' : 'up') : pressed));
    apply({ kind: 'move', index, delta });
  };
  const remove = (index: number) => {
    pendingFocus.current = byId(index < items.length - 1 ? rowActionId(path, index, 'remove') : addId);
    apply({ kind: 'remove', index });
  };
  const add = (make: () => T) => {
    const index = items.length;
    pendingFocus.current = () =>
      firstField(document.getElementById(rowId(index))) ?? document.getElementById(rowActionId(path, index, 'remove'));
    apply({ kind: 'add' }, make);
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
                  <legend className="float-left text-sm font-semibold text-slate-800">{legendOf(item, index)}</legend>
                  <div className="flex items-center">
                    <RowButton
                      id={rowActionId(path, index, 'up')}
                      label={`Move ${rowName(index)} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={rowActionId(path, index, 'down')}
                      label={`Move ${rowName(index)} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={rowActionId(path, index, 'remove')}
                      label={`Remove ${rowName(index)}`}
                      tone="danger"
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </RowButton>
                  </div>
                </div>
                <div id={rowId(index)} className="clear-both space-y-4">
                  {rowMessages ? (
                    <ErrorList id={`${fieldId(`${path}.${index}`)}-error`} error={errors[`${path}.${index}`]} />
                  ) : null}
                  {children(item, index, (next) =>
                    onChange(
                      items.map((other, i) => (i === index ? next : other)),
                      { kind: 'edit', index },
                    ),
                  )}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {items.length < max ? (
        <div className="flex flex-wrap gap-2">
          {ways.map((way, index) => (
            <button
              key={way.label}
              type="button"
              id={index === 0 ? addId : `${addId}-${index}`}
              onClick={() => add(way.make)}
              className={addButton}
            >
              <Plus className="size-4" aria-hidden="true" />
              {way.label}
            </button>
          ))}
        </div>
      ) : (
        <p id={addId} tabIndex={-1} className="text-xs text-slate-500">
          {C.itemLimit(max, label)}
        </p>
      )}
    </fieldset>
  );
}

export type InputOf<T extends BlockType> = Extract<BlockInput, { type: T }>;

export interface FormProps<T extends BlockType> {
  block: InputOf<T>;
  /** The block's value path: 'blocks.2'. */
  path: string;
  errors: Errors;
  onChange: (block: InputOf<T>) => void;
}

/** A list of short texts (highlights, points) or paragraphs. */
export function TextRows({
  path,
  label,
  itemName,
  values,
  max,
  maxLength,
  multiline = false,
  fieldLabel = L.text,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  itemName: string;
  values: readonly string[];
  /** Each row's field ('Text'; a table column's 'Heading'). */
  fieldLabel?: string;
  max: number;
  maxLength: number;
  multiline?: boolean;
  onChange: (values: string[], change: ListChange) => void;
  errors: Errors;
}) {
  return (
    <RowList
      path={path}
      label={label}
      itemName={itemName}
      items={values}
      max={max}
      newItem={() => ''}
      onChange={onChange}
      errors={errors}
    >
      {(value, index, update) => (
        <BlockText
          path={`${path}.${index}`}
          label={fieldLabel}
          value={value}
          required
          multiline={multiline}
          maxLength={maxLength}
          errors={errors}
          onChange={update}
        />
      )}
    </RowList>
  );
}

/** A note above a form part: what it does, or how to write its text. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-blue-50 px-3 py-2.5 text-sm text-blue-950 ring-1 ring-blue-100 ring-inset">
      <Info className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
      {children}
    </p>
  );
}
