/** The ROI model as data (issue 29): SPEC 9's figures are the seeded model, and every figure of a model counts. */
import { describe, expect, it } from 'vitest';
import { roiAssumptions } from '#app/content/roi.ts';
import {
  computeRoi,
  defaultInputsOf,
  defaultRoiInputs,
  type RoiModel,
  readRoiInputs,
  readRoiModelVersion,
  roiReportHref,
  SEEDED_ROI_MODEL,
} from '#app/lib/roi.ts';
import { compareRoiModels, roiSamples } from '#app/lib/roi-model.ts';

const changed: RoiModel = {
  complexities: {
    low: { savingsRate: 0.5, implementationWeeks: 2, productivityGain: 0.4 },
    medium: { savingsRate: 0.75, implementationWeeks: 10, productivityGain: 0.6 },
    high: { savingsRate: 0.25, implementationWeeks: 30, productivityGain: 0.2 },
  },
  costPerWeek: 3000,
  departments: ['Legal', 'Procurement'],
  ranges: {
    processHours: { min: 5, max: 200 },
    hourlyRate: { min: 40, max: 300 },
    frequency: { min: 2, max: 31 },
    employees: { min: 1, max: 500 },
  },
  defaults: { processHours: 10, hourlyRate: 80, frequency: 4, complexity: 'low', employees: 12 },
};

describe('the ROI model', () => {
  it("is SPEC 9's by default: the same numbers as before the model was data", () => {
    expect(computeRoi(defaultRoiInputs, SEEDED_ROI_MODEL)).toEqual(computeRoi(defaultRoiInputs));
    const results = computeRoi(defaultRoiInputs);
    expect(results.estimatedSavings).toBeCloseTo(129_360);
    expect(results).toMatchObject({ implementationCost: 16_000, breakEvenMonths: 2 });
  });

  it("computes with the model's complexity figures and cost per week", () => {
    const results = computeRoi({ ...defaultRoiInputs, complexity: 'medium' }, changed);
    expect(results.estimatedSavings).toBeCloseTo(184_800 * 0.75);
    expect(results.implementationCost).toBe(30_000);
    expect(results.implementationTimeWeeks).toBe(10);
    expect(results.productivityGain).toBe(0.6);
    expect(results.breakEvenMonths).toBe(Math.ceil(30_000 / ((184_800 * 0.75) / 12)));
  });

  it("starts from the model's defaults and first department, and reads links within its ranges and list", () => {
    expect(defaultInputsOf(changed)).toEqual({
      processHours: 10,
      hourlyRate: 80,
      frequency: 4,
      complexity: 'low',
      department: 'Legal',
      employees: 12,
    });
    const read = readRoiInputs(
      new URLSearchParams('processHours=1&hourlyRate=250&frequency=99&department=Procurement'),
      changed,
    );
    expect(read).toMatchObject({ processHours: 5, hourlyRate: 250, frequency: 31, department: 'Procurement' });
    // A department of another version's list is not this model's: its first is used.
    expect(readRoiInputs(new URLSearchParams('department=Supply Chain'), changed).department).toBe('Legal');
  });

  it('words its assumptions from its own figures; the seeded wording is the one SPEC 9 always had', () => {
    expect(roiAssumptions(SEEDED_ROI_MODEL)).toBe(
      'Estimates use typical savings rates for each complexity (80%, 70% and 60% of the process cost) and an implementation cost of $2,000 per week of build time. Your audit will replace them with measured figures.',
    );
    expect(roiAssumptions(changed)).toContain('(50%, 75% and 25% of the process cost)');
    expect(roiAssumptions(changed)).toContain('$3,000 per week');
  });

  it('carries the version in the PDF link, and reads it back strictly', () => {
    expect(roiReportHref(defaultRoiInputs, 3)).toMatch(/^\/roi-calculator\/report\.pdf\?processHours=20&.*&model=3$/);
    expect(readRoiModelVersion(new URLSearchParams('model=3'))).toBe(3);
    expect(readRoiModelVersion(new URLSearchParams(''))).toBeNull();
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '0012']) {
      expect(readRoiModelVersion(new URLSearchParams({ model: bad }))).toBe('invalid');
    }
  });

  it('compares a draft with the published version on three samples, low to high', () => {
    const rows = compareRoiModels(changed, SEEDED_ROI_MODEL);
    expect(rows.map((row) => [row.label, row.inputs.complexity])).toEqual([
      ['Low', 'low'],
      ['Medium', 'medium'],
      ['High', 'high'],
    ]);
    for (const row of rows) {
      expect(row.draft).toEqual(computeRoi(row.inputs, changed));
      expect(row.published).toEqual(computeRoi(row.inputs, SEEDED_ROI_MODEL));
    }
    expect(roiSamples(SEEDED_ROI_MODEL)[1]?.inputs).toEqual(defaultRoiInputs);
    expect(compareRoiModels(changed, null)[0]?.published).toBeNull();
  });
});
