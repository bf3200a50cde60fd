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

/** A server to measure: its address and process (for its CPU time). */
export interface MeasuredServer {
  url: string;
  pid: number;
}

/**
 * Today's renders and the baseline build's, measured side by side: per page, `rounds` short loads
 * on each server in turn, keeping each server's lowest CPU per response (what else the machine
 * does only ever adds to it). Paths the baseline does not serve (pages only blocks can make) are
 * measured on today's server alone.
 */
export async function measureRendersSideBySide(
  today: MeasuredServer,
  baseline: MeasuredServer,
  paths: readonly string[],
  baselinePaths: ReadonlySet<string>,
  options: { rounds?: number; durationS?: number; warmupS?: number } = {},
): Promise<{ today: RenderCost[]; baseline: RenderCost[] }> {
  const rounds = options.rounds ?? 5;
  const todays: RenderCost[] = [];
  const baselines: RenderCost[] = [];
  for (const pagePath of paths) {
    const servers = baselinePaths.has(pagePath) ? [today, baseline] : [today];
    const best = new Map<MeasuredServer, RenderCost>();
    for (let round = 0; round < rounds; round++) {
      for (const server of servers) {
        const [cost] = await measureRenders(server.url, server.pid, [pagePath], {
          durationS: options.durationS ?? 2,
          warmupS: round === 0 ? (options.warmupS ?? 1) : 0,
        });
        if (!cost) continue;
        const kept = best.get(server);
        if (!kept || lower(cost, kept)) best.set(server, cost);
      }
    }
    const todaysCost = best.get(today);
    const baselineCost = best.get(baseline);
    if (todaysCost) todays.push(todaysCost);
    if (baselineCost) baselines.push(baselineCost);
  }
  return { today: todays, baseline: baselines };
}

const lower = (a: RenderCost, b: RenderCost) => (a.cpuMsPerRender ?? Infinity) < (b.cpuMsPerRender ?? Infinity);

/** The renders measured before pages were built from blocks (docs/bench-baselines/), by path. */
export interface RenderBaseline {
  measuredAt: string;
  commit: string;
  note: string;
  renders: RenderCost[];
  /** Measured in the same run, beside today's build (not read from docs/bench-baselines/). */
  sideBySide?: boolean;
}

/**
 * Today's render against the one before pages: within 10 % counts as no more, since two runs of one
 * build on this machine differed by up to 7 % on a page (docs/bench-baselines/).
 */
export const RENDER_TOLERANCE = 1.1;
