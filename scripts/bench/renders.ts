/**
 * What one uncached render of a page costs the server (issue 28: "uncached render of every seeded
 * page costs no more CPU than today's", "a page with 40 blocks renders uncached in under 20 ms"):
 * a short load of a few connections per page against a server started with PAGE_CACHE=off, and
 * the server process's CPU time per response. CPU per response barely depends on what else the
 * machine does; p50 latency (the server's time plus the loopback) does, and is reported beside it.
 */
import { runLoad } from './load.ts';

export interface RenderCost {
  path: string;
  /** CPU the server spent per response, in ms. */
  cpuMsPerRender: number | null;
  p50Ms: number;
  requests: number;
  /** Responses other than 200: a page that is missing is not a cheap render. */
  non2xx: number;
}

export async function measureRenders(
  baseUrl: string,
  serverPid: number,
  paths: readonly string[],
  options: { connections?: number; durationS?: number; warmupS?: number } = {},
): Promise<RenderCost[]> {
  const costs: RenderCost[] = [];
  for (const pagePath of paths) {
    const result = await runLoad(pagePath, `${baseUrl}${pagePath}`, {
      connections: options.connections ?? 2,
      durationS: options.durationS ?? 3,
      warmupS: options.warmupS ?? 1,
      serverPid,
    });
    costs.push({
      path: pagePath,
      cpuMsPerRender: result.serverCpuMsPerRequest,
      p50Ms: result.p50Ms,
      requests: result.requests,
      non2xx: result.non2xx,
    });
  }
  return costs;
}

/** The renders measured before pages were built from blocks (docs/bench-baselines/), by path. */
export interface RenderBaseline {
  measuredAt: string;
  commit: string;
  note: string;
  renders: RenderCost[];
}

/**
 * Today's render against the one before pages: within 10 % counts as no more, since two runs of one
 * build on this machine differed by up to 7 % on a page (docs/bench-baselines/).
 */
export const RENDER_TOLERANCE = 1.1;
