/**
 * Site documents (issue 29): the site settings and the navigation, one row each, read and written
 * whole; and the redirects (issue 32), which the public pages do not read (the server's redirect
 * table does). Rows only: writes run inside a change (app/.server/changes/site-documents.ts), which adds
 * the revision, the audit entry and the invalidation. A document without a row is at its defaults,
 * which its feature knows; nothing here invents them.
 */
import type { Selectable } from 'kysely';
import { fromJson, now, toInt, toIso, toJson } from '../mapping.ts';
import type { SiteDocumentsTable } from '../schema.ts';
import type { Database } from '../types.ts';

export const SITE_DOCUMENT_KEYS = ['settings', 'navigation', 'redirects'] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENT_KEYS)[number];
/** The documents every public page shows, read together on each render. */
const PAGE_DOCUMENT_KEYS = ['settings', 'navigation'] as const;
type PageDocumentKey = (typeof PAGE_DOCUMENT_KEYS)[number];

/** A saved document: its data (parsed, not checked: it was checked when saved), version and last save. */
export interface StoredSiteDocument<Data = unknown> {
  key: SiteDocumentKey;
  data: Data;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** Every site document as stored; null for one still at its defaults. */
export type SiteDocuments = { [K in PageDocumentKey]: StoredSiteDocument | null };

const isPageKey = (key: string): key is PageDocumentKey => (PAGE_DOCUMENT_KEYS as readonly string[]).includes(key);

const rowToDocument = (row: Selectable<SiteDocumentsTable>): StoredSiteDocument => ({
  key: row.key as SiteDocumentKey,
  data: fromJson<unknown>(row.data, null),
  version: toInt(row.version),
  updatedAt: toIso(row.updated_at),
  updatedBy: row.updated_by,
});

/** The documents every page shows in one query: what each public render reads. */
export async function getSiteDocuments(database: Database): Promise<SiteDocuments> {
  const rows = await database.db
    .selectFrom('site_documents')
    .selectAll()
    .where('key', 'in', [...PAGE_DOCUMENT_KEYS])
    .execute();
  const documents: SiteDocuments = { settings: null, navigation: null };
  for (const row of rows) if (isPageKey(row.key)) documents[row.key] = rowToDocument(row);
  return documents;
}

/** One document as stored; null while still at its defaults. */
export async function getSiteDocument(database: Database, key: SiteDocumentKey): Promise<StoredSiteDocument | null> {
  const row = await database.db.selectFrom('site_documents').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? rowToDocument(row) : null;
}

/** One document, its row locked until the transaction ends on PostgreSQL; null when still at its defaults. */
export async function lockSiteDocument(database: Database, key: SiteDocumentKey): Promise<StoredSiteDocument | null> {
  const row = await database.db
    .selectFrom('site_documents')
    .selectAll()
    .where('key', '=', key)
    .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? rowToDocument(row) : null;
}

/**
 * Writes `data` as the document's next version: version 1 when `previous` is null, else
 * `previous.version + 1`. Null when `previous` is null and another transaction stored the document
 * first (its insert waited for that one's commit): the caller's save was based on a stale state.
 */
export async function writeSiteDocument(
  database: Database,
  key: SiteDocumentKey,
  data: unknown,
  previous: StoredSiteDocument | null,
  options: { by?: string | null; at?: string } = {},
): Promise<StoredSiteDocument | null> {
  const values = { data: toJson(data), updated_at: options.at ?? now(), updated_by: options.by ?? null };
  if (previous === null) {
    const row = await database.db
      .insertInto('site_documents')
      .values({ key, version: 1, ...values })
      .onConflict((oc) => oc.column('key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? rowToDocument(row) : null;
  }
  const row = await database.db
    .updateTable('site_documents')
    .set({ ...values, version: previous.version + 1 })
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToDocument(row);
}
