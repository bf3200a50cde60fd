/**
 * SPEC 5 quotes zod 3's default messages: 'Required' for a missing value and 'Expected X, received Y'
 * for a wrong type. Zod 4's defaults read differently, so schemas set these explicitly
 * (DESIGN 6) with `typeError('string')` as the schema's `error` option.
 */

/** Zod 3's name for the type of a value ("received Y"). */
export function zod3TypeName(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof Map) return 'map';
  if (value instanceof Set) return 'set';
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  return typeof value;
}

/** The `error` option for a schema expecting `expected`: 'Required' when absent, else 'Expected …, received …'. */
export const typeError =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'Required' : `Expected ${expected}, received ${zod3TypeName(issue.input)}`;
