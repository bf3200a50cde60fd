/**
 * The hero's form: the fields of its layout only (block-variants.ts says which layout draws what).
 * Every layout has the eyebrow, the headline and the subline; 'split' adds buttons, highlights and
 * its image; 'centered' buttons; 'document' the date of the last change, and writes its subline in
 * the documents' inline markup; 'home' buttons, the highlighted words, figures and an image.
 */
import { TextField } from '../../../components/forms/field.tsx';
import { fieldNames } from '../../case-studies/admin/fields.tsx';
import { emptyImage, emptyLink } from '../block-list.ts';
import { heroDraws, heroWithLayout } from '../block-variants.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_ITEM_NAMES } from '../blocks/block-copy.ts';
import { BLOCK_LIMITS, HERO_STATS_MAX } from '../blocks/block-schemas.ts';
import {
  BlockSelect,
  BlockText,
  type FormProps,
  ImageFields,
  type InputOf,
  LinkInputs,
  optionsOf,
  RowList,
  TextRows,
} from './block-fields.tsx';
import { FigureRows, OptionalImage } from './block-form-parts.tsx';

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;
const N = BLOCK_ITEM_NAMES;

export function HeroForm({ block, path, errors, onChange }: FormProps<'hero'>) {
  const set = (patch: Partial<InputOf<'hero'>>) => onChange({ ...block, ...patch });
  const layout = block.layout ?? 'split';
  const draws = (part: Parameters<typeof heroDraws>[1]) => heroDraws(layout, part);
  const isDocument = layout === 'document';
  return (
    <>
      <BlockSelect
        path={`${path}.layout`}
        label={L.layout}
        hint={C.layoutHint}
        value={layout}
        options={optionsOf('layout')}
        errors={errors}
        onChange={(next) => next && onChange(heroWithLayout(block, next))}
      />
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <BlockText
          path={`${path}.eyebrow`}
          label={L.eyebrow}
          value={block.eyebrow}
          maxLength={BLOCK_LIMITS.eyebrow}
          errors={errors}
          onChange={(eyebrow) => set({ eyebrow })}
        />
        <BlockText
          path={`${path}.headline`}
          label={L.headline}
          value={block.headline}
          required
          maxLength={BLOCK_LIMITS.title}
          errors={errors}
          onChange={(headline) => set({ headline })}
        />
      </div>
      {draws('highlight') ? (
        <BlockText
          path={`${path}.highlight`}
          label={L.highlight}
          hint={C.highlightHint}
          value={block.highlight}
          maxLength={BLOCK_LIMITS.title}
          errors={errors}
          onChange={(highlight) => set({ highlight })}
        />
      ) : null}
      {draws('updated') ? (
        <TextField
          {...fieldNames(`${path}.updated`)}
          type="date"
          label={L.updated}
          hint={C.updatedHint}
          value={block.updated ?? ''}
          error={errors[`${path}.updated`]}
          className="sm:max-w-60"
          // An emptied date is no date: the schema takes a missing one, never ''.
          onChange={(event) => set({ updated: event.target.value || undefined })}
        />
      ) : null}
      <BlockText
        path={`${path}.subline`}
        label={L.subline}
        hint={isDocument ? C.markupHint : undefined}
        value={block.subline}
        multiline
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(subline) => set({ subline })}
      />
      {draws('buttons') ? (
        <RowList
          path={`${path}.buttons`}
          label={L.buttons}
          itemName={N.buttons}
          items={block.buttons ?? []}
          max={2}
          newItem={emptyLink}
          errors={errors}
          onChange={(buttons) => set({ buttons })}
        >
          {(link, index, update) => (
            <LinkInputs path={`${path}.buttons.${index}`} link={link} errors={errors} onChange={update} />
          )}
        </RowList>
      ) : null}
      {draws('highlights') ? (
        <TextRows
          path={`${path}.highlights`}
          label={L.highlights}
          itemName={N.highlights}
          values={block.highlights ?? []}
          max={BLOCK_LIMITS.highlights}
          maxLength={BLOCK_LIMITS.label}
          errors={errors}
          onChange={(highlights) => set({ highlights })}
        />
      ) : null}
      {draws('stats') ? (
        <FigureRows
          path={`${path}.stats`}
          stats={block.stats ?? []}
          max={HERO_STATS_MAX}
          errors={errors}
          onChange={(stats) => set({ stats })}
        />
      ) : null}
      {layout === 'split' ? (
        <ImageFields
          path={`${path}.image`}
          label={L.image}
          image={block.image ?? emptyImage()}
          errors={errors}
          onChange={(image) => set({ image })}
        />
      ) : draws('image') ? (
        <OptionalImage
          path={`${path}.image`}
          image={block.image}
          errors={errors}
          onChange={(image) => set({ image })}
        />
      ) : null}
    </>
  );
}
