/**
 * GET /admin/people/:id/export/:format (issue 31, a subject-access request): everything stored about
 * the person behind submission `id`, as JSON or a spreadsheet-safe CSV; audited (guarded by the admin
 * layout, refused cross-site like every export).
 */
import { data } from 'react-router';
import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { exportPerson } from '../../.server/changes/people.ts';
import { staffActor } from '../../.server/changes/pipeline.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { personKeyOf } from '../../features/leads/person.server.ts';
import { personExport, personExportCsv } from '../../features/leads/person-export.server.ts';
import type { Route } from './+types/person-export';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  assertNotCrossSite(request, services.config);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const format = params.format;
  if (format !== 'json' && format !== 'csv') {
    throw data({ error: 'Export as json or csv.' }, { status: 404 });
  }
  const key = await personKeyOf(services.database, params.id);
  if (!key) throw data({ error: 'Nobody has sent a submission with that id.' }, { status: 404 });
  const rows = await exportPerson(services, staffActor(admin, ip), { personKey: key, via: params.id }, format);
  const content = personExport(rows);
  const date = content.exportedAt.slice(0, 10);
  const headers = {
    'Content-Disposition': `attachment; filename="brightflow-person-${date}.${format}"`,
    'Cache-Control': 'private, no-store',
  };
  return format === 'json'
    ? new Response(JSON.stringify(content, null, 2), {
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      })
    : new Response(personExportCsv(content), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
}
