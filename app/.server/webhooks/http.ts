/**
 * One webhook POST, with the rules that keep staff-typed URLs from reaching what they should not
 * (docs/decisions/webhooks.md): https only; every address the host name resolves to must be public
 * (unless WEBHOOK_ALLOW_PRIVATE_TARGETS), checked inside the connection's own DNS lookup so the
 * address checked is the address connected to (no DNS rebinding between check and connect), at
 * every attempt; 10 s in all; redirects are answers, never followed; at most 1 KB of the answer read.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress, isAllowedTarget, literalAddress } from '../../lib/webhooks/address-policy.ts';
import { RESPONSE_EXCERPT_BYTES } from '../../lib/webhooks/events.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Extra certificate authorities (tests; operators use NODE_EXTRA_CA_CERTS). */
  ca?: string | Buffer;
  /** Replaces the system resolver (tests of DNS answers). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type PostResult =
  | { outcome: 'answered'; statusCode: number; durationMs: number; excerpt: string }
  /** No answer: connection refused or reset, DNS failure, TLS error, timeout. Worth retrying. */
  | { outcome: 'network-error'; error: string; durationMs: number }
  /** The URL or an address it resolves to is not allowed: never sent, not worth retrying. */
  | { outcome: 'refused'; error: string; durationMs: number };

export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Why this address may not be connected to, or null when it may. */
export function refusalOf(hostname: string, address: string, allowPrivate: boolean): string | null {
  if (isAllowedTarget(address, { allowPrivate })) return null;
  const where = hostname === address ? address : `${hostname} (${address})`;
  return `Refused: ${where} is a ${classifyAddress(address)} address; webhooks go to public addresses only`;
}

/**
 * Resolves once, refuses the lot if any address is not allowed (a name that answers with a public
 * and a private address is someone's trick), and hands the connection exactly the checked addresses.
 */
export function checkedLookup(
  allowPrivate: boolean,
  resolve: (hostname: string) => Promise<LookupAddress[]> = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => !options.family || a.family === options.family);
        const refused = addresses.map((a) => refusalOf(hostname, a.address, allowPrivate)).find(Boolean);
        if (refused) return callback(new RefusedTarget(refused), '', 0);
        const first = addresses[0];
        if (!first)
          return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        // Node asks for every address when it tries IPv6 and IPv4 in turn (autoSelectFamily).
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

const describe = (error: unknown): string =>
  (error instanceof Error
    ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}`
    : String(error)
  ).slice(0, 500);

export function postWebhook(options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refuse = (error: string): PostResult => ({ outcome: 'refused', error, durationMs: elapsed() });

  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return Promise.resolve(refuse('Refused: not a valid URL'));
  }
  if (url.protocol !== 'https:') return Promise.resolve(refuse('Refused: webhooks are sent over https only'));
  // A literal address is connected to without any lookup, so it is checked here.
  const literal = literalAddress(url.hostname);
  if (literal) {
    const refused = refusalOf(literal, literal, options.allowPrivate);
    if (refused) return Promise.resolve(refuse(refused));
  }

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const body = Buffer.from(options.body, 'utf8');
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'Brightflow-Webhooks/1.0',
        },
        lookup: checkedLookup(options.allowPrivate, options.resolve),
        // A fresh connection per attempt: a pooled socket would skip the lookup (and its check).
        agent: false,
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () =>
          finish({
            outcome: 'answered',
            statusCode: res.statusCode ?? 0,
            durationMs: elapsed(),
            excerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
          });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          // Enough: the rest of an answer is neither read nor waited for.
          if (length >= RESPONSE_EXCERPT_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(
        new Error(`no complete answer within ${Math.round((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`),
      );
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    req.on('error', (error) => {
      if (error instanceof RefusedTarget) finish(refuse(error.message));
      else finish({ outcome: 'network-error', error: describe(error), durationMs: elapsed() });
    });
    req.end(body);
  });
}
