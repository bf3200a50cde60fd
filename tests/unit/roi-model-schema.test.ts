/** The ROI model form's rules (issue 29): every figure within sane bounds, each with its own message. */
import { describe, expect, it } from 'vitest';
import {
  departmentLines,
  readPublishAt,
  roiModelFormValues,
  roiModelMessages,
  roiModelValuesFromForm,
  validateRoiModel,
} from '#app/features/roi/roi-model-schema.ts';
import { SEEDED_ROI_MODEL } from '#app/lib/roi.ts';

const seeded = roiModelFormValues(SEEDED_ROI_MODEL);
const errorsOf = (changes: Record<string, string>) => {
  const result = validateRoiModel({ ...seeded, ...changes });
  return result.success ? {} : result.errors;
};

describe('the ROI model form', () => {
  it('reads back the seeded model (SPEC 9) exactly', () => {
    expect(validateRoiModel(seeded)).toEqual({ success: true, model: SEEDED_ROI_MODEL });
  });

  it('reads every field from a post, a missing one as empty', () => {
    const form = new URLSearchParams(seeded);
    form.delete('costPerWeek');
    const values = roiModelValuesFromForm(form);
    expect(values['medium.savingsRate']).toBe('0.7');
    expect(values.costPerWeek).toBe('');
    expect(errorsOf({ costPerWeek: '' })).toEqual({ costPerWeek: roiModelMessages.costPerWeek });
  });

  it.each([
    ['0', false],
    ['0.01', true],
    ['1', true],
    ['1.01', false],
    ['-0.5', false],
    ['70%', false],
    ['1e-1', false],
    ['', false],
  ])('a savings rate of "%s" is accepted: %s (above 0, at most 1)', (value, ok) => {
    expect(errorsOf({ 'medium.savingsRate': value })).toEqual(
      ok ? {} : { 'medium.savingsRate': roiModelMessages.savingsRate },
    );
  });

  it.each([
    ['0', true],
    ['1', true],
    ['0.85', true],
    ['1.5', false],
    ['-0.1', false],
    ['abc', false],
  ])('a productivity gain of "%s" is accepted: %s (0 to 1)', (value, ok) => {
    expect(errorsOf({ 'high.productivityGain': value })).toEqual(
      ok ? {} : { 'high.productivityGain': roiModelMessages.productivityGain },
    );
  });

  it.each([
    ['1', true],
    ['104', true],
    ['0', false],
    ['105', false],
    ['8.5', false],
  ])('%s implementation weeks is accepted: %s (whole, 1 to 104)', (value, ok) => {
    expect(errorsOf({ 'low.implementationWeeks': value })).toEqual(
      ok ? {} : { 'low.implementationWeeks': roiModelMessages.implementationWeeks },
    );
  });

  it.each([
    ['1', true],
    ['2500', true],
    ['1000000', true],
    ['0', false],
    ['-2000', false],
    ['1000001', false],
    ['2000.50', false],
  ])('a cost per week of %s is accepted: %s (whole dollars, more than 0)', (value, ok) => {
    expect(errorsOf({ costPerWeek: value })).toEqual(ok ? {} : { costPerWeek: roiModelMessages.costPerWeek });
  });

  it('takes 1 to 12 departments, one a line, trimmed, blank lines ignored', () => {
    expect(departmentLines(' Finance \n\n  Legal\r\n')).toEqual(['Finance', 'Legal']);
    expect(errorsOf({ departments: 'Legal' })).toEqual({});
    const twelve = Array.from({ length: 12 }, (_, i) => `Team ${i + 1}`).join('\n');
    expect(errorsOf({ departments: twelve })).toEqual({});
    expect(errorsOf({ departments: `${twelve}\nTeam 13` })).toEqual({ departments: roiModelMessages.departmentsCount });
    expect(errorsOf({ departments: ' \n ' })).toEqual({ departments: roiModelMessages.departmentsCount });
  });

  it('refuses a department named twice or a name over 60 characters', () => {
    expect(errorsOf({ departments: 'Legal\nlegal' })).toEqual({
      departments: roiModelMessages.departmentRepeated('legal'),
    });
    const long = 'L'.repeat(61);
    expect(errorsOf({ departments: `Legal\n${long}` })).toEqual({
      departments: roiModelMessages.departmentLength(long),
    });
  });

  it('wants slider ranges of whole numbers from 1, the highest above the lowest', () => {
    expect(errorsOf({ 'hourlyRate.min': '0' })).toEqual({ 'hourlyRate.min': roiModelMessages.rangeMin });
    expect(errorsOf({ 'hourlyRate.min': '10.5' })).toEqual({ 'hourlyRate.min': roiModelMessages.rangeMin });
    expect(errorsOf({ 'hourlyRate.max': '15' })).toEqual({ 'hourlyRate.max': roiModelMessages.rangeMax });
    expect(errorsOf({ 'hourlyRate.max': '100001' })).toEqual({ 'hourlyRate.max': roiModelMessages.rangeMax });
    expect(errorsOf({ 'hourlyRate.min': '20', 'hourlyRate.max': '250' })).toEqual({});
  });

  it("wants each default within its slider's range", () => {
    expect(errorsOf({ 'default.hourlyRate': '14' })).toEqual({
      'default.hourlyRate': roiModelMessages.defaultValue(15, 100),
    });
    expect(errorsOf({ 'default.employees': '51' })).toEqual({
      'default.employees': roiModelMessages.defaultValue(1, 50),
    });
    expect(errorsOf({ 'default.processHours': '20.5' })).toEqual({
      'default.processHours': roiModelMessages.defaultValue(1, 100),
    });
    // Moving the range moves what a default may be.
    expect(errorsOf({ 'processHours.min': '30', 'default.processHours': '20' })).toEqual({
      'default.processHours': roiModelMessages.defaultValue(30, 100),
    });
  });

  it('wants a default complexity of low, medium or high', () => {
    expect(errorsOf({ 'default.complexity': 'extreme' })).toEqual({
      'default.complexity': roiModelMessages.defaultComplexity,
    });
  });

  it('reports every field that is wrong at once', () => {
    expect(Object.keys(errorsOf({ costPerWeek: '0', 'low.savingsRate': '2', departments: '' })).sort()).toEqual([
      'costPerWeek',
      'departments',
      'low.savingsRate',
    ]);
  });
});

describe('"Publish at" of a draft version', () => {
  const now = new Date('2027-03-01T09:00:00Z');
  it("reads the time in the staff member's zone", () => {
    expect(readPublishAt('2027-03-01T11:30', 'Europe/Berlin', now)).toEqual({ at: '2027-03-01T10:30:00.000Z' });
  });
  it('refuses an empty or unreadable time, a past one and one more than five years ahead', () => {
    expect(readPublishAt('', 'UTC', now)).toEqual({ error: 'Enter a date and a time, or leave Publish at empty' });
    expect(readPublishAt('next week', 'UTC', now)).toEqual({
      error: 'Enter a date and a time, or leave Publish at empty',
    });
    expect(readPublishAt('2027-03-01T08:59', 'UTC', now)).toEqual({
      error: 'Publish at is in the past: choose a later time, or press Publish now.',
    });
    expect(readPublishAt('2032-03-01T09:01', 'UTC', now)).toEqual({
      error: 'Publish at must be within 5 years from now.',
    });
  });
});
