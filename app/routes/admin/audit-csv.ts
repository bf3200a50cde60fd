/**
 * GET /admin/audit.csv: every audit entry the page's filters match, as a streamed, spreadsheet-safe
 * CSV (guarded by the admin layout). The export is recorded in the log itself.
 */

import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { acceptsGzip } from '../../.server/infrastructure/csv-download.ts';
import { exportAuditCsv } from '../../features/audit-log/audit-export.server.ts';
import { parseAuditQuery } from '../../lib/audit-log.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import type { Route } from './+types/audit-csv';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertNotCrossSite(request, context.get(servicesContext).config);
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  // The page's filters (its cursor is a position on the page, not a filter, and is left out).
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  return exportAuditCsv(
    services,
    admin,
    ip,
    { ...query, after: null, before: null },
    {
      timeZone,
      acceptsGzip: acceptsGzip(request),
    },
  );
}
