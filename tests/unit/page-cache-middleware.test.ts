/**
 * The page-cache middleware in front of a stand-in renderer whose renders the test releases one by
 * one: concurrent requests share one render, and a request made after an invalidation never gets a
 * render that started before it.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/types.ts';
import type { Logger } from '#app/.server/logger.ts';
import { PageCache } from '#app/.server/page-cache.ts';
import type { Services } from '#app/.server/services.ts';
import { pageCacheMiddleware } from '../../server/page-cache-middleware.ts';

const logger = { warn() {}, error() {}, info() {} } as unknown as Logger;

async function setup() {
  const pageCache = new PageCache({ enabled: true, database: {} as Database, logger, recompressAfterMs: 60_000 });
  const services = {
    pageCache,
    logger,
    config: { schedulerUrl: undefined, s3: undefined, isProduction: true, publicUrl: 'http://127.0.0.1' },
  } as unknown as Services;
  let renders = 0;
  let arrivals = 0;
  const gates: (() => void)[] = [];
  const app = express();
  app.use((_req, res, next) => {
    arrivals += 1;
    res.locals.nonce = 'n0nce';
    next();
  });
  app.use(pageCacheMiddleware(services));
  app.get('/{*path}', (_req, res) => {
    renders += 1;
    const render = renders;
    gates.push(() => {
      res.type('html').send(`<!DOCTYPE html><html><body><p>render ${render}</p></body></html>`);
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pageCache,
    url,
    renders: () => renders,
    /** Lets the oldest waiting render answer. */
    release: () => gates.shift()?.(),
    waitForRenders: async (count: number) => {
      while (renders < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    /** Resolves once `count` requests have reached the server (and so the cache middleware). */
    waitForArrivals: async (count: number) => {
      while (arrivals < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let current: Awaited<ReturnType<typeof setup>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const get = async (url: string) => {
  const response = await fetch(url);
  return { cache: response.headers.get('x-cache'), body: await response.text() };
};

describe('page cache middleware', () => {
  it('renders a page once for concurrent requests and answers them all with it', async () => {
    current = await setup();
    const responses = Array.from({ length: 10 }, () => get(`${current!.url}/about`));
    await current.waitForArrivals(10);
    current.release();
    const results = await Promise.all(responses);
    expect(current.renders()).toBe(1);
    expect(results.filter((r) => r.cache === 'MISS')).toHaveLength(1);
    expect(results.filter((r) => r.cache === 'HIT')).toHaveLength(9);
    for (const result of results) expect(result.body).toContain('render 1');
    expect((await get(`${current.url}/about`)).cache).toBe('HIT');
  });

  it('never answers a request made after an invalidation with a render that started before it', async () => {
    current = await setup();
    const before = get(`${current.url}/`);
    await current.waitForRenders(1);
    current.pageCache.clear(); // an admin saves while the first render is still running
    const after = get(`${current.url}/`);
    await current.waitForArrivals(2);
    current.release(); // the outdated render finishes: it answers its own request only
    expect((await before).body).toContain('render 1');
    await current.waitForRenders(2);
    current.release();
    expect((await after).body).toContain('render 2');
    // The outdated render was not stored; the fresh one was.
    const again = await get(`${current.url}/`);
    expect(again.cache).toBe('HIT');
    expect(again.body).toContain('render 2');
  });

  it('lets a request that arrived before the invalidation share the render it waited for', async () => {
    current = await setup();
    const first = get(`${current.url}/rpa`);
    await current.waitForRenders(1);
    const second = get(`${current.url}/rpa`);
    await current.waitForArrivals(2);
    current.release();
    expect((await first).body).toContain('render 1');
    expect((await second).body).toContain('render 1');
    expect(current.renders()).toBe(1);
  });
});
