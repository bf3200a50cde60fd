/**
 * GET /admin/messages.csv: every message and lead the list's folder and filters select, as a
 * streamed, spreadsheet-safe CSV (guarded by the admin layout). The export is recorded in the audit log.
 */

import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { acceptsGzip } from '../../.server/infrastructure/csv-download.ts';
import { exportInboxCsv } from '../../features/inbox/inbox-export.server.ts';
import { parseInboxQuery } from '../../lib/inbox-query.ts';
import { timeZoneFromCookies, utcToWallTime } from '../../lib/time-zone.ts';
import type { Route } from './+types/messages-csv';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertNotCrossSite(request, context.get(servicesContext).config);
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  const today = utcToWallTime(new Date().toISOString(), timeZone).slice(0, 10);
  // No folder named (or 'all'): every folder, as the export always was.
  const view = params.get('view');
  const allFolders = view === null || view === 'all';
  return exportInboxCsv(services, admin, ip, parseInboxQuery(params), {
    timeZone,
    today,
    allFolders,
    acceptsGzip: acceptsGzip(request),
  });
}
