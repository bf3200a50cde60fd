import { describe, expect, it } from 'vitest';
import { firstName } from '#app/features/lead-forms/assessment-figures.ts';
import { summarizeAssessment } from '#app/features/lead-forms/assessment-summary.ts';

describe('summarizeAssessment', () => {
  const assessment = {
    processName: 'Invoice processing',
    monthlyVolume: 2400,
    hoursPerWeek: 30,
    systems: '4-6' as const,
    painPoints: ['manual-data-entry', 'compliance'] as ('manual-data-entry' | 'compliance')[],
    dataFormat: 'semi-structured' as const,
  };

  it('turns weekly hours into a year and applies the 60-85% typical reduction', () => {
    const summary = summarizeAssessment(assessment);
    expect(summary.hoursPerYear).toBe(1560);
    expect(summary.reclaimableHours).toEqual({ low: 936, high: 1326 });
    expect(summary.formatted).toEqual({ hoursPerYear: '1,560', low: '936', high: '1,326' });
  });

  it('describes the answers in words', () => {
    expect(summarizeAssessment(assessment).rows).toEqual([
      { label: 'Process', value: 'Invoice processing' },
      { label: 'Monthly volume', value: '2,400 a month' },
      { label: 'Time spent', value: '30 hours a week' },
      { label: 'Systems involved', value: '4–6 systems' },
      { label: 'Data format', value: 'Semi-structured' },
      { label: 'Pain points', value: 'Manual data entry and re-keying, Compliance and audit effort' },
    ]);
  });

  it('rounds fractional hours', () => {
    const summary = summarizeAssessment({ ...assessment, hoursPerWeek: 0.5 });
    expect(summary.formatted).toEqual({ hoursPerYear: '26', low: '16', high: '22' });
  });

  it.each([
    ['Dana Whitfield', 'Dana'],
    ['  Sam  ', 'Sam'],
    ['Prince', 'Prince'],
  ])('addresses %j as %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
