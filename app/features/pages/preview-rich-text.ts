/**
 * The rich text of a draft, made safe to show in the preview frame. A published page shows HTML the
 * server cleaned (sanitizeRichText, app/.server/infrastructure/html-sanitizer.ts); a draft in the
 * editor has not been to the server yet, so the frame cleans it itself, in the browser, before it
 * reaches the view: the same kinds of elements survive (TipTap's output), every attribute but a few
 * is dropped, links are this site's paths or https:// (isSafeLinkHref) and images this site's.
 * Stricter than the server, never looser; the frame's Content-Security-Policy stands behind it.
 */
import { RICH_TEXT_TAGS } from '../../lib/rich-text-tags.ts';
import { isSafeLinkHref, isSiteImageSrc } from './blocks/block-schemas.ts';

const KEPT: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

/** Removed with everything inside them, never shown as text. */
const DROPPED = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
]);

const ATTRIBUTES: Record<string, (name: string, value: string) => boolean> = {
  a: (name, value) =>
    (name === 'href' && (isSafeLinkHref(value) || /^mailto:[^\s]+$/i.test(value))) || name === 'title',
  img: (name, value) =>
    (name === 'src' && isSiteImageSrc(value)) ||
    name === 'alt' ||
    ((name === 'width' || name === 'height') && /^\d{1,4}$/.test(value)),
  ol: (name, value) => name === 'start' && /^\d{1,6}$/.test(value),
  th: (name, value) => (name === 'colspan' || name === 'rowspan') && /^\d{1,3}$/.test(value),
  td: (name, value) => (name === 'colspan' || name === 'rowspan') && /^\d{1,3}$/.test(value),
};

function clean(parent: Element, document: Document): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === node.TEXT_NODE) continue;
    if (node.nodeType !== node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    let element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    clean(element, document);
    if (tag === 'h1') {
      // A page has one h1, its title: headings inside text start at h2, as on the published page.
      const heading = document.createElement('h2');
      heading.append(...element.childNodes);
      element.replaceWith(heading);
      element = heading;
    } else if (!KEPT.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const allowed = ATTRIBUTES[element.tagName.toLowerCase()];
    for (const { name, value } of [...element.attributes]) {
      if (!allowed?.(name.toLowerCase(), value.trim())) element.removeAttribute(name);
    }
    if (tag === 'a' && element.hasAttribute('href')) element.setAttribute('rel', 'noopener noreferrer');
    if (tag === 'img' && !element.hasAttribute('src')) element.remove();
  }
}

/** `html` with only what the preview may show; browser only (DOMParser, which runs no script). */
export function previewRichText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  clean(document.body, document);
  return document.body.innerHTML;
}
