/**
 * Whose X-Request-Id a request goes by, against the production build (issue 26): the id is stored
 * in the audit log (audit_log.request_id), so it is adopted only from a proxy TRUST_PROXY names;
 * anyone else's is logged beside the server's own id (`clientRequestId`) and never reaches the audit
 * row, so nobody can make two unrelated entries share an id.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '#app/.server/db/index.ts';
import { signInAsTestAdmin, startTestServer } from '../helpers/server.ts';

/** Generated ids: this process's random prefix and a counter. */
const OWN_ID = /^[\w-]{8}-[0-9a-z]+$/;

async function start(env: Record<string, string>) {
  const server = await startTestServer({ SEED: 'none', LOG_LEVEL: 'info', ...env });
  const database = openSqlite(path.join(server.dataDir, 'site.db'));
  const cookie = await signInAsTestAdmin(server);
  /** Exports the audit log (which records itself) with this X-Request-Id; the ids the response and the entry got. */
  const exportWith = async (requestId: string) => {
    const response = await fetch(`${server.url}/admin/audit.csv`, {
      headers: { Cookie: cookie, 'X-Request-Id': requestId },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const entry = await database.db
      .selectFrom('audit_log')
      .select('request_id')
      .where('action', '=', 'audit.exported')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { responseId: response.headers.get('X-Request-Id') ?? '', auditId: entry.request_id };
  };
  return { server, database, exportWith };
}

describe('a client that is not a trusted proxy (TRUST_PROXY unset)', () => {
  let setup: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    setup = await start({});
  }, 120_000);
  afterAll(async () => {
    await setup?.database.close();
    await setup?.server.stop();
  });

  it('gets an id of the server’s own, in the response and the audit entry, and its own id is only logged beside it', async () => {
    const chosen = 'shared-trace-id-26';
    const first = await setup.exportWith(chosen);
    const second = await setup.exportWith(chosen);
    for (const exported of [first, second]) {
      expect(exported.responseId).toMatch(OWN_ID);
      expect(exported.responseId).not.toBe(chosen);
      expect(exported.auditId).toBe(exported.responseId);
    }
    // Two unrelated entries do not share an id, whatever the client sent.
    expect(first.auditId).not.toBe(second.auditId);

    await setup.server.stop();
    const lines = setup.server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { requestId: string; clientRequestId?: string });
    for (const exported of [first, second]) {
      expect(lines.find((line) => line.requestId === exported.responseId)?.clientRequestId).toBe(chosen);
    }
  });
});

describe('a trusted proxy (TRUST_PROXY=loopback)', () => {
  let setup: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    setup = await start({ TRUST_PROXY: 'loopback' });
  }, 120_000);
  afterAll(async () => {
    await setup?.database.close();
    await setup?.server.stop();
  });

  it('has its X-Request-Id adopted, in the response and the audit entry', async () => {
    const exported = await setup.exportWith('nginx-0123456789abcdef');
    expect(exported).toEqual({ responseId: 'nginx-0123456789abcdef', auditId: 'nginx-0123456789abcdef' });
    // Still only a well-formed one.
    const response = await fetch(`${setup.server.url}/healthz`, { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(response.headers.get('X-Request-Id')).toMatch(OWN_ID);

    await setup.server.stop();
    const line = setup.server
      .output()
      .split('\n')
      .find((text) => text.includes('"requestId":"nginx-0123456789abcdef"'));
    expect(line).toBeDefined();
    expect(line).not.toContain('clientRequestId');
  });
});
