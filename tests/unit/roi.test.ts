import { describe, expect, it } from 'vitest';
import { roiInputRows, roiResultRows } from '#app/content/roi-rows.ts';
import {
  type Complexity,
  clampInput,
  computeRoi,
  defaultRoiInputs,
  departments,
  formatCompactCurrency,
  formatCurrency,
  formatFraction,
  formatPercent,
  inputRanges,
  monthTicks,
  niceAxis,
  type RoiInputs,
  readRoiInputs,
  roiSearchParams,
  savingsTimeline,
  withRoiSearchParams,
} from '#app/lib/roi.ts';

const withInputs = (overrides: Partial<RoiInputs>): RoiInputs => ({ ...defaultRoiInputs, ...overrides });

describe('SPEC 9 constants', () => {
  it('has the defaults, ranges and departments of SPEC 5 and 9', () => {
    expect(defaultRoiInputs).toEqual({
      processHours: 20,
      hourlyRate: 35,
      frequency: 22,
      complexity: 'medium',
      department: 'Finance & Accounting',
      employees: 5,
    });
    expect(inputRanges).toEqual({
      processHours: { min: 1, max: 100, step: 1 },
      hourlyRate: { min: 15, max: 100, step: 1 },
      frequency: { min: 1, max: 100, step: 1 },
      employees: { min: 1, max: 50, step: 1 },
    });
    expect(departments).toEqual([
      'Finance & Accounting',
      'Human Resources',
      'Customer Service',
      'IT & Operations',
      'Supply Chain',
      'Sales & Marketing',
    ]);
  });
});

describe('computeRoi', () => {
  it('gives the worked example for the defaults', () => {
    const results = computeRoi(defaultRoiInputs);
    expect(results.monthlyCost).toBe(15_400);
    expect(results.annualCost).toBe(184_800);
    expect(results.estimatedSavings).toBeCloseTo(129_360, 6);
    expect(results.implementationTimeWeeks).toBe(8);
    expect(results.productivityGain).toBe(0.8);
    expect(results.breakEvenMonths).toBe(2);
    expect(results.roi).toBeCloseTo(708.5, 6);
    expect(formatCurrency(results.monthlyCost)).toBe('$15,400');
    expect(formatCurrency(results.annualCost)).toBe('$184,800');
    expect(formatCurrency(results.estimatedSavings)).toBe('$129,360');
    expect(formatPercent(results.roi)).toBe('708.5%');
  });

  // monthlyCost 15,400 and annualCost 184,800 for the default hours, rate and frequency.
  it.each<[Complexity, { savings: number; weeks: number; gain: number; cost: number; breakEven: number; roi: number }]>(
    [
      ['low', { savings: 147_840, weeks: 4, gain: 0.9, cost: 8_000, breakEven: 1, roi: 1_748 }],
      ['medium', { savings: 129_360, weeks: 8, gain: 0.8, cost: 16_000, breakEven: 2, roi: 708.5 }],
      ['high', { savings: 110_880, weeks: 12, gain: 0.7, cost: 24_000, breakEven: 3, roi: 362 }],
    ],
  )('applies the %s-complexity row of the table', (complexity, expected) => {
    const results = computeRoi(withInputs({ complexity }));
    expect(results.monthlyCost).toBe(15_400);
    expect(results.annualCost).toBe(184_800);
    expect(results.estimatedSavings).toBeCloseTo(expected.savings, 6);
    expect(results.implementationTimeWeeks).toBe(expected.weeks);
    expect(results.productivityGain).toBe(expected.gain);
    expect(results.implementationCost).toBe(expected.cost);
    expect(results.breakEvenMonths).toBe(expected.breakEven);
    expect(results.roi).toBeCloseTo(expected.roi, 6);
  });

  it.each<[string, RoiInputs, { monthly: number; savings: number; breakEven: number; roi: number }]>([
    [
      'every slider at its minimum, low',
      withInputs({ processHours: 1, hourlyRate: 15, frequency: 1, employees: 1, complexity: 'low' }),
      { monthly: 15, savings: 144, breakEven: 667, roi: -98.2 },
    ],
    [
      'every slider at its minimum, high',
      withInputs({ processHours: 1, hourlyRate: 15, frequency: 1, employees: 1, complexity: 'high' }),
      { monthly: 15, savings: 108, breakEven: 2667, roi: -99.55 },
    ],
    [
      'every slider at its maximum, medium',
      withInputs({ processHours: 100, hourlyRate: 100, frequency: 100, employees: 50, complexity: 'medium' }),
      { monthly: 1_000_000, savings: 8_400_000, breakEven: 1, roi: 52_400 },
    ],
    [
      'every slider at its maximum, high',
      withInputs({ processHours: 100, hourlyRate: 100, frequency: 100, employees: 50, complexity: 'high' }),
      { monthly: 1_000_000, savings: 7_200_000, breakEven: 1, roi: 29_900 },
    ],
  ])('stays finite at the slider bounds: %s', (_name, inputs, expected) => {
    const results = computeRoi(inputs);
    expect(results.monthlyCost).toBe(expected.monthly);
    expect(results.annualCost).toBe(expected.monthly * 12);
    expect(results.estimatedSavings).toBeCloseTo(expected.savings, 6);
    expect(results.breakEvenMonths).toBe(expected.breakEven);
    expect(results.roi).toBeCloseTo(expected.roi, 6);
    for (const value of Object.values(results)) expect(Number.isFinite(value)).toBe(true);
  });

  it('collects employees but leaves them out of every formula (SPEC 9)', () => {
    expect(computeRoi(withInputs({ employees: 1 }))).toEqual(computeRoi(withInputs({ employees: 50 })));
  });

  it('ignores the department in the numbers', () => {
    expect(computeRoi(withInputs({ department: 'Sales & Marketing' }))).toEqual(computeRoi(defaultRoiInputs));
  });
});

describe('readRoiInputs (shared links, the no-JavaScript form, the PDF link)', () => {
  it('falls back to the defaults for an empty query', () => {
    expect(readRoiInputs(new URLSearchParams())).toEqual(defaultRoiInputs);
  });

  it('round-trips through roiSearchParams', () => {
    const inputs: RoiInputs = {
      processHours: 7,
      hourlyRate: 64,
      frequency: 40,
      complexity: 'high',
      department: 'IT & Operations',
      employees: 12,
    };
    expect(readRoiInputs(roiSearchParams(inputs))).toEqual(inputs);
    expect(roiSearchParams(inputs, { calculate: true }).get('calculate')).toBe('1');
    expect(roiSearchParams(inputs).has('calculate')).toBe(false);
  });

  it.each([
    ['processHours', '0', 1],
    ['processHours', '-5', 1],
    ['processHours', '101', 100],
    ['processHours', '2.6', 3],
    ['processHours', 'abc', 20],
    ['processHours', 'Infinity', 20],
    ['hourlyRate', '14', 15],
    ['hourlyRate', '1e9', 100],
    ['frequency', '', 22],
    ['employees', '51', 50],
    ['employees', '0', 1],
  ] as const)('pulls %s=%s into range (%s)', (name, raw, expected) => {
    expect(readRoiInputs(new URLSearchParams({ [name]: raw }))[name]).toBe(expected);
  });

  it('keeps the default complexity and department for unknown values', () => {
    const inputs = readRoiInputs(new URLSearchParams({ complexity: 'extreme', department: 'Legal' }));
    expect(inputs.complexity).toBe('medium');
    expect(inputs.department).toBe('Finance & Accounting');
  });

  it('clampInput keeps every slider within its SPEC 5 range', () => {
    for (const [name, range] of Object.entries(inputRanges) as [
      keyof typeof inputRanges,
      { min: number; max: number },
    ][]) {
      expect(clampInput(name, range.min - 1)).toBe(range.min);
      expect(clampInput(name, range.max + 1)).toBe(range.max);
      expect(clampInput(name, range.min)).toBe(range.min);
      expect(clampInput(name, range.max)).toBe(range.max);
    }
  });
});

describe('withRoiSearchParams (the calculator keeping its address in step)', () => {
  it('replaces the calculator’s parameters and keeps the others, such as the contact form’s mode on the same page', () => {
    const current = new URLSearchParams('mode=email&processHours=10&calculate=1&utm_source=mail');
    const next = withRoiSearchParams(current, withInputs({ processHours: 30 }));
    expect(next.get('mode')).toBe('email');
    expect(next.get('utm_source')).toBe('mail');
    expect(next.getAll('processHours')).toEqual(['30']);
    expect(next.has('calculate')).toBe(false);
    expect(readRoiInputs(next)).toEqual(withInputs({ processHours: 30 }));
    expect(withRoiSearchParams(new URLSearchParams(), defaultRoiInputs, { calculate: true }).toString()).toBe(
      roiSearchParams(defaultRoiInputs, { calculate: true }).toString(),
    );
  });
});

describe('formatting and report rows', () => {
  it('formats currency in whole dollars and percentages with at most one decimal', () => {
    expect(formatCurrency(147_840)).toBe('$147,840');
    expect(formatCurrency(15.6)).toBe('$16');
    expect(formatPercent(1_748)).toBe('1,748%');
    expect(formatPercent(-99.55)).toBe('-99.6%');
    expect(formatFraction(0.9)).toBe('90%');
    expect(formatCompactCurrency(150_000)).toBe('$150K');
    expect(formatCompactCurrency(1_200_000)).toBe('$1.2M');
  });

  it('words the inputs and results the same way everywhere', () => {
    expect(roiInputRows(defaultRoiInputs)).toEqual([
      { label: 'Hours per process run', value: '20 hours' },
      { label: 'Hourly labour cost', value: '$35' },
      { label: 'Runs per month', value: '22 runs' },
      { label: 'Employees involved', value: '5 people' },
      { label: 'Process complexity', value: 'Medium' },
      { label: 'Department', value: 'Finance & Accounting' },
    ]);
    expect(roiResultRows(computeRoi(defaultRoiInputs))).toEqual([
      { label: 'Monthly process cost', value: '$15,400' },
      { label: 'Annual process cost', value: '$184,800' },
      { label: 'Estimated annual savings', value: '$129,360' },
      { label: 'Implementation time', value: '8 weeks' },
      { label: 'Implementation cost', value: '$16,000' },
      { label: 'Productivity gain', value: '80%' },
      { label: 'Break-even', value: '2 months' },
      { label: 'First-year ROI', value: '708.5%' },
    ]);
  });
});

describe('chart helpers', () => {
  it('shows a year, stretched in whole years until break-even, at most five', () => {
    expect(savingsTimeline(computeRoi(defaultRoiInputs))).toHaveLength(13);
    const slow = computeRoi(withInputs({ processHours: 2, hourlyRate: 25, frequency: 20, complexity: 'high' }));
    expect(slow.breakEvenMonths).toBe(40);
    expect(savingsTimeline(slow)).toHaveLength(49);
    const never = computeRoi(withInputs({ processHours: 1, hourlyRate: 15, frequency: 1 }));
    expect(savingsTimeline(never)).toHaveLength(61);
  });

  it('accumulates the monthly savings from month 0', () => {
    const results = computeRoi(defaultRoiInputs);
    const timeline = savingsTimeline(results);
    expect(timeline[0]).toEqual({ month: 0, cumulativeSavings: 0 });
    expect(timeline[2]?.cumulativeSavings).toBeCloseTo(21_560, 6);
    expect(timeline[12]?.cumulativeSavings).toBeCloseTo(results.estimatedSavings, 6);
  });

  it.each([
    [135_828, { max: 150_000, step: 50_000 }],
    [16_800, { max: 20_000, step: 5_000 }],
    [9, { max: 10, step: 2.5 }],
    [1_000_000, { max: 1_000_000, step: 250_000 }],
  ])('rounds an axis up to round steps (%s)', (value, expected) => {
    const axis = niceAxis(value);
    expect({ max: axis.max, step: axis.step }).toEqual(expected);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis.max).toBeGreaterThanOrEqual(value);
  });

  it.each([
    [1, { max: 1, step: 1 }],
    [2, { max: 2, step: 1 }],
    [7, { max: 10, step: 5 }],
    [9, { max: 10, step: 5 }],
    [26, { max: 30, step: 10 }],
  ])('counts an axis in whole steps (%s submissions)', (value, expected) => {
    const axis = niceAxis(value, 3, { whole: true });
    expect({ max: axis.max, step: axis.step }).toEqual(expected);
    expect(axis.ticks.every(Number.isInteger)).toBe(true);
  });

  it('labels months every month, then quarter, half year or year', () => {
    expect(monthTicks(12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthTicks(24)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    expect(monthTicks(36)).toEqual([0, 6, 12, 18, 24, 30, 36]);
    expect(monthTicks(60)).toEqual([0, 12, 24, 36, 48, 60]);
  });
});
