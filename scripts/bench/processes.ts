/**
 * The processes a benchmark starts: the production build, our server (one or more instances on
 * fresh data directories) and the static baseline server. Every child is remembered by PID and
 * stopped at the end, also when the benchmark is interrupted or fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const root = path.resolve(import.meta.dirname, '../..');

const children = new Set<ChildProcess>();

function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd: string = root,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The production bundle, with hidden client source maps (same JavaScript; maps feed the bundle report). */
export async function buildProduction(buildDir: string): Promise<void> {
  await runCommand(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build', '--sourcemapClient', 'hidden'],
    {
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
    },
  );
}

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawning `node` to the first 200 from /healthz. */
  startMs: number;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rssBytes(): number | null;
  stop(): Promise<void>;
}

export const benchAdmin = { email: 'bench-admin@example.com', password: 'bench-admin-password-123' };

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited during start (code ${child.exitCode}); see ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function readRss(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain spaces, start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Resolves once the process has used (almost) no CPU for `quietMs`: a server's start-up work (the
 * scheduler's first tick, share images) done before a measurement of what requests cost.
 */
export async function waitForIdle(
  pid: number,
  { quietMs = 1000, busyMsPerQuiet = 20, timeoutMs = 90_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const after = processCpuMs(pid);
    if (before === null || after === null) return false;
    if (after - before <= busyMsPerQuiet) return true;
  }
  return false;
}

function track(name: string, child: ChildProcess, url: string, dataDir: string, startMs: number): RunningServer {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    url,
    pid: child.pid!,
    dataDir,
    startMs,
    rssBytes: () => readRss(child.pid!),
    async stop() {
      if (child.exitCode === null && child.pid) {
        process.kill(child.pid, 'SIGTERM');
        const killer = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      children.delete(child);
    },
  };
}

/**
 * Starts `node server.ts` as `npm start` would run the production build: NODE_ENV=production,
 * 127.0.0.1 only, the given data directory (sample content is seeded into an empty one). Its log
 * goes to `<dataDir>.log`, as a deployment would send it to a file or journal.
 */
export async function startAppServer(options: {
  name: string;
  port: number;
  buildDir: string;
  dataDir: string;
  env?: Record<string, string>;
  /** Extra flags for `node` (e.g. --trace-gc, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
  /** The checkout whose server.ts runs: this one, or an earlier commit's (baseline-build.ts). */
  cwd?: string;
}): Promise<RunningServer> {
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = `${options.dataDir}.log`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server.ts'], {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      BUILD_DIR: options.buildDir,
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // The bench signs in once per run; a low limit would only slow repeated runs down.
      LOGIN_RATE_LIMIT: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForHealth(url, child, logFile);
  return track(options.name, child, url, options.dataDir, Math.round(performance.now() - started));
}

/** Starts the in-memory static server of the baseline snapshot (scripts/bench/static-server.ts). */
export async function startStaticServer(options: { port: number; snapshotDir: string }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench/static-server.ts'), options.snapshotDir, String(options.port)],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  children.add(child);
  await waitForHealth(url, child, 'the console');
  return track('static baseline', child, url, options.snapshotDir, Math.round(performance.now() - started));
}
