/**
 * A PostgreSQL schema of the bench's own (`<prefix>_<random>`), reached through `search_path` in the
 * URL, and dropped afterwards: the benches never touch the database's other schemas.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function postgresSchema(baseUrl: string, prefix: string) {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => admin(`drop schema if exists ${schema} cascade`) };
}
