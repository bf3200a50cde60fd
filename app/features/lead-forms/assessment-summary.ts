/**
 * The short summary shown after a process assessment is sent: the answers in words (the labels of
 * app/features/lead-forms/lead-forms-copy.ts), and the yearly hours the process costs today with the share our
 * clients typically get back (the figures of app/features/lead-forms/assessment-figures.ts).
 */

import { reclaimableHours } from './assessment-figures.ts';
import {
  assessmentPage,
  dataFormatOptions,
  optionLabel,
  painPointOptions,
  systemCountOptions,
} from './lead-forms-copy.ts';
import type { ProcessAssessment } from './process-assessment-schema.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const words = assessmentPage.thankYou.summaryRows;

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
  const { hoursPerYear, low, high } = reclaimableHours(assessment.hoursPerWeek);
  return {
    rows: [
      { label: words.process, value: assessment.processName },
      {
        label: words.monthlyVolume.label,
        value: words.monthlyVolume.value(wholeNumber.format(assessment.monthlyVolume)),
      },
      { label: words.hoursPerWeek.label, value: words.hoursPerWeek.value(number.format(assessment.hoursPerWeek)) },
      { label: words.systems, value: optionLabel(systemCountOptions, assessment.systems) },
      { label: words.dataFormat, value: optionLabel(dataFormatOptions, assessment.dataFormat) },
      {
        label: words.painPoints,
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
