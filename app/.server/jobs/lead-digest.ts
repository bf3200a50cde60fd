/**
 * The daily lead digest (issue 31; docs/decisions/leads-pipeline.md, "The daily digest"): once a day,
 * at the configured hour in the studio's time zone, one e-mail through the outbox to each staff
 * member who may own leads and has not turned it off, with their follow-ups due and the new
 * unassigned leads of the last 24 hours (none when both lists are empty).
 *
 * Once on N instances: the run is claimed as a lease (`lead-digest`, app/.server/db/repositories/job-leases.ts)
 * that is due when today's hour has come and the last completed run was before it; and each e-mail is
 * keyed in the outbox by recipient and day, so a run retried after a failure part-way never sends one twice.
 */

import { utcToWallTime, wallTimeToMs } from '../../lib/time-zone.ts';
import { countDueFor } from '../db/repositories/inbox-page.ts';
import { claimJobLease, releaseJobLease } from '../db/repositories/job-leases.ts';
import {
  countNewUnassigned,
  digestQueued,
  LEAD_DIGEST_OUTBOX_TYPE,
  listDigestRecipients,
  listDueLeads,
  listNewUnassigned,
} from '../db/repositories/lead-digest.ts';
import { enqueueEmail } from '../db/repositories/outbox.ts';
import type { Database } from '../db/types.ts';
import { readCompanyDetails } from '../infrastructure/company-details.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { leadDigestEmail } from '../mail/lead-digest-email.ts';

export const LEAD_DIGEST_JOB = 'lead-digest';
/** Leads listed per section; the rest are counted, with a link to the filtered inbox. */
export const DIGEST_LIST_LIMIT = 25;
const DAY_MS = 86_400_000;

export interface LeadDigestOptions {
  /** The hour (0-23) of the studio's day at which it is sent (LEAD_DIGEST_HOUR). */
  hour: number;
  /** The studio's IANA time zone (STUDIO_TIME_ZONE). */
  timeZone: string;
  /** The site's address for the links (config.publicUrl). */
  publicUrl: string;
  leaseSeconds?: number;
}

/** When today's digest is due (ms), in the studio's zone, and today's date there. */
export function digestDue(now: Date, hour: number, timeZone: string): { day: string; dueAt: number } | null {
  const day = utcToWallTime(now.toISOString(), timeZone).slice(0, 10);
  const dueAt = wallTimeToMs(`${day}T${String(hour).padStart(2, '0')}:00`, timeZone);
  return dueAt === null ? null : { day, dueAt };
}

/**
 * Sends today's digests when they are due and not yet sent; the number queued, or null when this
 * instance did not run it (not the hour yet, already done today, or another instance holds it).
 */
export async function runLeadDigest(
  database: Database,
  logger: Logger,
  options: LeadDigestOptions,
  now: Date,
): Promise<number | null> {
  const due = digestDue(now, options.hour, options.timeZone);
  if (!due || now.getTime() < due.dueAt) return null;
  // Claimable while the last completed run is older than today's hour (a run records its own time, after it).
  const claimed = await claimJobLease(database, {
    name: LEAD_DIGEST_JOB,
    now,
    leaseSeconds: options.leaseSeconds ?? 15 * 60,
    everySeconds: (now.getTime() - due.dueAt + 1) / 1000,
  });
  if (!claimed) return null;
  try {
    const queued = await sendDigests(database, logger, options, due.day, new Date(due.dueAt - DAY_MS), now);
    await releaseJobLease(database, LEAD_DIGEST_JOB, now);
    return queued;
  } catch (error) {
    await releaseJobLease(database, LEAD_DIGEST_JOB, null).catch(() => {});
    throw error;
  }
}

async function sendDigests(
  database: Database,
  logger: Logger,
  options: LeadDigestOptions,
  day: string,
  since: Date,
  until: Date,
): Promise<number> {
  const [recipients, unassigned, unassignedTotal, company] = await Promise.all([
    listDigestRecipients(database),
    listNewUnassigned(database, since, until, DIGEST_LIST_LIMIT),
    countNewUnassigned(database, since, until),
    readCompanyDetails({ database, logger }),
  ]);
  let queued = 0;
  for (const recipient of recipients) {
    const relatedId = `${recipient.id}:${day}`;
    if (await digestQueued(database, relatedId)) continue;
    const [due, dueTotal] = await Promise.all([
      listDueLeads(database, recipient.id, day, DIGEST_LIST_LIMIT),
      countDueFor(database, recipient.id, day),
    ]);
    if (dueTotal === 0 && unassignedTotal === 0) continue;
    const content = leadDigestEmail(
      { recipient, day, due, unassigned, dueTotal, unassignedTotal, publicUrl: options.publicUrl },
      company,
    );
    await enqueueEmail(database, {
      to: recipient.email,
      ...content,
      relatedType: LEAD_DIGEST_OUTBOX_TYPE,
      relatedId,
    });
    queued++;
  }
  return queued;
}
