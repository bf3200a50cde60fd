/**
 * Lead retention as changes (issue 31): an Admin saving the setting per status (audited with the new
 * setting), and the daily job deleting what is past it, in batches, each batch its own transaction,
 * then one audit entry by "Scheduler" with what it removed: counts per status and kind, never content.
 */
import { SCHEDULER_ACTOR } from '../../lib/audit-log.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../lib/lead-pipeline.ts';
import { type LeadRetention, monthsBefore } from '../../lib/lead-retention.ts';
import { deleteExpiredBatch, readLeadRetention, writeLeadRetention } from '../db/repositories/lead-retention.ts';
import type { Database } from '../db/types.ts';
import { type Actor, auditEvent, type ChangeTarget, commitChange } from './pipeline.ts';

export async function saveLeadRetention(
  target: ChangeTarget,
  by: Actor,
  retention: LeadRetention,
  now = new Date(),
): Promise<void> {
  await commitChange(target, async (change) => {
    await writeLeadRetention(change.database, retention, { userId: by.userId ?? null, at: now });
    await change.audit(by, {
      action: 'lead.retention_changed',
      entityType: 'inbox',
      details: { retention },
    });
  });
}

/** Submissions removed, per status and kind (only the statuses with a limit that removed any). */
export type RetentionRemoved = Partial<Record<LeadStatus, { contact: number; lead: number }>>;

/**
 * Deletes every lead past its status's retention at `now`, `batchSize` at a time; the total removed.
 * Idempotent: a run cut short is finished by the next.
 */
export async function applyLeadRetention(
  database: Database,
  options: { now: Date; batchSize?: number },
): Promise<number> {
  const retention = await readLeadRetention(database);
  const batchSize = options.batchSize ?? 500;
  const removed: RetentionRemoved = {};
  let total = 0;
  for (const status of LEAD_STATUSES) {
    const months = retention[status];
    if (months === null) continue;
    const cutoff = monthsBefore(options.now, months);
    const counts = { contact: 0, lead: 0 };
    for (const source of ['contact', 'lead'] as const) {
      for (;;) {
        const count = await deleteExpiredBatch(database, { source, status, cutoff, batchSize });
        counts[source] += count;
        if (count < batchSize) break;
      }
    }
    if (counts.contact + counts.lead > 0) {
      removed[status] = counts;
      total += counts.contact + counts.lead;
    }
  }
  if (total > 0) {
    await auditEvent(
      database,
      { actor: SCHEDULER_ACTOR },
      { action: 'leads.retention_applied', entityType: 'inbox', details: { removed, total, retention } },
    );
  }
  return total;
}
