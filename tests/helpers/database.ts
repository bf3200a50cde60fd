/**
 * Fresh, migrated databases for integration tests: a temporary SQLite file always, and a private
 * PostgreSQL database when TEST_DATABASE_URL is set (CI sets it), so every repository test runs on both.
 * A database, not a schema: Kysely's migrator reads the tables of every schema it can see, and test
 * files run in parallel, so a schema dropped by another test during that read failed the migration.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type Database, migrateToLatest, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { migrations } from '#app/.server/db/migrations/index.ts';

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

  const postgres = await createPostgresDatabase('test');
  const database = openPostgres(postgres.url, { max: 4 });
  await migrateToLatest(database);
  return {
    ...database,
    async destroy() {
      // A test may already have closed it (e.g. to simulate an outage).
      await database.close().catch(() => {});
      await postgres.drop();
    },
  };
}

/**
 * An empty database of its own, migrated only up to `last` (a migration's name), as a site of that
 * version would be: for testing what a later migration does to the data it finds.
 */
export async function createTestDatabaseAt(engine: Engine, last: string): Promise<TestDatabase> {
  let database: Database;
  let remove: () => Promise<void> | void;
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-migration-'));
    database = openSqlite(path.join(dir, 'site.db'));
    remove = () => rmSync(dir, { recursive: true, force: true });
  } else {
    const postgres = await createPostgresDatabase('migration');
    database = openPostgres(postgres.url, { max: 2 });
    remove = postgres.drop;
  }
  const upTo = Object.fromEntries(Object.entries(migrations(database.dialect)).filter(([name]) => name <= last));
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => upTo },
  }).migrateToLatest();
  if (error) throw error;
  return {
    ...database,
    async destroy() {
      await database.close();
      await remove();
    },
  };
}

/** An empty PostgreSQL database of its own on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
