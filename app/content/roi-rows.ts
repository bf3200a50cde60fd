/**
 * The ROI analysis as label/value rows, worded the same on the page, in the PDF report and in the
 * e-mail (all three render these): the words from app/content/roi.ts, the numbers from app/lib/roi.ts.
 * Here in app/content, below both the page's components and the server's PDF and e-mail (nothing
 * under app/.server imports a component; app/lib has no words).
 */

import {
  formatCount,
  formatCurrency,
  formatFraction,
  formatPercent,
  type NumericRoiInput,
  type RoiInputs,
  type RoiResults,
} from '../lib/roi.ts';
import { complexityCopy, roiCopy, roiInputCopy, roiResultLabels } from './roi.ts';

export interface ReportRow {
  label: string;
  value: string;
}

/** The inputs as label/value rows, worded the same on the page, in the PDF and in the e-mail. */
export function roiInputRows(inputs: RoiInputs): ReportRow[] {
  const numeric = (name: NumericRoiInput, value: string): ReportRow => ({ label: roiInputCopy[name].label, value });
  return [
    numeric('processHours', formatCount(inputs.processHours, 'hour')),
    numeric('hourlyRate', formatCurrency(inputs.hourlyRate)),
    numeric('frequency', formatCount(inputs.frequency, 'run')),
    numeric('employees', formatCount(inputs.employees, 'person', 'people')),
    { label: roiCopy.complexityLegend, value: complexityCopy[inputs.complexity].label },
    { label: roiCopy.departmentLabel, value: inputs.department },
  ];
}

/** The results as label/value rows (SPEC 2.7's seven plus the implementation cost they rest on). */
export function roiResultRows(results: RoiResults): ReportRow[] {
  return [
    { label: roiResultLabels.monthlyCost, value: formatCurrency(results.monthlyCost) },
    { label: roiResultLabels.annualCost, value: formatCurrency(results.annualCost) },
    { label: roiResultLabels.estimatedSavings, value: formatCurrency(results.estimatedSavings) },
    { label: roiResultLabels.implementationTimeWeeks, value: formatCount(results.implementationTimeWeeks, 'week') },
    { label: roiResultLabels.implementationCost, value: formatCurrency(results.implementationCost) },
    { label: roiResultLabels.productivityGain, value: formatFraction(results.productivityGain) },
    { label: roiResultLabels.breakEvenMonths, value: formatCount(results.breakEvenMonths, 'month') },
    { label: roiResultLabels.roi, value: formatPercent(results.roi) },
  ];
}
