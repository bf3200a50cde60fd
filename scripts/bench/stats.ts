/** Small statistics helpers for the benchmark (pure, unit-tested). */

/** The median of the finite numbers given, or null when there are none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round = (value: number | null | undefined, digits = 0): number | null => {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** `a / b` rounded to two decimals, or null when either is missing or b is zero. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  return round(a / b, 2);
}

export const kib = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`;

/** The p-th percentile (0-100, nearest rank) of the finite numbers given, or null when there are none. */
export function percentile(values: readonly (number | null | undefined)[], p: number): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank - 1, 0)]!;
}
