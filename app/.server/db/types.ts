import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** A connection pool's counts, as pg's Pool keeps them (read by /metrics). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** An open database: the query builder plus which engine is behind it. */
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool; SQLite has one in-process connection and no pool. */
  pool?: PoolCounts;
}
