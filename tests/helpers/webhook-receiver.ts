/**
 * A webhook receiver for tests: an https server on 127.0.0.1 with a certificate made for the run,
 * recording every request and answering with the statuses it is told (one per request, then 200).
 * `verify` checks a request's signature as the Standard Webhooks specification says, written here
 * from its text, not with the library the app signs with.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './certificate.ts';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: (path?: string) => string;
  /** The certificate to trust (PEM). */
  ca: string;
  received: ReceivedWebhook[];
  /** The statuses of the next answers, in order; after them every answer is 200. */
  answerWith(...statuses: number[]): void;
  /** Forgets what was received and the statuses not yet used. */
  reset(): void;
  /** Resolves when `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: {
  dir: string;
  port?: number;
  /** Milliseconds to wait before each answer (to make concurrent senders overlap). */
  delayMs?: number;
  /** Reuse a certificate made earlier (DIR/site.crt and site.key), e.g. one a server already trusts. */
  certificate?: { cert: string; key: string };
}): Promise<WebhookReceiver> {
  const paths = options.certificate ?? selfSignedCertificate(options.dir);
  const ca = readFileSync(paths.cert, 'utf8');
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer({ cert: ca, key: readFileSync(paths.key) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      const answer = () => {
        received.push({
          path: req.url ?? '/',
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ received: true, status }));
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks/brightflow') => `https://127.0.0.1:${port}${path}`,
    ca,
    received,
    answerWith: (...next) => statuses.push(...next),
    reset() {
      received.length = 0;
      statuses.length = 0;
    },
    waitFor(count, timeoutMs = 15_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} webhooks, received ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Verifies a received webhook as the specification describes; returns its parsed body, or throws. */
export function verifyWebhook(secret: string, webhook: Pick<ReceivedWebhook, 'headers' | 'body'>, now = Date.now()) {
  const id = webhook.headers['webhook-id'];
  const timestamp = webhook.headers['webhook-timestamp'];
  const signatures = webhook.headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('missing webhook-id, webhook-timestamp or webhook-signature');
  if (Math.abs(now / 1000 - Number(timestamp)) > 300) throw new Error('timestamp outside the 5-minute tolerance');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${webhook.body}`).digest();
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error('no valid v1 signature');
  return JSON.parse(webhook.body) as { type: string; timestamp: string; data: Record<string, unknown> };
}
