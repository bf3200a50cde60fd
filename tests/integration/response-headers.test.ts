/**
 * Response headers as a browser receives them (Node's rawHeaders keep every line, where a merged
 * view would hide a duplicate), against the production build: each header once, and the framing and
 * cross-origin headers agreeing with the CSP. Two different values of a single-valued header are
 * worse than either: `X-Frame-Options: SAMEORIGIN` beside `frame-ancestors 'none'` says two things,
 * and `Cross-Origin-Resource-Policy: same-origin, same-site` is no policy at all for a browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const UPLOAD_KEY = 'case-study-images/1732230000000-abcdefghijkl.png';
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Headers that may legitimately come more than once. */
const REPEATABLE = new Set(['set-cookie', 'link']);

let server: TestServer;
let asset = '';

beforeAll(async () => {
  server = await startTestServer({ SEED: 'none' });
  const folder = path.join(server.dataDir, 'uploads', path.dirname(UPLOAD_KEY));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, path.basename(UPLOAD_KEY)), Buffer.from('89504e470d0a1a0a', 'hex'));
  const html = (await headersOf('/')).body;
  asset = /(\/assets\/[^"&]+\.js)/.exec(html)?.[1] ?? '';
  expect(asset).not.toBe('');
});

afterAll(async () => {
  await server?.stop();
});

/** Every header line as sent, by lower-case name. */
function headersOf(pathname: string) {
  return new Promise<{ status: number; lines: Map<string, string[]>; body: string }>((resolve, reject) => {
    httpRequest(`${server.url}${pathname}`, (res) => {
      const lines = new Map<string, string[]>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = (res.rawHeaders[i] as string).toLowerCase();
        lines.set(name, [...(lines.get(name) ?? []), res.rawHeaders[i + 1] as string]);
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines, body }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function expectEachOnce(lines: Map<string, string[]>) {
  const repeated = [...lines].filter(([name, values]) => values.length > 1 && !REPEATABLE.has(name));
  expect(repeated).toEqual([]);
}

describe('response headers', () => {
  it('sends a page (rendered, then from the page cache) each header once, framing denied both ways', async () => {
    for (const cache of ['MISS', 'HIT']) {
      const { status, lines } = await headersOf('/about');
      expect(status).toBe(200);
      expect(lines.get('x-cache')).toEqual([cache]);
      expectEachOnce(lines);
      expect(lines.get('x-frame-options')).toEqual(['DENY']);
      expect(lines.get('content-security-policy')?.[0]).toContain("frame-ancestors 'none'");
      expect(lines.get('cross-origin-resource-policy')).toEqual(['same-origin']);
      expect(lines.get('x-content-type-options')).toEqual(['nosniff']);
      expect(lines.get('referrer-policy')).toEqual(['same-origin']);
    }
  });

  it("lets only the page editor's preview frame be framed, by the site itself, each header once", async () => {
    // Signed out, the frame sends the sign-in redirect: with the frame's own headers, never cached.
    const frame = await headersOf('/admin/pages/frame');
    expect(frame.status).toBe(302);
    expectEachOnce(frame.lines);
    expect(frame.lines.get('x-frame-options')).toEqual(['SAMEORIGIN']);
    expect(frame.lines.get('content-security-policy')?.[0]).toContain("frame-ancestors 'self';");
    expect(frame.lines.get('cache-control')).toEqual(['private, no-store']);
    for (const pathname of ['/admin/login', '/admin/pages', '/admin/pages/frame/x']) {
      const { lines } = await headersOf(pathname);
      expect(lines.get('x-frame-options'), pathname).toEqual(['DENY']);
      expect(lines.get('content-security-policy')?.[0], pathname).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the personal /webhook-api page each header once, the site-wide ones not repeated by the route', async () => {
    const { status, lines } = await headersOf('/webhook-api');
    expect(status).toBeLessThan(500);
    expectEachOnce(lines);
    expect(lines.get('referrer-policy')).toEqual(['same-origin']);
    expect(lines.get('cache-control')).toEqual(['private, no-store']);
  });

  it('sends an upload one Cross-Origin-Resource-Policy and only its own sandboxing CSP', async () => {
    for (const pathname of [`/uploads/${UPLOAD_KEY}`, '/uploads/case-study-images/1732230000000-nonexistent0.png']) {
      const { status, lines } = await headersOf(pathname);
      expect(status).toBe(pathname.endsWith('nonexistent0.png') ? 404 : 200);
      expectEachOnce(lines);
      expect(lines.get('cross-origin-resource-policy')).toEqual(['same-origin']);
      expect(lines.get('content-security-policy')).toEqual([UPLOAD_CSP]);
      expect(lines.get('x-content-type-options')).toEqual(['nosniff']);
      expect(lines.get('x-frame-options')).toEqual(['DENY']);
    }
  });

  it('sends an asset and a public file each header once', async () => {
    const script = await headersOf(asset);
    expect(script.status).toBe(200);
    expectEachOnce(script.lines);
    expect(script.lines.get('cross-origin-resource-policy')).toEqual(['same-origin']);
    expect(script.lines.get('x-content-type-options')).toEqual(['nosniff']);
    expect(script.lines.get('x-frame-options')).toBeUndefined();

    const logo = await headersOf('/images/logo.svg');
    expect(logo.status).toBe(200);
    expectEachOnce(logo.lines);
    expect(logo.lines.get('x-frame-options')).toEqual(['DENY']);
    expect(logo.lines.get('cross-origin-resource-policy')).toEqual(['same-origin']);
  });
});
