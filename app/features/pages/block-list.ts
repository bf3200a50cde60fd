/**
 * The page editor's list of blocks as data (issue 28): new blocks, moving, duplicating, removing and
 * inserting, what a collapsed block says about itself, and how many error messages belong to each
 * block. Pure, so the editor's buttons and the tests share one truth; the editor adds focus and
 * announcements on top.
 */
import { moveItem, newKey } from '../case-studies/case-study-form.ts';
import { BLOCK_COPY } from './blocks/block-copy.ts';
import { BLOCK_LIMITS, type BlockInput, type BlockType, ONCE_PER_PAGE } from './blocks/block-schemas.ts';

/** A link, a heading and an image as a new block holds them: empty, for the schema's messages to ask for. */
const emptyLink = () => ({ label: '', href: '' });
const emptyHeading = () => ({ eyebrow: '', title: '', lead: '' });
const emptyImage = () => ({ src: '', alt: '', decorative: false });
export const emptyCard = () => ({ icon: 'sparkles' as const, title: '', text: '', color: 'blue' as const });
export const emptyStat = () => ({ value: '', label: '', description: '' });
export const emptyFigure = () => ({ value: '', label: '' });
export const emptyStep = () => ({ title: '', description: '', meta: '' });
export const emptyComparisonRow = () => ({ label: '', left: '', right: '' });
export const emptyFaqItem = () => ({ question: '', answer: '' });
export const emptyLogo = () => ({ name: '', src: '' });
export { emptyHeading, emptyImage, emptyLink };

type DocumentInput = Extract<BlockInput, { type: 'document' }>;
export type DocumentSectionInput = DocumentInput['sections'][number];
export type DocumentPartInput = DocumentSectionInput['parts'][number];
export type DocumentPartKind = DocumentPartInput['type'];

/** A new piece of a document section, of `kind`: empty, with the fewest items its schema accepts. */
export function newDocumentPart(kind: DocumentPartKind): DocumentPartInput {
  switch (kind) {
    case 'list':
      return { type: kind, points: [''] };
    case 'table':
      return { type: kind, caption: '', columns: ['', ''], rows: [['', '']] };
    case 'cookie-choice':
      return { type: kind };
    default:
      return { type: kind, text: '' };
  }
}

export const emptyDocumentSection = (): DocumentSectionInput => ({
  anchor: '',
  title: '',
  parts: [newDocumentPart('paragraph')],
});

/** What a change did to a list inside a block: editing a row, adding one at the end, moving or removing one. */
export type ListChange =
  | { kind: 'edit'; index: number }
  | { kind: 'add' }
  | { kind: 'move'; index: number; delta: -1 | 1 }
  | { kind: 'remove'; index: number };

/**
 * `change` applied to `list` (an edit leaves it as it is; an add appends `make()`). The editor's row
 * lists use it, and a list that follows another (a table's cells follow its columns) applies the
 * same change to itself.
 */
export function applyListChange<T>(list: readonly T[], change: ListChange, make?: () => T): T[] {
  switch (change.kind) {
    case 'add':
      return make ? [...list, make()] : [...list];
    case 'move':
      return moveItem(list, change.index, change.delta);
    case 'remove':
      return list.filter((_, index) => index !== change.index);
    default:
      return [...list];
  }
}

/** A block id: the schema allows letters, digits, hyphens and underscores, which a UUID is. */
export const newBlockId = (): string => newKey();

/**
 * A new block of `type` with a fresh id and empty fields: no words of ours to delete, and lists that
 * need items start with the fewest the schema accepts, so their fields are there to fill in.
 */
export function newBlock(type: BlockType, id: string = newBlockId()): BlockInput {
  // What every section block starts with: no heading, on white, no anchor.
  const section = { heading: emptyHeading(), tone: 'white', anchor: '' } as const;
  switch (type) {
    case 'hero':
      return {
        id,
        type,
        layout: 'split',
        eyebrow: '',
        headline: '',
        subline: '',
        buttons: [emptyLink()],
        highlights: [],
        image: emptyImage(),
      };
    case 'rich-text':
      return { id, type, tone: 'white', anchor: '', html: '' };
    case 'cards':
      return {
        id,
        type,
        ...section,
        style: 'feature',
        columns: 3,
        cards: [emptyCard()],
      };
    case 'steps':
      return { id, type, ...section, steps: [emptyStep(), emptyStep()] };
    case 'comparison':
      return {
        id,
        type,
        ...section,
        caption: '',
        columns: { label: '', left: '', right: '' },
        rows: [emptyComparisonRow()],
      };
    case 'faq':
      return { id, type, ...section, items: [emptyFaqItem()] };
    case 'stats':
      return {
        id,
        type,
        ...section,
        stats: [emptyStat()],
        columns: 4,
        paragraphs: [],
      };
    case 'logos':
      return { id, type, heading: '', logos: [emptyLogo()] };
    case 'image-text':
      return {
        id,
        type,
        ...section,
        image: emptyImage(),
        imageSide: 'right',
        paragraphs: [],
        points: [],
      };
    case 'cta':
      return { id, type, title: '', lead: '', primary: emptyLink() };
    case 'featured-case-studies':
      return { id, type, max: 6, industry: '' };
    case 'document':
      return { id, type, title: '', sections: [emptyDocumentSection()] };
    default:
      return { id, type };
  }
}

/** Whether the block at `index` may move by `delta`: within the list, and never past a hero, which stays first. */
export function canMoveBlock(blocks: readonly BlockInput[], index: number, delta: -1 | 1): boolean {
  const target = index + delta;
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return false;
  return blocks[index]?.type !== 'hero' && blocks[target]?.type !== 'hero';
}

export function moveBlock(blocks: readonly BlockInput[], index: number, delta: -1 | 1): BlockInput[] {
  return canMoveBlock(blocks, index, delta) ? moveItem(blocks, index, delta) : [...blocks];
}

/**
 * The types a page holds at most once: the hero (its one h1, at the top) and ONCE_PER_PAGE (the
 * forms, the ROI calculator, the testimonials and the carousel, whose sections have fixed ids).
 */
export const isSingleBlockType = (type: BlockType): boolean => type === 'hero' || Object.hasOwn(ONCE_PER_PAGE, type);

/** A block a page holds once cannot be doubled, and a full page takes no more blocks. */
export function canDuplicateBlock(blocks: readonly BlockInput[], index: number): boolean {
  const block = blocks[index];
  return block !== undefined && !isSingleBlockType(block.type) && blocks.length < BLOCK_LIMITS.blocks;
}

/** A deep copy of the block at `index`, with a new id, right after it. */
export function duplicateBlock(blocks: readonly BlockInput[], index: number, id: string = newBlockId()): BlockInput[] {
  const original = blocks[index];
  if (!original || !canDuplicateBlock(blocks, index)) return [...blocks];
  return insertBlock(blocks, index + 1, { ...structuredClone(original), id });
}

export function removeBlock(blocks: readonly BlockInput[], index: number): BlockInput[] {
  return blocks.filter((_, i) => i !== index);
}

/** Puts `block` at `index` (clamped to the list); a hero always goes first. */
export function insertBlock(blocks: readonly BlockInput[], index: number, block: BlockInput): BlockInput[] {
  // A hero goes to the top; nothing goes above one.
  const lowest = blocks[0]?.type === 'hero' ? 1 : 0;
  const at = block.type === 'hero' ? 0 : Math.min(Math.max(index, lowest), blocks.length);
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}

/** The types "Add a block" offers: all while there is room, but those a page holds once only while it has none. */
export function addableBlockTypes(blocks: readonly BlockInput[], types: readonly BlockType[]): BlockType[] {
  if (blocks.length >= BLOCK_LIMITS.blocks) return [];
  const taken = new Set(blocks.map((block) => block.type));
  return types.filter((type) => !isSingleBlockType(type) || !taken.has(type));
}

/** The types a page holds once that it has already (besides the hero), which "Add a block" leaves out. */
export function takenOnceTypes(blocks: readonly BlockInput[], types: readonly BlockType[]): BlockType[] {
  const taken = new Set(blocks.map((block) => block.type));
  return types.filter((type) => type !== 'hero' && isSingleBlockType(type) && taken.has(type));
}

/** The words a collapsed block shows: its headline or title, or its type's description while it has none. */
export function blockSummary(block: BlockInput): string {
  const text = (value: string | undefined) => value?.trim() || undefined;
  let summary: string | undefined;
  switch (block.type) {
    case 'hero':
      summary = text(block.headline);
      break;
    case 'logos':
      summary = text(block.heading);
      break;
    case 'cta':
    case 'document':
      summary = text(block.title);
      break;
    case 'cards':
      // Statement cards may have no heading: the section's name for screen readers says what they are.
      summary = text(block.heading?.title) ?? text(block.accessibleName);
      break;
    case 'rich-text':
      summary =
        text(block.heading?.title) ??
        text(
          block.html
            .replace(/<[^>]*>/g, ' ')
            .replace(/&nbsp;/g, ' ')
            .replace(/\s+/g, ' '),
        );
      break;
    default:
      summary = 'heading' in block ? text(block.heading?.title) : undefined;
  }
  return summary ?? BLOCK_COPY[block.type].description;
}

/**
 * How many messages of `errors` (keyed `blocks.<index>.<path>`, or `blocks.<index>` for the block as a
 * whole) belong to each block, by index; blocks without any are left out.
 */
export function errorCountsByBlock(errors: Readonly<Record<string, string>>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const key of Object.keys(errors)) {
    const match = /^blocks\.(\d+)(?:\.|$)/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return counts;
}

/** The messages of `errors` about the block at `index`, keyed by their path inside it ('' for the block itself). */
export function errorsOfBlock(errors: Readonly<Record<string, string>>, index: number): Record<string, string> {
  const prefix = `blocks.${index}`;
  const own: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === prefix) own[''] = message;
    else if (key.startsWith(`${prefix}.`)) own[key.slice(prefix.length + 1)] = message;
  }
  return own;
}

/**
 * `errors` as they apply to the list now: messages keyed by a block's index when they arrived
 * (`idsThen`, the blocks' ids at that moment) follow their block to its index now (`idsNow`), and
 * those of a block removed since are dropped. Other keys stay as they are. So a refused save's
 * messages stay on their blocks while the list is reordered, until the next check replaces them.
 */
export function followBlocks(
  errors: Readonly<Record<string, string>>,
  idsThen: readonly string[],
  idsNow: readonly string[],
): Record<string, string> {
  const followed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^blocks\.(\d+)(?=\.|$)/.exec(key);
    if (!match) {
      followed[key] = message;
      continue;
    }
    const id = idsThen[Number(match[1])];
    const index = id === undefined ? -1 : idsNow.indexOf(id);
    if (index >= 0) followed[`blocks.${index}${key.slice(match[0].length)}`] = message;
  }
  return followed;
}
