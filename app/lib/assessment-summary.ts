/**
 * The short summary shown after a process assessment is sent: the answers in words, and the yearly
 * hours the process costs today with the share our clients typically get back (SPEC 1's 60-85%).
 */
import { dataFormatOptions, optionLabel, painPointOptions, systemCountOptions } from '../content/lead-forms.ts';
import type { ProcessAssessment } from './schemas/process-assessment.ts';

/** SPEC 1: automation typically removes 60-85% of a process's operating cost. */
export const TYPICAL_REDUCTION = { low: 0.6, high: 0.85 } as const;
export const WEEKS_PER_YEAR = 52;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface AssessmentSummary {
  rows: { label: string; value: string }[];
  hoursPerYear: number;
  reclaimableHours: { low: number; high: number };
  /** The same figures formatted for reading, e.g. '1,248'. */
  formatted: { hoursPerYear: string; low: string; high: string };
}

export function summarizeAssessment(
  assessment: Pick<
    ProcessAssessment,
    'processName' | 'monthlyVolume' | 'hoursPerWeek' | 'systems' | 'painPoints' | 'dataFormat'
  >,
): AssessmentSummary {
  const hoursPerYear = assessment.hoursPerWeek * WEEKS_PER_YEAR;
  const low = Math.round(hoursPerYear * TYPICAL_REDUCTION.low);
  const high = Math.round(hoursPerYear * TYPICAL_REDUCTION.high);
  return {
    rows: [
      { label: 'Process', value: assessment.processName },
      { label: 'Monthly volume', value: `${wholeNumber.format(assessment.monthlyVolume)} a month` },
      { label: 'Time spent', value: `${number.format(assessment.hoursPerWeek)} hours a week` },
      { label: 'Systems involved', value: optionLabel(systemCountOptions, assessment.systems) },
      { label: 'Data format', value: optionLabel(dataFormatOptions, assessment.dataFormat) },
      {
        label: 'Pain points',
        value: assessment.painPoints.map((value) => optionLabel(painPointOptions, value)).join(', '),
      },
    ],
    hoursPerYear,
    reclaimableHours: { low, high },
    formatted: {
      hoursPerYear: wholeNumber.format(hoursPerYear),
      low: wholeNumber.format(low),
      high: wholeNumber.format(high),
    },
  };
}

/** The name a thank-you addresses: the first word of the full name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
