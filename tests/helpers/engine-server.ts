/**
 * A production server on a chosen engine, with a database handle of the test's own on the same data:
 * SQLite in the server's data directory, or a PostgreSQL database of its own, dropped again at cleanup.
 */
import path from 'node:path';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { createPostgresDatabase, type Engine } from './database.ts';
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
  const postgres = await createPostgresDatabase('engine');
  const server = await startTestServer({ ...env, DATABASE_URL: postgres.url });
  return withDatabase(server, openPostgres(postgres.url, { max: 2 }), postgres.drop);
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
