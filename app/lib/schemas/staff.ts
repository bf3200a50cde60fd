/** The staff page's invitation form, and choosing a password from an invitation. */
import { newPasswordFields, passwordsMatch } from './change-password.ts';
import { z } from './zod.ts';

export const inviteStaffSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email')
    .pipe(z.email({ error: 'Please enter a valid email' })),
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional()
    .transform((name) => name || null),
});

export type InviteStaffField = 'email' | 'name';

export const acceptInvitationSchema = z.object(newPasswordFields).refine(...passwordsMatch);

export type AcceptInvitationField = 'newPassword' | 'confirmPassword';
