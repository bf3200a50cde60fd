/**
 * The studio inbox's list as it lives in the URL (issue 31): the folder, the filters (pipeline status,
 * owner including "mine" and "unassigned", kind, a date range in whole days of the staff member's
 * time zone, follow-up due) and a keyset cursor. Pure, so it is unit-tested without a database.
 *
 * The list is contact messages and leads together, newest first on (created_at, source, id): a
 * cursor is the key of the last row shown, and the next page is the rows after it, so a page costs
 * the same however deep it is (no OFFSET).
 */
import { fromBase64Url, nextDay, parseDay, toBase64Url } from './audit-log.ts';
import { isFixedWidthInstant } from './instant.ts';
import { LEAD_STATUSES, type LeadStatus, type SubmissionSource } from './lead-pipeline.ts';
import { personKey } from './person-key.ts';
import { wallTimeToUtc } from './time-zone.ts';

export const INBOX_PAGE_SIZE = 50;

export type InboxKind = 'contact' | 'roi_email' | 'lead_intake' | 'process_assessment';
export const INBOX_KINDS: readonly InboxKind[] = ['contact', 'roi_email', 'lead_intake', 'process_assessment'];

/** What the studio and its e-mails call each kind. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact message',
  roi_email: 'ROI e-mail request',
  // The project request form (/lead-intake); its stored kind and label keep the SPEC's name.
  lead_intake: 'Lead intake',
  process_assessment: 'Process assessment',
};
const KINDS = INBOX_KINDS;

/** The folders: Inbox (everything not archived), Unread, Archived. */
export const INBOX_VIEWS = ['inbox', 'unread', 'archived'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const parseInboxView = (value: string | null): InboxView =>
  (INBOX_VIEWS as readonly string[]).includes(value ?? '') ? (value as InboxView) : 'inbox';

export interface InboxKey {
  createdAt: string;
  source: SubmissionSource;
  id: string;
}

export interface InboxQuery {
  view: InboxView;
  status: LeadStatus | null;
  /** 'mine': the signed-in staff member; 'none': unassigned; else a staff id. */
  owner: string | null;
  kind: InboxKind | null;
  from: string | null;
  to: string | null;
  /** Only leads whose follow-up date is today or earlier (in the staff member's time zone). */
  due: boolean;
  /** Words to find in the name, e-mail, company and message, as typed. */
  q: string | null;
  /** One person's submissions: an e-mail address, grouped as lib/person-key.ts says. */
  person: string | null;
  /** Where the visit came from (the attribution's `lead_source`), or NO_SOURCE for "not recorded". */
  source: string | null;
  /** The page after this key (older rows)... */
  after: InboxKey | null;
  /** ...or the page before it (newer rows: "Newer"); `after` wins when a link has both. */
  before: InboxKey | null;
}

/** The source filter's value for submissions that carry no attribution (no JavaScript, the API, older rows). */
export const NO_SOURCE = '(none)';

const ROW_ID = /^[A-Za-z0-9-]{1,64}$/;

export const encodeInboxCursor = (key: InboxKey): string => toBase64Url(`${key.createdAt} ${key.source} ${key.id}`);

/** The key a cursor names; null for anything that is not a cursor this page made. */
export function decodeInboxCursor(cursor: string | null | undefined): InboxKey | null {
  if (!cursor || cursor.length > 200) return null;
  const [createdAt, source, id, ...rest] = (fromBase64Url(cursor) ?? '').split(' ');
  if (rest.length > 0 || !createdAt || !isFixedWidthInstant(createdAt)) return null;
  if ((source !== 'contact' && source !== 'lead') || !id || !ROW_ID.test(id)) return null;
  return { createdAt, source, id };
}

const SEARCH_MAX = 200;

function parseSearch(value: string | null): string | null {
  const text = value?.replace(/\p{Cc}/gu, ' ').trim() ?? '';
  return text === '' ? null : text.slice(0, SEARCH_MAX);
}

function parsePerson(value: string | null): string | null {
  const email = value?.trim() ?? '';
  return email.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(email) ? null : email;
}

/** A source as stored (utm_source as given, a referrer's domain, 'direct'): printable, at most 100 characters. */
function parseSource(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text.length > 100 || /\p{Cc}/u.test(text)) return null;
  return text;
}

/** A word of a search, lower-cased, as typed and with its accents taken off. */
export interface SearchWord {
  plain: string;
  folded: string;
}

const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The words of a search: letters and digits only (so nothing typed is search syntax on either
 * engine), lower-cased, at most eight. 'ada@example.com' is ada, example, com: the stored text is
 * split the same way.
 */
export function searchWords(q: string | null): SearchWord[] {
  if (!q) return [];
  const words = new Map<string, SearchWord>();
  for (const plain of q.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const folded = fold(plain).replace(/[^\p{L}\p{N}]+/gu, '');
    if (folded !== '' && !words.has(folded)) words.set(folded, { plain, folded });
  }
  return [...words.values()].slice(0, 8);
}

/** The list's query from its URL. Whatever is not valid is left out: the page never fails on a bad link. */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const status = params.get('status');
  const kind = params.get('kind');
  const owner = params.get('owner')?.trim() ?? '';
  const after = decodeInboxCursor(params.get('after'));
  return {
    view: parseInboxView(params.get('view')),
    status: (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : null,
    owner: owner === 'mine' || owner === 'none' || ROW_ID.test(owner) ? owner : null,
    kind: (KINDS as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : null,
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
    due: params.get('due') === '1',
    q: parseSearch(params.get('q')),
    person: parsePerson(params.get('person')),
    source: parseSource(params.get('source')),
    after,
    before: after ? null : decodeInboxCursor(params.get('before')),
  };
}

/** The query's parameters, without defaults (and without the cursor unless given). */
export function inboxParams(query: InboxQuery, changes: Partial<InboxQuery> = {}): URLSearchParams {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.view !== 'inbox') params.set('view', q.view);
  if (q.status) params.set('status', q.status);
  if (q.owner) params.set('owner', q.owner);
  if (q.kind) params.set('kind', q.kind);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  if (q.due) params.set('due', '1');
  if (q.q) params.set('q', q.q);
  if (q.person) params.set('person', q.person);
  if (q.source) params.set('source', q.source);
  if (q.after) params.set('after', encodeInboxCursor(q.after));
  else if (q.before) params.set('before', encodeInboxCursor(q.before));
  return params;
}

/** The list for this query (from its first page unless `changes` sets a cursor). */
export function inboxHref(query: InboxQuery, changes: Partial<InboxQuery> = {}): string {
  const search = inboxParams(query, { after: null, before: null, ...changes }).toString();
  return search ? `/admin/messages?${search}` : '/admin/messages';
}

/** The CSV export of what the list shows: its folder and filters, every page. */
export function inboxCsvHref(query: InboxQuery): string {
  const params = inboxParams(query, { after: null, before: null });
  // Named always: the export without a folder is every folder (as it was before the filters).
  params.set('view', query.view);
  return `/admin/messages.csv?${params.toString()}`;
}

/** True when a filter narrows the list (the folder and the cursor are not filters). */
export const isInboxFiltered = (query: InboxQuery): boolean =>
  Boolean(
    query.status ||
      query.owner ||
      query.kind ||
      query.from ||
      query.to ||
      query.due ||
      query.q ||
      query.person ||
      query.source,
  );

/** What the database is asked: the filters resolved to instants, ids and a day. */
export interface InboxFilter {
  /** 'all': every folder (the CSV export without a folder). */
  view: InboxView | 'all';
  status: LeadStatus | null;
  /** null: anyone; 'none': unassigned; else a staff id. */
  owner: string | null;
  kind: InboxKind | null;
  since: string | null;
  until: string | null;
  /** Follow-up on or before this day. */
  dueBy: string | null;
  /** The search's words (each matched as the start of a word), all required; empty: no search. */
  words: SearchWord[];
  /** lib/person-key.ts of the person asked for. */
  personKey: string | null;
  /** Only this `lead_source` (name null: submissions without attribution); null: any source. */
  source: { name: string | null } | null;
  after: InboxKey | null;
  before: InboxKey | null;
}

/** Resolves "mine", the date range (whole days in `timeZone`) and "due" (today in `timeZone`). */
export function inboxFilter(
  query: InboxQuery,
  context: { userId: string; timeZone: string; today: string },
): InboxFilter {
  return {
    view: query.view,
    status: query.status,
    owner: query.owner === 'mine' ? context.userId : query.owner,
    kind: query.kind,
    since: query.from ? wallTimeToUtc(`${query.from}T00:00`, context.timeZone) : null,
    until: query.to ? wallTimeToUtc(`${nextDay(query.to)}T00:00`, context.timeZone) : null,
    dueBy: query.due ? context.today : null,
    words: searchWords(query.q),
    personKey: query.person ? personKey(query.person) : null,
    source: query.source ? { name: query.source === NO_SOURCE ? null : query.source } : null,
    after: query.after,
    before: query.before,
  };
}

/** Newest first; among rows of one instant, contact messages before leads, then by id. */
export function compareInboxKeys(a: InboxKey, b: InboxKey): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
