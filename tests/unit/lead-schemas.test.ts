import { describe, expect, it } from 'vitest';
import {
  companySizeOptions,
  dataFormatOptions,
  painPointOptions,
  systemCountOptions,
  timelineOptions,
} from '#app/features/lead-forms/lead-forms-copy.ts';
import {
  assessmentMessages,
  DATA_FORMATS,
  PAIN_POINTS,
  parseProcessAssessment,
  processAssessmentFields,
  SYSTEM_COUNTS,
} from '#app/features/lead-forms/process-assessment-schema.ts';
import {
  COMPANY_SIZES,
  parseProjectRequest,
  projectRequestMessages,
  TIMELINES,
} from '#app/features/lead-forms/project-request-schema.ts';
import { readFormValues } from '#app/lib/schemas/lead-fields.ts';
import { projectRequestAnswers as projectRequest } from '../helpers/lead-input.ts';

const assessment = {
  processName: 'Supplier invoice processing',
  processDescription: 'AP clerks key invoices from e-mail into SAP and match them to purchase orders.',
  monthlyVolume: '2,400',
  hoursPerWeek: '32.5',
  systems: '2-3',
  painPoints: ['errors-rework', 'manual-data-entry'],
  dataFormat: 'semi-structured',
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  company: 'Northwind Traders',
};

function errorsOf(result: ReturnType<typeof parseProcessAssessment> | ReturnType<typeof parseProjectRequest>) {
  if (result.success) throw new Error('expected the input to be rejected');
  return result.errors as Record<string, string | undefined>;
}

describe('process assessment schema', () => {
  it('accepts a complete assessment and normalises numbers and pain points', () => {
    const result = parseProcessAssessment(assessment);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.monthlyVolume).toBe(2400);
    expect(result.data.hoursPerWeek).toBe(32.5);
    // Back in the order the form lists them, without duplicates.
    expect(result.data.painPoints).toEqual(['manual-data-entry', 'errors-rework']);
  });

  it('names every missing answer with its own message', () => {
    const errors = errorsOf(
      parseProcessAssessment({
        processName: '',
        processDescription: '',
        monthlyVolume: '',
        hoursPerWeek: '',
        systems: '',
        painPoints: [],
        dataFormat: '',
        name: '',
        email: '',
        company: '',
      }),
    );
    expect(errors).toEqual({
      processName: assessmentMessages.processNameRequired,
      processDescription: assessmentMessages.descriptionRequired,
      monthlyVolume: assessmentMessages.volumeRequired,
      hoursPerWeek: assessmentMessages.hoursRequired,
      systems: assessmentMessages.systemsRequired,
      painPoints: assessmentMessages.painPointsRequired,
      dataFormat: assessmentMessages.dataFormatRequired,
      name: 'Name is required',
      email: 'Work email is required',
      company: 'Company is required',
    });
  });

  it('treats fields missing from the post like empty ones', () => {
    const errors = errorsOf(parseProcessAssessment({}));
    expect(errors.processName).toBe(assessmentMessages.processNameRequired);
    expect(errors.painPoints).toBe(assessmentMessages.painPointsRequired);
  });

  it.each([
    ['monthlyVolume', 'about 2000', assessmentMessages.volumeInvalid],
    ['monthlyVolume', '12.5', assessmentMessages.volumeInvalid],
    ['monthlyVolume', '0', assessmentMessages.volumeRange],
    ['monthlyVolume', '10000001', assessmentMessages.volumeRange],
    ['hoursPerWeek', '-3', assessmentMessages.hoursInvalid],
    ['hoursPerWeek', '0.25', assessmentMessages.hoursRange],
    ['hoursPerWeek', '5001', assessmentMessages.hoursRange],
    ['systems', '12', assessmentMessages.systemsRequired],
    ['dataFormat', 'xml', assessmentMessages.dataFormatRequired],
    ['email', 'dana@', 'Please enter a valid email'],
    ['processDescription', 'Too short', assessmentMessages.descriptionTooShort],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf(parseProcessAssessment({ ...assessment, [field]: value }))[field]).toBe(message);
  });

  it('rejects an unknown pain point', () => {
    const errors = errorsOf(parseProcessAssessment({ ...assessment, painPoints: ['manual-data-entry', 'boredom'] }));
    expect(errors.painPoints).toBe(assessmentMessages.painPointsRequired);
  });

  it('strips control characters and keeps one-line fields on one line', () => {
    const result = parseProcessAssessment({
      ...assessment,
      processName: ' Invoice\u0000 intake\r\nBcc: x@evil.example ',
      processDescription: 'Step one\r\nStep two\u0007 and the rest of it',
      company: 'North\u001bwind',
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.processName).toBe('Invoice intake Bcc: x@evil.example');
    expect(result.data.processDescription).toBe('Step one\nStep two and the rest of it');
    expect(result.data.company).toBe('Northwind');
  });

  it('limits every free-text field', () => {
    const errors = errorsOf(
      parseProcessAssessment({
        ...assessment,
        processName: 'x'.repeat(121),
        processDescription: 'x'.repeat(2001),
        name: 'x'.repeat(101),
        company: 'x'.repeat(121),
        email: `${'x'.repeat(250)}@example.com`,
      }),
    );
    expect(errors.processName).toBe('Process name must be 120 characters or fewer');
    expect(errors.processDescription).toBe('Description must be 2,000 characters or fewer');
    expect(errors.name).toBe('Name must be 100 characters or fewer');
    expect(errors.company).toBe('Company must be 120 characters or fewer');
    expect(errors.email).toBe('Please enter a valid email');
  });

  it('reads a form post, including repeated checkboxes, and ignores files', () => {
    const form = new FormData();
    form.set('processName', 'Payroll');
    form.append('painPoints', 'compliance');
    form.append('painPoints', 'errors-rework');
    form.set('company', new Blob(['x']));
    const values = readFormValues(form, processAssessmentFields);
    expect(values.processName).toBe('Payroll');
    expect(values.painPoints).toEqual(['compliance', 'errors-rework']);
    expect(values.company).toBe('');
    expect(values.email).toBe('');
  });
});

describe('project request schema', () => {
  it('accepts a complete request', () => {
    const result = parseProjectRequest(projectRequest);
    expect(result).toEqual({ success: true, data: projectRequest });
  });

  it('gives a clear message for each missing answer', () => {
    const errors = errorsOf(parseProjectRequest({}));
    expect(errors).toEqual({
      name: projectRequestMessages.nameRequired,
      email: projectRequestMessages.emailRequired,
      company: projectRequestMessages.companyRequired,
      companySize: projectRequestMessages.companySizeRequired,
      processes: projectRequestMessages.processesRequired,
      timeline: projectRequestMessages.timelineRequired,
    });
  });

  it('refuses values outside the lists and a malformed e-mail', () => {
    const errors = errorsOf(
      parseProjectRequest({ ...projectRequest, companySize: 'huge', timeline: 'yesterday', email: 'sam at contoso' }),
    );
    expect(errors.companySize).toBe(projectRequestMessages.companySizeRequired);
    expect(errors.timeline).toBe(projectRequestMessages.timelineRequired);
    expect(errors.email).toBe(projectRequestMessages.emailInvalid);
  });

  it('asks for more than a word about the processes', () => {
    expect(errorsOf(parseProjectRequest({ ...projectRequest, processes: ' AP ' })).processes).toBe(
      projectRequestMessages.processesTooShort,
    );
  });
});

describe('the choices the forms offer', () => {
  it.each([
    ['systems', systemCountOptions, SYSTEM_COUNTS],
    ['pain points', painPointOptions, PAIN_POINTS],
    ['data formats', dataFormatOptions, DATA_FORMATS],
    ['company sizes', companySizeOptions, COMPANY_SIZES],
    ['timelines', timelineOptions, TIMELINES],
  ])('are exactly the %s the schema accepts, in its order', (_name, options, accepted) => {
    expect(options.map((option) => option.value)).toEqual([...accepted]);
  });
});
