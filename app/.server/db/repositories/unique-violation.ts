/**
 * Recognises a unique-constraint violation on either engine, for callers that treat "someone else
 * got there first" (a taken slug, a second instance seeding at the same moment) as a normal outcome.
 */
const UNIQUE_CODES = new Set([
  // PostgreSQL
  '23505',
  // better-sqlite3
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    UNIQUE_CODES.has(error.code)
  );
}
