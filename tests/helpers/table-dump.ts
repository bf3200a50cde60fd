/**
 * Every row of every table of a database as one string: what a copy of the database would give
 * away, for tests that prove a secret is not in it (docs/security-tests.md, issue 26).
 */
import type { Database } from '#app/.server/db/index.ts';

export async function dumpEveryTable(database: Database): Promise<string> {
  const tables = await database.db.introspection.getTables();
  if (!tables.some((table) => table.name === 'outbox')) throw new Error('not a migrated database');
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Any table: the name comes from the database itself, so the query builder cannot type it.
    dump[table.name] = await database.db
      .selectFrom(table.name as 'outbox')
      .selectAll()
      .execute();
  }
  return JSON.stringify(dump);
}
