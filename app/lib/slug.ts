/**
 * The case-study slug rule of SPEC 5: lower-case; every character other than letters, digits, space
 * and hyphen removed; spaces turned into hyphens; repeated hyphens collapsed; spaces and hyphens
 * trimmed at both ends. Accented letters keep their base letter ('Café' gives 'cafe') instead of
 * disappearing, so a title in any Latin-script language still yields a readable address.
 */

/** Letters with diacritics are decomposed (NFKD) and their combining marks dropped. */
const COMBINING_MARKS = /\p{M}+/gu;

/** While the slug is being typed: the rule without the final trim, so 'my-' can become 'my-slug'. */
export function slugifyPartial(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** The slug of a title (or of a hand-typed slug): SPEC 5's rule. */
export function slugify(text: string): string {
  return slugifyPartial(text).replace(/^-+|-+$/g, '');
}

/** A finished slug: one or more groups of a-z/0-9 joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MAX_LENGTH = 200;

/** The n-th alternative of a taken slug: 'invoice-automation' -> 'invoice-automation-2', '-3', ... */
export function slugWithSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
