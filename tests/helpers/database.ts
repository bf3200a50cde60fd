/**
 * Fresh, migrated databases for integration tests: a temporary SQLite file always, and a private
 * PostgreSQL schema when TEST_DATABASE_URL is set (CI sets it), so every repository test runs on both.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrateToLatest, openPostgres, openSqlite } from '#app/.server/db/index.ts';

export type Engine = 'sqlite' | 'postgres';

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** The engines to run each integration suite on. */
export const engines: Engine[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!postgresUrl && !process.env.QUIET_PG_NOTICE) {
  console.warn('TEST_DATABASE_URL is not set: integration tests run on SQLite only.');
}

export interface TestDatabase extends Database {
  /** Closes the connection and removes the file or schema. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
    const database = openSqlite(path.join(dir, 'test.db'));
    await migrateToLatest(database);
    return {
      ...database,
      async destroy() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgres(url.toString(), { max: 4 });
  await migrateToLatest(database);
  return {
    ...database,
    async destroy() {
      // A test may already have closed it (e.g. to simulate an outage).
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** A URL for a fresh PostgreSQL schema (for tests that start a whole server on PostgreSQL). */
export function postgresUrlForSchema(schema: string): string {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is required');
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
