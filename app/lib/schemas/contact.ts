/**
 * The contact form (SPEC 3 and 5), shared by the browser (instant messages) and the server (the
 * authority: the route action and POST /api/send-contact-email).
 *
 * Beyond SPEC's required/valid-email rules: every field has a length limit, control characters are
 * stripped, and the one-line fields refuse line breaks, so nothing a visitor types can smuggle a
 * header into the notification e-mail.
 */
import { z } from './zod.ts';

export const contactLimits = { name: 100, email: 254, company: 120, message: 5000 } as const;

export const contactModes = ['consultation', 'email'] as const;
export type ContactMode = (typeof contactModes)[number];

/** The hidden field people never see; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  messageRequired: 'Message is required',
} as const;

// Cc control characters except tab, line feed and carriage return (handled separately below).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/** Text of a multi-line field: one kind of line break, no other control characters, tabs kept. */
export function cleanMultiline(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROL, '').trim();
}

/** Text of a one-line field: control characters dropped, tabs as spaces; line breaks are left for the check. */
export function cleanSingleLine(value: string): string {
  return value.replace(CONTROL, '').replace(/\t/g, ' ').trim();
}

const noLineBreaks = (value: string) => !/[\r\n\u2028\u2029]/.test(value);

/** A text field: a missing value is `required`, anything but a string is named as the wrong type. */
const text = (label: string, required: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`),
  });

export const contactSchema = z.object({
  name: text('Name', contactMessages.nameRequired)
    .transform(cleanSingleLine)
    .pipe(
      z
        .string()
        .min(1, contactMessages.nameRequired)
        .max(contactLimits.name, `Name must be ${contactLimits.name} characters or fewer`)
        .refine(noLineBreaks, 'Name must be on a single line'),
    ),
  email: text('Email', contactMessages.emailRequired)
    .transform(cleanSingleLine)
    .pipe(
      z
        .string()
        .min(1, contactMessages.emailRequired)
        .max(contactLimits.email, `Email must be ${contactLimits.email} characters or fewer`)
        .pipe(z.email({ error: contactMessages.emailInvalid })),
    ),
  company: text('Company', '')
    .nullish()
    .transform((value) => cleanSingleLine(value ?? ''))
    .pipe(
      z
        .string()
        .max(contactLimits.company, `Company must be ${contactLimits.company} characters or fewer`)
        .refine(noLineBreaks, 'Company must be on a single line'),
    ),
  message: text('Message', contactMessages.messageRequired)
    .transform(cleanMultiline)
    .pipe(
      z
        .string()
        .min(1, contactMessages.messageRequired)
        .max(contactLimits.message, `Message must be ${contactLimits.message} characters or fewer`),
    ),
  contactMode: z
    .enum(contactModes, { error: "Contact mode must be 'consultation' or 'email'" })
    .nullish()
    .transform((value) => value ?? 'email'),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = 'name' | 'email' | 'company' | 'message' | 'contactMode';
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the visitor typed, echoed back into the form after a failed no-JavaScript submit. */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

export const emptyContactValues: ContactFormValues = { name: '', email: '', company: '', message: '' };

export type ContactParseResult =
  | { success: true; data: ContactInput }
  | { success: false; fieldErrors: ContactFieldErrors; message: string };

/** Validates a submission; on failure returns the first message of each field and the very first overall. */
export function parseContact(input: unknown): ContactParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, fieldErrors: {}, message: 'The request body must be a JSON object' };
  }
  const result = contactSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { success: false, fieldErrors, message: result.error.issues[0]?.message ?? 'Invalid input' };
}
