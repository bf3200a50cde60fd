/**
 * The request log against the production build: a key or grant in the address is never written,
 * however its parameter name is spelled or encoded (app/lib/redact-url.ts has the rules).
 */
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

const fields = 'title=Log+Study&industry=Retail&category=rpa&description=D&image_src=%2Fa.png&results=x';

describe('the request log', () => {
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
