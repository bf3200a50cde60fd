/**
 * The ROI calculator's business rules (SPEC 5 and 9): input ranges and defaults, the complexity
 * table and the formulas. Pure and isomorphic: the page, the PDF report and the e-mail all call
 * `computeRoi`, so the numbers can never disagree.
 */

export const complexities = ['low', 'medium', 'high'] as const;
export type Complexity = (typeof complexities)[number];

/** SPEC 9, in this order; the first is the default. */
export const departments: readonly string[] = [
  'Finance & Accounting',
  'Human Resources',
  'Customer Service',
  'IT & Operations',
  'Supply Chain',
  'Sales & Marketing',
];
/** A department of the model the analysis was computed with (the model's list, edited in the studio). */
export type Department = string;

export const numericRoiInputs = ['processHours', 'hourlyRate', 'frequency', 'employees'] as const;
export type NumericRoiInput = (typeof numericRoiInputs)[number];

export interface RoiInputs {
  /** Hours one run of the process takes. */
  processHours: number;
  /** Loaded hourly cost of the people doing it, in dollars. */
  hourlyRate: number;
  /** Runs per month. */
  frequency: number;
  complexity: Complexity;
  department: Department;
  /** Collected for the report; SPEC 9 leaves it out of every formula. */
  employees: number;
}

export interface RoiResults {
  monthlyCost: number;
  annualCost: number;
  estimatedSavings: number;
  implementationTimeWeeks: number;
  /** A fraction: 0.8 means 80 %. */
  productivityGain: number;
  breakEvenMonths: number;
  /** A percentage: 708.5 means 708.5 %. */
  roi: number;
  /** Implementation weeks x the weekly rate; the figure savings have to earn back. */
  implementationCost: number;
  monthlySavings: number;
}

export interface ComplexityProfile {
  savingsRate: number;
  implementationWeeks: number;
  productivityGain: number;
}

export interface InputRange {
  min: number;
  max: number;
}

/**
 * Every figure of the calculator that staff may change (issue 29): the complexity table, the cost of
 * a week of build time, the departments (the first is the default), the sliders' ranges and their
 * defaults. Stored as one JSON document per version (app/.server/changes/roi-models.ts); the page,
 * the PDF and the e-mail compute with the version the visitor saw.
 */
export interface RoiModel {
  complexities: Record<Complexity, ComplexityProfile>;
  costPerWeek: number;
  departments: string[];
  ranges: Record<NumericRoiInput, InputRange>;
  defaults: Record<NumericRoiInput, number> & { complexity: Complexity };
}

/** A published version of the model: what the public pages compute with, and its number. */
export interface PublishedRoiModel {
  version: number;
  model: RoiModel;
}

/** SPEC 5 and 9: the model a fresh install publishes as version 1. */
export const SEEDED_ROI_MODEL: RoiModel = {
  complexities: {
    low: { savingsRate: 0.8, implementationWeeks: 4, productivityGain: 0.9 },
    medium: { savingsRate: 0.7, implementationWeeks: 8, productivityGain: 0.8 },
    high: { savingsRate: 0.6, implementationWeeks: 12, productivityGain: 0.7 },
  },
  costPerWeek: 2000,
  departments: [...departments],
  ranges: {
    processHours: { min: 1, max: 100 },
    hourlyRate: { min: 15, max: 100 },
    frequency: { min: 1, max: 100 },
    employees: { min: 1, max: 50 },
  },
  defaults: { processHours: 20, hourlyRate: 35, frequency: 22, complexity: 'medium', employees: 5 },
};

/** The seeded model as published on a fresh install (version 1). */
export const SEEDED_PUBLISHED_ROI_MODEL: PublishedRoiModel = { version: 1, model: SEEDED_ROI_MODEL };

/** Sliders move in whole steps. */
export const INPUT_STEP = 1;

/** A model's slider range of one input, with its step. */
export const inputRangeOf = (name: NumericRoiInput, model: RoiModel = SEEDED_ROI_MODEL) => ({
  ...model.ranges[name],
  step: INPUT_STEP,
});

/** SPEC 5 slider ranges, all in whole steps of 1 (the seeded model's). */
export const inputRanges: Record<NumericRoiInput, { min: number; max: number; step: number }> = {
  processHours: inputRangeOf('processHours'),
  hourlyRate: inputRangeOf('hourlyRate'),
  frequency: inputRangeOf('frequency'),
  employees: inputRangeOf('employees'),
};

/** The inputs a model starts the calculator with: its defaults and its first department. */
export function defaultInputsOf(model: RoiModel): RoiInputs {
  const { processHours, hourlyRate, frequency, complexity, employees } = model.defaults;
  return { processHours, hourlyRate, frequency, complexity, department: model.departments[0] ?? '', employees };
}

export const defaultRoiInputs: RoiInputs = defaultInputsOf(SEEDED_ROI_MODEL);

/** SPEC 9's table (the seeded model's). */
export const complexityProfiles: Record<Complexity, ComplexityProfile> = SEEDED_ROI_MODEL.complexities;

/** Implementation cost per week of build time (SPEC 9; the seeded model's). */
export const IMPLEMENTATION_COST_PER_WEEK = SEEDED_ROI_MODEL.costPerWeek;

/** SPEC 9's formulas with a model's figures; the seeded model is SPEC 9's own. */
export function computeRoi(inputs: RoiInputs, model: RoiModel = SEEDED_ROI_MODEL): RoiResults {
  const profile = model.complexities[inputs.complexity];
  const monthlyCost = inputs.processHours * inputs.hourlyRate * inputs.frequency;
  const annualCost = monthlyCost * 12;
  const estimatedSavings = annualCost * profile.savingsRate;
  const implementationCost = profile.implementationWeeks * model.costPerWeek;
  const monthlySavings = estimatedSavings / 12;
  return {
    monthlyCost,
    annualCost,
    estimatedSavings,
    implementationTimeWeeks: profile.implementationWeeks,
    productivityGain: profile.productivityGain,
    breakEvenMonths: Math.ceil(implementationCost / monthlySavings),
    roi: ((estimatedSavings - implementationCost) / implementationCost) * 100,
    implementationCost,
    monthlySavings,
  };
}

export const isComplexity = (value: unknown): value is Complexity =>
  typeof value === 'string' && (complexities as readonly string[]).includes(value);

export const isDepartment = (value: unknown, model: RoiModel = SEEDED_ROI_MODEL): value is Department =>
  typeof value === 'string' && model.departments.includes(value);

/** Keeps a number inside its slider's range, in whole steps. */
export function clampInput(name: NumericRoiInput, value: number, model: RoiModel = SEEDED_ROI_MODEL): number {
  const { min, max } = model.ranges[name];
  if (!Number.isFinite(value)) return model.defaults[name];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * Reads the inputs from a query string (a shared link, the no-JavaScript form, the PDF link).
 * Forgiving on purpose: a missing or unreadable value falls back to its default and an
 * out-of-range one is pulled into range, so every link renders a sensible analysis.
 */
export function readRoiInputs(params: URLSearchParams, model: RoiModel = SEEDED_ROI_MODEL): RoiInputs {
  const inputs = defaultInputsOf(model);
  for (const name of numericRoiInputs) {
    const raw = params.get(name)?.trim();
    if (raw) inputs[name] = clampInput(name, Number(raw), model);
  }
  const complexity = params.get('complexity');
  if (isComplexity(complexity)) inputs.complexity = complexity;
  const department = params.get('department');
  if (isDepartment(department, model)) inputs.department = department;
  return inputs;
}

/**
 * The query parameter of the PDF link and the e-mail form naming the model version the visitor's
 * numbers were computed with; the server recomputes with that version, not the one published now.
 */
export const ROI_MODEL_PARAM = 'model';

/** The version a request names: a whole number from 1; null when absent, 'invalid' when unreadable. */
export function readRoiModelVersion(params: URLSearchParams): number | null | 'invalid' {
  const raw = params.get(ROI_MODEL_PARAM);
  if (raw === null || raw.trim() === '') return null;
  return /^[1-9][0-9]{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : 'invalid';
}

/** The PDF report's address for these inputs, computed with model `version`. */
export const roiReportHref = (inputs: RoiInputs, version: number): string =>
  `${ROI_REPORT_PATH}?${roiSearchParams(inputs)}&${ROI_MODEL_PARAM}=${version}`;

/** Where the server renders the PDF report of the inputs in the query, and the name it downloads as. */
export const ROI_REPORT_PATH = '/roi-calculator/report.pdf';
export const ROI_REPORT_FILE_NAME = 'brightflow-roi-analysis.pdf';

/** The query string that reproduces these inputs (and, with `calculate`, shows the results). */
export function roiSearchParams(inputs: RoiInputs, options: { calculate?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams({
    processHours: String(inputs.processHours),
    hourlyRate: String(inputs.hourlyRate),
    frequency: String(inputs.frequency),
    complexity: inputs.complexity,
    department: inputs.department,
    employees: String(inputs.employees),
  });
  if (options.calculate) params.set('calculate', '1');
  return params;
}

/** The query parameters of the calculator (roiSearchParams). */
const ROI_PARAMETERS = new Set([...roiSearchParams(defaultRoiInputs, { calculate: true }).keys()]);

/**
 * `current` with the calculator's parameters replaced by those of these inputs, and every other
 * parameter kept: on a page built from blocks the address also holds the contact form's mode.
 */
export function withRoiSearchParams(
  current: URLSearchParams,
  inputs: RoiInputs,
  options: { calculate?: boolean } = {},
): URLSearchParams {
  const others = [...current].filter(([name]) => !ROI_PARAMETERS.has(name));
  return new URLSearchParams([...others, ...roiSearchParams(inputs, options)]);
}

export interface SavingsPoint {
  month: number;
  cumulativeSavings: number;
}

/**
 * Cumulative savings month by month for the chart: at least a year, stretched in whole years until
 * break-even is in view, but never past five years (a longer payback is stated in words instead).
 */
export function savingsTimeline(results: RoiResults): SavingsPoint[] {
  const years = Math.min(5, Math.max(1, Math.ceil((results.breakEvenMonths + 1) / 12)));
  return Array.from({ length: years * 12 + 1 }, (_, month) => ({
    month,
    cumulativeSavings: results.monthlySavings * month,
  }));
}

export interface AxisScale {
  max: number;
  step: number;
  ticks: number[];
}

const compactCurrency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Short amounts for chart axes: $120K, $1.2M. */
export const formatCompactCurrency = (value: number): string => compactCurrency.format(value);

/**
 * A value axis from zero with about `count` round steps (1, 2, 2.5 or 5 times a power of ten); with
 * `whole`, for counts, steps of whole numbers only (1, 2 or 5 times a power of ten, at least 1).
 */
export function niceAxis(maxValue: number, count = 4, options: { whole?: boolean } = {}): AxisScale {
  if (!(maxValue > 0)) return { max: 1, step: 1, ticks: [0, 1] };
  const rough = maxValue / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const multiples = options.whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const found = (multiples.find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const step = options.whole ? Math.max(1, found) : found;
  const max = Math.ceil(maxValue / step) * step;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  return { max, step, ticks };
}

/** Month labels for a timeline axis: every month in a year, then every quarter, half or whole year. */
export function monthTicks(lastMonth: number): number[] {
  const every = lastMonth <= 12 ? 1 : lastMonth <= 24 ? 3 : lastMonth <= 36 ? 6 : 12;
  return Array.from({ length: Math.floor(lastMonth / every) + 1 }, (_, i) => i * every);
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole dollars: $129,360. */
export const formatCurrency = (value: number): string => currency.format(value);

/** A percentage value with at most one decimal: 708.5 -> '708.5%'. */
export const formatPercent = (value: number): string => `${percent.format(value)}%`;

/** A fraction as a percentage: 0.8 -> '80%'. */
export const formatFraction = (value: number): string => formatPercent(value * 100);

export const formatCount = (value: number, singular: string, plural = `${singular}s`): string =>
  `${whole.format(value)} ${value === 1 ? singular : plural}`;
