/**
 * The process assessment form (/process-assessment): seven questions about one process, then the
 * contact details the written assessment goes to. Stored as a lead of kind 'process_assessment'.
 */

import {
  amount,
  emailMessages,
  type LeadParseResult,
  leadLimits,
  oneOf,
  parseWith,
  type RawValues,
  requiredLine,
  requiredText,
  workEmail,
} from '../../lib/schemas/lead-fields.ts';
import { z } from '../../lib/schemas/zod.ts';

/** The answers each choice may have: what is stored (their labels are app/features/lead-forms/lead-forms-copy.ts). */
export const SYSTEM_COUNTS = ['1', '2-3', '4-6', '7+'] as const;
export const PAIN_POINTS = [
  'manual-data-entry',
  'errors-rework',
  'slow-turnaround',
  'system-switching',
  'compliance',
  'volume-peaks',
  'no-visibility',
] as const;
export const DATA_FORMATS = ['structured', 'semi-structured', 'unstructured'] as const;
export type SystemCount = (typeof SYSTEM_COUNTS)[number];
export type PainPoint = (typeof PAIN_POINTS)[number];
export type DataFormat = (typeof DATA_FORMATS)[number];

export const assessmentMessages = {
  processNameRequired: 'Process name is required',
  descriptionRequired: 'Please describe the process',
  descriptionTooShort: 'Please add a little more detail (at least 20 characters)',
  volumeRequired: 'Monthly volume is required',
  volumeInvalid: 'Enter the monthly volume as a whole number, e.g. 1200',
  volumeRange: 'Monthly volume must be between 1 and 10,000,000',
  hoursRequired: 'Hours per week is required',
  hoursInvalid: 'Enter the hours per week as a number, e.g. 25',
  hoursRange: 'Hours per week must be between 0.5 and 5,000',
  systemsRequired: 'Select how many systems are involved',
  painPointsRequired: 'Select at least one pain point',
  dataFormatRequired: 'Select the data format',
  nameRequired: 'Name is required',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  companyRequired: 'Company is required',
} as const;

const m = assessmentMessages;

export const processAssessmentSchema = z.object({
  processName: requiredLine('Process name', m.processNameRequired, leadLimits.shortText),
  processDescription: requiredText(
    'Description',
    { required: m.descriptionRequired, tooShort: m.descriptionTooShort, min: 20 },
    leadLimits.longText,
  ),
  monthlyVolume: amount({
    required: m.volumeRequired,
    invalid: m.volumeInvalid,
    range: m.volumeRange,
    min: 1,
    max: 10_000_000,
    integer: true,
  }),
  hoursPerWeek: amount({
    required: m.hoursRequired,
    invalid: m.hoursInvalid,
    range: m.hoursRange,
    min: 0.5,
    max: 5000,
  }),
  systems: oneOf(SYSTEM_COUNTS, m.systemsRequired),
  painPoints: z
    .array(z.enum(PAIN_POINTS, { error: m.painPointsRequired }), { error: m.painPointsRequired })
    .min(1, m.painPointsRequired)
    .transform((values) => PAIN_POINTS.filter((value) => values.includes(value))),
  dataFormat: oneOf(DATA_FORMATS, m.dataFormatRequired),
  name: requiredLine('Name', m.nameRequired, leadLimits.name),
  email: workEmail,
  company: requiredLine('Company', m.companyRequired, leadLimits.company),
});

export type ProcessAssessment = z.output<typeof processAssessmentSchema>;
export type ProcessAssessmentField = keyof ProcessAssessment;

export const processAssessmentFields = {
  single: [
    'processName',
    'processDescription',
    'monthlyVolume',
    'hoursPerWeek',
    'systems',
    'dataFormat',
    'name',
    'email',
    'company',
  ],
  multiple: ['painPoints'],
} as const satisfies { single: readonly ProcessAssessmentField[]; multiple: readonly ProcessAssessmentField[] };

export function parseProcessAssessment(values: RawValues): LeadParseResult<ProcessAssessment, ProcessAssessmentField> {
  return parseWith(processAssessmentSchema, values);
}
