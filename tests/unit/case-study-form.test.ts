import { describe, expect, it } from 'vitest';
import { seedCaseStudies } from '#app/content/seed-content.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  addToList,
  cleanList,
  emptyFullValues,
  emptySimpleValues,
  firstSimpleValidationError,
  fullValuesFromDetail,
  fullValuesToInput,
  htmlToText,
  INITIAL_RESULT_ROWS,
  isBlankHtml,
  keptMetrics,
  parseFullDisplayOrder,
  parseSimpleDisplayOrder,
  parseTeamSize,
  resultsToMetrics,
  simpleValuesFromDetail,
  simpleValuesToInput,
  textToHtml,
} from '#app/features/case-studies/case-study-form.ts';
import { ACHIEVED, type CaseStudyDetail } from '#app/lib/case-study.ts';

describe('display order', () => {
  it.each([
    ['', 100],
    ['100', 100],
    ['1', 1],
    ['42', 42],
    ['7.9', 7],
    ['12abc', 12],
    ['abc', 100],
    ['0', 1],
    ['-5', 1],
    ['99999999999', 9999],
    [' 3 ', 3],
  ])('full editor: %j -> %i (default 100, minimum 1, 100 if invalid)', (typed, expected) => {
    expect(parseFullDisplayOrder(typed)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['9999', 9999],
    ['10000', 9999],
    ['-1', 0],
    ['abc', 0],
    ['15', 15],
  ])('simple editor: %j -> %i (default 0, range 0-9999, 0 if invalid)', (typed, expected) => {
    expect(parseSimpleDisplayOrder(typed)).toBe(expected);
  });

  it('starts new studies at each editor’s default', () => {
    expect(emptyFullValues(defaultSectionTitles).displayOrder).toBe('100');
    expect(emptySimpleValues().displayOrder).toBe('0');
  });
});

describe('team size', () => {
  it.each([
    ['5', 5],
    ['12 people', 12],
    ['3.7', 3],
    ['abc', 0],
    ['-2', 0],
    ['', null],
    ['   ', null],
  ])('%j -> %j (an integer, 0 if invalid, unknown when blank)', (typed, expected) => {
    expect(parseTeamSize(typed)).toBe(expected);
  });
});

describe('lists', () => {
  it('ignores blank and whitespace-only entries and repeats', () => {
    expect(cleanList(['RPA', '', '   ', ' SAP  S/4HANA ', 'rpa', '\t'])).toEqual(['RPA', 'SAP S/4HANA']);
  });

  it('adds a typed entry once, ignoring blank input', () => {
    expect(addToList(['RPA'], '  ')).toEqual(['RPA']);
    expect(addToList(['RPA'], ' UiPath ')).toEqual(['RPA', 'UiPath']);
    expect(addToList(['RPA'], 'rpa')).toEqual(['RPA']);
  });
});

describe('metrics and results', () => {
  const metric = (label: string, value: string) => ({
    key: label,
    label,
    value,
    metricType: 'percentage' as const,
    description: '',
    emphasis: false,
  });

  it('full editor keeps only metrics with both a label and a value, renumbered', () => {
    const kept = keptMetrics([
      metric('Touchless', '78%'),
      metric('', '5'),
      metric('No value', ' '),
      metric('Saved', '$1M'),
    ]);
    expect(kept.map((m) => [m.label, m.value, m.orderIndex])).toEqual([
      ['Touchless', '78%', 0],
      ['Saved', '$1M', 1],
    ]);
    expect(kept[0]?.description).toBeNull();
  });

  it("simple editor: a result needs text, and an empty metric is saved as 'Achieved'", () => {
    const metrics = resultsToMetrics([
      { key: 'a', text: 'Faster onboarding', metric: '' },
      { key: 'b', text: '  ', metric: '50%' },
      { key: 'c', text: 'Cost cut', metric: ' 40% ' },
    ]);
    expect(metrics.map((m) => [m.label, m.value, m.orderIndex])).toEqual([
      ['Faster onboarding', ACHIEVED, 0],
      ['Cost cut', '40%', 1],
    ]);
  });

  it("shows 'Achieved' as an empty metric when loading for edit (round trip)", () => {
    const values = emptySimpleValues();
    values.title = 'T';
    values.clientName = 'C';
    values.clientIndustry = 'I';
    values.executiveSummary = 'S';
    values.results = [
      { key: 'a', text: 'Faster onboarding', metric: '' },
      { key: 'b', text: 'Cost cut', metric: '40%' },
    ];
    const input = simpleValuesToInput(values, defaultSectionTitles);
    expect(input.metrics.map((m) => m.value)).toEqual([ACHIEVED, '40%']);

    const detail = asDetail(input);
    const reloaded = simpleValuesFromDetail(detail);
    expect(reloaded.results.map((r) => [r.text, r.metric])).toEqual([
      ['Faster onboarding', ''],
      ['Cost cut', '40%'],
    ]);
  });

  it(`starts with ${INITIAL_RESULT_ROWS} empty result rows, also when a study has no metrics`, () => {
    expect(emptySimpleValues().results).toHaveLength(3);
    expect(emptySimpleValues().results.every((r) => r.text === '' && r.metric === '')).toBe(true);
    const input = simpleValuesToInput(
      { ...emptySimpleValues(), title: 'T', clientName: 'C', clientIndustry: 'I' },
      defaultSectionTitles,
    );
    expect(simpleValuesFromDetail(asDetail(input)).results).toHaveLength(3);
  });
});

describe('simple editor validation order (SPEC 5)', () => {
  const valid = { title: 'T', clientName: 'C', clientIndustry: 'I', executiveSummary: 'S' };

  it('reports the first failing check in order, judged after trimming', () => {
    expect(
      firstSimpleValidationError({ title: '', clientName: '', clientIndustry: '', executiveSummary: '' })?.message,
    ).toBe('Title is required');
    expect(firstSimpleValidationError({ ...valid, title: '   ', clientIndustry: '' })?.message).toBe(
      'Title is required',
    );
    expect(firstSimpleValidationError({ ...valid, clientName: ' \t', executiveSummary: '' })?.message).toBe(
      'Client name is required',
    );
    expect(firstSimpleValidationError({ ...valid, clientIndustry: '\n', executiveSummary: '' })?.message).toBe(
      'Client industry is required',
    );
    expect(firstSimpleValidationError({ ...valid, executiveSummary: '   ' })).toEqual({
      field: 'executiveSummary',
      message: 'Executive summary is required',
    });
    expect(firstSimpleValidationError(valid)).toBeNull();
  });
});

describe('sections', () => {
  it('treats markup without text or image as empty', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p><h2></h2>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.png" alt=""></p>')).toBe(false);
  });

  it('full editor skips sections with empty content and fills in a blank title', () => {
    const values = emptyFullValues(defaultSectionTitles);
    values.title = 'T';
    values.sections.challenge = { title: '', content: '<p>Too many invoices</p>' };
    values.sections.solution = { title: 'How', content: '<p></p>' };
    const input = fullValuesToInput(values, defaultSectionTitles);
    expect(input.sections).toEqual([
      { sectionType: 'challenge', title: 'The challenge', content: '<p>Too many invoices</p>', orderIndex: 1 },
    ]);
  });

  it('converts plain text to paragraphs and back', () => {
    const text = 'First paragraph\nwith a line break.\n\nSecond <one> & more.';
    const html = textToHtml(text);
    expect(html).toBe('<p>First paragraph<br>with a line break.</p><p>Second &lt;one&gt; &amp; more.</p>');
    expect(htmlToText(html)).toBe(text);
  });

  it('reads rich HTML as readable text, lists as dashes', () => {
    expect(htmlToText('<h3>Capture</h3><p>All <strong>channels</strong>.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Capture\n\nAll channels.\n\n- One\n- Two',
    );
  });
});

describe('full editor values', () => {
  it('round-trips every field of a stored study', () => {
    const seed = seedCaseStudies[0]!;
    const detail = asDetail(seed);
    const values = fullValuesFromDetail(detail, defaultSectionTitles);
    const input = fullValuesToInput(values, defaultSectionTitles);
    // The full editor owns "Publish at": a published study has none, and saving says so.
    expect(input.caseStudy).toEqual({ ...seed.caseStudy, publishAt: null });
    expect(input.sections).toEqual(seed.sections);
    expect(input.metrics).toEqual(seed.metrics);
    expect(input.processes).toEqual(seed.processes);
    expect(input.media).toEqual(seed.media);
    expect(values.slugEdited).toBe(false);
  });

  it('shows a draft’s "Publish at" in the staff member’s zone and saves it in UTC', () => {
    const seed = seedCaseStudies[0]!;
    const draft = asDetail({ ...seed, caseStudy: { ...seed.caseStudy, status: 'draft' } });
    draft.caseStudy.publishAt = '2026-12-01T08:30:00.000Z';
    const berlin = fullValuesFromDetail(draft, defaultSectionTitles, 'Europe/Berlin');
    expect(berlin).toMatchObject({ publishAt: '2026-12-01T09:30', publishAtZone: 'Europe/Berlin' });
    expect(fullValuesToInput(berlin, defaultSectionTitles).caseStudy.publishAt).toBe('2026-12-01T08:30:00.000Z');
    const utc = fullValuesFromDetail(draft, defaultSectionTitles);
    expect(utc).toMatchObject({ publishAt: '2026-12-01T08:30', publishAtZone: 'UTC' });
    // Cleared: no schedule. Not a draft: none either, whatever the field holds.
    expect(fullValuesToInput({ ...berlin, publishAt: '' }, defaultSectionTitles).caseStudy.publishAt).toBeNull();
    expect(fullValuesToInput({ ...berlin, status: 'published' }, defaultSectionTitles).caseStudy.publishAt).toBeNull();
  });

  it('normalises on save: trimmed text, blank to null, team size and display order parsed, alt dropped without image', () => {
    const values = emptyFullValues(defaultSectionTitles);
    Object.assign(values, {
      title: '  Claims Agent ',
      clientName: ' Meridian ',
      clientIndustry: 'Insurance',
      subtitle: '   ',
      teamSize: 'four',
      displayOrder: '',
      mainImageAlt: 'orphan alt',
      tags: ['AI', ' ', 'ai'],
    });
    const { caseStudy } = fullValuesToInput(values, defaultSectionTitles);
    expect(caseStudy).toMatchObject({
      title: 'Claims Agent',
      slug: 'claims-agent',
      clientName: 'Meridian',
      subtitle: null,
      teamSize: 0,
      displayOrder: 100,
      mainImageUrl: null,
      mainImageAlt: null,
      tags: ['AI'],
    });
  });

  it('uses the typed slug by the slug rule, or the title’s when left blank', () => {
    const values = { ...emptyFullValues(defaultSectionTitles), title: 'Claims Agent' };
    expect(fullValuesToInput({ ...values, slug: ' My Custom--Slug! ' }, defaultSectionTitles).caseStudy.slug).toBe(
      'my-custom-slug',
    );
    expect(fullValuesToInput({ ...values, slug: '' }, defaultSectionTitles).caseStudy.slug).toBe('claims-agent');
  });
});

describe('simple editor on an existing study', () => {
  it('keeps what it does not show and the formatting of unchanged sections and metrics', () => {
    const seed = seedCaseStudies[0]!;
    const detail = asDetail(seed);
    const values = simpleValuesFromDetail(detail);
    const unchanged = simpleValuesToInput(values, defaultSectionTitles, detail);
    expect(unchanged.caseStudy).toEqual(seed.caseStudy);
    expect(unchanged.sections).toEqual(seed.sections);
    expect(unchanged.metrics).toEqual(seed.metrics);
    expect(unchanged.processes).toEqual(seed.processes);
    expect(unchanged.media).toEqual(seed.media);

    const edited = simpleValuesToInput({ ...values, outcome: 'Everything improved.' }, defaultSectionTitles, detail);
    expect(edited.sections.find((s) => s.sectionType === 'outcome')).toEqual({
      sectionType: 'outcome',
      title: 'The outcome',
      content: '<p>Everything improved.</p>',
      orderIndex: 3,
    });
    expect(edited.sections.find((s) => s.sectionType === 'solution')).toEqual(seed.sections[2]);
  });
});

/** A stored-looking detail for an input (ids and timestamps filled in). */
function asDetail(input: ReturnType<typeof simpleValuesToInput>): CaseStudyDetail {
  const at = '2025-01-01T00:00:00.000Z';
  const owned = { caseStudyId: 'cs-1' };
  return {
    caseStudy: {
      id: 'cs-1',
      externalId: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
      publishAt: null,
      version: 1,
      ...input.caseStudy,
    },
    sections: input.sections.map((s, i) => ({ id: `s${i}`, ...owned, ...s })),
    metrics: input.metrics.map((m, i) => ({ id: `m${i}`, ...owned, ...m })),
    processes: input.processes.map((p, i) => ({ id: `p${i}`, ...owned, ...p })),
    media: input.media.map((m, i) => ({ id: `d${i}`, ...owned, ...m })),
  };
}
