/**
 * One transaction for work that may already be inside one: a repository that writes a record and
 * what must exist with it (its webhook deliveries) joins the caller's transaction when there is one
 * (Kysely cannot nest them) and opens its own otherwise.
 */
import type { Database } from './types.ts';

export function inTransaction<T>(database: Database, work: (scoped: Database) => Promise<T>): Promise<T> {
  if (database.db.isTransaction) return work(database);
  return database.db.transaction().execute((trx) => work({ ...database, db: trx }));
}
