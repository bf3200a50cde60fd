import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/types.ts';
import type { Logger } from '#app/.server/infrastructure/logger.ts';
import { BROTLI_QUALITY, buildCachedPage } from '#app/.server/page-cache/cached-page.ts';
import { PageCache } from '#app/.server/page-cache/store.ts';

const html = `<!DOCTYPE html><html><body>${'<p>Automation that scales with you.</p>'.repeat(400)}</body></html>`;
const build = (compression: 'fast' | 'best') =>
  buildCachedPage(html, '', {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    cspWithScripts: () => '',
    compression,
  });
const cache = () =>
  new PageCache({
    enabled: true,
    database: {} as Database,
    logger: { warn() {} } as unknown as Logger,
    recompressAfterMs: 20,
  });
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('page cache compression', () => {
  it('stores a fresh page compressed fast, then recompresses it at the best level with the same content', async () => {
    const page = await build('fast');
    expect(page.brotliQuality).toBe(BROTLI_QUALITY.fast);
    const fastBrotli = page.bodies.br;
    const pages = cache();
    pages.set('/', page, pages.version);
    await until(() => page.brotliQuality === BROTLI_QUALITY.best);
    expect(page.brotliQuality).toBe(BROTLI_QUALITY.best);
    expect(page.bodies.br.length).toBeLessThanOrEqual(fastBrotli.length);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(pages.get('/')).toBe(page);
  });

  it('skips the recompression of a page dropped or replaced before its turn', async () => {
    const pages = cache();
    const dropped = await build('fast');
    pages.set('/a', dropped, pages.version);
    pages.clear();
    const replaced = await build('fast');
    pages.set('/b', replaced, pages.version);
    const newer = await build('best');
    pages.set('/b', newer, pages.version);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(dropped.brotliQuality).toBe(BROTLI_QUALITY.fast);
    expect(replaced.brotliQuality).toBe(BROTLI_QUALITY.fast);
    expect(pages.get('/a')).toBeUndefined();
    expect(pages.get('/b')).toBe(newer);
  });

  it('drops a page rendered before an invalidation', async () => {
    const pages = cache();
    const version = pages.version;
    pages.clear();
    pages.set('/', await build('best'), version);
    expect(pages.get('/')).toBeUndefined();
  });
});
