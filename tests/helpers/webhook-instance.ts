/**
 * One app instance's webhook worker in a process of its own, for the test that runs two of them on
 * one database (tests/integration/webhook-outbox.test.ts), as tests/helpers/scheduler-instance.ts
 * does for the scheduler: on SQLite, two connections in one process would take turns, not race.
 *
 *   node tests/helpers/webhook-instance.ts <sqlite file | postgres url> <receiver's certificate file> <SESSION_SECRET>
 *
 * Prints 'ready' once connected, waits for a line on stdin, delivers until nothing is due, and
 * prints its report and the delivery ids it sent as one JSON line.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { postWebhook } from '#app/.server/webhooks/http.ts';
import { createWebhookWorker } from '#app/.server/webhooks/worker.ts';

const [target = '', caFile = '', sessionSecret = ''] = process.argv.slice(2);
const database = target.startsWith('postgres') ? openPostgres(target, { max: 2 }) : openSqlite(target);
const ca = readFileSync(caFile, 'utf8');
const worker = createWebhookWorker({
  database,
  logger: pino({ level: 'silent' }),
  config: { sessionSecret },
  allowPrivateTargets: true,
  batchSize: 1000,
  post: (options) => postWebhook({ ...options, ca }),
});
// A first query, so that connecting is not part of the race.
await database.db.selectFrom('webhook_deliveries').select('id').limit(1).execute();
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const report = await worker.runOnce();
process.stdout.write(`${JSON.stringify(report)}\n`);
await database.close();
process.exit(0);
