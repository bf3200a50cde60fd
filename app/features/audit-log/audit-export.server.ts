/**
 * The audit log as CSV (issue 19; docs/decisions/audit-log.md): every entry the page's filters
 * match, not just one page, streamed in keyset batches so that 100,000 rows never sit in memory at
 * once, with the inbox export's spreadsheet hardening (app/lib/csv.ts). The export is itself an entry
 * of the log ('audit.exported'); the file holds what was there before it, not itself nor anything
 * written while it streams.
 */

import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { type AuditFilter, countAudit, listAuditPage } from '../../.server/db/repositories/audit-log.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import { csvDownload } from '../../.server/infrastructure/csv-download.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import type { AuditKey, AuditQuery, AuditRow } from '../../lib/audit-log.ts';
import { toAuditRow } from '../../lib/audit-log.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { auditFilter, findSubjects, rowKey } from './audit.server.ts';
import { actionLabel, auditCopy, entityTypeLabel } from './audit-copy.ts';

/** Rows read per query while streaming: small enough to stay light, large enough to be few queries. */
export const EXPORT_BATCH_SIZE = 500;

/** One entry as a CSV row, in the columns of auditCopy.csvHeader. */
export function auditCsvRow(row: AuditRow): string {
  const who = row.actor.kind === 'intake_without_key' ? auditCopy.withoutKey : row.actor.name;
  return csvRow([
    row.createdAt,
    who,
    auditCopy.actorKinds[row.actor.kind],
    actionLabel(row.action),
    row.action,
    row.subject ? entityTypeLabel(row.subject.type) : '',
    row.subject?.id ?? '',
    row.subject?.name ?? '',
    row.ip ?? '',
    row.requestId ?? '',
    Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : '',
  ]);
}

/**
 * The file's bytes: the header, then the entries older than `start`, newest first, one batch per
 * pull. A pull is asked for only when the client has taken the previous chunk, so a slow download
 * holds one batch; a client that goes away cancels the stream and no more is read.
 */
export function auditCsvStream(
  database: Database,
  logger: Logger,
  filter: AuditFilter,
  start: AuditKey,
  batchSize = EXPORT_BATCH_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = start;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(auditCopy.csvHeader)));
          return;
        }
        try {
          const page = await listAuditPage(database, { filter, after: cursor, limit: batchSize });
          const subjects = await findSubjects(database, page.entries);
          const rows = page.entries.map((entry) => toAuditRow(entry, subjects));
          if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(auditCsvRow).join('')));
          const last = rows.at(-1);
          if (!page.hasMore || !last) controller.close();
          else cursor = rowKey(last);
        } catch (error) {
          logger.error({ err: error }, 'the audit log export failed while streaming');
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * GET /admin/audit.csv: records the export (who, which filters, how many entries), then answers with
 * the file, streamed. The entry is written first so that it is in the log even if the download is
 * cut short; the file starts just below it.
 */
export async function exportAuditCsv(
  services: Pick<Services, 'database' | 'logger'>,
  admin: Pick<AdminIdentity, 'userId' | 'email'>,
  ip: string | undefined,
  query: AuditQuery,
  context: { timeZone: string; acceptsGzip?: boolean },
  today = new Date(),
): Promise<Response> {
  const { timeZone } = context;
  const { database, logger } = services;
  const filter = auditFilter(query, timeZone);
  const count = await countAudit(database, filter);
  const entry = await auditEvent(database, staffActor(admin, ip), {
    action: 'audit.exported',
    entityType: 'audit_log',
    details: {
      count,
      filters: {
        actor: query.actor,
        action: query.action,
        from: query.from,
        to: query.to,
        ...(query.from || query.to ? { timeZone } : {}),
      },
    },
  });
  const date = today.toISOString().slice(0, 10);
  return csvDownload(auditCsvStream(database, logger, filter, rowKey(entry)), `brightflow-audit-log-${date}.csv`, {
    gzip: context.acceptsGzip === true,
  });
}
