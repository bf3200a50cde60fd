/**
 * Building blocks of the lead forms (process assessment, project request): the same cleaning as the
 * contact form (control characters stripped, one kind of line break), a length limit on every
 * field, and messages written for people. Used by the browser for instant feedback and by the
 * server, which is the authority.
 */

import type { Toast } from '../toast.ts';
import { cleanMultiline, cleanSingleLine } from './contact.ts';
import { type FieldErrors, fieldErrors } from './field-errors.ts';
import { z } from './zod.ts';

export { HONEYPOT_FIELD } from './contact.ts';

export const leadLimits = { name: 100, email: 254, company: 120, shortText: 120, longText: 2000 } as const;

/** A one-line field: cleaned like the contact form, with any line break turned into a space. */
export const oneLine = (value: string) => cleanSingleLine(value).replace(/[\r\n\u2028\u2029]+/g, ' ');

const tooLong = (label: string, max: number) => `${label} must be ${max.toLocaleString('en-US')} characters or fewer`;

export function requiredLine(label: string, required: string, max: number) {
  return z
    .string({ error: required })
    .transform(oneLine)
    .pipe(z.string().min(1, required).max(max, tooLong(label, max)));
}

export function requiredText(
  label: string,
  messages: { required: string; tooShort: string; min: number },
  max: number,
) {
  return z
    .string({ error: messages.required })
    .transform(cleanMultiline)
    .pipe(z.string().min(1, messages.required).min(messages.min, messages.tooShort).max(max, tooLong(label, max)));
}

export const emailMessages = { required: 'Work email is required', invalid: 'Please enter a valid email' } as const;

export const workEmail = z
  .string({ error: emailMessages.required })
  .transform(oneLine)
  .pipe(
    z
      .string()
      .min(1, emailMessages.required)
      .max(leadLimits.email, emailMessages.invalid)
      .pipe(z.email({ error: emailMessages.invalid })),
  );

/** One of a select's or radio group's options; an empty or unknown value reads as "not chosen". */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, required: string) {
  return z.string({ error: required }).pipe(z.enum(values, { error: required }));
}

/** A whole number or decimal typed by a person: spaces and thousands separators are allowed. */
export function amount(options: {
  required: string;
  invalid: string;
  range: string;
  min: number;
  max: number;
  integer?: boolean;
}) {
  const pattern = options.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  return z
    .string({ error: options.required })
    .transform((value) => oneLine(value).replace(/[\s,_]/g, ''))
    .pipe(
      z
        .string()
        .min(1, options.required)
        .max(20, options.invalid)
        .regex(pattern, options.invalid)
        .transform(Number)
        .pipe(z.number().min(options.min, options.range).max(options.max, options.range)),
    );
}

// ---------------------------------------------------------------- reading a form post

/** What the visitor sent, as strings, to validate and to echo back into the form after a failed submit. */
export type RawValues = Record<string, string | string[]>;

/** Longest value echoed back: enough for every field's limit, never a megabyte of someone's paste. */
const ECHO_LIMIT = 5000;
const MAX_CHOICES = 20;

export function readFormValues(
  formData: FormData,
  fields: { single: readonly string[]; multiple?: readonly string[] },
): RawValues {
  const values: RawValues = {};
  for (const name of fields.single) {
    const value = formData.get(name);
    values[name] = typeof value === 'string' ? value.slice(0, ECHO_LIMIT) : '';
  }
  for (const name of fields.multiple ?? []) {
    values[name] = formData
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .slice(0, MAX_CHOICES)
      .map((value) => value.slice(0, 200));
  }
  return values;
}

export type LeadParseResult<Data, Field extends string> =
  | { success: true; data: Data }
  | { success: false; errors: FieldErrors<Field> };

export function parseWith<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: RawValues,
): LeadParseResult<z.output<Schema>, Field> {
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors<Field>(result.error) };
}

/** What a lead form's action answers; the page renders every case (thank-you, errors, limits). */
export type LeadSubmission<Data, Field extends string> =
  | { status: 'success'; submitted: Data; toast: Toast }
  | { status: 'invalid'; message: string; errors: FieldErrors<Field>; values: RawValues }
  | { status: 'rate-limited' | 'unavailable' | 'too-large'; message: string; values: RawValues };
