/** GET /robots.txt: keeps crawlers out of the studio and the intake page (/webhook-api); points at the sitemap. */
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { robotsTxt } from '../../lib/sitemap.ts';
import type { Route } from './+types/robots-txt';

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return new Response(robotsTxt(config.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
