/** GET /api/openapi.json: the intake API as an OpenAPI 3.1 document. */
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { buildOpenApiDocument } from '../../features/intake/openapi.server.ts';
import type { Route } from './+types/openapi';

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return Response.json(buildOpenApiDocument(config.publicUrl), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  });
}
