/**
 * Small conversions that make a row read back identically on SQLite and PostgreSQL.
 */

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function fromJson<T>(value: T | string | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value);

/** Counts come back as bigint strings from PostgreSQL aggregates. */
export const toInt = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

export const now = (): string => new Date().toISOString();
