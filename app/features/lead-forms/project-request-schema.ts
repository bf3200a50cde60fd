/**
 * The project request form (/lead-intake): who is asking, how big the company is, what they want to
 * automate and when. Stored as a lead of kind 'lead_intake': the stored value keeps the name the
 * SPEC and the studio give the form ("Lead intake"), only the code calls it a project request.
 */

import {
  emailMessages,
  type LeadParseResult,
  leadLimits,
  oneOf,
  parseWith,
  type RawValues,
  requiredLine,
  requiredText,
  workEmail,
} from '../../lib/schemas/lead-fields.ts';
import { z } from '../../lib/schemas/zod.ts';

/** The answers each choice may have: what is stored (their labels are app/features/lead-forms/lead-forms-copy.ts). */
export const COMPANY_SIZES = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const;
export const TIMELINES = ['asap', 'within-3-months', '3-6-months', '6-12-months', 'exploring'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type Timeline = (typeof TIMELINES)[number];

export const projectRequestMessages = {
  nameRequired: 'Name is required',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  companyRequired: 'Company is required',
  companySizeRequired: 'Select your company size',
  processesRequired: 'Tell us which processes you want to automate',
  processesTooShort: 'Please add a little more detail (at least 10 characters)',
  timelineRequired: 'Select when you would like to start',
} as const;

const m = projectRequestMessages;

export const projectRequestSchema = z.object({
  name: requiredLine('Name', m.nameRequired, leadLimits.name),
  email: workEmail,
  company: requiredLine('Company', m.companyRequired, leadLimits.company),
  companySize: oneOf(COMPANY_SIZES, m.companySizeRequired),
  processes: requiredText(
    'Processes',
    { required: m.processesRequired, tooShort: m.processesTooShort, min: 10 },
    leadLimits.longText,
  ),
  timeline: oneOf(TIMELINES, m.timelineRequired),
});

export type ProjectRequest = z.output<typeof projectRequestSchema>;
export type ProjectRequestField = keyof ProjectRequest;

export const projectRequestFields = {
  single: ['name', 'email', 'company', 'companySize', 'processes', 'timeline'],
} as const satisfies { single: readonly ProjectRequestField[] };

export function parseProjectRequest(values: RawValues): LeadParseResult<ProjectRequest, ProjectRequestField> {
  return parseWith(projectRequestSchema, values);
}
