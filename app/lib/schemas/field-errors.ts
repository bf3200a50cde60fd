/** Turns a zod error into one message per field (the first), the shape forms render under fields. */
import type { z } from 'zod';

export type FieldErrors<Keys extends string = string> = Partial<Record<Keys, string>>;

export function fieldErrors<Keys extends string = string>(error: z.ZodError): FieldErrors<Keys> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<Keys>;
}

/** The string fields of a form post, for re-filling the form after a failed submit. */
export function formValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
