/** GET /admin/messages.csv: every message and lead as a spreadsheet-safe CSV (guarded by the admin layout). */

import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { listInbox } from '../../features/inbox/inbox.server.ts';
import { filterInbox, inboxCsv, parseInboxView } from '../../features/inbox/inbox.ts';
import { listLeadOwners } from '../../features/leads/owners.server.ts';
import type { Route } from './+types/messages-csv';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertNotCrossSite(request, context.get(servicesContext).config);
  const { database } = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const viewParam = new URL(request.url).searchParams.get('view');
  const [all, owners] = await Promise.all([listInbox(database), listLeadOwners(database)]);
  const items = viewParam ? filterInbox(all, parseInboxView(viewParam)) : all;
  await auditEvent(database, staffActor(admin, ip), {
    action: 'messages.exported',
    entityType: 'inbox',
    details: { count: items.length, view: viewParam ?? 'all' },
  });
  const date = new Date().toISOString().slice(0, 10);
  const ownerEmails = new Map(owners.map((owner) => [owner.id, owner.email]));
  return new Response(inboxCsv(items, ownerEmails), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="brightflow-messages-${date}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
