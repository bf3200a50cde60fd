/**
 * Throughput and latency with autocannon against 127.0.0.1: a short warm-up, then the measured
 * run. Every run sends `Accept-Encoding: br, gzip` like a browser, to our server and to the static
 * baseline alike, so compressed bodies are compared with compressed bodies.
 */
import autocannon from 'autocannon';
import { processCpuMs } from './processes.ts';
import { round } from './stats.ts';

export const BROWSER_ENCODING = 'br, gzip';

export interface LoadResult {
  label: string;
  url: string;
  connections: number;
  durationS: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response bytes per second (compressed). */
  bytesPerSec: number;
  /**
   * CPU the server process spent per response during the measured run, in ms. Unlike req/s it
   * barely depends on what else the machine is doing: 1000 / this = responses per second per core.
   */
  serverCpuMsPerRequest: number | null;
}

export async function runLoad(
  label: string,
  url: string,
  options: {
    connections: number;
    durationS: number;
    warmupS: number;
    headers?: Record<string, string>;
    /** The server's process id, to measure its CPU time per response. */
    serverPid?: number;
  },
): Promise<LoadResult> {
  const headers = { 'accept-encoding': BROWSER_ENCODING, ...options.headers };
  // Fill the page cache (and let V8 optimise the hot paths) before measuring.
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();
  if (options.warmupS > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmupS, headers });
  }
  const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : null;
  const result = await autocannon({ url, connections: options.connections, duration: options.durationS, headers });
  const cpuAfter = options.serverPid ? processCpuMs(options.serverPid) : null;
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return {
    label,
    url,
    connections: options.connections,
    durationS: options.durationS,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: round(result.latency.p50, 1) ?? 0,
    p99Ms: round(result.latency.p99, 1) ?? 0,
    maxMs: round(result.latency.max, 1) ?? 0,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSec: Math.round(result.throughput.average),
    serverCpuMsPerRequest: cpuMs !== null && result.requests.total > 0 ? round(cpuMs / result.requests.total, 3) : null,
  };
}

export interface VerifierResult {
  checked: number;
  failures: number;
  /** The first few failures, described. */
  samples: string[];
}

/**
 * Fetches `urls` in a few parallel loops while a load test runs and checks every response is a
 * complete page: status 200, HTML, the body ending with </html>.
 */
export function startVerifier(urls: readonly string[], concurrency = 3): { stop(): Promise<VerifierResult> } {
  let running = true;
  const result: VerifierResult = { checked: 0, failures: 0, samples: [] };
  const fail = (what: string) => {
    result.failures += 1;
    if (result.samples.length < 5) result.samples.push(what);
  };
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const url = urls[i % urls.length]!;
      try {
        const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODING } });
        const body = await response.text();
        result.checked += 1;
        if (response.status !== 200) fail(`${url}: status ${response.status}`);
        else if (!String(response.headers.get('content-type')).startsWith('text/html')) fail(`${url}: not HTML`);
        else if (!body.trimEnd().endsWith('</html>')) fail(`${url}: incomplete body (${body.length} characters)`);
      } catch (error) {
        result.checked += 1;
        fail(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
