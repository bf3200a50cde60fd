/**
 * A PostgreSQL connection ended by the server (a restart, a failover, an administrator) is reported
 * and replaced: it never ends the process with an unheard 'error' event, and the next query works.
 */

import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '#app/.server/db/index.ts';
import { createPostgresDatabase, postgresUrl } from '../helpers/database.ts';

describe.runIf(postgresUrl)('PostgreSQL connections', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('reports a connection the server terminated and answers the next query on a new one', async () => {
    const postgres = await createPostgresDatabase('conn');
    cleanup.push(postgres.drop);
    const reported: Error[] = [];
    let onReport = () => {};
    const database = openPostgres(postgres.url, {
      max: 1,
      onConnectionError: (error) => {
        reported.push(error);
        onReport();
      },
    });
    cleanup.push(() => database.close());

    const backend = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
    const before = await backend();

    const terminated = new Promise<void>((resolve) => {
      onReport = resolve;
    });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before]);
    } finally {
      await admin.end();
    }
    await terminated;

    expect(reported[0]?.message).toMatch(/terminating connection/);
    const after = await backend();
    expect(after).not.toBe(before);
  });
});
