/**
 * A production server on a chosen engine, with a database handle of the test's own on the same data:
 * SQLite in the server's data directory, or a PostgreSQL database of its own (not a schema: the
 * server's migrator needs its own search path), dropped again at cleanup.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { type Engine, postgresUrl } from './database.ts';
import { startTestServer, type TestServer } from './server.ts';

export interface EngineServer {
  server: TestServer;
  database: Database;
  cleanup(): Promise<void>;
}

export async function startServerOn(engine: Engine, env: Record<string, string>): Promise<EngineServer> {
  if (engine === 'sqlite') {
    const server = await startTestServer(env);
    return withDatabase(server, openSqlite(path.join(server.dataDir, 'site.db')));
  }
  const name = `engine_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  const server = await startTestServer({ ...env, DATABASE_URL: url.toString() });
  return withDatabase(server, openPostgres(url.toString(), { max: 2 }), async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
}

function withDatabase(server: TestServer, database: Database, dropDatabase?: () => Promise<void>): EngineServer {
  return {
    server,
    database,
    async cleanup() {
      await database.close();
      await server.stop();
      await dropDatabase?.();
    },
  };
}
