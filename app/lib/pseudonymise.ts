/**
 * An erased person's name and addresses replaced in what the studio keeps about them (issue 31: the
 * audit entries). Addresses anywhere in a text, ignoring case; a name or company only as whole
 * words, so a short name never rewrites part of another word. In a JSON value only the strings change,
 * never the keys, so an entry keeps its shape.
 */

/** What stands for the person: `label` for a name or company, `address` for an e-mail address. */
export interface Pseudonym {
  label: string;
  address: string;
}

export interface PersonalText {
  /** Lower-cased e-mail addresses. */
  addresses: readonly string[];
  /** Names and companies as given. */
  names: readonly string[];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pseudonymiseText(text: string, personal: PersonalText, pseudonym: Pseudonym): string {
  let out = text;
  // Longest first, so one value inside another ('ada@x.com' in 'ada@x.com.au') never splits it.
  const longest = (values: readonly string[]) => [...values].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const address of longest(personal.addresses)) {
    out = out.replace(new RegExp(literal(address), 'gi'), pseudonym.address);
  }
  for (const name of longest(personal.names)) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${literal(name)}(?![\\p{L}\\p{N}])`, 'giu'), pseudonym.label);
  }
  return out;
}

/** The same over a JSON value: every string in it, keys left alone. */
export function pseudonymiseJson(value: unknown, personal: PersonalText, pseudonym: Pseudonym): unknown {
  if (typeof value === 'string') return pseudonymiseText(value, personal, pseudonym);
  if (Array.isArray(value)) return value.map((item) => pseudonymiseJson(item, personal, pseudonym));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, pseudonymiseJson(inner, personal, pseudonym)]),
    );
  }
  return value;
}
