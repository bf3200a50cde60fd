/** The studio's change-password form: the current password, and a new one typed twice. */
import { z } from './zod.ts';

export const MIN_PASSWORD_LENGTH = 12;

/**
 * A new password, typed twice: the rules of the Account page, which choosing a password from an
 * invitation follows too.
 */
export const newPasswordFields = {
  newPassword: z
    .string({ error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024, 'New password must be at most 1024 characters'),
  confirmPassword: z.string({ error: 'Please repeat the new password' }),
};

/** The refinement both forms apply: `.refine(...passwordsMatch)`. */
export const passwordsMatch: [
  (values: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (values) => values.confirmPassword === values.newPassword,
  { path: ['confirmPassword'], message: 'The two new passwords do not match' },
];

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    ...newPasswordFields,
  })
  .refine(...passwordsMatch)
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
