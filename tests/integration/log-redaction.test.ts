/**
 * The request log against the production build: a key or grant in the address is never written,
 * however its parameter name is spelled or encoded, nor an invitation token, however its path is
 * spelled, in a request line or a 404 warning (app/lib/redact-url.ts has the rules).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const KEY = 'log-redaction-key-5b1f0c9e7d3a';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info', WEBHOOK_API_KEY: KEY, SEED: 'none' });
});
afterAll(async () => {
  await server?.stop();
});

/** Shaped like an invitation link's token (app/.server/auth/invitation-token.ts): 32 random bytes, base64url. */
const TOKEN = randomBytes(32).toString('base64url');

const fields = 'title=Log+Study&industry=Retail&category=rpa&description=D&image_src=%2Fa.png&results=x';

describe('the request log', () => {
  it('never holds an invitation token, however the path is spelled, in request lines or 404 warnings', async () => {
    const addresses = [
      `/%61dmin/invitation/${TOKEN}`,
      `/admin/%69nvitation/${TOKEN}?from=mail`,
      `/ADMIN/Invitation/${TOKEN}/`,
      `//admin/invitation/${TOKEN}`,
      // Not the invitation route (404 pages), but the token in them is just as live.
      `/admin/invitation/${TOKEN}/accept`,
      `/use-cases/admin/invitation/${TOKEN}`,
      `/admin%2Finvitation%2F${TOKEN}`,
    ];
    const requestIds: string[] = [];
    for (const address of addresses) {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status, address).toBeLessThan(500);
      requestIds.push(response.headers.get('X-Request-Id') ?? '');
    }
    // Lines are written off the request path: wait until the last request's is out.
    await expect.poll(() => server.output(), { timeout: 5000 }).toContain(`"requestId":"${requestIds.at(-1)}"`);
    const output = server.output();
    expect(output).toContain('"route":"/admin/invitation/:token"');
    expect(output).toContain('404: no route for path');
    expect(output).toContain('/%61dmin/invitation/[redacted]');
    expect(output).not.toContain(TOKEN);
    expect(output.toLowerCase()).not.toContain(TOKEN.toLowerCase());
  });

  it('refuses a path with broken percent-encoding (400) before the router, whose warning would print it', async () => {
    const addresses = [
      `/admin/invitation/${TOKEN}%`,
      `/admin/invitation/${TOKEN}%E0%A4%A`,
      `/%ZZadmin/invitation/${TOKEN}`,
    ];
    const requestIds: string[] = [];
    for (const address of addresses) {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      expect(response.status, address).toBe(400);
      expect(await response.text()).toContain('Bad Request');
      requestIds.push(response.headers.get('X-Request-Id') ?? '');
    }
    await expect.poll(() => server.output(), { timeout: 5000 }).toContain(`"requestId":"${requestIds.at(-1)}"`);
    expect(server.output()).not.toContain(TOKEN);
  });

  it('never holds the key or the grant, whatever the parameter name looks like', async () => {
    const addresses = [
      `/webhook-api?api%5Fkey=${KEY}&${fields}`,
      `/webhook-api?API%5FKEY=${KEY}`,
      `/webhook-api?%61pi_key=${KEY}`,
      `/webhook-api?${fields};api_key=${KEY}`,
      `/webhook-api?api_key+=${KEY}`,
      `/webhook-api?api_key=${KEY}&${fields}`,
    ];
    const requestIds: string[] = [];
    let grantAddress = '';
    for (const address of addresses) {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status).toBeLessThan(500);
      requestIds.push(response.headers.get('X-Request-Id') ?? '');
      if (response.status === 303) grantAddress = response.headers.get('Location') ?? '';
    }
    const grant = new URL(grantAddress, server.url).searchParams.get('grant');
    expect(grant).toBeTruthy();
    const granted = await fetch(new URL(grantAddress, server.url));
    expect(granted.status).toBe(200);
    requestIds.push(granted.headers.get('X-Request-Id') ?? '');

    // Stopping flushes the logger's buffer.
    await server.stop();
    const output = server.output();
    for (const id of requestIds) expect(output).toContain(`"requestId":"${id}"`);
    expect(output).toContain('api%5Fkey=[redacted]');
    expect(output).not.toContain(KEY);
    expect(output).not.toContain(grant);
  });
});
