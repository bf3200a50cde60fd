/**
 * The case-study editors' values read from their form's named fields (issue 17: nothing done before
 * hydration is lost; docs/decisions/studio-before-hydration.md).
 *
 * Every control of an editor is named by its value path ('title', 'results.0.text',
 * 'sections.challenge.content', the path its errors use too); state that has no control of its own
 * (chips, rich-text HTML, image addresses) is in hidden fields. Two readers use this:
 * - the server, for a form sent before the page hydrated: a plain post of those fields instead of the
 *   JSON `payload` the hydrated editor sends;
 * - the editor as it hydrates, to take over what was typed, ticked and chosen in the meantime.
 *
 * Before hydration no row can be added, removed or moved (those buttons need JavaScript), so the form
 * holds exactly the rows of the values it was rendered from. `rendered` therefore gives the shape, the
 * rows and what no field holds (the rows' keys); a field the form lacks keeps its rendered value.
 */

import { slugify, slugifyPartial } from '../../lib/slug.ts';
import { addToList } from './case-study-form.ts';

/** The hidden field that marks a post of the editor's own fields (rather than its JSON payload). */
export const EDITOR_FIELDS_MARKER = { name: 'editor-fields', value: 'case-study' } as const;

/**
 * What is typed into a chip input (tags, technologies, roles) is posted as `<path>.draft`. The
 * hydrated editor adds it on Enter or Add; before hydration Enter sends the form, so the server
 * counts a draft as added (`withDrafts`).
 */
export const draftFieldName = (path: string) => `${path}.draft`;

/** A checkbox posts 'true'; the hidden 'false' before it says that the box exists when it is not ticked. */
export const CHECKBOX_VALUES = { off: 'false', on: 'true' } as const;

function read(rendered: unknown, form: FormData, path: string): unknown {
  if (typeof rendered === 'string') {
    const value = form.get(path);
    // A browser posts a textarea's line breaks as CRLF; the editor's own values have LF.
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : rendered;
  }
  if (typeof rendered === 'boolean') {
    const posted = form.getAll(path);
    return posted.length === 0 ? rendered : posted.at(-1) === CHECKBOX_VALUES.on;
  }
  if (Array.isArray(rendered)) {
    // A list of rows (metrics, results...) or a list of words (tags...): chips are hidden fields of
    // the list's name, after an empty one that is there even when the list is.
    if (rendered.some((item) => typeof item === 'object')) {
      return rendered.map((row, index) => read(row, form, `${path}.${index}`));
    }
    if (!form.has(path)) return rendered;
    return form.getAll(path).filter((value): value is string => typeof value === 'string' && value !== '');
  }
  if (typeof rendered === 'object' && rendered !== null) {
    return Object.fromEntries(
      Object.entries(rendered).map(([key, value]) => [key, read(value, form, path === '' ? key : `${path}.${key}`)]),
    );
  }
  return rendered;
}

/**
 * An editor's values as its form's named fields hold them, read over the values it was rendered
 * from (any editor whose controls are named by their value paths: the page editor too).
 */
export function readFormValues<V extends object>(form: FormData, rendered: V): V {
  return read(rendered, form, '') as V;
}

/** What the slug rule needs of an editor's values. */
export interface SlugValues {
  title: string;
  slug: string;
  slugEdited: boolean;
}

/**
 * The editor's values as its form holds them. The slug keeps the hydrated editor's rule (SPEC 5): one
 * changed in its field is the author's own; left as rendered, it follows a changed title unless it
 * was set by hand before; emptied, it follows the title again.
 */
export function editorValuesFromForm<V extends SlugValues>(form: FormData, rendered: V): V {
  const values = readFormValues(form, rendered);
  const followTitle = { ...values, slug: slugify(values.title), slugEdited: false };
  if (values.slug !== rendered.slug) {
    return slugify(values.slug) === ''
      ? followTitle
      : { ...values, slug: slugifyPartial(values.slug), slugEdited: true };
  }
  return !rendered.slugEdited && values.title !== rendered.title ? followTitle : values;
}

/** Adds each chip input's draft (`draftFieldName`) to its list, as pressing Enter there would have. */
export function withDrafts<V extends object>(values: V, form: FormData): V {
  const next: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, value] of Object.entries(values)) {
    const draft = form.get(draftFieldName(key));
    if (Array.isArray(value) && typeof draft === 'string' && value.every((item) => typeof item === 'string')) {
      next[key] = addToList(value, draft);
    }
  }
  return next as V;
}
