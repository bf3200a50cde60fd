/**
 * The page editor's list of blocks (issue 28): one card per block with its type, a line about it
 * and its count of problems; Move up, Move down, Duplicate and Remove; and "Add a block", which
 * lists the types with their descriptions. Only open blocks mount their form (and TipTap), so a page
 * of forty blocks stays quick. Keyboard users keep their place: after a move focus stays on the
 * button pressed, now on the block's new place; after a removal it goes to the next block, else to
 * "Add a block"; after adding, to the new block's first field. Each change is announced politely.
 *
 * Controlled: `blocks` in, the whole new list out through `onChange`; `errors` are keyed by value
 * path (`blocks.2.cards.0.title`, `blocks.3` for a block as a whole), and a block that receives
 * some opens.
 */
import { ArrowDown, ArrowUp, ChevronDown, Copy, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorList } from '../../../components/forms/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { RowButton } from '../../case-studies/admin/fields.tsx';
import { addButton } from '../../case-studies/admin/metrics-editor.tsx';
import {
  addableBlockTypes,
  blockSummary,
  canDuplicateBlock,
  canMoveBlock,
  duplicateBlock,
  errorCountsByBlock,
  followBlocks,
  insertBlock,
  moveBlock,
  newBlock,
  removeBlock,
  takenOnceTypes,
} from '../block-list.ts';
import { BLOCK_COPY, BLOCK_EDITOR_COPY } from '../blocks/block-copy.ts';
import { BLOCK_TYPES, type BlockInput, type BlockType } from '../blocks/block-schemas.ts';
import { firstField } from './block-fields.tsx';
import { BlockForm } from './block-forms.tsx';

const C = BLOCK_EDITOR_COPY;

/** The DOM ids of a block's card and its controls (block ids are letters, digits, - and _). */
const cardId = (block: BlockInput) => `page-block-${block.id}`;
type Control = 'toggle' | 'up' | 'down' | 'duplicate' | 'remove' | 'form';
const controlId = (block: BlockInput, control: Control) => `${cardId(block)}-${control}`;

/** Block-level messages: the block as a whole, its type (a hero out of place), its id (a repeat). */
const OWN_KEYS = ['', '.type', '.id'] as const;

export function BlockListEditor({
  blocks,
  onChange,
  errors,
}: {
  blocks: BlockInput[];
  onChange: (blocks: BlockInput[]) => void;
  errors: Record<string, string>;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [choosing, setChoosing] = useState(false);
  /** Where "Add a block" puts the new block: before the block at this index; null, at the end. */
  const [place, setPlace] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  const addId = useId();
  const chooserId = useId();
  // The messages are keyed by the blocks' places when they came: they follow their blocks through
  // moves and removals until new ones come (a new set of messages, not merely a new object).
  const signature = JSON.stringify(errors);
  const [arrival, setArrival] = useState({ signature, ids: blocks.map((block) => block.id) });
  if (arrival.signature !== signature) setArrival({ signature, ids: blocks.map((block) => block.id) });
  const ids = blocks.map((block) => block.id).join(' ');
  // The signature and the ids stand for `errors` and `blocks`, which may be new objects on every render.
  const current = useMemo(() => followBlocks(errors, arrival.ids, ids.split(' ')), [signature, arrival, ids]);
  const counts = useMemo(() => errorCountsByBlock(current), [current]);

  // Blocks with problems open when the problems arrive (a refused save), so every message is in view.
  // `arrival` changes exactly when a new set of messages comes.
  useEffect(() => {
    const withProblems = [...errorCountsByBlock(errors).keys()].map((index) => arrival.ids[index]);
    if (withProblems.length === 0) return;
    setOpen((open) => new Set([...open, ...withProblems.filter((id): id is string => id !== undefined)]));
  }, [arrival]);

  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  const byId = (id: string) => () => document.getElementById(id);
  const nameOf = (block: BlockInput) => BLOCK_COPY[block.type].name;
  const change = (next: BlockInput[], said: string, focus: () => HTMLElement | null) => {
    pendingFocus.current = focus;
    setAnnouncement(said);
    onChange(next);
  };

  const move = (index: number, delta: -1 | 1) => {
    const block = blocks[index];
    if (!block || !canMoveBlock(blocks, index, delta)) return;
    const next = moveBlock(blocks, index, delta);
    const target = index + delta;
    const pressed: Control = delta === -1 ? 'up' : 'down';
    // At the top or the bottom the pressed button is disabled: the other one keeps the focus.
    const keeps = canMoveBlock(next, target, delta) ? pressed : pressed === 'up' ? 'down' : 'up';
    const control = canMoveBlock(next, target, keeps === 'up' ? -1 : 1) ? keeps : 'toggle';
    change(next, C.moved(nameOf(block), target + 1, next.length), byId(controlId(block, control)));
  };

  const duplicate = (index: number) => {
    const block = blocks[index];
    if (!block || !canDuplicateBlock(blocks, index)) return;
    const next = duplicateBlock(blocks, index);
    const copy = next[index + 1] as BlockInput;
    if (open.has(block.id)) setOpen((current) => new Set(current).add(copy.id));
    change(next, C.duplicated(nameOf(block), index + 2, next.length), byId(controlId(copy, 'toggle')));
  };

  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    const next = removeBlock(blocks, index);
    const following = next[index];
    change(next, C.removed(nameOf(block), next.length), following ? byId(controlId(following, 'toggle')) : byId(addId));
  };

  const add = (type: BlockType) => {
    const block = newBlock(type);
    const next = insertBlock(blocks, place ?? blocks.length, block);
    const position = next.indexOf(block) + 1;
    setChoosing(false);
    setPlace(null);
    setOpen((current) => new Set(current).add(block.id));
    change(next, C.added(BLOCK_COPY[type].name, position, next.length), () => {
      const form = document.getElementById(controlId(block, 'form'));
      return firstField(form) ?? document.getElementById(controlId(block, 'toggle'));
    });
  };

  const closeChooser = () => {
    pendingFocus.current = byId(addId);
    setChoosing(false);
    setPlace(null);
  };

  const toggle = (block: BlockInput) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(block.id)) next.add(block.id);
      return next;
    });

  const addable = addableBlockTypes(blocks, BLOCK_TYPES);
  const seen = new Set<string>();

  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {C.empty}
        </p>
      ) : (
        <ol aria-label={C.listLabel} className="space-y-3">
          {blocks.map((block, index) => {
            // A repeated id (refused by the schema, which says so on the block) must not break the list.
            const key = seen.has(block.id) ? `${block.id}~${index}` : block.id;
            seen.add(block.id);
            const path = `blocks.${index}`;
            const name = nameOf(block);
            const isOpen = open.has(block.id);
            const count = counts.get(index) ?? 0;
            const label = `${name}, ${C.position(index + 1, blocks.length).toLowerCase()}`;
            return (
              <li
                key={key}
                id={cardId(block)}
                className={cn(
                  'rounded-xl border bg-white shadow-xs',
                  count > 0 ? 'border-red-300' : 'border-slate-200',
                )}
              >
                <div className="flex items-center gap-2 px-3 py-2.5 sm:px-4">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs font-semibold text-slate-700 tabular-nums"
                  >
                    {index + 1}
                  </span>
                  <h3 className="min-w-0 flex-1">
                    <button
                      type="button"
                      id={controlId(block, 'toggle')}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? controlId(block, 'form') : undefined}
                      onClick={() => toggle(block)}
                      className="flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('size-4 shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-semibold text-slate-900">
                          <span className="sr-only">{C.position(index + 1, blocks.length)}: </span>
                          {name}
                        </span>
                        <span className="block truncate text-xs text-slate-600">{blockSummary(block)}</span>
                      </span>
                      {count > 0 ? (
                        <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ring-inset">
                          {C.errorCount(count)}
                        </span>
                      ) : null}
                    </button>
                  </h3>
                  <div className="flex shrink-0 items-center">
                    <RowButton
                      id={controlId(block, 'up')}
                      label={`${C.moveUp}: ${label}`}
                      disabled={!canMoveBlock(blocks, index, -1)}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={controlId(block, 'down')}
                      label={`${C.moveDown}: ${label}`}
                      disabled={!canMoveBlock(blocks, index, 1)}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={controlId(block, 'duplicate')}
                      label={`${C.duplicate}: ${label}`}
                      disabled={!canDuplicateBlock(blocks, index)}
                      onClick={() => duplicate(index)}
                    >
                      <Copy className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      id={controlId(block, 'remove')}
                      label={`${C.remove}: ${label}`}
                      tone="danger"
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </RowButton>
                  </div>
                </div>
                {isOpen ? (
                  <div id={controlId(block, 'form')} className="space-y-5 border-t border-slate-100 px-4 py-5 sm:px-6">
                    {OWN_KEYS.map((suffix) => (
                      <ErrorList
                        key={suffix}
                        id={`${cardId(block)}${suffix.replace('.', '-')}-error`}
                        error={current[`${path}${suffix}`]}
                      />
                    ))}
                    <BlockForm
                      block={block}
                      path={path}
                      errors={current}
                      onChange={(changed) => onChange(blocks.map((other, i) => (i === index ? changed : other)))}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {addable.length === 0 ? (
        <p id={addId} tabIndex={-1} className="text-sm text-slate-600">
          {C.full}
        </p>
      ) : (
        <div className="space-y-3">
          <button
            type="button"
            id={addId}
            aria-expanded={choosing}
            aria-controls={choosing ? chooserId : undefined}
            onClick={() => {
              if (!choosing) pendingFocus.current = () => document.querySelector(`[id="${chooserId}"] li button`);
              setChoosing(!choosing);
              setPlace(null);
            }}
            className={addButton}
          >
            <Plus className="size-4" aria-hidden="true" />
            {C.addBlock}
          </button>
          {choosing ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut; Cancel is the way for everyone
            <div
              id={chooserId}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                closeChooser();
              }}
              className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <div className="mb-2 flex items-center justify-between gap-2 px-1">
                <h3 id={`${chooserId}-title`} className="text-sm font-semibold text-slate-900">
                  {C.chooseType}
                </h3>
                <button
                  type="button"
                  onClick={closeChooser}
                  className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  <X className="size-4" aria-hidden="true" />
                  {C.closeChooser}
                </button>
              </div>
              {blocks.length > 0 ? (
                <PlaceSelect blocks={blocks} place={place ?? blocks.length} onChange={setPlace} />
              ) : null}
              <BlockChoices blocks={blocks} labelledBy={`${chooserId}-title`} onChoose={add} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * Where a new block goes: at the end (the default), after any block, or at the top when the page
 * does not start with a hero (which stays first). A hero chosen goes to the top whatever is picked.
 */
function PlaceSelect({
  blocks,
  place,
  onChange,
}: {
  blocks: readonly BlockInput[];
  place: number;
  onChange: (place: number) => void;
}) {
  const id = useId();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 px-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {C.placeLabel}
      </label>
      <select
        id={id}
        value={place}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {blocks[0]?.type === 'hero' ? null : <option value={0}>{C.placeAtStart}</option>}
        {blocks.slice(0, -1).map((block, index) => (
          <option key={block.id} value={index + 1}>
            {C.placeAfter(index + 1, BLOCK_COPY[block.type].name)}
          </option>
        ))}
        <option value={blocks.length}>{C.placeAtEnd}</option>
      </select>
    </div>
  );
}

/**
 * The types "Add a block" offers, each with its description, and why the types a page holds once
 * are missing when the page has them (the hero, a form, the testimonials…).
 */
export function BlockChoices({
  blocks,
  labelledBy,
  onChoose,
}: {
  blocks: readonly BlockInput[];
  labelledBy: string;
  onChoose: (type: BlockType) => void;
}) {
  const addable = addableBlockTypes(blocks, BLOCK_TYPES);
  const takenOnce = takenOnceTypes(blocks, BLOCK_TYPES);
  return (
    <>
      <ul aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
        {addable.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onChoose(type)}
              className="flex h-full w-full flex-col items-start gap-0.5 rounded-lg border border-slate-200 px-3 py-2.5 text-left hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <span className="text-sm font-semibold text-slate-900">{BLOCK_COPY[type].name}</span>
              <span className="text-xs text-slate-600">{BLOCK_COPY[type].description}</span>
            </button>
          </li>
        ))}
      </ul>
      {!addable.includes('hero') && blocks.length > 0 ? (
        <p className="mt-2 px-1 text-xs text-slate-600">{C.heroTaken}</p>
      ) : null}
      {takenOnce.length > 0 ? (
        <p className="mt-2 px-1 text-xs text-slate-600">
          {C.onceTaken(takenOnce.map((type) => BLOCK_COPY[type].name))}
        </p>
      ) : null}
    </>
  );
}
