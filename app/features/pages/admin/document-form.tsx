/**
 * The document block's form (the legal pages): its title, an optional summary box, the numbered
 * sections and a closing note. A section holds parts of five kinds (paragraph, list, subheading,
 * table, the cookie choice), added with one button per kind and moved or removed as any row, with
 * focus kept (RowList). A table's cells follow its columns: adding, moving or removing a column does
 * the same to every row. Texts are in the inline markup of lib/inline-markup.ts, which a note at the
 * top explains.
 */
import {
  applyListChange,
  type DocumentPartInput,
  type DocumentPartKind,
  emptyDocumentSection,
  newDocumentPart,
} from '../block-list.ts';
import { BLOCK_EDITOR_COPY, BLOCK_FIELD_LABELS, BLOCK_ITEM_NAMES, BLOCK_OPTION_LABELS } from '../blocks/block-copy.ts';
import { BLOCK_LIMITS } from '../blocks/block-schemas.ts';
import {
  BlockText,
  type Errors,
  type FormProps,
  type InputOf,
  Note,
  OptionalValue,
  RowList,
  TextRows,
} from './block-fields.tsx';

const L = BLOCK_FIELD_LABELS;
const C = BLOCK_EDITOR_COPY;
const N = BLOCK_ITEM_NAMES;
const KINDS = BLOCK_OPTION_LABELS.part;

export function DocumentForm({ block, path, errors, onChange }: FormProps<'document'>) {
  const set = (patch: Partial<InputOf<'document'>>) => onChange({ ...block, ...patch });
  // The schema takes one cookie choice per document: once it is in, it is offered no more.
  const holdsChoice = block.sections.some((section) => section.parts.some((part) => part.type === 'cookie-choice'));
  return (
    <>
      <Note>{C.markupHint}</Note>
      <BlockText
        path={`${path}.title`}
        label={L.documentTitle}
        hint={C.documentTitleHint}
        value={block.title}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(title) => set({ title })}
      />
      <OptionalValue
        path={`${path}.summary`}
        value={block.summary}
        empty={() => ({ title: '', points: [''] })}
        addLabel={C.addSummary}
        removeLabel={C.removeSummary}
        errors={errors}
        onChange={(summary) => set({ summary })}
      >
        {(summary, update) => (
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{L.summary}</legend>
            <BlockText
              path={`${path}.summary.title`}
              label={L.title}
              value={summary.title}
              required
              maxLength={BLOCK_LIMITS.label}
              errors={errors}
              onChange={(title) => update({ ...summary, title })}
            />
            <TextRows
              path={`${path}.summary.points`}
              label={L.points}
              itemName={N.points}
              values={summary.points}
              max={BLOCK_LIMITS.points}
              maxLength={BLOCK_LIMITS.paragraph}
              multiline
              errors={errors}
              onChange={(points) => update({ ...summary, points })}
            />
          </fieldset>
        )}
      </OptionalValue>
      <RowList
        path={`${path}.sections`}
        label={L.sections}
        itemName={N.sections}
        items={block.sections}
        max={BLOCK_LIMITS.sections}
        newItem={emptyDocumentSection}
        rowMessages
        errors={errors}
        onChange={(sections) => set({ sections })}
      >
        {(section, index, update) => {
          const sectionPath = `${path}.sections.${index}`;
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
                <BlockText
                  path={`${sectionPath}.title`}
                  label={L.title}
                  value={section.title}
                  required
                  maxLength={BLOCK_LIMITS.title}
                  errors={errors}
                  onChange={(title) => update({ ...section, title })}
                />
                <BlockText
                  path={`${sectionPath}.anchor`}
                  label={L.sectionAnchor}
                  hint={C.sectionAnchorHint}
                  value={section.anchor}
                  required
                  maxLength={BLOCK_LIMITS.anchor}
                  errors={errors}
                  onChange={(anchor) => update({ ...section, anchor })}
                />
              </div>
              <PartList
                path={`${sectionPath}.parts`}
                section={index + 1}
                parts={section.parts}
                offerChoice={!holdsChoice}
                errors={errors}
                onChange={(parts) => update({ ...section, parts })}
              />
            </>
          );
        }}
      </RowList>
      <BlockText
        path={`${path}.contact`}
        label={L.contact}
        value={block.contact}
        multiline
        maxLength={BLOCK_LIMITS.lead}
        errors={errors}
        onChange={(contact) => set({ contact })}
      />
    </>
  );
}

const PART_KINDS = Object.keys(KINDS) as DocumentPartKind[];

/** The parts of one section, with a button per kind to add one. */
function PartList({
  path,
  section,
  parts,
  offerChoice,
  errors,
  onChange,
}: {
  path: string;
  /** The section's position, which the row buttons name ('Move part 2 of section 3 up'). */
  section: number;
  parts: readonly DocumentPartInput[];
  offerChoice: boolean;
  errors: Errors;
  onChange: (parts: DocumentPartInput[]) => void;
}) {
  const kinds = PART_KINDS.filter((kind) => kind !== 'cookie-choice' || offerChoice);
  return (
    <RowList
      path={path}
      label={L.parts}
      itemName={N.parts}
      items={parts}
      max={BLOCK_LIMITS.parts}
      adders={kinds.map((kind) => ({ label: C.addPart(KINDS[kind]), make: () => newDocumentPart(kind) }))}
      rowName={(index) => C.partName(index + 1, section)}
      legendOf={(part, index) => C.partLegend(index + 1, KINDS[part.type])}
      rowMessages
      errors={errors}
      onChange={onChange}
    >
      {(part, index, update) => <PartFields path={`${path}.${index}`} part={part} errors={errors} onChange={update} />}
    </RowList>
  );
}

function PartFields({
  path,
  part,
  errors,
  onChange,
}: {
  path: string;
  part: DocumentPartInput;
  errors: Errors;
  onChange: (part: DocumentPartInput) => void;
}) {
  switch (part.type) {
    case 'paragraph':
      return (
        <BlockText
          path={`${path}.text`}
          label={L.paragraph}
          value={part.text}
          required
          multiline
          maxLength={BLOCK_LIMITS.paragraph}
          errors={errors}
          onChange={(text) => onChange({ ...part, text })}
        />
      );
    case 'subheading':
      return (
        <BlockText
          path={`${path}.text`}
          label={L.subheading}
          value={part.text}
          required
          maxLength={BLOCK_LIMITS.title}
          errors={errors}
          onChange={(text) => onChange({ ...part, text })}
        />
      );
    case 'list':
      return (
        <TextRows
          path={`${path}.points`}
          label={L.listItems}
          itemName={N.listItems}
          values={part.points}
          max={BLOCK_LIMITS.listItems}
          maxLength={BLOCK_LIMITS.paragraph}
          multiline
          errors={errors}
          onChange={(points) => onChange({ ...part, points })}
        />
      );
    case 'table':
      return <TableFields path={path} table={part} errors={errors} onChange={onChange} />;
    default:
      return <Note>{C.cookieChoiceNote}</Note>;
  }
}

type TableInput = Extract<DocumentPartInput, { type: 'table' }>;

/** A table's caption, its column headings and its rows, each row one cell per column. */
function TableFields({
  path,
  table,
  errors,
  onChange,
}: {
  path: string;
  table: TableInput;
  errors: Errors;
  onChange: (table: TableInput) => void;
}) {
  const { columns } = table;
  return (
    <>
      <BlockText
        path={`${path}.caption`}
        label={L.caption}
        value={table.caption}
        required
        maxLength={BLOCK_LIMITS.title}
        errors={errors}
        onChange={(caption) => onChange({ ...table, caption })}
      />
      <TextRows
        path={`${path}.columns`}
        label={L.tableColumns}
        itemName={N.tableColumns}
        fieldLabel={L.columnHeading}
        values={columns}
        max={BLOCK_LIMITS.tableColumns}
        maxLength={BLOCK_LIMITS.label}
        errors={errors}
        onChange={(next, change) =>
          onChange({
            ...table,
            columns: next,
            rows: table.rows.map((row) => applyListChange(row, change, () => '')),
          })
        }
      />
      <RowList
        path={`${path}.rows`}
        label={L.rows}
        itemName={N.tableRows}
        items={table.rows}
        max={BLOCK_LIMITS.tableRows}
        newItem={() => columns.map(() => '')}
        rowMessages
        errors={errors}
        onChange={(rows) => onChange({ ...table, rows })}
      >
        {(row, index, update) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {columns.map((heading, column) => (
              <BlockText
                // Cells are places in the row; their values follow a move of the row or the column.
                key={column}
                path={`${path}.rows.${index}.${column}`}
                label={C.columnLabel(heading, column + 1)}
                value={row[column]}
                required
                multiline
                maxLength={BLOCK_LIMITS.cell}
                errors={errors}
                // A row stored with too few or too many cells gets one per column as it is edited.
                onChange={(cell) => update(columns.map((_, i) => (i === column ? cell : (row[i] ?? ''))))}
              />
            ))}
          </div>
        )}
      </RowList>
    </>
  );
}
