/**
 * The outbox's delivery guarantee (docs/decisions/outbox-delivery.md), proven with the production
 * server sending real SMTP to a catcher on 127.0.0.1 and counting what the catcher accepted per outbox
 * row: a graceful stop lets the send in flight finish and leaves the rest claimable; a row claimed by
 * a server killed mid-send is claimed again once its lease ends; a sent row is never sent again after
 * a restart; two instances on one PostgreSQL never deliver one row twice. And a secret-bearing e-mail
 * (a staff invitation) reaches SMTP with a working link while no table ever holds that link.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { enqueueEmail } from '#app/.server/db/repositories/outbox.ts';
import { createPostgresDatabase, type Engine, engines } from '../helpers/database.ts';
import { signInAsTestAdmin, startTestServer, type TestServer } from '../helpers/server.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher.ts';
import { dumpEveryTable } from '../helpers/table-dump.ts';

const LEASE_SECONDS = 2;

/** Where the servers of one test keep their data: a data dir, and a PostgreSQL database on PostgreSQL. */
async function storage(engine: Engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-delivery-'));
  const postgres = engine === 'postgres' ? await createPostgresDatabase('outbox') : undefined;
  const databaseUrl = postgres?.url ?? '';
  return {
    dataDir,
    databaseUrl,
    /** The database the servers use, opened by the test (after a server has migrated it). */
    open: (): Database =>
      postgres ? openPostgres(postgres.url, { max: 2 }) : openSqlite(path.join(dataDir, 'site.db')),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

const queue = (database: Database, subject: string) =>
  enqueueEmail(database, { to: 'sales@brightflow.test', subject, text: `Body of ${subject}` });

const outboxRow = (database: Database, id: string) =>
  database.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'locked_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(engines)('outbox delivery through SMTP on %s', (engine) => {
  let catcher: SmtpCatcher;
  let data: Awaited<ReturnType<typeof storage>>;
  let database: Database | undefined;
  const servers: TestServer[] = [];

  const start = async (extra: Record<string, string> = {}) => {
    const server = await startTestServer(
      {
        SEED: 'none',
        SMTP_URL: catcher.url,
        DATABASE_URL: data.databaseUrl,
        SESSION_SECRET: 'outbox-delivery-session-secret-0123456789',
        MAIL_POLL_MS: '100',
        MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
        // The 'shutting down' line tells the graceful-stop test the signal has arrived.
        LOG_LEVEL: 'info',
        ...extra,
      },
      { dataDir: data.dataDir },
    );
    servers.push(server);
    database ??= data.open();
    return server;
  };

  beforeEach(async () => {
    catcher = await startSmtpCatcher();
    data = await storage(engine);
  });
  afterEach(async () => {
    catcher.release();
    for (const server of servers.splice(0)) await server.kill();
    await database?.close();
    database = undefined;
    await catcher.close();
    await data.remove();
  });

  it('a graceful stop lets the send in flight finish, claims nothing more, and a restart sends the rest once', async () => {
    const server = await start();
    const db = database!;
    catcher.hold();
    const first = await queue(db, 'first');
    await expect.poll(() => catcher.received.length, { timeout: 15_000 }).toBe(1);
    const rest = [await queue(db, 'second'), await queue(db, 'third')];

    // SIGTERM while SMTP has not yet answered: the server must wait for the answer, then exit.
    const stopped = server.stop();
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain('shutting down');
    catcher.release();
    await stopped;

    expect(await outboxRow(db, first.id)).toMatchObject({ status: 'sent', locked_until: null });
    expect(catcher.acceptedCount(first.id)).toBe(1);
    // Queued after the send began: still pending and not leased, so any instance can take them now.
    for (const email of rest) {
      expect(await outboxRow(db, email.id)).toMatchObject({ status: 'pending', locked_until: null });
    }

    await start();
    for (const email of rest) {
      await expect.poll(async () => (await outboxRow(db, email.id)).status, { timeout: 15_000 }).toBe('sent');
    }
    // The oldest due row goes first: once a row queued after the restart is delivered, a repeat of
    // an earlier one would already have happened.
    const sentinel = await queue(db, 'sentinel');
    await expect.poll(() => catcher.acceptedCount(sentinel.id), { timeout: 15_000 }).toBe(1);
    expect(catcher.accepted.map((e) => e.subject)).toEqual(['first', 'second', 'third', 'sentinel']);
  }, 120_000);

  it('a row claimed by a server killed mid-send is claimed again after its lease, and delivered once', async () => {
    let server = await start();
    const db = database!;
    catcher.hold();
    const email = await queue(db, 'claimed by the dead');
    await expect.poll(() => catcher.received.length, { timeout: 15_000 }).toBe(1);
    expect(await outboxRow(db, email.id)).toMatchObject({ status: 'pending', attempts: 1 });

    await server.kill();
    // Never answered: from the sender's side this attempt did not happen.
    catcher.release();
    expect(catcher.acceptedCount(email.id)).toBe(0);

    server = await start();
    await expect.poll(async () => (await outboxRow(db, email.id)).status, { timeout: 30_000 }).toBe('sent');
    expect(await outboxRow(db, email.id)).toMatchObject({ attempts: 2, locked_until: null });
    expect(catcher.received.filter((e) => e.outboxId === email.id)).toHaveLength(2);
    expect(catcher.acceptedCount(email.id)).toBe(1);
  }, 120_000);

  it('a row marked sent is never sent again, across a crash and a restart', async () => {
    let server = await start();
    const db = database!;
    const emails = [await queue(db, 'one'), await queue(db, 'two'), await queue(db, 'three')];
    for (const email of emails) {
      await expect.poll(async () => (await outboxRow(db, email.id)).status, { timeout: 15_000 }).toBe('sent');
    }
    await server.kill();

    // A lease far shorter than the time between start and the sentinel: a sent row, were it ever
    // claimable, would be claimed again here.
    server = await start();
    const sentinel = await queue(db, 'sentinel');
    await expect.poll(() => catcher.acceptedCount(sentinel.id), { timeout: 15_000 }).toBe(1);
    for (const email of emails) expect(catcher.acceptedCount(email.id)).toBe(1);
    expect(catcher.received).toHaveLength(4);
  }, 120_000);

  it('an invitation reaches SMTP with a working link, while no table holds the link or its token, before or after', async () => {
    const server = await start();
    const db = database!;
    catcher.hold();
    const cookie = await signInAsTestAdmin(server);
    const invited = await fetch(`${server.url}/admin/staff`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'invite',
        email: 'new.colleague@example.com',
        name: 'New Colleague',
        role: 'editor',
      }),
    });
    // The answer shows the link once, to the inviter (and is never cached).
    expect(invited.status).toBe(200);
    expect(invited.headers.get('cache-control')).toBe('private, no-store');
    const shown = /\/admin\/invitation\/[A-Za-z0-9_-]{43}/.exec(await invited.text())?.[0];
    // While SMTP holds its answer the row is claimed but not yet sent: what a copy taken now would hold.
    await expect.poll(() => catcher.received.length, { timeout: 15_000 }).toBe(1);
    const waiting = await dumpEveryTable(db);
    catcher.release();

    const [email] = catcher.accepted;
    expect(email?.subject).toBe('You are invited to the Brightflow studio');
    const path = /\/admin\/invitation\/[A-Za-z0-9_-]{43}/.exec(email?.content ?? '')?.[0] ?? '';
    expect(email?.content).toContain(`${server.url}${path}`);
    expect(path).toBe(shown);
    const token = path.split('/').at(-1) ?? '';
    expect(token).toHaveLength(43);
    // The link works: it opens the page where the colleague chooses a password.
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Join the studio');

    await expect
      .poll(async () => (await db.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow()).status, {
        timeout: 15_000,
      })
      .toBe('sent');
    expect(
      await db.db.selectFrom('outbox').select(['to_address', 'text_body', 'html_body']).executeTakeFirstOrThrow(),
    ).toEqual({ to_address: 'new.colleague@example.com', text_body: '', html_body: null });
    for (const copy of [waiting, await dumpEveryTable(db)]) {
      expect(copy).toContain('new.colleague@example.com');
      expect(copy).not.toContain(token);
      expect(copy).not.toContain('/admin/invitation/');
    }
  }, 120_000);

  it.runIf(engine === 'postgres')(
    'two instances on one database deliver every row exactly once between them',
    async () => {
      await start();
      await start();
      const db = database!;
      const emails = [];
      for (let n = 0; n < 40; n++) emails.push(await queue(db, `burst ${n}`));
      await expect
        .poll(
          async () => (await db.db.selectFrom('outbox').select('id').where('status', '=', 'sent').execute()).length,
          { timeout: 60_000 },
        )
        .toBe(40);
      expect(catcher.received).toHaveLength(40);
      for (const email of emails) expect(catcher.acceptedCount(email.id)).toBe(1);
    },
    120_000,
  );
});
