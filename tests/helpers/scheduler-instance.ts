/**
 * One app instance's scheduler in a process of its own, for tests that run two of them on one
 * database (tests/integration/scheduled-publishing.test.ts). Two instances are two processes: on
 * SQLite, two connections in one process would block each other's (synchronous) driver.
 *
 *   node tests/helpers/scheduler-instance.ts <sqlite file | postgres url> <now ISO> <batch size> <runs> [<digest hour> <zone>]
 *
 * Prints 'ready' once connected, waits for a line on stdin (so that both instances start together),
 * runs the scheduler `runs` times with the clock stopped at <now>, prints the reports as one JSON line.
 */
import { once } from 'node:events';
import pino from 'pino';
import { openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { createScheduler } from '#app/.server/jobs/scheduler.ts';

const [target = '', now = '', batchSize = '20', runs = '1', digestHour, digestZone] = process.argv.slice(2);
const database = target.startsWith('postgres') ? openPostgres(target, { max: 2 }) : openSqlite(target);
const clock = new Date(now);
const scheduler = createScheduler({
  database,
  logger: pino({ level: 'silent' }),
  now: () => clock,
  batchSize: Number(batchSize),
  ...(digestHour && digestZone
    ? { leadDigest: { hour: Number(digestHour), timeZone: digestZone, publicUrl: 'https://studio.example' } }
    : {}),
});
// A first query, so that connecting is not part of the race.
await database.db.selectFrom('job_leases').select('name').execute();
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const reports = [];
for (let run = 0; run < Number(runs); run++) reports.push(await scheduler.runOnce());
process.stdout.write(`${JSON.stringify(reports)}\n`);
await database.close();
process.exit(0);
