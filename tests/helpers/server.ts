/**
 * Starts the production build as a real server for integration tests that go through HTTP
 * (authorisation matrices, APIs, rate limits). Requires a build (`npm run build`; `npm test`
 * builds before the integration suite). Each server gets a free port and a fresh data directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The build the servers run: BUILD_DIR (as for `npm run build` and Playwright), else build/. */
export const testBuildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

export interface TestServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for assertions on logs and for debugging a failed start. */
  output: () => string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL, as a crash would, and keeps its data directory. */
  kill(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse this data directory (e.g. to restart after a crash); it is then not removed on stop. */
  dataDir?: string;
}

/** A raw GET (Node's fetch would decompress the body and hide what was sent). */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

export const testAdmin = { email: 'integration-admin@example.com', password: 'integration-password-123' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Signs in (a same-origin form post) and returns the session cookie, `name=value`. */
export async function signInAs(
  server: Pick<TestServer, 'url'>,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: credentials.email, password: credentials.password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('brightflow_admin='));
  if (!cookie) throw new Error(`sign-in of ${credentials.email} failed: ${response.status}`);
  return cookie.split(';')[0] as string;
}

/** Signs in as `testAdmin`, the account every test server is started with. */
export const signInAsTestAdmin = (server: Pick<TestServer, 'url'>): Promise<string> => signInAs(server, testAdmin);

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  if (!existsSync(path.join(testBuildDir, 'server/index.js'))) {
    throw new Error(
      `No production build in ${testBuildDir}: run \`BUILD_DIR=${path.relative(root, testBuildDir)} npm run build\` first.`,
    );
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: testBuildDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      // Rendering every published record's share image costs ~46 ms of CPU each at the first tick;
      // the tests of share images turn it on (tests/integration/share-images.test.ts).
      SHARE_IMAGES: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`test server exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`test server did not become healthy within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
