/**
 * Pages built from blocks (issue 28): rows only. Public reads filter on status = 'published' here,
 * so a draft never leaks through a forgotten filter. Writes run inside a change
 * (app/.server/changes/pages.ts), which adds the revision, audit entry, event and invalidation.
 */
import { type Selectable, sql } from 'kysely';
import type { Page, PageInput } from '../../../lib/page.ts';
import { fromJson, now, storedInstant, toBool, toInt, toIso, toIsoOrNull, toJson } from '../mapping.ts';
import type { PagesTable } from '../schema.ts';
import type { Database } from '../types.ts';

const rowToPage = (row: Selectable<PagesTable>): Page => ({
  id: row.id,
  path: row.path,
  title: row.title,
  metaDescription: row.meta_description,
  ogImage: row.og_image,
  noindex: toBool(row.noindex),
  status: row.status,
  publishAt: toIsoOrNull(row.publish_at),
  publishedAt: toIsoOrNull(row.published_at),
  blocks: fromJson<unknown[]>(row.blocks, []),
  version: toInt(row.version),
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

const fields = (input: PageInput) => ({
  path: input.path,
  title: input.title,
  meta_description: input.metaDescription,
  og_image: input.ogImage,
  noindex: input.noindex,
  status: input.status,
  publish_at: input.publishAt === null ? null : storedInstant(input.publishAt),
  blocks: toJson(input.blocks),
});

export async function getPageById(database: Database, id: string): Promise<Page | null> {
  const row = await database.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToPage(row) : null;
}

/** The page at `path`; with `publishedOnly`, only a published one (what visitors may see). */
export async function getPageByPath(
  database: Database,
  path: string,
  options: { publishedOnly: boolean },
): Promise<Page | null> {
  const row = await database.db
    .selectFrom('pages')
    .selectAll()
    .where('path', '=', path)
    .$if(options.publishedOnly, (qb) => qb.where('status', '=', 'published'))
    .executeTakeFirst();
  return row ? rowToPage(row) : null;
}

/**
 * The published page at `path`, its blocks read only when `knownBlocks` (blocks already parsed for
 * its id and version, e.g. from an in-process cache) has none: a render then parses no JSON.
 */
export async function getPublishedPageAt(
  database: Database,
  path: string,
  knownBlocks: (id: string, version: number) => unknown[] | undefined,
): Promise<Page | null> {
  const row = await database.db
    .selectFrom('pages')
    .select(['id', 'path', 'title', 'meta_description', 'og_image', 'noindex', 'status', 'publish_at'])
    .select(['published_at', 'version', 'created_at', 'updated_at'])
    .where('path', '=', path)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row) return null;
  const known = knownBlocks(row.id, toInt(row.version));
  if (known) return { ...rowToPage({ ...row, blocks: '[]' }), blocks: known };
  const stored = await database.db.selectFrom('pages').select('blocks').where('id', '=', row.id).executeTakeFirst();
  return rowToPage({ ...row, blocks: stored?.blocks ?? '[]' });
}

/** Every page, in path order (the studio's list). */
export async function listPages(database: Database): Promise<Page[]> {
  const rows = await database.db.selectFrom('pages').selectAll().orderBy('path').execute();
  return rows.map(rowToPage);
}

/** The published pages search engines may list: path and last change, in path order. */
export async function listIndexablePages(database: Database): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await database.db
    .selectFrom('pages')
    .select(['path', 'updated_at'])
    .where('status', '=', 'published')
    .where('noindex', '=', false)
    .orderBy('path')
    .execute();
  return rows.map((row) => ({ path: row.path, updatedAt: toIso(row.updated_at) }));
}

export async function isPagePathTaken(database: Database, path: string, exceptId?: string): Promise<boolean> {
  let query = database.db.selectFrom('pages').select('id').where('path', '=', path);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The current path of the page that used to live at `oldPath`, or null. */
export async function findPagePathRedirect(database: Database, oldPath: string): Promise<string | null> {
  const row = await database.db
    .selectFrom('page_path_redirects as r')
    .innerJoin('pages as p', 'p.id', 'r.page_id')
    .select('p.path')
    .where('r.old_path', '=', oldPath)
    .executeTakeFirst();
  return row?.path ?? null;
}

/** A path now in use must not keep redirecting to another page. */
async function releasePath(database: Database, path: string): Promise<void> {
  await database.db.deleteFrom('page_path_redirects').where('old_path', '=', path).execute();
}

export async function insertPage(
  database: Database,
  input: PageInput,
  options: { id?: string; createdAt?: string; version?: number; now?: string } = {},
): Promise<Page> {
  const at = options.now ? storedInstant(options.now) : now();
  await releasePath(database, input.path);
  const row = await database.db
    .insertInto('pages')
    .values({
      id: options.id ?? crypto.randomUUID(),
      ...fields(input),
      published_at: input.status === 'published' ? at : null,
      version: options.version ?? 1,
      created_at: options.createdAt ? storedInstant(options.createdAt) : at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToPage(row);
}

/** A page, its row locked until the transaction ends on PostgreSQL; null when it does not exist. */
export async function lockPage(database: Database, id: string): Promise<Page | null> {
  const row = await database.db
    .selectFrom('pages')
    .selectAll()
    .where('id', '=', id)
    .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? rowToPage(row) : null;
}

/**
 * Replaces `before` (read in this transaction) with `input` as its next version. published_at is
 * only ever filled in (first publication); a published page whose path changes keeps the old one as
 * a redirect.
 */
export async function replacePage(database: Database, before: Page, input: PageInput): Promise<Page> {
  const at = now();
  if (before.path !== input.path) {
    await releasePath(database, input.path);
    if (before.status === 'published') {
      await database.db
        .insertInto('page_path_redirects')
        .values({ old_path: before.path, page_id: before.id, created_at: at })
        .onConflict((oc) => oc.column('old_path').doUpdateSet({ page_id: before.id, created_at: at }))
        .execute();
    }
  }
  const firstPublication = input.status === 'published' && before.publishedAt === null;
  const row = await database.db
    .updateTable('pages')
    .set({
      ...fields(input),
      ...(firstPublication ? { published_at: at } : {}),
      version: before.version + 1,
      updated_at: at,
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToPage(row);
}

export async function deletePageRow(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('pages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Publishes up to `limit` drafts whose "Publish at" has come, in the caller's transaction, and
 * returns them as published: one `update … where id in (select … for update skip locked)`, so two
 * instances never publish the same page (scheduled case studies work the same way).
 */
export async function claimDuePages(database: Database, options: { now: Date; limit: number }): Promise<Page[]> {
  const at = storedInstant(options.now);
  let due = database.db
    .selectFrom('pages')
    .select('id')
    .where('status', '=', 'draft')
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .orderBy('id')
    .limit(options.limit);
  if (database.dialect === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await database.db
    .updateTable('pages')
    .set({
      status: 'published',
      published_at: sql`coalesce(published_at, ${at})`,
      publish_at: null,
      version: sql`version + 1`,
      updated_at: at,
    })
    .where('id', 'in', due)
    .where('status', '=', 'draft')
    .where('publish_at', '<=', at)
    .returningAll()
    .execute();
  return rows.map(rowToPage).sort((a, b) => a.id.localeCompare(b.id));
}
