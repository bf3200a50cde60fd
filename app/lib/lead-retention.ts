/**
 * How long leads are kept, per pipeline status (issue 31; docs/decisions/leads-pipeline.md,
 * "Retention per status"): a number of months after a lead's last activity (received, or its last
 * note or change of status, owner or follow-up), or for ever (the default for every status). Pure:
 * the choices, the form, and the cut-off in calendar months.
 */
import { LEAD_STATUSES, type LeadStatus } from './lead-pipeline.ts';

/** Months a status may be kept for; null: for ever. */
export const RETENTION_MONTHS = [3, 6, 12, 24, 36, 60] as const;

/** Per status: months, or null (kept for ever). */
export type LeadRetention = Record<LeadStatus, number | null>;

export const KEEP_FOREVER: LeadRetention = Object.fromEntries(
  LEAD_STATUSES.map((status) => [status, null]),
) as LeadRetention;

export const retentionLabel = (months: number | null): string =>
  months === null
    ? 'Keep for ever'
    : months % 12 === 0
      ? `Delete after ${months / 12} year${months === 12 ? '' : 's'}`
      : `Delete after ${months} months`;

/** The form's fields (`retention.<status>`: '' or a number of months), or the first invalid field. */
export function parseRetentionForm(
  fields: Readonly<Record<string, string | undefined>>,
): { ok: true; retention: LeadRetention } | { ok: false; message: string } {
  const retention = { ...KEEP_FOREVER };
  for (const status of LEAD_STATUSES) {
    const value = fields[`retention.${status}`] ?? '';
    if (value === '') continue;
    const months = Number(value);
    if (!(RETENTION_MONTHS as readonly number[]).includes(months)) {
      return { ok: false, message: 'Choose how long to keep each status from the list.' };
    }
    retention[status] = months;
  }
  return { ok: true, retention };
}

/** `months` calendar months before `now` (UTC), clamped to the month's last day (31 March - 1 month is 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      target.getUTCFullYear(),
      target.getUTCMonth(),
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
