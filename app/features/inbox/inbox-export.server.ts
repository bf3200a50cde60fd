/**
 * The inbox as CSV (issue 31): every submission the list's folder and filters select, not one page,
 * streamed from the database in keyset batches (the list's own query, 500 rows at a time), so the
 * export's memory stays flat however many rows it holds (npm run bench:studio measures it). The
 * columns are INBOX_CSV_HEADER, with the audit log export's spreadsheet hardening (app/lib/csv.ts).
 */
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { countInbox, inboxKeyOf, listInboxPage } from '../../.server/db/repositories/inbox-page.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import { csvDownload } from '../../.server/infrastructure/csv-download.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { type InboxFilter, type InboxQuery, inboxFilter } from '../../lib/inbox-query.ts';
import { listLeadOwners } from '../leads/owners.server.ts';
import { inboxItems } from './inbox.server.ts';
import { INBOX_CSV_HEADER, inboxCsvCells } from './inbox.ts';

/** Rows read per query while streaming: small enough to stay light, large enough to be few queries. */
export const INBOX_EXPORT_BATCH_SIZE = 500;

/**
 * The file's bytes: the header, then one batch per pull, newest first. A pull is asked for only when
 * the client has taken the previous chunk, so a slow download holds one batch; a client that goes
 * away cancels the stream and no more is read.
 */
export function inboxCsvStream(
  database: Database,
  logger: Logger,
  filter: InboxFilter,
  batchSize = INBOX_EXPORT_BATCH_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: InboxFilter['after'] = null;
  let ownerEmails: Map<string, string> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!ownerEmails) {
            ownerEmails = new Map((await listLeadOwners(database)).map((owner) => [owner.id, owner.email]));
            controller.enqueue(encoder.encode(CSV_BOM + csvRow(INBOX_CSV_HEADER)));
            return;
          }
          const page = await listInboxPage(database, { ...filter, after: cursor, before: null }, batchSize);
          const items = await inboxItems(database, page.items, { timelines: false });
          const emails = ownerEmails;
          if (items.length > 0) {
            controller.enqueue(encoder.encode(items.map((item) => csvRow(inboxCsvCells(item, emails))).join('')));
          }
          const last = page.items.at(-1);
          if (!page.hasMore || !last) controller.close();
          else cursor = inboxKeyOf(last);
        } catch (error) {
          logger.error({ err: error }, 'the inbox export failed while streaming');
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * GET /admin/messages.csv: records the export (who, which filters, how many rows), then answers with
 * the file, streamed. Without a folder in the address it is every folder, as it always was.
 */
export async function exportInboxCsv(
  services: Pick<Services, 'database' | 'logger'>,
  admin: Pick<AdminIdentity, 'userId' | 'email'>,
  ip: string | undefined,
  query: InboxQuery,
  context: { timeZone: string; today: string; allFolders: boolean; acceptsGzip?: boolean },
  now = new Date(),
): Promise<Response> {
  const { database, logger } = services;
  const resolved = inboxFilter({ ...query, after: null, before: null }, { userId: admin.userId, ...context });
  const filter: InboxFilter = context.allFolders ? { ...resolved, view: 'all' } : resolved;
  const counts = await countInbox(database, filter);
  const count = Object.values(counts.statuses).reduce((sum, n) => sum + n, 0);
  await auditEvent(database, staffActor(admin, ip), {
    action: 'messages.exported',
    entityType: 'inbox',
    details: {
      count,
      view: context.allFolders ? 'all' : query.view,
      filters: {
        status: query.status,
        owner: query.owner,
        kind: query.kind,
        source: query.source,
        from: query.from,
        to: query.to,
        due: query.due,
        search: query.q !== null,
        person: query.person !== null,
      },
    },
  });
  const date = now.toISOString().slice(0, 10);
  return csvDownload(inboxCsvStream(database, logger, filter), `brightflow-messages-${date}.csv`, {
    gzip: context.acceptsGzip === true,
  });
}
