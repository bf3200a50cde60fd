/**
 * A new password typed twice, with the rules' hint: the Account page's change and the choice made
 * from an invitation link, which follow the same rules (lib/schemas/change-password.ts).
 */
import { MIN_PASSWORD_LENGTH } from '../../lib/schemas/change-password.ts';
import { TextField } from '../forms/field.tsx';

export function NewPasswordFields({ errors }: { errors: { newPassword?: string; confirmPassword?: string } }) {
  return (
    <>
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong passphrase.`}
        error={errors.newPassword}
      />
      <TextField
        label="Repeat new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
