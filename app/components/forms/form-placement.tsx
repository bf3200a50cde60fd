/**
 * A public form shown by a page built from blocks (issue 28) rather than on its own page: the
 * contact form, the two lead forms and the ROI calculator's 'email results'. It posts to the page it
 * is on, whose action tells its forms apart by the hidden BLOCK_FIELD and hands the post to the
 * form's own server code; the action's address ends in the block's section (`#anchor`), so a plain
 * post (no JavaScript, or before hydration) comes back to the form rather than to the page's top.
 * docs/decisions/pages-and-blocks.md, "Interactive blocks".
 */

/** The hidden field naming the block a post comes from (its block type). */
export const BLOCK_FIELD = 'block';

export interface FormPlacement {
  /** The block's type, sent in BLOCK_FIELD. */
  block: string;
  /** The page's path. */
  path: string;
  /** The id of the block's section on the page. */
  anchor: string;
}

/** `href` (a path, with or without a query) taken to the block's section. */
export const atBlock = (href: string, placement: FormPlacement) => `${href.split('#', 1)[0]}#${placement.anchor}`;

/** The hidden field, inside a placed form; nothing on the form's own page. */
export function BlockField({ placement }: { placement: FormPlacement | undefined }) {
  return placement ? <input type="hidden" name={BLOCK_FIELD} value={placement.block} /> : null;
}
