/**
 * Opens the database the configuration names: embedded SQLite in DATA_DIR by default, PostgreSQL
 * when DATABASE_URL is a postgres:// URL. Both run the same migrations and the same repositories.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../infrastructure/config.ts';
import {
  ensurePrivateDir,
  ensurePrivateFile,
  PRIVATE_DIR_MODE,
  restrictToOwner,
} from '../infrastructure/private-files.ts';
import { migrationProvider, migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';
import type { Database } from './types.ts';

export type { Database, Dialect } from './types.ts';

/** The files SQLite keeps beside the database; it gives each the database file's permissions. */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

export function openSqlite(file: string): Database {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite would create the file 0644, readable by every user of the machine.
    ensurePrivateFile(file);
    for (const suffix of SQLITE_COMPANIONS) restrictToOwner(`${file}${suffix}`);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL + NORMAL is durable across application crashes (only an OS crash can lose the last commits).
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Transactions take SQLite's write lock as they begin (`begin immediate`), waiting up to busy_timeout
 * for it. A deferred one that reads first fails at once when it comes to write ("database is locked",
 * whatever busy_timeout says) if another process wrote in between: a script, a test, the scheduler of
 * a second server on the same file.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** How many distinct SQL texts keep their prepared statement (the app has a few dozen queries). */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query afresh; compiling the SQL again was a tenth of a page render's database
 * time. A statement is reused for the same SQL text (better-sqlite3 statements are synchronous, so one
 * is never in use by two queries at once; the app does not stream queries, which would hold one open).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

export interface PostgresOptions {
  max?: number;
  /** Told when the server ends a connection the pool holds (a restart, a failover, an admin). */
  onConnectionError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An error on a connection no query is waiting for (the server ended it) is emitted as an event:
  // unheard, it would end the process. The pool drops that connection and opens a new one for the
  // next query; a connection being closed by the pool itself can still receive one, hence the
  // listener on every connection and not only on the pool.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  // The pool passes an idle connection's error on too, already reported by the connection's listener.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy(), pool };
}

export function openDatabase(
  config: Pick<Config, 'database'>,
  options: Pick<PostgresOptions, 'onConnectionError'> = {},
): Database {
  if (config.database.kind === 'postgres') return openPostgres(config.database.url, options);
  // The data folder (DATA_DIR) holds the database and its companions: only this user may list or read it.
  ensurePrivateDir(path.dirname(config.database.file));
  return openSqlite(config.database.file);
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; on a server
  // shared by several schemas (tests, tenants) it would see another schema's tables as its own.
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations of this build the database has not recorded as applied, in order (used by /readyz).
 * A database without Kysely's bookkeeping table has applied none; one that does not answer throws.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const names = Object.keys(migrations(database.dialect));
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch (error) {
    if (!(await isDatabaseReachable(database))) throw error;
    applied = new Set();
  }
  return names.filter((name) => !applied.has(name));
}

/** True when the database answers a trivial query (used by /healthz). */
export async function isDatabaseReachable(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
