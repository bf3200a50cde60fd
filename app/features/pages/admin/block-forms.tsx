/**
 * One form per block type (issue 28): what the studio edits of each block, with the labels of
 * block-copy.ts. A form gets its block, the block's value path ('blocks.2') and the page's error
 * messages, and gives back the whole changed block. Live blocks edit only what selects their data;
 * interactive blocks have nothing to edit and say so.
 */
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { TextField } from '../../../components/forms/field.tsx';
import { fieldId, fieldNames } from '../../case-studies/admin/fields.tsx';
import { RichTextField } from '../../case-studies/admin/rich-text-field.tsx';
import { emptyComparisonRow, emptyFaqItem, emptyFigure, emptyLogo, emptyStep } from '../block-list.ts';
import {
  BLOCK_EDITOR_COPY,
  BLOCK_FIELD_LABELS,
  BLOCK_ITEM_NAMES,
  INTERACTIVE_BLOCK_NOTE,
  LIVE_BLOCK_NOTE,
} from '../blocks/block-copy.ts';
import {
  BLOCK_LIMITS,
  type BlockInput,
  type BlockType,
  INTERACTIVE_BLOCK_TYPES,
  LIVE_BLOCK_TYPES,
} from '../blocks/block-schemas.ts';
import {
  BlockSelect,
  BlockText,
  type Errors,
  type FormProps,
  ImageFields,
  type InputOf,
  LinkFields,
  Note,
  OptionalLink,
  OptionalValue,
  optionsOf,
  RowList,
  SectionFields,
  TextRows,
} from './block-fields.tsx';
import { FigureRows, OptionalHeading, OptionalIcon, OptionalImage, SectionTop } from './block-form-parts.tsx';
import { CardsForm } from './cards-form.tsx';
import { DocumentForm } from './document-form.tsx';
import { HeroForm } from './hero-form.tsx';

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;
const N = BLOCK_ITEM_NAMES;

function RichTextForm({ block, path, errors, onChange }: FormProps<'rich-text'>) {
  const set = (patch: Partial<InputOf<'rich-text'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <OptionalHeading heading={block.heading} path={path} errors={errors} onChange={(heading) => set({ heading })} />
      <SectionFields
        path={path}
        tone={block.tone}
        anchor={block.anchor}
        errors={errors}
        onChange={(patch) => set(patch)}
      />
      <RichTextField
        id={fieldId(`${path}.html`)}
        name={`${path}.html`}
        label={L.html}
        value={block.html}
        error={errors[`${path}.html`]}
        onChange={(html) => set({ html })}
      />
    </>
  );
}

function StepsForm({ block, path, errors, onChange }: FormProps<'steps'>) {
  return (
    <>
      <SectionTop block={block} path={path} errors={errors} onChange={(patch) => onChange({ ...block, ...patch })} />
      <RowList
        path={`${path}.steps`}
        label={L.steps}
        itemName={N.steps}
        items={block.steps}
        max={BLOCK_LIMITS.steps}
        newItem={emptyStep}
        errors={errors}
        onChange={(steps) => onChange({ ...block, steps })}
      >
        {(step, index, update) => {
          const stepPath = `${path}.steps.${index}`;
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <BlockText
                  path={`${stepPath}.title`}
                  label={L.title}
                  value={step.title}
                  required
                  maxLength={BLOCK_LIMITS.title}
                  errors={errors}
                  onChange={(title) => update({ ...step, title })}
                />
                <BlockText
                  path={`${stepPath}.meta`}
                  label={L.meta}
                  value={step.meta}
                  maxLength={BLOCK_LIMITS.meta}
                  errors={errors}
                  onChange={(meta) => update({ ...step, meta })}
                />
              </div>
              <BlockText
                path={`${stepPath}.description`}
                label={L.description}
                value={step.description}
                required
                multiline
                maxLength={BLOCK_LIMITS.stepText}
                errors={errors}
                onChange={(description) => update({ ...step, description })}
              />
            </>
          );
        }}
      </RowList>
      <OptionalValue
        path={`${path}.aside`}
        value={block.aside}
        empty={() => ({ title: '', stats: [emptyFigure()], note: '' })}
        addLabel={C.addAside}
        removeLabel={C.removeAside}
        errors={errors}
        onChange={(aside) => onChange({ ...block, aside })}
      >
        {(aside, update) => <StepsPanel path={`${path}.aside`} aside={aside} errors={errors} onChange={update} />}
      </OptionalValue>
    </>
  );
}

type AsideInput = NonNullable<InputOf<'steps'>['aside']>;

/** The dark panel beside the steps (the home page's 'Process & ROI'): image, title, figures, note and a button. */
function StepsPanel({
  path,
  aside,
  errors,
  onChange,
}: {
  path: string;
  aside: AsideInput;
  errors: Errors;
  onChange: (aside: AsideInput) => void;
}) {
  const set = (patch: Partial<AsideInput>) => onChange({ ...aside, ...patch });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{L.aside}</legend>
      <OptionalImage path={`${path}.image`} image={aside.image} errors={errors} onChange={(image) => set({ image })} />
      <BlockText
        path={`${path}.title`}
        label={L.title}
        value={aside.title}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(title) => set({ title })}
      />
      <FigureRows path={`${path}.stats`} stats={aside.stats} errors={errors} onChange={(stats) => set({ stats })} />
      <BlockText
        path={`${path}.note`}
        label={L.note}
        value={aside.note}
        multiline
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(note) => set({ note })}
      />
      <OptionalLink
        path={`${path}.button`}
        legend={L.button}
        link={aside.button}
        addLabel={C.addButton}
        removeLabel={C.removeButton}
        errors={errors}
        // The icon belongs to the button: it goes with it.
        onChange={(button) => set(button ? { button } : { button, buttonIcon: undefined })}
      />
      {aside.button ? (
        <OptionalIcon
          path={`${path}.buttonIcon`}
          label={L.buttonIcon}
          value={aside.buttonIcon}
          errors={errors}
          onChange={(buttonIcon) => set({ buttonIcon })}
        />
      ) : null}
    </fieldset>
  );
}

function ComparisonForm({ block, path, errors, onChange }: FormProps<'comparison'>) {
  const set = (patch: Partial<InputOf<'comparison'>>) => onChange({ ...block, ...patch });
  const columns = block.columns;
  return (
    <>
      <SectionTop block={block} path={path} errors={errors} onChange={(patch) => onChange({ ...block, ...patch })} />
      <BlockText
        path={`${path}.caption`}
        label={L.caption}
        value={block.caption}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(caption) => set({ caption })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{L.columnHeadings}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['label', L.firstColumn],
              ['left', L.leftColumn],
              ['right', L.rightColumn],
            ] as const
          ).map(([key, label]) => (
            <BlockText
              key={key}
              path={`${path}.columns.${key}`}
              label={label}
              value={columns[key]}
              required
              maxLength={BLOCK_LIMITS.label}
              errors={errors}
              onChange={(value) => set({ columns: { ...columns, [key]: value } })}
            />
          ))}
        </div>
      </fieldset>
      <RowList
        path={`${path}.rows`}
        label={L.rows}
        itemName={N.rows}
        items={block.rows}
        max={BLOCK_LIMITS.comparisonRows}
        newItem={emptyComparisonRow}
        errors={errors}
        onChange={(rows) => set({ rows })}
      >
        {(row, index, update) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <BlockText
              path={`${path}.rows.${index}.label`}
              label={L.rowHeading}
              value={row.label}
              required
              maxLength={BLOCK_LIMITS.label}
              errors={errors}
              onChange={(label) => update({ ...row, label })}
            />
            <BlockText
              path={`${path}.rows.${index}.left`}
              label={L.left}
              value={row.left}
              required
              multiline
              maxLength={BLOCK_LIMITS.cell}
              errors={errors}
              onChange={(left) => update({ ...row, left })}
            />
            <BlockText
              path={`${path}.rows.${index}.right`}
              label={L.right}
              value={row.right}
              required
              multiline
              maxLength={BLOCK_LIMITS.cell}
              errors={errors}
              onChange={(right) => update({ ...row, right })}
            />
          </div>
        )}
      </RowList>
    </>
  );
}

function FaqForm({ block, path, errors, onChange }: FormProps<'faq'>) {
  return (
    <>
      <SectionTop block={block} path={path} errors={errors} onChange={(patch) => onChange({ ...block, ...patch })} />
      <RowList
        path={`${path}.items`}
        label={L.items}
        itemName={N.items}
        items={block.items}
        max={BLOCK_LIMITS.faqs}
        newItem={emptyFaqItem}
        errors={errors}
        onChange={(items) => onChange({ ...block, items })}
      >
        {(item, index, update) => (
          <>
            <BlockText
              path={`${path}.items.${index}.question`}
              label={L.question}
              value={item.question}
              required
              maxLength={BLOCK_LIMITS.question}
              errors={errors}
              onChange={(question) => update({ ...item, question })}
            />
            <BlockText
              path={`${path}.items.${index}.answer`}
              label={L.answer}
              value={item.answer}
              required
              multiline
              maxLength={BLOCK_LIMITS.answer}
              errors={errors}
              onChange={(answer) => update({ ...item, answer })}
            />
          </>
        )}
      </RowList>
    </>
  );
}

function StatsForm({ block, path, errors, onChange }: FormProps<'stats'>) {
  const set = (patch: Partial<InputOf<'stats'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <SectionTop block={block} path={path} errors={errors} onChange={(patch) => onChange({ ...block, ...patch })} />
      <BlockSelect
        path={`${path}.columns`}
        label={L.columns}
        value={block.columns ?? 4}
        options={[2, 4].map((value) => ({ value: value as 2 | 4, label: String(value) }))}
        errors={errors}
        onChange={(columns) => set({ columns })}
        className="sm:max-w-60"
      />
      <FigureRows
        path={`${path}.stats`}
        stats={block.stats}
        described
        errors={errors}
        onChange={(stats) => set({ stats })}
      />
      <TextRows
        path={`${path}.paragraphs`}
        label={L.paragraphs}
        itemName={N.paragraphs}
        values={block.paragraphs ?? []}
        max={BLOCK_LIMITS.paragraphs}
        maxLength={BLOCK_LIMITS.paragraph}
        multiline
        errors={errors}
        onChange={(paragraphs) => set({ paragraphs })}
      />
    </>
  );
}

function LogosForm({ block, path, errors, onChange }: FormProps<'logos'>) {
  const set = (patch: Partial<InputOf<'logos'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <BlockText
        path={`${path}.heading`}
        label={L.logosHeading}
        value={block.heading}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(heading) => set({ heading })}
      />
      <RowList
        path={`${path}.logos`}
        label={L.logos}
        itemName={N.logos}
        items={block.logos}
        max={BLOCK_LIMITS.logos}
        newItem={emptyLogo}
        errors={errors}
        onChange={(logos) => set({ logos })}
      >
        {(logo, index, update) => (
          <LogoFields path={`${path}.logos.${index}`} logo={logo} errors={errors} onChange={update} />
        )}
      </RowList>
    </>
  );
}

function LogoFields({
  path,
  logo,
  errors,
  onChange,
}: {
  path: string;
  logo: { name: string; src: string };
  errors: Errors;
  onChange: (logo: { name: string; src: string }) => void;
}) {
  return (
    <>
      <BlockText
        path={`${path}.name`}
        label={L.name}
        value={logo.name}
        required
        maxLength={BLOCK_LIMITS.label}
        errors={errors}
        onChange={(name) => onChange({ ...logo, name })}
      />
      <ImageUpload
        id={fieldId(`${path}.src`)}
        name={`${path}.src`}
        label={L.src}
        required
        shape="square"
        value={logo.src}
        error={errors[`${path}.src`]}
        onChange={(src) => onChange({ ...logo, src })}
      />
    </>
  );
}

function ImageTextForm({ block, path, errors, onChange }: FormProps<'image-text'>) {
  const set = (patch: Partial<InputOf<'image-text'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <SectionTop block={block} path={path} errors={errors} onChange={(patch) => onChange({ ...block, ...patch })} />
      <ImageFields
        path={`${path}.image`}
        label={L.image}
        image={block.image}
        errors={errors}
        onChange={(image) => set({ image })}
      />
      <BlockSelect
        path={`${path}.imageSide`}
        label={L.imageSide}
        value={block.imageSide ?? 'right'}
        options={optionsOf('imageSide')}
        errors={errors}
        onChange={(imageSide) => set({ imageSide })}
        className="sm:max-w-60"
      />
      <OptionalValue
        path={`${path}.figure`}
        value={block.figure}
        empty={() => ({ value: '', label: '', note: '' })}
        addLabel={C.addFigure}
        removeLabel={C.removeFigure}
        errors={errors}
        onChange={(figure) => set({ figure })}
      >
        {(figure, update) => <ImageFigure path={`${path}.figure`} figure={figure} errors={errors} onChange={update} />}
      </OptionalValue>
      <TextRows
        path={`${path}.paragraphs`}
        label={L.paragraphs}
        itemName={N.paragraphs}
        values={block.paragraphs ?? []}
        max={BLOCK_LIMITS.paragraphs}
        maxLength={BLOCK_LIMITS.paragraph}
        multiline
        errors={errors}
        onChange={(paragraphs) => set({ paragraphs })}
      />
      <TextRows
        path={`${path}.points`}
        label={L.points}
        itemName={N.points}
        values={block.points ?? []}
        max={BLOCK_LIMITS.points}
        maxLength={BLOCK_LIMITS.point}
        errors={errors}
        onChange={(points) => set({ points })}
      />
      <OptionalLink
        path={`${path}.button`}
        legend={L.button}
        link={block.button}
        addLabel={C.addButton}
        removeLabel={C.removeButton}
        errors={errors}
        onChange={(button) => set({ button })}
      />
    </>
  );
}

type FigureInput = NonNullable<InputOf<'image-text'>['figure']>;

/** The figure in a card over the image's corner (the home page's '95% decision accuracy'). */
function ImageFigure({
  path,
  figure,
  errors,
  onChange,
}: {
  path: string;
  figure: FigureInput;
  errors: Errors;
  onChange: (figure: FigureInput) => void;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{L.figure}</legend>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <BlockText
          path={`${path}.value`}
          label={L.value}
          value={figure.value}
          required
          maxLength={BLOCK_LIMITS.statValue}
          errors={errors}
          onChange={(value) => onChange({ ...figure, value })}
        />
        <BlockText
          path={`${path}.label`}
          label={L.statLabel}
          value={figure.label}
          required
          maxLength={BLOCK_LIMITS.title}
          errors={errors}
          onChange={(label) => onChange({ ...figure, label })}
        />
      </div>
      <BlockText
        path={`${path}.note`}
        label={L.statDescription}
        value={figure.note}
        maxLength={BLOCK_LIMITS.statText}
        errors={errors}
        onChange={(note) => onChange({ ...figure, note })}
      />
    </fieldset>
  );
}

function CtaForm({ block, path, errors, onChange }: FormProps<'cta'>) {
  const set = (patch: Partial<InputOf<'cta'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <BlockText
        path={`${path}.title`}
        label={L.title}
        value={block.title}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(title) => set({ title })}
      />
      <BlockText
        path={`${path}.lead`}
        label={L.lead}
        value={block.lead}
        required
        multiline
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(lead) => set({ lead })}
      />
      <LinkFields
        path={`${path}.primary`}
        legend={L.primary}
        link={block.primary}
        errors={errors}
        onChange={(primary) => set({ primary })}
      />
      <OptionalLink
        path={`${path}.secondary`}
        legend={L.secondary}
        link={block.secondary}
        addLabel={C.addSecondary}
        removeLabel={C.removeSecondary}
        errors={errors}
        onChange={(secondary) => set({ secondary })}
      />
    </>
  );
}

function FeaturedCaseStudiesForm({ block, path, errors, onChange }: FormProps<'featured-case-studies'>) {
  const set = (patch: Partial<InputOf<'featured-case-studies'>>) => onChange({ ...block, ...patch });
  return (
    <>
      <Note>{LIVE_BLOCK_NOTE}</Note>
      <OptionalHeading heading={block.heading} path={path} errors={errors} onChange={(heading) => set({ heading })} />
      <BlockText
        path={`${path}.anchor`}
        label={L.anchor}
        hint={C.anchorHint}
        value={block.anchor}
        maxLength={BLOCK_LIMITS.anchor}
        errors={errors}
        onChange={(anchor) => set({ anchor })}
        className="sm:max-w-md"
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        <TextField
          {...fieldNames(`${path}.max`)}
          label={L.max}
          type="number"
          inputMode="numeric"
          min={1}
          max={BLOCK_LIMITS.featuredMax}
          step={1}
          value={block.max ?? ''}
          error={errors[`${path}.max`]}
          onChange={(event) =>
            set({ max: event.target.value === '' ? undefined : Number.parseInt(event.target.value, 10) })
          }
        />
        <BlockText
          path={`${path}.industry`}
          label={L.industry}
          hint={C.industryHint}
          value={block.industry}
          maxLength={BLOCK_LIMITS.filter}
          errors={errors}
          onChange={(industry) => set({ industry })}
        />
        <BlockSelect
          path={`${path}.category`}
          label={L.category}
          value={block.category}
          placeholder={C.anyCategory}
          options={optionsOf('category')}
          errors={errors}
          onChange={(category) => set({ category })}
        />
      </div>
    </>
  );
}

function TestimonialsForm({ block, path, errors, onChange }: FormProps<'testimonials'>) {
  return (
    <>
      <Note>{LIVE_BLOCK_NOTE}</Note>
      <OptionalHeading
        heading={block.heading}
        path={path}
        errors={errors}
        onChange={(heading) => onChange({ ...block, heading })}
      />
    </>
  );
}

const isLive = (type: BlockType) => (LIVE_BLOCK_TYPES as readonly BlockType[]).includes(type);
const isInteractive = (type: BlockType) => (INTERACTIVE_BLOCK_TYPES as readonly BlockType[]).includes(type);

/** The form of one block, by its type. */
export function BlockForm({
  block,
  path,
  errors,
  onChange,
}: {
  block: BlockInput;
  path: string;
  errors: Errors;
  onChange: (block: BlockInput) => void;
}) {
  const props = { path, errors, onChange };
  switch (block.type) {
    case 'hero':
      return <HeroForm block={block} {...props} />;
    case 'rich-text':
      return <RichTextForm block={block} {...props} />;
    case 'cards':
      return <CardsForm block={block} {...props} />;
    case 'steps':
      return <StepsForm block={block} {...props} />;
    case 'comparison':
      return <ComparisonForm block={block} {...props} />;
    case 'faq':
      return <FaqForm block={block} {...props} />;
    case 'stats':
      return <StatsForm block={block} {...props} />;
    case 'logos':
      return <LogosForm block={block} {...props} />;
    case 'image-text':
      return <ImageTextForm block={block} {...props} />;
    case 'cta':
      return <CtaForm block={block} {...props} />;
    case 'document':
      return <DocumentForm block={block} {...props} />;
    case 'featured-case-studies':
      return <FeaturedCaseStudiesForm block={block} {...props} />;
    case 'testimonials':
      return <TestimonialsForm block={block} {...props} />;
    default:
      if (isLive(block.type)) return <Note>{LIVE_BLOCK_NOTE}</Note>;
      if (isInteractive(block.type)) return <Note>{INTERACTIVE_BLOCK_NOTE}</Note>;
      return null;
  }
}
