/** The internal paths a page's blocks link to, for the save-time check that each one exists. */
import { parseInline } from '../../../lib/inline-markup.ts';
import type { Block, BlockLink } from './block-schemas.ts';

/** The links written in inline markup ('[text](/path)'). */
const markupLinks = (text: string | undefined) =>
  text ? parseInline(text).flatMap((token) => (token.type === 'link' ? [token.href] : [])) : [];

/** Links written in a rich-text block's HTML: every href of an anchor. */
const HREF_IN_HTML = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;/gi, "'");

function linksOf(block: Block): (BlockLink | string | undefined)[] {
  switch (block.type) {
    case 'hero':
      return [...block.buttons, ...(block.layout === 'document' ? markupLinks(block.subline) : [])];
    case 'document':
      return [
        ...(block.summary?.points.flatMap(markupLinks) ?? []),
        ...block.sections.flatMap((section) =>
          section.parts.flatMap((part) => {
            if (part.type === 'paragraph') return markupLinks(part.text);
            if (part.type === 'list') return part.points.flatMap(markupLinks);
            return [];
          }),
        ),
        ...markupLinks(block.contact),
      ];
    case 'cards':
      return [...block.cards.map((card) => card.link), block.footnote?.link];
    case 'image-text':
      return [block.button];
    case 'cta':
      return [block.primary, block.secondary];
    case 'rich-text':
      return [...block.html.matchAll(HREF_IN_HTML)].map((match) =>
        decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''),
      );
    default:
      return [];
  }
}

/**
 * Every path on this site the blocks link to ('/contact', '/use-cases'), once each, in the order they
 * first appear; a query or fragment is dropped ('/about#story' is '/about'). Addresses of other
 * sites, mailto: links and fragments of the page itself are not paths of this site and are left out.
 */
export function internalLinksOf(blocks: readonly Block[]): string[] {
  const paths = new Set<string>();
  for (const block of blocks) {
    for (const link of linksOf(block)) {
      const href = (typeof link === 'string' ? link : link?.href)?.trim();
      if (!href?.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) continue;
      paths.add(href.replace(/[?#].*$/, '') || '/');
    }
  }
  return [...paths];
}
