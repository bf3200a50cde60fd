/**
 * Small conversions that make a row read back identically on SQLite and PostgreSQL, and the one way
 * an instant is written (`storedInstant`).
 */
import { fixedWidthInstant } from '../../lib/instant.ts';

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** A row's timestamp (text on SQLite, Date on PostgreSQL) as an ISO string: for reading, never for writing. */
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

/**
 * Every instant written to the database, or compared with stored ones, goes through here: one
 * fixed-width UTC form, `YYYY-MM-DDTHH:MM:SS.sssZ` (app/lib/instant.ts), because SQLite compares its
 * text timestamps as text. Anything else is refused with an error rather than stored: year 10000
 * would be written '+010000-…' and sort before today (issue 26; docs/decisions/scheduled-jobs.md).
 * A string is read as `Date.parse` reads it; a number is milliseconds since 1970.
 */
export function storedInstant(value: Date | string | number): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  const instant = fixedWidthInstant(ms);
  if (instant === null) throw new RangeError(`Not an instant that can be stored (years 0000-9999): ${String(value)}`);
  return instant;
}

export const storedInstantOrNull = (value: Date | string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : storedInstant(value);

/** The clock's time, as stored. */
export const now = (): string => storedInstant(Date.now());
