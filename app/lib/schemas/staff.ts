/** The staff page's invitation form, and choosing a password from an invitation. */
import { newPasswordFields, passwordsMatch } from './change-password.ts';
import { staffEmailField } from './login.ts';
import { z } from './zod.ts';

export const inviteStaffSchema = z.object({
  email: staffEmailField,
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
