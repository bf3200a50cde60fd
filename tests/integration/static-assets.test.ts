/**
 * The build's files through HTTP, against the production build: the brotli or gzip copy written at
 * build time when the browser accepts it (byte for byte the file once decompressed), the file itself
 * otherwise, hashed assets cached forever with only the headers that apply to them.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let stylesheet: string;
let script: string;
let font: string;

beforeAll(async () => {
  server = await startTestServer();
  const html = (await rawGet(`${server.url}/about`)).body.toString('utf8');
  stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
  script = /(\/assets\/framework-[^"&]+\.js)/.exec(html)?.[1] ?? '';
  font = /href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1] ?? '';
  expect([stylesheet, script, font].every(Boolean)).toBe(true);
});

afterAll(async () => {
  await server?.stop();
});

describe('static assets', () => {
  it('sends the brotli copy to browsers that accept it, the same bytes once decompressed', async () => {
    for (const asset of [stylesheet, script]) {
      const plain = await rawGet(`${server.url}${asset}`);
      const brotli = await rawGet(`${server.url}${asset}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      // Charset names are case-insensitive (serve-static writes utf-8, the precompressed path UTF-8).
      expect(String(brotli.headers['content-type']).toLowerCase()).toBe(
        String(plain.headers['content-type']).toLowerCase(),
      );
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const plain = await rawGet(`${server.url}${stylesheet}`);
    const gzipped = await rawGet(`${server.url}${stylesheet}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it('sends fonts as they are: woff2 is compressed already', async () => {
    const response = await rawGet(`${server.url}${font}`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('font/woff2');
  });

  it('caches hashed assets forever, with nosniff and no document headers', async () => {
    const response = await rawGet(`${server.url}${script}`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('answers 404 for an asset that does not exist, and compresses public images too', async () => {
    expect((await rawGet(`${server.url}/assets/no-such-file-0000.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    const logo = await rawGet(`${server.url}/images/logo.svg`, { 'accept-encoding': 'br' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBe('br');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });
});
