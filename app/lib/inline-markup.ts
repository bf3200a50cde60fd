/**
 * The tiny inline markup of our static copy (legal pages): `**bold**` and `[label](href)`. Enough
 * to write readable policies as data without shipping a Markdown parser. Also `` `code` `` for names
 * such as a cookie's.
 */
export type InlineToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) tokens.push({ type: 'text', text: source.slice(last, match.index) });
    if (match[1] !== undefined) tokens.push({ type: 'strong', text: match[1] });
    else if (match[4] !== undefined) tokens.push({ type: 'code', text: match[4] });
    else tokens.push({ type: 'link', text: match[2] ?? '', href: match[3] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({ type: 'text', text: source.slice(last) });
  return tokens;
}

/** A mailto link in inline markup, e.g. `mailLink('privacy@example.com')`. */
export const mailLink = (address: string) => `[${address}](mailto:${address})`;

/** The plain text of inline markup (for meta descriptions and tests). */
export const plainText = (source: string) =>
  parseInline(source)
    .map((token) => token.text)
    .join('');
