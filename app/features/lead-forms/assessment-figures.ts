/**
 * The figures behind the summary shown after a process assessment is sent: the yearly hours the
 * process costs today and the share our clients typically get back (SPEC 1's 60-85%), and the name
 * the thank-you addresses. The summary in words is features/lead-forms/assessment-summary.ts.
 */

/** SPEC 1: automation typically removes 60-85% of a process's operating cost. */
export const TYPICAL_REDUCTION = { low: 0.6, high: 0.85 } as const;
export const WEEKS_PER_YEAR = 52;

export interface ReclaimableHours {
  hoursPerYear: number;
  /** Whole hours a year at the low and the high end of the typical reduction. */
  low: number;
  high: number;
}

export function reclaimableHours(hoursPerWeek: number): ReclaimableHours {
  const hoursPerYear = hoursPerWeek * WEEKS_PER_YEAR;
  return {
    hoursPerYear,
    low: Math.round(hoursPerYear * TYPICAL_REDUCTION.low),
    high: Math.round(hoursPerYear * TYPICAL_REDUCTION.high),
  };
}

/** The name a thank-you addresses: the first word of the full name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
