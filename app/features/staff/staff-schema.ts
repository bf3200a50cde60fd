/** The staff page's invitation and role forms, and choosing a password from an invitation. */
import { ROLES } from '../../lib/roles.ts';
import { newPasswordFields, passwordsMatch } from '../../lib/schemas/change-password.ts';
import { staffEmailField } from '../../lib/schemas/login.ts';
import { z } from '../../lib/schemas/zod.ts';

const roleField = z.enum(ROLES, { error: 'Choose Admin, Editor or Sales' });

export const inviteStaffSchema = z.object({
  email: staffEmailField,
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional()
    .transform((name) => name || null),
  role: roleField,
});

export type InviteStaffField = 'email' | 'name' | 'role';

export const changeRoleSchema = z.object({ id: z.string().min(1), role: roleField });

export const acceptInvitationSchema = z.object(newPasswordFields).refine(...passwordsMatch);

export type AcceptInvitationField = 'newPassword' | 'confirmPassword';
