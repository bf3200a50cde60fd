/** The editors' values read from their form's named fields (docs/decisions/studio-before-hydration.md). */
import { describe, expect, it } from 'vitest';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  emptyFullValues,
  emptySimpleValues,
  type SimpleEditorValues,
} from '#app/features/case-studies/case-study-form.ts';
import {
  CHECKBOX_VALUES,
  draftFieldName,
  editorValuesFromForm,
  withDrafts,
} from '#app/features/case-studies/case-study-form-fields.ts';

/** A form's fields as a browser sends them: name/value pairs, in order, names repeated. */
const fields = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const rendered = (changes: Partial<SimpleEditorValues> = {}): SimpleEditorValues => ({
  ...emptySimpleValues(),
  ...changes,
});

describe('editorValuesFromForm', () => {
  it('gives back the values it was rendered from when the form holds none of its fields', () => {
    const values = rendered({ title: 'Kept', tags: ['SAP'], featured: true });
    expect(editorValuesFromForm(fields([]), values)).toEqual(values);
  });

  it('reads text fields, rows by index and nested sections by path; row keys stay', () => {
    const values = rendered();
    const read = editorValuesFromForm(
      fields([
        ['title', 'Order Matching'],
        ['results.1.text', 'Orders matched untouched'],
        ['results.1.metric', '91%'],
        ['challenge', 'Line one\r\nline two'],
      ]),
      values,
    );
    expect(read.title).toBe('Order Matching');
    expect(read.results[1]).toEqual({ key: values.results[1]?.key, text: 'Orders matched untouched', metric: '91%' });
    expect(read.results[0]).toEqual(values.results[0]);
    // Posted line breaks are CRLF; the editor's own are LF.
    expect(read.challenge).toBe('Line one\nline two');

    const full = emptyFullValues(defaultSectionTitles);
    const section = editorValuesFromForm(fields([['sections.outcome.content', '<p>Doubled.</p>']]), full);
    expect(section.sections.outcome).toEqual({ title: full.sections.outcome.title, content: '<p>Doubled.</p>' });
  });

  it.each([
    ['ticked', [CHECKBOX_VALUES.off, CHECKBOX_VALUES.on], true],
    ['not ticked', [CHECKBOX_VALUES.off], false],
  ] as const)('reads a checkbox that is %s', (_, posted, expected) => {
    const form = fields(posted.map((value) => ['featured', value]));
    expect(editorValuesFromForm(form, rendered({ featured: !expected })).featured).toBe(expected);
  });

  it('reads chips from their hidden fields: the empty first one says the list is there, even empty', () => {
    expect(editorValuesFromForm(fields([['tags', '']]), rendered({ tags: ['Old'] })).tags).toEqual([]);
    expect(
      editorValuesFromForm(
        fields([
          ['tags', ''],
          ['tags', 'SAP'],
          ['tags', 'OCR'],
        ]),
        rendered(),
      ).tags,
    ).toEqual(['SAP', 'OCR']);
  });

  it.each([
    ['a new form: the slug follows the title', rendered(), [['title', 'Order Matching']], 'order-matching', false],
    [
      'a slug typed by hand is the author’s own',
      rendered(),
      [
        ['title', 'Order Matching'],
        ['slug', 'My Slug'],
      ],
      'my-slug',
      true,
    ],
    [
      'a slug set by hand before stays when the title changes',
      rendered({ title: 'Old', slug: 'chosen', slugEdited: true }),
      [
        ['title', 'New Title'],
        ['slug', 'chosen'],
      ],
      'chosen',
      true,
    ],
    [
      'a slug that follows the title moves with it',
      rendered({ title: 'Old', slug: 'old' }),
      [
        ['title', 'New Title'],
        ['slug', 'old'],
      ],
      'new-title',
      false,
    ],
    [
      'an emptied slug follows the title again',
      rendered({ title: 'Old', slug: 'chosen', slugEdited: true }),
      [
        ['title', 'Old'],
        ['slug', '  '],
      ],
      'old',
      false,
    ],
  ] as const)('%s', (_, values, posted, slug, slugEdited) => {
    const read = editorValuesFromForm(fields(posted.map(([name, value]) => [name, value])), values);
    expect({ slug: read.slug, slugEdited: read.slugEdited }).toEqual({ slug, slugEdited });
  });
});

describe('withDrafts', () => {
  it('adds what is typed in a chip input, once, and ignores a blank one', () => {
    const values = rendered({ tags: ['SAP'], technologyUsed: ['UiPath'] });
    const form = fields([
      [draftFieldName('tags'), ' Reconciliation '],
      [draftFieldName('technologyUsed'), 'uipath'],
      [draftFieldName('teamRoles'), '   '],
    ]);
    const read = withDrafts(values, form);
    expect(read.tags).toEqual(['SAP', 'Reconciliation']);
    expect(read.technologyUsed).toEqual(['UiPath']);
    expect(read.teamRoles).toEqual([]);
  });
});
