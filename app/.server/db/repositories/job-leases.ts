/**
 * Leases of periodic jobs (revision retention): one row per job. An instance runs a job only after
 * claiming its row in one statement, so of N instances one runs it per period
 * (docs/decisions/scheduled-jobs.md).
 */
import { storedInstant, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

/**
 * Claims job `name` for `leaseSeconds` when it is due: nobody holds it (or the holder's lease ran
 * out: it died mid-run) and its last run is at least `everySeconds` ago. True when this caller now
 * holds it. One `update … where … returning`: of two instances claiming at once, PostgreSQL makes the
 * second wait for the first's row lock and then finds the row no longer claimable; SQLite's single
 * writer does the same.
 */
export async function claimJobLease(
  database: Database,
  options: { name: string; now: Date; leaseSeconds: number; everySeconds: number },
): Promise<boolean> {
  const current = storedInstant(options.now);
  const lockedUntil = storedInstant(options.now.getTime() + options.leaseSeconds * 1000);
  const lastRunBefore = storedInstant(options.now.getTime() - options.everySeconds * 1000);
  await database.db
    .insertInto('job_leases')
    .values({ name: options.name, locked_until: null, last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await database.db
    .updateTable('job_leases')
    .set({ locked_until: lockedUntil })
    .where('name', '=', options.name)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', lastRunBefore)]))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Releases job `name`. After a run that completed, `ranAt` records it, so the next run is a period
 * later; after a failed one it is left out, and the next tick may try again.
 */
export async function releaseJobLease(database: Database, name: string, ranAt: Date | null): Promise<void> {
  await database.db
    .updateTable('job_leases')
    .set(ranAt ? { locked_until: null, last_run_at: storedInstant(ranAt) } : { locked_until: null })
    .where('name', '=', name)
    .execute();
}

/** When job `name` last completed (null: never). */
export async function lastJobRun(database: Database, name: string): Promise<string | null> {
  const row = await database.db
    .selectFrom('job_leases')
    .select('last_run_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.last_run_at ? toIso(row.last_run_at) : null;
}
