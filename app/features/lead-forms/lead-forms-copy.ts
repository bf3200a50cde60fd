/**
 * Copy and choices of the two qualifying forms: the process assessment (/process-assessment) and
 * project request (/lead-intake). The option values are what the server stores, allowed by the schemas
 * in app/lib/schemas (SYSTEM_COUNTS, …); these lists give each one its words, and
 * tests/unit/lead-schemas.test.ts checks that every allowed value is offered here, in the same order.
 */
import { brand } from '../../content/brand.ts';
import { claims } from '../../content/claims.ts';
import type { DataFormat, PainPoint, SystemCount } from './process-assessment-schema.ts';
import type { CompanySize, Timeline } from './project-request-schema.ts';

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
  description?: string;
}

// ---------------------------------------------------------------- shared contact fields

export const contactFieldCopy = {
  name: { label: 'Full name', autoComplete: 'name' },
  email: { label: 'Work email', autoComplete: 'email' },
  company: { label: 'Company', autoComplete: 'organization' },
} as const;

// ---------------------------------------------------------------- process assessment

export const systemCountOptions = [
  { value: '1', label: '1 system' },
  { value: '2-3', label: '2–3 systems' },
  { value: '4-6', label: '4–6 systems' },
  { value: '7+', label: '7 or more systems' },
] as const satisfies readonly Option<SystemCount>[];

export const painPointOptions = [
  { value: 'manual-data-entry', label: 'Manual data entry and re-keying' },
  { value: 'errors-rework', label: 'Errors and rework' },
  { value: 'slow-turnaround', label: 'Slow turnaround or backlogs' },
  { value: 'system-switching', label: 'Copying data between systems' },
  { value: 'compliance', label: 'Compliance and audit effort' },
  { value: 'volume-peaks', label: 'Volume peaks we cannot staff for' },
  { value: 'no-visibility', label: 'Little visibility into status' },
] as const satisfies readonly Option<PainPoint>[];

export const dataFormatOptions = [
  {
    value: 'structured',
    label: 'Structured',
    description: 'Spreadsheets, databases and web forms with fixed fields.',
  },
  {
    value: 'semi-structured',
    label: 'Semi-structured',
    description: 'Invoices, purchase orders and e-mails that follow a familiar layout.',
  },
  {
    value: 'unstructured',
    label: 'Unstructured',
    description: 'Contracts, letters, free-text e-mails and scanned paper.',
  },
] as const satisfies readonly Option<DataFormat>[];

export const assessmentPage = {
  form: {
    title: 'Assess a process',
    lead: 'Seven questions about the process, then where to send the result. About five minutes; every field is required.',
    processLegend: 'About the process',
    painLegend: 'Where it hurts',
    contactLegend: 'Where to send your assessment',
    submit: 'Get my assessment',
    pending: 'Sending...',
    privacy: 'We use your answers only to prepare your assessment and to contact you about it.',
  },
  fields: {
    processName: {
      label: 'Process name',
      hint: 'For example: supplier invoice processing, or employee onboarding.',
    },
    processDescription: {
      label: 'What happens in this process?',
      hint: 'The main steps, who does them, and where the work comes from.',
    },
    monthlyVolume: {
      label: 'Monthly volume',
      hint: 'How many invoices, orders or cases a month.',
    },
    hoursPerWeek: {
      label: 'Hours spent per week',
      hint: 'The total across everyone involved.',
    },
    systems: {
      label: 'Systems involved',
      hint: 'ERP, CRM, e-mail, spreadsheets, portals: each one counts.',
      placeholder: 'Select how many',
    },
    painPoints: { label: 'Pain points', hint: 'Select all that apply.' },
    dataFormat: { label: 'Data format', hint: 'What does the work mostly arrive as?' },
  },
  thankYou: {
    title: (firstName: string) => `Thank you, ${firstName}. Your assessment is on its way.`,
    lead: (email: string) =>
      `A consultant will review your answers and send your written assessment to ${email} within two business days.`,
    summaryTitle: 'What you told us',
    /** The rows of that summary (features/lead-forms/assessment-summary.ts). */
    summaryRows: {
      process: 'Process',
      monthlyVolume: { label: 'Monthly volume', value: (volume: string) => `${volume} a month` },
      hoursPerWeek: { label: 'Time spent', value: (hours: string) => `${hours} hours a week` },
      systems: 'Systems involved',
      dataFormat: 'Data format',
      painPoints: 'Pain points',
    },
    estimate: (process: string, low: string, high: string) =>
      `At the ${claims.costReduction.value} reduction our clients typically see, automating ${process} could give your team back roughly ${low} to ${high} hours a year.`,
    roiLink: { label: 'Open the ROI calculator', href: '/roi-calculator' },
    another: 'Assess another process',
  },
  toast: {
    title: 'Assessment received',
    description: 'Thank you! Your written assessment will arrive within two business days.',
  },
} as const;

// ---------------------------------------------------------------- project request (/lead-intake)

export const companySizeOptions = [
  { value: '1-49', label: '1–49 employees' },
  { value: '50-249', label: '50–249 employees' },
  { value: '250-999', label: '250–999 employees' },
  { value: '1000-4999', label: '1,000–4,999 employees' },
  { value: '5000+', label: '5,000 or more employees' },
] as const satisfies readonly Option<CompanySize>[];

export const timelineOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-3-months', label: 'Within the next 3 months' },
  { value: '3-6-months', label: 'In 3 to 6 months' },
  { value: '6-12-months', label: 'In 6 to 12 months' },
  { value: 'exploring', label: 'Just exploring for now' },
] as const satisfies readonly Option<Timeline>[];

export const projectRequestPage = {
  form: {
    title: 'Your automation project',
    lead: 'All fields are required.',
    submit: 'Send my request',
    pending: 'Sending...',
    privacy: 'We use these details only to reply to your request.',
  },
  fields: {
    companySize: { label: 'Company size', placeholder: 'Select company size' },
    processes: {
      label: 'Which processes do you want to automate?',
      hint: 'A few lines are enough: what the process is, roughly how much volume, and what is painful today.',
    },
    timeline: { label: 'When would you like to start?', placeholder: 'Select a timeline' },
  },
  thankYou: {
    title: (firstName: string) => `Thank you, ${firstName}. We have your request.`,
    lead: (email: string) =>
      `A senior consultant will reply to ${email} within one business day to arrange a short discovery call.`,
    summaryTitle: 'Your request',
    another: 'Send another request',
    explore: { label: 'Browse case studies', href: '/use-cases' },
  },
  toast: {
    title: 'Request received',
    description: 'Thank you! We will reply within one business day.',
  },
} as const;

// ---------------------------------------------------------------- both forms

export const leadFormMessages = {
  unavailable: `We could not save your answers just now. Please try again in a moment, or e-mail us at ${brand.emails.hello}.`,
  invalid: 'Please check the highlighted fields.',
  tooLarge: 'That submission is too large. Please shorten your answers and try again.',
} as const;

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
