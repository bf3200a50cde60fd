/**
 * Drops and recreates the PostgreSQL schema an e2e server is about to use (the one DATABASE_URL puts
 * first on the search path): playwright.config.ts runs it before each server starts, so every run
 * begins from the seed, as the fresh SQLite data dir does.
 */
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? '');
const schema = /^-c search_path=([a-z_][a-z0-9_]*)$/.exec(url.searchParams.get('options') ?? '')?.[1];
if (!schema) throw new Error('DATABASE_URL must set one schema: ?options=-c search_path=<schema>');
url.searchParams.delete('options');

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
} finally {
  await client.end();
}
