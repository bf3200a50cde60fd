/**
 * The operators' endpoints beside /healthz (docs/decisions/metrics-and-readiness.md): /readyz for
 * load balancers and /metrics for Prometheus. Neither needs a session, neither is cached (the page
 * cache never keys them, and they answer `no-store`), and server.ts logs them at debug level.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { isDatabaseReachable, pendingMigrations } from '#app/.server/db/index.ts';
import type { Services } from '#app/.server/infrastructure/services.ts';

/** Why this instance should not take traffic, or null when it may. */
export async function notReadyReason(database: Services['database']): Promise<string | null> {
  if (!(await isDatabaseReachable(database))) return 'database unreachable';
  let pending: string[];
  try {
    pending = await pendingMigrations(database);
  } catch {
    return 'database unreachable';
  }
  if (pending.length === 0) return null;
  const [first] = pending;
  return pending.length === 1 ? `migration ${first} not applied` : `migrations ${pending.join(', ')} not applied`;
}

export function readinessEndpoint(services: Pick<Services, 'database'>): RequestHandler {
  return async (_req: Request, res: Response) => {
    res.locals.route = '/readyz';
    const reason = await notReadyReason(services.database);
    res.setHeader('Cache-Control', 'no-store');
    if (reason) res.status(503).json({ status: 'unavailable', reason });
    else res.status(200).json({ status: 'ready' });
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` compared in constant time (digests of equal length, whatever was sent). */
function bearsToken(req: Request, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/** GET /metrics; with a token, only a request bearing it gets the metrics (401 otherwise). */
export function metricsEndpoint(
  services: Pick<Services, 'metrics' | 'logger'>,
  token: string | undefined,
): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (req: Request, res: Response) => {
    res.locals.route = '/metrics';
    res.setHeader('Cache-Control', 'no-store');
    if (expected && !bearsToken(req, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('Unauthorized\n');
      return;
    }
    try {
      const { contentType, body } = await services.metrics.scrape();
      res.status(200).setHeader('Content-Type', contentType).send(body);
    } catch (error) {
      services.logger.error({ err: error }, 'could not collect metrics');
      res.status(500).type('text/plain').send('Could not collect metrics\n');
    }
  };
}
