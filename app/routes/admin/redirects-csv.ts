/** GET /admin/redirects.csv (issue 32): the studio's redirects as the CSV file the import reads (from,to,status). */
import { assertNotCrossSite } from '../../.server/auth/csrf.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { exportRedirectsCsv } from '../../features/redirects/redirects.server.ts';
import type { Route } from './+types/redirects-csv';

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  assertNotCrossSite(request, services.config);
  return exportRedirectsCsv(services.database);
}
