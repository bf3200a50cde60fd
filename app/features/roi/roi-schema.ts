/**
 * The ROI calculator's 'email results' form (SPEC 5 and 8). The calculator's own inputs come from
 * the query string and are read forgivingly by `readRoiInputs` in ../../lib/roi.ts.
 */
import { z } from '../../lib/schemas/zod.ts';

export const roiEmailMessages = {
  required: { title: 'Email Required', description: 'Please enter your email address to receive the results.' },
  invalid: 'Please enter a valid email',
} as const;

export const ROI_EMAIL_MAX_LENGTH = 254;

export const roiEmailSchema = z.object({
  email: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? roiEmailMessages.required.title : roiEmailMessages.invalid,
    })
    .trim()
    .min(1, roiEmailMessages.required.title)
    .max(ROI_EMAIL_MAX_LENGTH, roiEmailMessages.invalid)
    .pipe(z.email({ error: roiEmailMessages.invalid })),
});

export type RoiEmailResult =
  | { success: true; email: string }
  | { success: false; reason: 'required' | 'invalid'; message: string };

/** Tells an empty address (SPEC's destructive 'Email Required' notice) from a malformed one. */
export function parseRoiEmail(value: unknown): RoiEmailResult {
  const result = roiEmailSchema.safeParse({ email: value ?? '' });
  if (result.success) return { success: true, email: result.data.email };
  const message = result.error.issues[0]?.message ?? roiEmailMessages.invalid;
  return message === roiEmailMessages.required.title
    ? { success: false, reason: 'required', message: roiEmailMessages.required.description }
    : { success: false, reason: 'invalid', message };
}
