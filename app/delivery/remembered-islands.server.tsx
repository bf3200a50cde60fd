/**
 * Renders a static island's content once per value and keeps its HTML (docs/decisions/static-islands.md,
 * "Remembered islands"): a copy block's HTML is a function of the block alone, and a page version's
 * blocks are the same objects on every request (features/pages/pages.server.ts parses them once), so
 * an uncached render of a page copies its copy blocks' HTML instead of rendering them again.
 */
import type { ReactElement } from 'react';
import type { PreloadOptions } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NonceContext } from './nonce.tsx';
import type { ImagePreload, RememberedIsland, RememberIsland } from './remembered-islands.ts';

/**
 * Stands in for the response's nonce: content that uses it (an inline script) is different in every
 * response, so it is not remembered.
 */
const NONCE_PROBE = 'remembered-island-nonce-probe';

/** The image preloads React puts before the content when it renders without a document (as it would into the head). */
const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image"((?: [A-Za-z]+="[^"]*")*)\/>/;
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g;
/** Anything else React hoists (a title, meta, a stylesheet, a script): content whose render must be the response's own. */
const LEADING_HOISTABLE = /^<(?:link|meta|title|style|script|base)\b/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** The preload options React writes as a link's attributes, by attribute name. */
const PRELOAD_OPTION: Record<string, keyof PreloadOptions> = {
  fetchPriority: 'fetchPriority',
  imageSrcSet: 'imageSrcSet',
  imageSizes: 'imageSizes',
  crossOrigin: 'crossOrigin',
  integrity: 'integrity',
  type: 'type',
  referrerPolicy: 'referrerPolicy',
};

function imagePreload(attributes: string): ImagePreload | null {
  let href: string | undefined;
  const options: Record<string, string> = { as: 'image' };
  for (const [, name = '', raw = ''] of attributes.matchAll(ATTRIBUTE)) {
    const value = unescapeAttribute(raw);
    if (name === 'href') href = value;
    else if (PRELOAD_OPTION[name]) options[PRELOAD_OPTION[name]] = value;
    else return null;
  }
  return href ? { href, options: options as unknown as PreloadOptions } : null;
}

/** The content's HTML without the preloads React put before it, and those preloads; null when it cannot be kept. */
export function splitRenderedIsland(markup: string): RememberedIsland | null {
  if (markup.includes(NONCE_PROBE)) return null;
  const preloads: ImagePreload[] = [];
  let rest = markup;
  for (let match = LEADING_IMAGE_PRELOAD.exec(rest); match; match = LEADING_IMAGE_PRELOAD.exec(rest)) {
    const preload = imagePreload(match[1] ?? '');
    if (!preload) return null;
    preloads.push(preload);
    rest = rest.slice(match[0].length);
  }
  if (LEADING_HOISTABLE.test(rest)) return null;
  return { html: rest, preloads };
}

/**
 * The server's memory of islands: by value, so a value nobody holds any more (an older page version's
 * blocks) takes its HTML with it.
 */
export function createRememberedIslands(): RememberIsland {
  const rendered = new WeakMap<object, RememberedIsland | null>();
  return (value, render) => {
    const known = rendered.get(value);
    if (known !== undefined) return known;
    // A router for the content's links (they resolve the same from any location: a block's links
    // are absolute paths or external addresses).
    const element: ReactElement = (
      <NonceContext value={NONCE_PROBE}>
        <MemoryRouter>{render()}</MemoryRouter>
      </NonceContext>
    );
    let markup: string;
    try {
      markup = renderToStaticMarkup(element);
    } catch {
      // Its code is not loaded yet (it suspended) or it failed: the response renders it as usual,
      // with its own boundary and error handling, and a later one tries again.
      return null;
    }
    const island = splitRenderedIsland(markup);
    rendered.set(value, island);
    return island;
  };
}
