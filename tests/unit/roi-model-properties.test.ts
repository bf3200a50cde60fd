/**
 * Property tests of the ROI model (issue 29): for any valid model and any inputs within its ranges,
 * the calculator on the page, the PDF and the server's recomputation from the PDF link or the e-mail
 * form give the same numbers, and the model survives the studio's form and the database unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roiAnalysisEmail } from '#app/.server/mail/templates.ts';
import { roiModelVersionLine } from '#app/content/roi.ts';
import { roiResultRows } from '#app/content/roi-rows.ts';
import { roiModelFormValues, validateRoiModel } from '#app/features/roi/roi-model-schema.ts';
import { renderRoiReport } from '#app/features/roi/roi-report.server.ts';
import {
  type ComplexityProfile,
  complexities,
  computeRoi,
  type NumericRoiInput,
  numericRoiInputs,
  ROI_MODEL_PARAM,
  type RoiInputs,
  type RoiModel,
  readRoiInputs,
  readRoiModelVersion,
  roiReportHref,
  roiSearchParams,
} from '#app/lib/roi.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const fraction = (min: number) => fc.integer({ min, max: 10_000 }).map((n) => n / 10_000);

const profile: fc.Arbitrary<ComplexityProfile> = fc.record({
  savingsRate: fraction(1),
  implementationWeeks: fc.integer({ min: 1, max: 104 }),
  productivityGain: fraction(0),
});

const range = fc
  .record({ min: fc.integer({ min: 1, max: 1_000 }), span: fc.integer({ min: 1, max: 5_000 }) })
  .map(({ min, span }) => ({ min, max: min + span }));

const departmentName = fc.stringMatching(/^[A-Z][a-z&]{0,12}( [A-Z][a-z]{0,12}){0,2}$/);

/** Any model the studio's form accepts. */
const validModel: fc.Arbitrary<RoiModel> = fc
  .record({
    complexities: fc.record({ low: profile, medium: profile, high: profile }),
    costPerWeek: fc.integer({ min: 1, max: 1_000_000 }),
    departments: fc.uniqueArray(departmentName, {
      minLength: 1,
      maxLength: 12,
      selector: (name) => name.toLowerCase(),
    }),
    ranges: fc.record({ processHours: range, hourlyRate: range, frequency: range, employees: range }),
    complexity: fc.constantFrom(...complexities),
    at: fc.record({
      processHours: fc.double(),
      hourlyRate: fc.double(),
      frequency: fc.double(),
      employees: fc.double(),
    }),
  })
  .map(({ at, complexity, ...model }) => {
    const within = (name: NumericRoiInput) =>
      model.ranges[name].min +
      Math.floor(Math.abs(at[name] % 1 || 0) * (model.ranges[name].max - model.ranges[name].min + 1));
    return {
      ...model,
      defaults: {
        processHours: within('processHours'),
        hourlyRate: within('hourlyRate'),
        frequency: within('frequency'),
        employees: within('employees'),
        complexity,
      },
    };
  });

/** A model and inputs the page could send with it: every slider within its range, one of its departments. */
const modelAndInputs = validModel.chain((model) =>
  fc
    .record({
      processHours: fc.integer(model.ranges.processHours),
      hourlyRate: fc.integer(model.ranges.hourlyRate),
      frequency: fc.integer(model.ranges.frequency),
      employees: fc.integer(model.ranges.employees),
      complexity: fc.constantFrom(...complexities),
      department: fc.constantFrom(...model.departments),
      version: fc.integer({ min: 1, max: 10_000 }),
    })
    .map(({ version, ...inputs }): { model: RoiModel; inputs: RoiInputs; version: number } => ({
      model,
      inputs,
      version,
    })),
);

const shown = (inputs: RoiInputs, model: RoiModel) => roiResultRows(computeRoi(inputs, model)).map((row) => row.value);

describe('the ROI model, for any valid model and inputs', () => {
  it('survives the studio form and the database (JSON) unchanged, and computes the same after', () => {
    fc.assert(
      fc.property(modelAndInputs, ({ model, inputs }) => {
        expect(validateRoiModel(roiModelFormValues(model))).toEqual({ success: true, model });
        const stored = JSON.parse(JSON.stringify(model)) as RoiModel;
        expect(computeRoi(inputs, stored)).toEqual(computeRoi(inputs, model));
      }),
      { numRuns: 300 },
    );
  });

  it('the server recomputes from the PDF link and the e-mail form exactly what the page showed', () => {
    fc.assert(
      fc.property(modelAndInputs, ({ model, inputs, version }) => {
        const pdfLink = new URL(roiReportHref(inputs, version), 'https://brightflow.test').searchParams;
        expect(readRoiModelVersion(pdfLink)).toBe(version);
        expect(readRoiInputs(pdfLink, model)).toEqual(inputs);

        const emailForm = new URLSearchParams(roiSearchParams(inputs));
        emailForm.set(ROI_MODEL_PARAM, String(version));
        expect(readRoiModelVersion(emailForm)).toBe(version);
        expect(computeRoi(readRoiInputs(emailForm, model), model)).toEqual(computeRoi(inputs, model));

        for (const name of numericRoiInputs) {
          expect(inputs[name]).toBeGreaterThanOrEqual(model.ranges[name].min);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the e-mail shows the numbers the page showed, and the version', () => {
    fc.assert(
      fc.property(modelAndInputs, ({ model, inputs, version }) => {
        const server = readRoiInputs(new URL(roiReportHref(inputs, version), 'https://x.test').searchParams, model);
        const email = roiAnalysisEmail(
          server,
          computeRoi(server, model),
          { share: 'https://x.test/a', pdf: 'https://x.test/b', contact: 'https://x.test/c' },
          { version, model },
        );
        for (const value of shown(inputs, model)) expect(email.text).toContain(value);
        expect(email.text).toContain(roiModelVersionLine(version));
      }),
      { numRuns: 150 },
    );
  });

  it('the PDF prints the numbers the page showed, and the version in its footer', async () => {
    await fc.assert(
      fc.asyncProperty(modelAndInputs, async ({ model, inputs, version }) => {
        const server = readRoiInputs(new URL(roiReportHref(inputs, version), 'https://x.test').searchParams, model);
        const pdf = await renderRoiReport(server, {
          publicUrl: 'https://x.test',
          computedWith: { version, model },
          compress: false,
          generatedAt: new Date('2027-01-01T00:00:00Z'),
        });
        const text = pdfText(pdf);
        for (const value of shown(inputs, model)) expect(text).toContain(value);
        expect(text).toContain(roiModelVersionLine(version));
      }),
      { numRuns: 25 },
    );
  });
});
