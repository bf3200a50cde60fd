import { createContext, type ReactElement } from 'react';
import { type PreloadOptions, preload } from 'react-dom';

/** An image React would have preloaded for a remembered island, had it rendered the island's content itself. */
export interface ImagePreload {
  href: string;
  options: PreloadOptions;
}

/** A static island's content rendered once: its HTML, and the images React hoists a preload of into the head. */
export interface RememberedIsland {
  html: string;
  preloads: readonly ImagePreload[];
}

/**
 * The island's content for `value` as HTML, rendered once per value (remembered-islands.server.tsx),
 * or null when it must be rendered with each response (it carries the response's nonce).
 */
export type RememberIsland = (value: object, render: () => ReactElement) => RememberedIsland | null;

/** The server's memory of rendered islands (entry.server.tsx provides it); null in the browser. */
export const RememberedIslands = /* @__PURE__ */ createContext<RememberIsland | null>(null);

/** Asks React for the preloads the island's images would have made, so the document's head is the same. */
export function replayPreloads(island: RememberedIsland): void {
  for (const image of island.preloads) preload(image.href, image.options);
}
