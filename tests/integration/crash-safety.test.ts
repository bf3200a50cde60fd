/**
 * Nothing a visitor or an admin was told is saved may be lost: the server is killed with SIGKILL in
 * the middle of a burst of contact submissions and case-study creations, restarted on the same
 * data, and every request that got a success answer must be present and intact.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const KEY = 'crash-test-key-0123456789abcdef';
const env = {
  SEED: 'none',
  WEBHOOK_API_KEY: KEY,
  CONTACT_RATE_LIMIT: '100000',
  API_RATE_LIMIT: '100000',
  PAGE_CACHE: 'off',
};

describe('crash safety (SIGKILL mid-burst)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged contact message and case study, with an intact database', async () => {
    server = await startTestServer(env, { dataDir });
    const url = server.url;
    const contacts = new Map<string, { name: string; email: string; message: string }>();
    const caseStudies = new Map<string, string>();
    let killed = false;

    const postContact = async (n: number) => {
      const body = {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        message: `Message number ${n}`,
        contactMode: 'email',
      };
      const response = await fetch(`${url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 200) {
        const { data } = (await response.json()) as { data: { id: string } };
        contacts.set(data.id, { name: body.name, email: body.email, message: body.message });
      }
    };
    const postCaseStudy = async (n: number) => {
      const title = `Crash test use case ${n}`;
      const response = await fetch(`${url}/api/v1/use-cases`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
        body: JSON.stringify({
          title,
          industry: 'Manufacturing',
          category: 'rpa',
          description: `Automated process number ${n}`,
          image_src: '/images/case-studies/order-to-cash.svg',
          results: '40% faster, 99% accurate',
        }),
      });
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        caseStudies.set(id, title);
      }
    };

    // Ten workers keep requests in flight; the kill lands while many are unanswered.
    let next = 0;
    const worker = async () => {
      while (!killed && next < 2000) {
        const n = next++;
        await (n % 3 === 0 ? postCaseStudy(n) : postContact(n)).catch(() => {});
      }
    };
    const workers = Array.from({ length: 10 }, worker);
    await expect.poll(() => contacts.size + caseStudies.size, { timeout: 60_000, interval: 10 }).toBeGreaterThan(20);
    killed = true;
    await server.kill();
    await Promise.all(workers);
    expect(contacts.size).toBeGreaterThan(0);
    expect(caseStudies.size).toBeGreaterThan(0);

    // The server comes back on the same data.
    server = await startTestServer(env, { dataDir });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
    server = undefined;

    const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const message = db.prepare('select name, email, message from contact_messages where id = ?');
      const notification = db.prepare('select count(*) as n from outbox where related_id = ?');
      for (const [id, sent] of contacts) {
        expect(message.get(id)).toEqual(sent);
        expect(notification.get(id)).toEqual({ n: 1 });
      }
      const caseStudy = db.prepare('select title from case_studies where id = ?');
      for (const [id, title] of caseStudies) expect(caseStudy.get(id)).toEqual({ title });
    } finally {
      db.close();
    }
  }, 180_000);
});
