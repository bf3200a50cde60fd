/**
 * The studio's inbox: contact messages and leads (ROI e-mail requests, lead intake, process
 * assessments) as one list, newest first, with the delivery status of the e-mails each one caused.
 */

import type { Database } from '../../.server/db/index.ts';
import { toInt } from '../../.server/db/mapping.ts';
import { listContactMessages } from '../../.server/db/repositories/contact-messages.ts';
import {
  countInbox,
  getInboxRecord,
  type InboxCounts,
  type InboxRecord,
  inboxKeyOf,
  listInboxPage,
} from '../../.server/db/repositories/inbox-page.ts';
import { listPipelines, listTimelines } from '../../.server/db/repositories/lead-notes.ts';
import { listLeads } from '../../.server/db/repositories/leads.ts';
import { getDeliveryStatus } from '../../.server/db/repositories/outbox.ts';
import { INBOX_PAGE_SIZE, type InboxKey, type InboxQuery, inboxFilter } from '../../lib/inbox-query.ts';
import type { LeadAttribution } from '../../lib/lead-attribution.ts';
import { NEW_PIPELINE, type SubmissionRef } from '../../lib/lead-pipeline.ts';
import {
  type CaseStudyTitles,
  type InboxItem,
  type InboxSummary,
  inboxItemFromContact,
  inboxItemFromLead,
  inboxSummary,
} from './inbox.ts';

/** The `related_type` the contact and lead flows give their outbox e-mails. */
export const OUTBOX_RELATED = { contact: 'contact_message', lead: 'lead' } as const;

export async function countUnread(database: Database): Promise<number> {
  const [messages, leads] = await Promise.all([
    database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);
  return toInt(messages.count) + toInt(leads.count);
}

/** Every message and lead, newest first, each with its e-mail delivery status (the CSV export). */
export async function listInbox(database: Database): Promise<InboxItem[]> {
  const [messages, leads, pipelines] = await Promise.all([
    listContactMessages(database),
    listLeads(database),
    listPipelines(database),
  ]);
  const pipelineOf = (source: 'contact' | 'lead', id: string) => pipelines.get(`${source}:${id}`) ?? NEW_PIPELINE;
  const items = await inboxItems(database, [
    ...messages.map((m) => ({ source: 'contact' as const, record: m, pipeline: pipelineOf('contact', m.id) })),
    ...leads.map((l) => ({ source: 'lead' as const, record: l, pipeline: pipelineOf('lead', l.id) })),
  ]);
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Submissions in full: with their e-mail's delivery, the studies' titles and (unless `timelines` is
 * false: the CSV has no column for it) the timeline.
 */
export async function inboxItems(
  database: Database,
  records: readonly InboxRecord[],
  { timelines: withTimelines = true }: { timelines?: boolean } = {},
): Promise<InboxItem[]> {
  const contacts = records.flatMap((r) => (r.source === 'contact' ? [r.record] : []));
  const leads = records.flatMap((r) => (r.source === 'lead' ? [r.record] : []));
  const [messageDelivery, leadDelivery, titles, timelines] = await Promise.all([
    getDeliveryStatus(
      database,
      OUTBOX_RELATED.contact,
      contacts.map((m) => m.id),
    ),
    getDeliveryStatus(
      database,
      OUTBOX_RELATED.lead,
      leads.map((l) => l.id),
    ),
    caseStudyTitles(database, [...contacts, ...leads]),
    withTimelines
      ? listTimelines(
          database,
          records.map((r) => ({ source: r.source, id: r.record.id })),
        )
      : new Map<string, never[]>(),
  ]);
  return records.map((r): InboxItem => {
    const item =
      r.source === 'contact'
        ? inboxItemFromContact(r.record, messageDelivery.get(r.record.id) ?? null, titles)
        : inboxItemFromLead(r.record, leadDelivery.get(r.record.id) ?? null, titles);
    return { ...item, pipeline: r.pipeline, timeline: timelines.get(`${r.source}:${r.record.id}`) ?? [] };
  });
}

export interface InboxPage {
  items: InboxSummary[];
  /** The key of the last item, when older ones follow: the next page's cursor ("Older"). */
  next: InboxKey | null;
  /** The key of the first item, when newer ones come before it: the previous page's cursor ("Newer"). */
  previous: InboxKey | null;
  counts: InboxCounts;
}

/**
 * One page of the inbox for a query (issue 31): each item as its summary (from its own row: no
 * delivery, study titles or timeline read for 50 submissions the list does not draw in full), and
 * the exact counts per status and folder.
 */
export async function loadInboxPage(
  database: Database,
  query: InboxQuery,
  context: { userId: string; timeZone: string; today: string },
): Promise<InboxPage> {
  const filter = inboxFilter(query, context);
  const [{ items: records, hasMore }, counts] = await Promise.all([
    listInboxPage(database, filter, INBOX_PAGE_SIZE),
    countInbox(database, filter),
  ]);
  const items = records.map((r) =>
    inboxSummary(
      r.source === 'contact' ? inboxItemFromContact(r.record, null) : inboxItemFromLead(r.record, null),
      r.pipeline,
    ),
  );
  const first = records.at(0);
  const last = records.at(-1);
  // Going back, `hasMore` says whether newer rows come first; older ones follow at least the
  // cursor's row. Going forward, newer ones come first whenever this is not the first page.
  const back = query.before !== null;
  return {
    items,
    next: last && (back || hasMore) ? inboxKeyOf(last) : null,
    previous: first && (back ? hasMore : query.after !== null) ? inboxKeyOf(first) : null,
    counts,
  };
}

/** One submission in full (the inbox's open one), or null when it does not exist (any more). */
export async function loadInboxItem(database: Database, ref: SubmissionRef): Promise<InboxItem | null> {
  const record = await getInboxRecord(database, ref);
  if (!record) return null;
  const [item] = await inboxItems(database, [record]);
  return item ?? null;
}

/**
 * The current titles of the case studies the listed visitors read, by the slug (or id) their
 * address had; a study deleted since is simply missing (the inbox then shows its slug).
 */
export async function caseStudyTitles(
  database: Database,
  records: readonly { attribution: Pick<LeadAttribution, 'caseStudies'> | null }[],
): Promise<CaseStudyTitles> {
  const keys = [...new Set(records.flatMap((record) => record.attribution?.caseStudies ?? []))];
  const titles = new Map<string, string>();
  // In chunks, so a long inbox never exceeds a statement's parameter limit.
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const rows = await database.db
      .selectFrom('case_studies')
      .select(['id', 'slug', 'title'])
      .where((eb) => eb.or([eb('slug', 'in', chunk), eb('id', 'in', chunk)]))
      .execute();
    for (const row of rows) {
      titles.set(row.slug, row.title);
      titles.set(row.id, row.title);
    }
  }
  return titles;
}
