/**
 * The cards' form: the style first, since it decides the rest (block-variants.ts). Statement cards
 * may go without a section heading, and then ask for the section's name for screen readers; each
 * card shows the fields of its style (a statement card's eyebrow, a list card's points, the links of
 * feature and service cards, a service card's colour). Figures, a button and a note may follow.
 */
import { emptyCard, emptyLink, emptyStat } from '../block-list.ts';
import { cardsDraw, cardsWithStyle } from '../block-variants.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_ITEM_NAMES } from '../blocks/block-copy.ts';
import { BLOCK_LIMITS } from '../blocks/block-schemas.ts';
import {
  BlockSelect,
  BlockText,
  type FormProps,
  type InputOf,
  LinkFields,
  OptionalLink,
  OptionalValue,
  optionsOf,
  RowList,
  SectionFields,
  TextRows,
} from './block-fields.tsx';
import { FigureRows, ICON_OPTIONS, OptionalHeading, OptionalIcon, SectionTop } from './block-form-parts.tsx';

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;
const N = BLOCK_ITEM_NAMES;

export function CardsForm({ block, path, errors, onChange }: FormProps<'cards'>) {
  const set = (patch: Partial<InputOf<'cards'>>) => onChange({ ...block, ...patch });
  const style = block.style ?? 'feature';
  const draws = (part: Parameters<typeof cardsDraw>[1]) => cardsDraw(style, part);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <BlockSelect
          path={`${path}.style`}
          label={L.style}
          hint={C.styleHint}
          value={style}
          options={optionsOf('style')}
          errors={errors}
          onChange={(next) => next && onChange(cardsWithStyle(block, next))}
        />
        {draws('columns') ? (
          <BlockSelect
            path={`${path}.columns`}
            label={L.columns}
            value={block.columns ?? 3}
            options={[2, 3, 4].map((value) => ({ value: value as 2 | 3 | 4, label: String(value) }))}
            errors={errors}
            onChange={(columns) => set({ columns })}
          />
        ) : null}
      </div>
      {style === 'statement' ? (
        <>
          <OptionalHeading
            heading={block.heading}
            path={path}
            errors={errors}
            onChange={(heading) => set({ heading })}
          />
          {block.heading ? null : (
            <BlockText
              path={`${path}.accessibleName`}
              label={L.accessibleName}
              hint={C.accessibleNameHint}
              value={block.accessibleName}
              required
              maxLength={BLOCK_LIMITS.label}
              errors={errors}
              onChange={(accessibleName) => set({ accessibleName })}
            />
          )}
          <SectionFields path={path} tone={block.tone} anchor={block.anchor} errors={errors} onChange={set} />
        </>
      ) : (
        <SectionTop
          // Only statement cards may go without a heading: the others always show its fields.
          block={{ ...block, heading: block.heading ?? { title: '' } }}
          path={path}
          errors={errors}
          onChange={set}
        />
      )}
      <RowList
        path={`${path}.cards`}
        label={L.cards}
        itemName={N.cards}
        items={block.cards}
        max={BLOCK_LIMITS.cards}
        newItem={emptyCard}
        errors={errors}
        onChange={(cards) => set({ cards })}
      >
        {(card, index, update) => {
          const cardPath = `${path}.cards.${index}`;
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <BlockSelect
                  path={`${cardPath}.icon`}
                  label={L.icon}
                  value={card.icon}
                  options={ICON_OPTIONS}
                  errors={errors}
                  onChange={(icon) => icon && update({ ...card, icon })}
                />
                {style === 'service' ? (
                  <BlockSelect
                    path={`${cardPath}.color`}
                    label={L.color}
                    value={card.color ?? 'blue'}
                    options={optionsOf('color')}
                    errors={errors}
                    onChange={(color) => update({ ...card, color })}
                  />
                ) : null}
              </div>
              {draws('eyebrow') ? (
                <BlockText
                  path={`${cardPath}.eyebrow`}
                  label={L.eyebrow}
                  value={card.eyebrow}
                  maxLength={BLOCK_LIMITS.eyebrow}
                  errors={errors}
                  onChange={(eyebrow) => update({ ...card, eyebrow })}
                  className="sm:max-w-72"
                />
              ) : null}
              <BlockText
                path={`${cardPath}.title`}
                label={L.title}
                value={card.title}
                required
                maxLength={BLOCK_LIMITS.title}
                errors={errors}
                onChange={(title) => update({ ...card, title })}
              />
              {draws('text') ? (
                <BlockText
                  path={`${cardPath}.text`}
                  label={L.text}
                  value={card.text}
                  required
                  multiline
                  maxLength={BLOCK_LIMITS.cardText}
                  errors={errors}
                  onChange={(text) => update({ ...card, text })}
                />
              ) : null}
              {draws('points') ? (
                <TextRows
                  path={`${cardPath}.points`}
                  label={L.points}
                  itemName={N.points}
                  values={card.points ?? []}
                  max={BLOCK_LIMITS.points}
                  maxLength={BLOCK_LIMITS.point}
                  errors={errors}
                  onChange={(points) => update({ ...card, points })}
                />
              ) : null}
              {draws('link') ? (
                <OptionalLink
                  path={`${cardPath}.link`}
                  legend={L.link}
                  link={card.link}
                  addLabel={C.addLink}
                  removeLabel={C.removeLink}
                  errors={errors}
                  onChange={(link) => update({ ...card, link })}
                />
              ) : null}
            </>
          );
        }}
      </RowList>
      <OptionalValue
        path={`${path}.stats`}
        value={block.stats}
        empty={() => [emptyStat()]}
        addLabel={C.addStats}
        removeLabel={C.removeStats}
        // The figures' own list says what is wrong with them.
        errors={block.stats ? {} : errors}
        onChange={(stats) => set({ stats })}
      >
        {(stats, update) => (
          <FigureRows path={`${path}.stats`} stats={stats} described errors={errors} onChange={update} />
        )}
      </OptionalValue>
      <OptionalLink
        path={`${path}.button`}
        legend={L.button}
        link={block.button}
        addLabel={C.addButton}
        removeLabel={C.removeButton}
        errors={errors}
        onChange={(button) => set({ button })}
      />
      <OptionalValue
        path={`${path}.footnote`}
        value={block.footnote}
        empty={() => ({ text: '', link: emptyLink() })}
        addLabel={C.addFootnote}
        removeLabel={C.removeFootnote}
        errors={errors}
        onChange={(footnote) => set({ footnote })}
      >
        {(footnote, update) => (
          <Footnote path={`${path}.footnote`} footnote={footnote} errors={errors} onChange={update} />
        )}
      </OptionalValue>
    </>
  );
}

type FootnoteInput = NonNullable<InputOf<'cards'>['footnote']>;

function Footnote({
  path,
  footnote,
  errors,
  onChange,
}: {
  path: string;
  footnote: FootnoteInput;
  errors: FormProps<'cards'>['errors'];
  onChange: (footnote: FootnoteInput) => void;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{L.footnote}</legend>
      <OptionalIcon
        path={`${path}.icon`}
        label={L.icon}
        value={footnote.icon}
        errors={errors}
        onChange={(icon) => onChange({ ...footnote, icon })}
      />
      <BlockText
        path={`${path}.text`}
        label={L.footnoteText}
        value={footnote.text}
        required
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(text) => onChange({ ...footnote, text })}
      />
      <LinkFields
        path={`${path}.link`}
        legend={L.link}
        link={footnote.link}
        errors={errors}
        onChange={(link) => onChange({ ...footnote, link })}
      />
    </fieldset>
  );
}
