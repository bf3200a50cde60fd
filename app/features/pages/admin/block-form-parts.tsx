/**
 * Parts that several block forms share: rows of figures, a section's top (heading, background,
 * anchor), an optional heading, an optional image and the icon choices. Built from block-fields.tsx.
 */
import { emptyFigure, emptyHeading, emptyImage, emptyStat } from '../block-list.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_ITEM_NAMES } from '../blocks/block-copy.ts';
import { BLOCK_ICONS, BLOCK_LIMITS, type SECTION_TONES } from '../blocks/block-schemas.ts';
import {
  BlockSelect,
  BlockText,
  type Errors,
  HeadingFields,
  type HeadingInput,
  ImageFields,
  type ImageInput,
  OptionalPart,
  RowList,
  SectionFields,
} from './block-fields.tsx';

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;
const N = BLOCK_ITEM_NAMES;

export interface FigureInput {
  value: string;
  label: string;
  description?: string | undefined;
}

/**
 * Figures and their labels ('95%', 'decision accuracy'); with `described`, each with an
 * explanation too (the stats block's and the figures under cards).
 */
export function FigureRows<F extends FigureInput>({
  path,
  stats,
  max = BLOCK_LIMITS.stats,
  described = false,
  onChange,
  errors,
}: {
  path: string;
  stats: readonly F[];
  max?: number;
  described?: boolean;
  onChange: (stats: F[]) => void;
  errors: Errors;
}) {
  return (
    <RowList
      path={path}
      label={L.stats}
      itemName={N.stats}
      items={stats}
      max={max}
      newItem={() => (described ? emptyStat() : emptyFigure()) as F}
      onChange={onChange}
      errors={errors}
    >
      {(stat, index, update) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <BlockText
              path={`${path}.${index}.value`}
              label={L.value}
              value={stat.value}
              required
              maxLength={BLOCK_LIMITS.statValue}
              errors={errors}
              onChange={(value) => update({ ...stat, value })}
            />
            <BlockText
              path={`${path}.${index}.label`}
              label={L.statLabel}
              value={stat.label}
              required
              maxLength={BLOCK_LIMITS.title}
              errors={errors}
              onChange={(label) => update({ ...stat, label })}
            />
          </div>
          {described ? (
            <BlockText
              path={`${path}.${index}.description`}
              label={L.statDescription}
              value={stat.description}
              maxLength={BLOCK_LIMITS.statText}
              errors={errors}
              onChange={(description) => update({ ...stat, description })}
            />
          ) : null}
        </>
      )}
    </RowList>
  );
}

type Tone = (typeof SECTION_TONES)[number];

/** A section's heading (required) with its tone and anchor: the top of most copy blocks. */
export function SectionTop({
  block,
  path,
  errors,
  onChange,
}: {
  block: { heading: HeadingInput; tone?: Tone | undefined; anchor?: string | undefined };
  path: string;
  errors: Errors;
  onChange: (patch: { heading?: HeadingInput; tone?: Tone; anchor?: string }) => void;
}) {
  return (
    <>
      <HeadingFields
        path={`${path}.heading`}
        heading={block.heading}
        errors={errors}
        onChange={(heading) => onChange({ heading })}
      />
      <SectionFields path={path} tone={block.tone} anchor={block.anchor} errors={errors} onChange={onChange} />
    </>
  );
}

/** An optional section heading (rich text, the live blocks, statement cards). */
export function OptionalHeading({
  heading,
  path,
  errors,
  onChange,
}: {
  heading: HeadingInput | undefined;
  path: string;
  errors: Errors;
  onChange: (heading: HeadingInput | undefined) => void;
}) {
  return (
    <OptionalPart
      path={`${path}.heading`}
      present={heading !== undefined}
      addLabel={C.addHeading}
      removeLabel={C.removeHeading}
      onAdd={() => onChange(emptyHeading())}
      onRemove={() => onChange(undefined)}
      errors={errors}
    >
      {heading ? (
        <HeadingFields path={`${path}.heading`} heading={heading} errors={errors} onChange={onChange} />
      ) : null}
    </OptionalPart>
  );
}

/** An optional image (the home hero's, the steps panel's): its fields, or a button to add one. */
export function OptionalImage({
  path,
  image,
  onChange,
  errors,
}: {
  path: string;
  image: ImageInput | undefined;
  onChange: (image: ImageInput | undefined) => void;
  errors: Errors;
}) {
  return (
    <OptionalPart
      path={path}
      present={image !== undefined}
      addLabel={C.addImage}
      removeLabel={C.removeImage}
      onAdd={() => onChange(emptyImage())}
      onRemove={() => onChange(undefined)}
      // The image's own fields say what is wrong with it; a message about the part is the picture's.
      errors={image ? {} : errors}
    >
      {image ? <ImageFields path={path} label={L.image} image={image} errors={errors} onChange={onChange} /> : null}
    </OptionalPart>
  );
}

const iconLabel = (icon: string) => (icon.charAt(0).toUpperCase() + icon.slice(1)).replace(/-/g, ' ');
export const ICON_OPTIONS = BLOCK_ICONS.map((icon) => ({ value: icon, label: iconLabel(icon) }));

/** An icon that may be left out (a note's, a button's). */
export function OptionalIcon({
  path,
  label,
  value,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  value: (typeof BLOCK_ICONS)[number] | undefined;
  onChange: (icon: (typeof BLOCK_ICONS)[number] | undefined) => void;
  errors: Errors;
}) {
  return (
    <BlockSelect
      path={path}
      label={label}
      value={value}
      placeholder={C.noIcon}
      options={ICON_OPTIONS}
      errors={errors}
      onChange={onChange}
      className="sm:max-w-72"
    />
  );
}
