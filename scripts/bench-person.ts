/**
 * `node scripts/bench-person.ts` (issue 31): how long a person's export read and erasure take when
 * the tables they scan are large: BENCH_ROWS (100,000) leads, each with an audit entry naming its
 * address, an outbox e-mail replying to it and a webhook delivery carrying it, on SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL. Export and erasure find audit details, webhook payloads and outbox
 * addresses with `like` and no index (docs/decisions/leads-pipeline.md, "One person"): this says what
 * that costs. Prints the timings; not part of `npm test` (the seed takes about a minute per engine).
 */
import { performance } from 'node:perf_hooks';
import { erasePerson } from '#app/.server/changes/people.ts';
import { readPersonRows } from '#app/.server/db/repositories/person-data.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import { requestRoiEmail } from '#app/features/roi/roi-email.server.ts';
import { defaultRoiInputs } from '#app/lib/roi.ts';
import { createTestDatabase, engines, type TestDatabase } from '../tests/helpers/database.ts';
import { submissionServices } from '../tests/helpers/submission-services.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
if (!Number.isInteger(rows) || rows < 2) throw new Error('BENCH_ROWS must be a whole number above 1');
const BATCH = 200;

const addressOf = (i: number) => `person${i}@example${i % 97}.com`;

/** `rows` leads copied from one real ROI request, each with its audit entry, e-mail and webhook copy. */
async function seed(database: TestDatabase): Promise<void> {
  const services = submissionServices(database, { contactLimit: 10 });
  await requestRoiEmail(services, { email: 'seed@example.com', inputs: defaultRoiInputs }, { ip: '192.0.2.9' });
  // PostgreSQL's search column is generated: the copies must leave it out.
  const { search: _search, ...lead }: Record<string, unknown> = await database.db
    .selectFrom('leads')
    .selectAll()
    .executeTakeFirstOrThrow();
  const endpoint = await createWebhookEndpoint(database, {
    url: 'https://crm.example.com/hook',
    events: ['lead.created'],
    secretSealed: 'sealed',
    createdBy: null,
  });
  const at = new Date().toISOString();
  for (let start = 0; start < rows; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, rows - start) }, (_, offset) => {
      const email = addressOf(start + offset);
      return { id: crypto.randomUUID(), email };
    });
    await database.db
      .insertInto('leads')
      .values(batch.map(({ id, email }) => ({ ...lead, id, email, person_key: email })) as never)
      .execute();
    await database.db
      .insertInto('audit_log')
      .values(
        batch.map(({ id, email }) => ({
          id: crypto.randomUUID(),
          user_id: null,
          actor: 'sam@brightflow.test',
          action: 'lead.updated',
          entity_type: 'lead',
          entity_id: id,
          details: JSON.stringify({ email, changes: ['status'] }),
          ip: null,
          request_id: null,
          created_at: at,
        })) as never,
      )
      .execute();
    await database.db
      .insertInto('outbox')
      .values(
        batch.map(({ id, email }) => ({
          id: crypto.randomUUID(),
          to_address: 'sales@brightflow.test',
          reply_to: email,
          subject: 'New lead',
          text_body: 'A lead.',
          html_body: null,
          sealed: false,
          related_type: 'lead',
          related_id: id,
          status: 'sent',
          attempts: 1,
          next_attempt_at: at,
          created_at: at,
        })) as never,
      )
      .execute();
    await database.db
      .insertInto('webhook_deliveries')
      .values(
        batch.map(({ id, email }) => ({
          id: crypto.randomUUID(),
          endpoint_id: endpoint.id,
          message_id: `msg_${crypto.randomUUID()}`,
          event_type: 'lead.created',
          payload: JSON.stringify({ type: 'lead.created', timestamp: at, data: { id, email } }),
          status: 'delivered',
          attempts: 1,
          next_attempt_at: at,
          created_at: at,
        })) as never,
      )
      .execute();
  }
}

const ms = (since: number) => Math.round(performance.now() - since);

for (const engine of engines) {
  const database = await createTestDatabase(engine);
  try {
    const seeding = performance.now();
    await seed(database);
    console.log(`${engine}: seeded ${rows} leads, audit entries, e-mails and webhook deliveries in ${ms(seeding)} ms`);
    const key = addressOf(Math.floor(rows / 2));
    const reads: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const found = await readPersonRows(database, key);
      reads.push(ms(started));
      if (
        found.submissions.length !== 1 ||
        found.audit.length !== 1 ||
        found.outbox.length !== 1 ||
        found.webhookDeliveries.length !== 1
      ) {
        throw new Error(`the person was not found whole: ${JSON.stringify(found)}`);
      }
    }
    const admin = await createUser(database, { email: 'admin@brightflow.test', passwordHash: 'x', role: 'admin' });
    const erasing = performance.now();
    const done = await erasePerson(database, { userId: admin.id, actor: admin.email }, key);
    if (!done) throw new Error('nothing erased');
    console.log(`${engine}: export read ${reads.join(', ')} ms; erasure ${ms(erasing)} ms`);
  } finally {
    await database.destroy();
  }
}
