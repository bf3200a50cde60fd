/**
 * One page of the inbox (issue 31): contact messages and leads together, newest first on
 * (created_at, source, id), filtered as the URL says, after a keyset cursor. Each table is asked for
 * one page (plus one row, to know whether more follow) with the same filter; the two are merged and
 * cut to a page, so a deep page reads as few rows as the first. And the exact counts per pipeline
 * status and per folder.
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import {
  compareInboxKeys,
  type InboxFilter,
  type InboxKey,
  type InboxView,
  type SearchWord,
} from '../../../lib/inbox-query.ts';
import {
  LEAD_STATUSES,
  type LeadStatus,
  type PipelineState,
  type SubmissionRef,
  type SubmissionSource,
} from '../../../lib/lead-pipeline.ts';
import { toInt } from '../mapping.ts';
import type { DB } from '../schema.ts';
import type { Database } from '../types.ts';
import { type ContactMessage, rowToContactMessage } from './contact-messages.ts';
import { type Lead, rowToLead } from './leads.ts';

export type InboxRecord =
  | { source: 'contact'; record: ContactMessage; pipeline: PipelineState }
  | { source: 'lead'; record: Lead; pipeline: PipelineState };

type Table = 'contact_messages' | 'leads';
// biome-ignore lint/suspicious/noExplicitAny: one filter for two tables with the same filtered columns
type Query = SelectQueryBuilder<DB, Table, any>;

const SOURCES: Record<Table, SubmissionSource> = { contact_messages: 'contact', leads: 'lead' };

/** The tables a kind filter leaves to ask. */
function tablesFor(filter: Pick<InboxFilter, 'kind'>): Table[] {
  if (filter.kind === null) return ['contact_messages', 'leads'];
  return filter.kind === 'contact' ? ['contact_messages'] : ['leads'];
}

function inView(query: Query, view: InboxView | 'all'): Query {
  if (view === 'all') return query;
  if (view === 'unread') return query.where('status', '=', 'new');
  if (view === 'archived') return query.where('status', '=', 'archived');
  return query.where('status', '!=', 'archived');
}

/** Every filter but the status, the folder and the cursor (the counts are per status and folder). */
function narrowed(query: Query, table: Table, filter: InboxFilter, dialect: Database['dialect']): Query {
  let q = query;
  if (table === 'leads' && filter.kind !== null && filter.kind !== 'contact') q = q.where('kind', '=', filter.kind);
  if (filter.owner === 'none') q = q.where('owner_id', 'is', null);
  else if (filter.owner !== null) q = q.where('owner_id', '=', filter.owner);
  if (filter.since) q = q.where('created_at', '>=', filter.since);
  if (filter.until) q = q.where('created_at', '<', filter.until);
  if (filter.dueBy) q = q.where('follow_up_on', 'is not', null).where('follow_up_on', '<=', filter.dueBy);
  if (filter.words.length > 0) q = matching(q, table, filter.words, dialect);
  if (filter.personKey) q = q.where('person_key', '=', filter.personKey);
  if (filter.source) {
    q =
      filter.source.name === null
        ? q.where('lead_source', 'is', null)
        : q.where('lead_source', '=', filter.source.name);
  }
  return q;
}

/** The search (migration 0016): every word as the start of a word, on either engine's index. */
function matching(query: Query, table: Table, words: readonly SearchWord[], dialect: Database['dialect']): Query {
  if (dialect === 'postgres') {
    // No accent folding in the stored text here (that needs the unaccent extension): a word typed
    // with accents matches as typed, or without them.
    const tsquery = words
      .map(({ plain, folded }) => (plain === folded ? `${folded}:*` : `(${plain}:* | ${folded}:*)`))
      .join(' & ');
    return query.where(sql<boolean>`search @@ to_tsquery('simple', ${tsquery})`);
  }
  const match = words.map(({ folded }) => `"${folded}"*`).join(' ');
  return query.where('id', 'in', (eb) =>
    eb
      .selectFrom(sql`submission_search`.as('s'))
      .select(sql<string>`submission_id`.as('submission_id'))
      .where(sql<boolean>`submission_search match ${match} and source = ${SOURCES[table]}`),
  );
}

/**
 * Rows after the cursor's key in the list's order (see compareInboxKeys). The bound on created_at
 * alone repeats what the condition implies: without it neither engine reads the `or` as a range of
 * the index and both walked it from the newest row to the cursor, so a page (and each batch of the
 * CSV export) read as many index entries as rows lay before it (bench:studio:leads, EXPLAIN).
 */
function afterKey(query: Query, source: SubmissionSource, key: InboxKey): Query {
  return query.where('created_at', '<=', key.createdAt).where((eb) => {
    const older = eb('created_at', '<', key.createdAt);
    // Rows of the same instant: contact messages come before leads, then by id.
    if (source < key.source) return older;
    const same = eb('created_at', '=', key.createdAt);
    if (source > key.source) return eb.or([older, same]);
    return eb.or([older, eb.and([same, eb('id', '>', key.id)])]);
  });
}

/** Rows before the cursor's key in the list's order (newer ones): the page "Newer" shows. Bounded as afterKey. */
function beforeKey(query: Query, source: SubmissionSource, key: InboxKey): Query {
  return query.where('created_at', '>=', key.createdAt).where((eb) => {
    const newer = eb('created_at', '>', key.createdAt);
    if (source > key.source) return newer;
    const same = eb('created_at', '=', key.createdAt);
    if (source < key.source) return eb.or([newer, same]);
    return eb.or([newer, eb.and([same, eb('id', '<', key.id)])]);
  });
}

export const pipelineOf = (row: {
  pipeline_status: LeadStatus;
  owner_id: string | null;
  follow_up_on: string | null;
  lost_reason: PipelineState['lostReason'];
  lost_note: string | null;
}): PipelineState => ({
  status: row.pipeline_status,
  ownerId: row.owner_id,
  followUpOn: row.follow_up_on,
  lostReason: row.lost_reason,
  lostNote: row.lost_note,
});

export const inboxKeyOf = (item: InboxRecord): InboxKey => ({
  createdAt: item.record.createdAt,
  source: item.source,
  id: item.record.id,
});

/**
 * One page of `limit` records in the list's order, and whether more follow in the direction asked:
 * older ones after `filter.after` (or from the start), newer ones before `filter.before`. A page
 * back is read nearest-first (the order reversed) and turned round, so it holds exactly the rows
 * that page showed going forward.
 */
export async function listInboxPage(
  database: Database,
  filter: InboxFilter,
  limit: number,
): Promise<{ items: InboxRecord[]; hasMore: boolean }> {
  const backwards = filter.before !== null && filter.after === null;
  const pages = await Promise.all(
    tablesFor(filter).map(async (table): Promise<InboxRecord[]> => {
      let query = narrowed(
        inView(database.db.selectFrom(table).selectAll() as Query, filter.view),
        table,
        filter,
        database.dialect,
      );
      if (filter.status) query = query.where('pipeline_status', '=', filter.status);
      if (filter.after) query = afterKey(query, SOURCES[table], filter.after);
      else if (filter.before) query = beforeKey(query, SOURCES[table], filter.before);
      const rows = await query
        .orderBy('created_at', backwards ? 'asc' : 'desc')
        .orderBy('id', backwards ? 'desc' : 'asc')
        .limit(limit + 1)
        .execute();
      return table === 'contact_messages'
        ? rows.map((row) => ({ source: 'contact', record: rowToContactMessage(row), pipeline: pipelineOf(row) }))
        : rows.map((row) => ({ source: 'lead', record: rowToLead(row), pipeline: pipelineOf(row) }));
    }),
  );
  const merged = pages.flat().sort((a, b) => compareInboxKeys(inboxKeyOf(a), inboxKeyOf(b)));
  if (backwards) return { items: merged.slice(Math.max(0, merged.length - limit)), hasMore: merged.length > limit };
  return { items: merged.slice(0, limit), hasMore: merged.length > limit };
}

/** One submission as the list reads it (by its primary key): the inbox's open one. */
export async function getInboxRecord(database: Database, ref: SubmissionRef): Promise<InboxRecord | null> {
  if (ref.source === 'contact') {
    const row = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', ref.id)
      .executeTakeFirst();
    return row ? { source: 'contact', record: rowToContactMessage(row), pipeline: pipelineOf(row) } : null;
  }
  const row = await database.db.selectFrom('leads').selectAll().where('id', '=', ref.id).executeTakeFirst();
  return row ? { source: 'lead', record: rowToLead(row), pipeline: pipelineOf(row) } : null;
}

export interface InboxCounts {
  /** In the folder shown, with the other filters: how many of each pipeline status. */
  statuses: Record<LeadStatus, number>;
  /** Every submission in each folder, unfiltered (the folder tabs). */
  views: Record<InboxView, number>;
}

export async function countInbox(database: Database, filter: InboxFilter): Promise<InboxCounts> {
  const statuses = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const views: Record<InboxView, number> = { inbox: 0, unread: 0, archived: 0 };
  const inShownView = (status: string) =>
    filter.view === 'all' ||
    (filter.view === 'unread'
      ? status === 'new'
      : filter.view === 'archived'
        ? status === 'archived'
        : status !== 'archived');
  await Promise.all([
    // Grouped by folder and pipeline status, the folder picked here: one scan of the (status,
    // pipeline_status) index (or a filter's own index that ends with them, migration 0019) instead of
    // a walk in pipeline-status order that reads every row for its folder (bench:studio at 100,000).
    ...tablesFor(filter).map(async (table) => {
      const rows = await narrowed(database.db.selectFrom(table) as Query, table, filter, database.dialect)
        .select(['status', 'pipeline_status'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .groupBy(['status', 'pipeline_status'])
        .execute();
      for (const row of rows) {
        if (inShownView(row.status)) statuses[row.pipeline_status as LeadStatus] += toInt(row.count);
      }
    }),
    ...(['contact_messages', 'leads'] as const).map(async (table) => {
      const rows = await database.db
        .selectFrom(table)
        .select(['status'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .groupBy('status')
        .execute();
      for (const row of rows) {
        const count = toInt(row.count);
        if (row.status === 'new') views.unread += count;
        if (row.status === 'archived') views.archived += count;
        else views.inbox += count;
      }
    }),
  ]);
  return { statuses, views };
}

/** The sources the list can be filtered by (`lead_source`, both tables), most used first; null: not recorded. */
export async function listInboxSources(database: Database, limit = 50): Promise<(string | null)[]> {
  const counts = new Map<string | null, number>();
  await Promise.all(
    (['contact_messages', 'leads'] as const).map(async (table) => {
      const rows = await database.db
        .selectFrom(table)
        .select(['lead_source'])
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .groupBy('lead_source')
        .execute();
      for (const row of rows) counts.set(row.lead_source, (counts.get(row.lead_source) ?? 0) + toInt(row.count));
    }),
  );
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
    .slice(0, limit)
    .map(([source]) => source);
}

/** How many leads `userId` owns whose follow-up is on or before `today`, outside the archive ("Due today"). */
export async function countDueFor(database: Database, userId: string, today: string): Promise<number> {
  const counts = await Promise.all(
    (['contact_messages', 'leads'] as const).map((table) =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner_id', '=', userId)
        .where('follow_up_on', '<=', today)
        .where('status', '!=', 'archived')
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + toInt(row.count), 0);
}
