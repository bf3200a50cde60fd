/** The sign-in form (SPEC 5: email and password required). */
import { z } from './zod.ts';

/** A staff member's e-mail, as the sign-in form and the staff invitation take it. */
export const staffEmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email')
  .pipe(z.email({ error: 'Please enter a valid email' }));

export const loginSchema = z.object({
  email: staffEmailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});

export type LoginInput = z.infer<typeof loginSchema>;
