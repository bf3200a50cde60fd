/**
 * The page editor's live preview (issue 28), its protocol: the studio page frames /admin/pages/frame
 * (same origin, framed by the studio only), the frame says it is ready, and the editor posts the
 * draft's blocks to it. Either may start first: a frame that said it was ready before the editor
 * listened says it again when the editor, once listening, greets it. The editor posts the blocks at most once per ~150 ms and on an animation frame. The frame takes messages
 * only from its own origin and its parent, and parses each block on its own: a block that does not
 * pass its schema yet is shown as a notice, not left out silently and not drawn broken.
 */
import { BLOCK_TYPES, type Block, type BlockType, blockSchema } from './blocks/block-schemas.ts';

export const PAGE_FRAME_PATH = '/admin/pages/frame';

/** The widths the preview draws the page at, and the height of the window it looks through. */
export const PREVIEW_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** At most one post per this many milliseconds while the draft changes. */
export const PREVIEW_POST_INTERVAL_MS = 150;

const READY = 'page-preview:ready';
const HELLO = 'page-preview:hello';
const BLOCKS = 'page-preview:blocks';

export const frameReadyMessage = () => ({ kind: READY }) as const;
/** The editor's greeting once it listens: a frame already loaded answers with `ready` again. */
export const editorHelloMessage = () => ({ kind: HELLO }) as const;
export const blocksMessage = (blocks: readonly unknown[]) => ({ kind: BLOCKS, blocks }) as const;

const kindOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'kind' in data ? (data as { kind: unknown }).kind : undefined;

export const isFrameReady = (data: unknown): boolean => kindOf(data) === READY;
export const isEditorHello = (data: unknown): boolean => kindOf(data) === HELLO;

/** The blocks a message carries, or null for any other message. */
export function blocksOfMessage(data: unknown): unknown[] | null {
  if (kindOf(data) !== BLOCKS) return null;
  const blocks = (data as { blocks?: unknown }).blocks;
  return Array.isArray(blocks) ? blocks : null;
}

export type PreviewEntry =
  | { kind: 'block'; block: Block }
  /** A block that does not pass its schema yet: its type's name and the first thing it lacks. */
  | { kind: 'incomplete'; key: string; type: BlockType | null; message: string };

const isBlockType = (value: unknown): value is BlockType =>
  typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

/** Each posted block, parsed on its own, in order. */
export function previewEntries(blocks: readonly unknown[]): PreviewEntry[] {
  return blocks.map((raw, index) => {
    const parsed = blockSchema.safeParse(raw);
    if (parsed.success) return { kind: 'block', block: parsed.data };
    const fields = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown; type?: unknown }) : {};
    return {
      kind: 'incomplete',
      key: typeof fields.id === 'string' && fields.id !== '' ? fields.id : `index-${index}`,
      type: isBlockType(fields.type) ? fields.type : null,
      message: parsed.error.issues[0]?.message ?? 'Required',
    };
  });
}

/**
 * Posts the latest value at most once per `intervalMs`, on an animation frame: the first change goes
 * at once (on the next frame), changes within the interval are folded into one post at its end.
 * Timers are passed in, so the rhythm can be tested without a browser.
 */
export function createThrottledPost<T>(
  post: (value: T) => void,
  {
    intervalMs = PREVIEW_POST_INTERVAL_MS,
    now = () => Date.now(),
    wait = (run: () => void, ms: number) => setTimeout(run, ms),
    frame = (run: () => void) => requestAnimationFrame(run),
  }: {
    intervalMs?: number;
    now?: () => number;
    wait?: (run: () => void, ms: number) => unknown;
    frame?: (run: () => void) => unknown;
  } = {},
) {
  let latest: { value: T } | null = null;
  let scheduled = false;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    scheduled = false;
    if (!latest) return;
    const { value } = latest;
    latest = null;
    last = now();
    post(value);
  };
  return (value: T) => {
    latest = { value };
    if (scheduled) return;
    scheduled = true;
    wait(() => frame(flush), Math.max(0, last + intervalMs - now()));
  };
}
