/**
 * The studio's redirects as the page routes answer them (issue 32). The front door
 * (server/redirect-front-door.ts) answers 301s and 302s for documents; what reaches a route is a 410
 * (rendered as the Gone page) or a client-side navigation's data request, which React Router turns
 * into a redirect in its own format.
 */
import { redirect } from 'react-router';
import type { Services } from '../../.server/infrastructure/services.ts';
import { locationFor } from '../../lib/redirects.ts';

/** True when `path` is gone (410); throws the redirect when it has a 301 or 302; false otherwise. */
export async function answerRedirectRule(
  services: Pick<Services, 'redirects'>,
  path: string,
  search: string,
): Promise<boolean> {
  const rule = await services.redirects.match(path);
  if (!rule) return false;
  if (rule.to === null) return true;
  const target = locationFor(rule, path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path) as string;
  throw redirect(search && !target.includes('?') ? `${target}${search}` : target, rule.status);
}
