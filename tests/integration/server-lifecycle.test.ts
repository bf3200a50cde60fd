/**
 * The process contract of DESIGN 4: bad configuration stops the server with a message naming the
 * variable; SIGTERM lets in-flight requests finish and exits cleanly. Runs the production build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lifecycle-'));
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SHARE_IMAGES: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('server process', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '3000', DATABASE_URL: 'mysql://db/site' }, 'DATABASE_URL'],
    [{ PORT: '3000', SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
  ])('refuses to start with %o and names %s', async (env, name) => {
    const { code, output } = await runServer(env);
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(name);
  });

  it('finishes an in-flight request on SIGTERM and exits cleanly', async () => {
    server = await startTestServer({ LOG_LEVEL: 'info', PAGE_CACHE: 'off' });
    const url = new URL('/contact', server.url);
    const body = 'name=Ada&email=ada%40example.com&message=Hello';
    // A request whose body is still arriving is in flight for as long as we want it to be.
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': Buffer.byteLength(body),
        Origin: server.url,
      },
    });
    const response = new Promise<{ status: number }>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopping = server.stop();
    await expect.poll(() => server?.output() ?? '', { timeout: 5000 }).toContain('shutting down');
    request.end(body.slice(10));

    const { status } = await response;
    await stopping;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(server.output()).toContain('shutdown complete');
    server = undefined;
  });
});
