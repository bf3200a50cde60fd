/**
 * The one HTML sanitiser of the site (DESIGN 2 'rich text'): case-study section content is HTML
 * written in the admin editor, and it is cleaned with this allow-list on save (admin editors) and
 * again on render (public pages). What survives: headings, paragraphs, lists, links with safe
 * protocols, emphasis, quotes, code, tables and images with http(s) or site-relative sources. What
 * never survives: script and style elements, event handlers, style and class attributes, iframes,
 * forms, `javascript:`/`data:`/`vbscript:` URLs and protocol-relative URLs. (The page editor's
 * preview cleans a draft that has not been saved yet in the browser, keeping the same elements:
 * app/features/pages/preview-rich-text.ts.)
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../../lib/rich-text-tags.ts';

const SAFE_LINK_REL = 'noopener noreferrer';

export const richTextPolicy: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: [
      'src',
      'alt',
      'title',
      'width',
      'height',
      { name: 'loading', multiple: false, values: ['lazy'] },
      { name: 'decoding', multiple: false, values: ['async'] },
    ],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['row', 'col', 'rowgroup', 'colgroup'] }],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped along with the tag, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template'],
  transformTags: {
    // A page has exactly one h1 (its title): headings inside content start at h2.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: SAFE_LINK_REL } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image whose source was removed as unsafe is dropped rather than left broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Cleans editor HTML for storage and display; safe to run more than once (idempotent). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, richTextPolicy).trim();
}
