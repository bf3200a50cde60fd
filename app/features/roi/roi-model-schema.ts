/**
 * The ROI model form (issue 29): every figure within sane bounds, each with its own message. The
 * form posts flat fields (it works without JavaScript); `readRoiModelForm` turns them into a model or
 * the errors by field name. The server is the authority: the studio screen shows what it answers.
 */

import {
  type Complexity,
  complexities,
  isComplexity,
  type NumericRoiInput,
  numericRoiInputs,
  type RoiModel,
} from '../../lib/roi.ts';
import { wallTimeToMs, wallTimeToUtc } from '../../lib/time-zone.ts';
import { PUBLISH_AT_INVALID, PUBLISH_AT_TOO_FAR } from '../case-studies/case-study-schema.ts';
import { publishAtProblem } from '../case-studies/publish-at.ts';
import { roiModelCopy } from './roi-model-copy.ts';

export const ROI_MODEL_LIMITS = {
  weeks: { min: 1, max: 104 },
  costPerWeek: { min: 1, max: 1_000_000 },
  departments: { min: 1, max: 12, nameLength: 60 },
  range: { min: 1, max: 100_000 },
} as const;

const whole = new Intl.NumberFormat('en-US');

export const roiModelMessages = {
  savingsRate: 'Savings rate must be a number above 0 and at most 1 (0.7 is 70%).',
  productivityGain: 'Productivity gain must be a number from 0 to 1 (0.8 is 80%).',
  implementationWeeks: `Implementation weeks must be a whole number from ${ROI_MODEL_LIMITS.weeks.min} to ${ROI_MODEL_LIMITS.weeks.max}.`,
  costPerWeek: `Cost per week must be a whole number of dollars from $${ROI_MODEL_LIMITS.costPerWeek.min} to $${whole.format(ROI_MODEL_LIMITS.costPerWeek.max)}.`,
  departmentsCount: `List from ${ROI_MODEL_LIMITS.departments.min} to ${ROI_MODEL_LIMITS.departments.max} departments, one a line.`,
  departmentLength: (name: string) =>
    `"${name.slice(0, 20)}…" is too long: a department's name is at most ${ROI_MODEL_LIMITS.departments.nameLength} characters.`,
  departmentRepeated: (name: string) => `"${name}" is listed twice: list each department once.`,
  rangeMin: `The lowest value must be a whole number from ${ROI_MODEL_LIMITS.range.min} to ${whole.format(ROI_MODEL_LIMITS.range.max)}.`,
  rangeMax: `The highest value must be a whole number up to ${whole.format(ROI_MODEL_LIMITS.range.max)}, above the lowest value.`,
  defaultValue: (min: number, max: number) =>
    `The default must be a whole number within the slider's range (${whole.format(min)} to ${whole.format(max)}).`,
  defaultComplexity: 'Choose the default complexity: low, medium or high.',
} as const;

/** The form's field names: `low.savingsRate`, `costPerWeek`, `departments`, `hourlyRate.min`, `default.hourlyRate`… */
export const roiModelField = {
  profile: (complexity: Complexity, figure: 'savingsRate' | 'implementationWeeks' | 'productivityGain') =>
    `${complexity}.${figure}`,
  costPerWeek: 'costPerWeek',
  departments: 'departments',
  rangeMin: (name: NumericRoiInput) => `${name}.min`,
  rangeMax: (name: NumericRoiInput) => `${name}.max`,
  defaultOf: (name: NumericRoiInput | 'complexity') => `default.${name}`,
} as const;

export type RoiModelFormValues = Record<string, string>;
export type RoiModelErrors = Record<string, string>;

/** A model as the form shows it. */
export function roiModelFormValues(model: RoiModel): RoiModelFormValues {
  const values: RoiModelFormValues = {
    [roiModelField.costPerWeek]: String(model.costPerWeek),
    [roiModelField.departments]: model.departments.join('\n'),
    [roiModelField.defaultOf('complexity')]: model.defaults.complexity,
  };
  for (const complexity of complexities) {
    const profile = model.complexities[complexity];
    values[roiModelField.profile(complexity, 'savingsRate')] = String(profile.savingsRate);
    values[roiModelField.profile(complexity, 'implementationWeeks')] = String(profile.implementationWeeks);
    values[roiModelField.profile(complexity, 'productivityGain')] = String(profile.productivityGain);
  }
  for (const name of numericRoiInputs) {
    values[roiModelField.rangeMin(name)] = String(model.ranges[name].min);
    values[roiModelField.rangeMax(name)] = String(model.ranges[name].max);
    values[roiModelField.defaultOf(name)] = String(model.defaults[name]);
  }
  return values;
}

/** Every field of the form, read from a post (a missing one is empty, so it gets its message). */
export function roiModelValuesFromForm(form: { get(name: string): unknown }): RoiModelFormValues {
  const names = Object.keys(roiModelFormValues(PLACEHOLDER_SHAPE));
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.slice(0, 2000) : ''];
    }),
  );
}

// Only its field names are used.
const PLACEHOLDER_SHAPE: RoiModel = {
  complexities: {
    low: { savingsRate: 0, implementationWeeks: 0, productivityGain: 0 },
    medium: { savingsRate: 0, implementationWeeks: 0, productivityGain: 0 },
    high: { savingsRate: 0, implementationWeeks: 0, productivityGain: 0 },
  },
  costPerWeek: 0,
  departments: [],
  ranges: {
    processHours: { min: 0, max: 0 },
    hourlyRate: { min: 0, max: 0 },
    frequency: { min: 0, max: 0 },
    employees: { min: 0, max: 0 },
  },
  defaults: { processHours: 0, hourlyRate: 0, frequency: 0, employees: 0, complexity: 'medium' },
};

/** A plain decimal as typed (no exponent, no hex, no spaces inside); NaN otherwise. */
function decimal(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The department list as typed: one a line, blank lines ignored, each trimmed. */
export const departmentLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export type RoiModelValidation = { success: true; model: RoiModel } | { success: false; errors: RoiModelErrors };

/** The model the form describes, or every field's first problem. */
export function validateRoiModel(values: RoiModelFormValues): RoiModelValidation {
  const errors: RoiModelErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };

  const profiles = {} as RoiModel['complexities'];
  for (const complexity of complexities) {
    const savingsField = roiModelField.profile(complexity, 'savingsRate');
    const weeksField = roiModelField.profile(complexity, 'implementationWeeks');
    const gainField = roiModelField.profile(complexity, 'productivityGain');
    const savingsRate = decimal(values[savingsField]);
    const implementationWeeks = decimal(values[weeksField]);
    const productivityGain = decimal(values[gainField]);
    if (!(savingsRate > 0 && savingsRate <= 1)) fail(savingsField, roiModelMessages.savingsRate);
    if (!isWholeIn(implementationWeeks, ROI_MODEL_LIMITS.weeks.min, ROI_MODEL_LIMITS.weeks.max))
      fail(weeksField, roiModelMessages.implementationWeeks);
    if (!(productivityGain >= 0 && productivityGain <= 1)) fail(gainField, roiModelMessages.productivityGain);
    profiles[complexity] = { savingsRate, implementationWeeks, productivityGain };
  }

  const costPerWeek = decimal(values[roiModelField.costPerWeek]);
  if (!isWholeIn(costPerWeek, ROI_MODEL_LIMITS.costPerWeek.min, ROI_MODEL_LIMITS.costPerWeek.max))
    fail(roiModelField.costPerWeek, roiModelMessages.costPerWeek);

  const names = departmentLines(values[roiModelField.departments] ?? '');
  const { min, max, nameLength } = ROI_MODEL_LIMITS.departments;
  if (names.length < min || names.length > max) fail(roiModelField.departments, roiModelMessages.departmentsCount);
  const tooLong = names.find((name) => name.length > nameLength);
  if (tooLong) fail(roiModelField.departments, roiModelMessages.departmentLength(tooLong));
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) fail(roiModelField.departments, roiModelMessages.departmentRepeated(name));
    seen.add(key);
  }

  const ranges = {} as RoiModel['ranges'];
  const defaults = {} as RoiModel['defaults'];
  for (const name of numericRoiInputs) {
    const minField = roiModelField.rangeMin(name);
    const maxField = roiModelField.rangeMax(name);
    const defaultField = roiModelField.defaultOf(name);
    const low = decimal(values[minField]);
    const high = decimal(values[maxField]);
    const start = decimal(values[defaultField]);
    const lowOk = isWholeIn(low, ROI_MODEL_LIMITS.range.min, ROI_MODEL_LIMITS.range.max);
    if (!lowOk) fail(minField, roiModelMessages.rangeMin);
    const highOk = isWholeIn(high, lowOk ? low + 1 : ROI_MODEL_LIMITS.range.min + 1, ROI_MODEL_LIMITS.range.max);
    if (!highOk) fail(maxField, roiModelMessages.rangeMax);
    // Against a range that is itself wrong there is nothing to say yet: its own message comes first.
    if (lowOk && highOk && !isWholeIn(start, low, high)) fail(defaultField, roiModelMessages.defaultValue(low, high));
    ranges[name] = { min: low, max: high };
    defaults[name] = start;
  }
  const complexity = values[roiModelField.defaultOf('complexity')];
  if (!isComplexity(complexity)) fail(roiModelField.defaultOf('complexity'), roiModelMessages.defaultComplexity);
  else defaults.complexity = complexity;

  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, model: { complexities: profiles, costPerWeek, departments: names, ranges, defaults } };
}

/** "Publish at" as typed in the staff member's zone: an ISO instant, or the message for it. */
export function readPublishAt(wallTime: string, zone: string, now: Date): { at: string } | { error: string } {
  const at = wallTimeToMs(wallTime.trim(), zone);
  if (at === null || wallTime.trim() === '') return { error: PUBLISH_AT_INVALID };
  const problem = publishAtProblem(at, now);
  if (problem === 'past') return { error: roiModelCopy.publishAtPast };
  if (problem === 'too-far') return { error: PUBLISH_AT_TOO_FAR };
  return { at: wallTimeToUtc(wallTime.trim(), zone) ?? new Date(at).toISOString() };
}
