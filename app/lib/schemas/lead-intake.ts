/**
 * The lead intake form (/lead-intake): who is asking, how big the company is, what they want to
 * automate and when. Stored as a lead of kind 'lead_intake'.
 */

import { companySizeOptions, timelineOptions } from '../../content/lead-forms.ts';
import {
  emailMessages,
  type LeadParseResult,
  leadLimits,
  oneOf,
  optionValues,
  parseWith,
  type RawValues,
  requiredLine,
  requiredText,
  workEmail,
} from './lead-fields.ts';
import { z } from './zod.ts';

export const leadIntakeMessages = {
  nameRequired: 'Name is required',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  companyRequired: 'Company is required',
  companySizeRequired: 'Select your company size',
  processesRequired: 'Tell us which processes you want to automate',
  processesTooShort: 'Please add a little more detail (at least 10 characters)',
  timelineRequired: 'Select when you would like to start',
} as const;

const m = leadIntakeMessages;

export const leadIntakeSchema = z.object({
  name: requiredLine('Name', m.nameRequired, leadLimits.name),
  email: workEmail,
  company: requiredLine('Company', m.companyRequired, leadLimits.company),
  companySize: oneOf(optionValues(companySizeOptions), m.companySizeRequired),
  processes: requiredText(
    'Processes',
    { required: m.processesRequired, tooShort: m.processesTooShort, min: 10 },
    leadLimits.longText,
  ),
  timeline: oneOf(optionValues(timelineOptions), m.timelineRequired),
});

export type LeadIntake = z.output<typeof leadIntakeSchema>;
export type LeadIntakeField = keyof LeadIntake;

export const leadIntakeFields = {
  single: ['name', 'email', 'company', 'companySize', 'processes', 'timeline'],
} as const satisfies { single: readonly LeadIntakeField[] };

export function parseLeadIntake(values: RawValues): LeadParseResult<LeadIntake, LeadIntakeField> {
  return parseWith(leadIntakeSchema, values);
}
