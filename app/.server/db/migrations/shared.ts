/**
 * What the migrations share: the column types that read back identically on both engines after the
 * repository mapping (see ../schema.ts), check constraints, and SQLite's table rebuild.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../types.ts';

export interface ColumnTypes {
  bool: 'boolean' | 'integer';
  json: 'jsonb' | 'text';
  timestamp: 'timestamptz' | 'text';
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { bool: 'boolean', json: 'jsonb', timestamp: 'timestamptz' }
    : { bool: 'integer', json: 'text', timestamp: 'text' };
}

export const checkIn = (column: string, values: readonly string[]) =>
  `check (${column} in (${values.map((v) => `'${v}'`).join(', ')}))`;
export const inList = (column: string, values: readonly string[]) => sql.raw(checkIn(column, values));

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their time, not today's DB type
export type AnyDb = Kysely<any>;

/**
 * SQLite cannot change a column's constraints in place: the table is made again from its own
 * definition (read back from the schema and changed by `edit`), the way SQLite's documentation
 * prescribes (https://www.sqlite.org/lang_altertable.html#otheralter): foreign keys off (or dropping
 * the old table would delete its children through ON DELETE CASCADE), copy, drop, rename, indexes
 * again, then check the references.
 */
export async function rebuildSqliteTable(db: AnyDb, name: string, edit: (definition: string) => string): Promise<void> {
  const schema = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${name}`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')?.sql ?? '';
  const indexes = schema.rows.flatMap((row) => (row.type === 'index' && row.sql ? [row.sql] : []));
  const head = `CREATE TABLE "${name}" (`;
  if (!table.startsWith(head)) throw new Error(`${name} is not a table this application created`);
  const rebuilt = edit(table).replace(head, `CREATE TABLE "${name}_new" (`);

  // A no-op inside a transaction, so set on the migration's connection before one starts.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into "${name}_new" select * from "${name}"`).execute(trx);
      await sql.raw(`drop table "${name}"`).execute(trx);
      await sql.raw(`alter table "${name}_new" rename to "${name}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${name} broke a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** `text` with its one occurrence of `from` replaced; anything else means the schema is not what we think. */
export function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`expected exactly one "${from}" in the table definition`);
  return text.replace(from, to);
}

/**
 * Lets revisions be of the entity types `after` instead of `before` (the check constraint on
 * `revisions.entity_type`): in place on PostgreSQL, by rebuilding the table on SQLite.
 */
export async function setRevisionEntityTypes(
  db: AnyDb,
  dialect: Dialect,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table revisions drop constraint revisions_entity_type_check`.execute(db);
    await sql`alter table revisions add constraint revisions_entity_type_check ${inList('entity_type', after)}`.execute(
      db,
    );
  } else {
    await rebuildSqliteTable(db, 'revisions', (definition) =>
      replaceOnce(definition, checkIn('entity_type', before), checkIn('entity_type', after)),
    );
  }
}
