import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder plus which engine is behind it. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}
