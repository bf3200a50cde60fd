/** The forms of client review (issue 30): staff send, revoke and reply; the reviewer comments and decides. */
import { REVIEW_DAYS, REVIEW_LIMITS } from '../../lib/review.ts';
import { staffEmailField } from '../../lib/schemas/login.ts';
import { z } from '../../lib/schemas/zod.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

export const sendReviewSchema = z.object({
  contactName: text('Contact name', REVIEW_LIMITS.name),
  contactEmail: staffEmailField,
  message: optionalText('Message', REVIEW_LIMITS.message),
  days: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : REVIEW_DAYS.default))
    .pipe(
      z
        .number({ error: `Days must be a whole number from ${REVIEW_DAYS.min} to ${REVIEW_DAYS.max}` })
        .int(`Days must be a whole number from ${REVIEW_DAYS.min} to ${REVIEW_DAYS.max}`)
        .min(REVIEW_DAYS.min, `Days must be a whole number from ${REVIEW_DAYS.min} to ${REVIEW_DAYS.max}`)
        .max(REVIEW_DAYS.max, `Days must be a whole number from ${REVIEW_DAYS.min} to ${REVIEW_DAYS.max}`),
    ),
});

export type SendReviewInput = z.infer<typeof sendReviewSchema>;

export const replySchema = z.object({
  commentId: z.string().min(1, 'Choose a comment').max(64),
  reply: text('Reply', REVIEW_LIMITS.reply),
});

export const commentSchema = z.object({
  target: z.string().min(1, 'Choose what the comment is about').max(80),
  name: text('Your name', REVIEW_LIMITS.name),
  comment: text('Comment', REVIEW_LIMITS.comment),
});

export type CommentInput = z.infer<typeof commentSchema>;

export const decisionSchema = z
  .object({
    decision: z.enum(['approved', 'changes_requested'], { error: 'Choose Approve or Request changes' }),
    name: text('Your name', REVIEW_LIMITS.name),
    message: optionalText('Message', REVIEW_LIMITS.message),
  })
  .refine((value) => value.decision === 'approved' || value.message !== null, {
    path: ['message'],
    message: 'Say what should change',
  });

export type DecisionInput = z.infer<typeof decisionSchema>;
