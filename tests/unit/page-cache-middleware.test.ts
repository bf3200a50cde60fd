/**
 * The page cache (front door and render middleware) in front of a stand-in renderer whose renders the test releases one by
 * one: concurrent requests share one render, and a request made after an invalidation never gets a
 * render that started before it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { htmlResponse, startPageCacheStack } from '../helpers/page-cache-stack.ts';

async function setup() {
  let renders = 0;
  const gates: (() => void)[] = [];
  const stack = await startPageCacheStack(async () => {
    renders += 1;
    const render = renders;
    await new Promise<void>((resolve) => gates.push(resolve));
    return htmlResponse(`<!DOCTYPE html><html><body><p>render ${render}</p></body></html>`);
  });
  return {
    ...stack,
    renders: () => renders,
    /** Lets the oldest waiting render answer. */
    release: () => gates.shift()?.(),
    waitForRenders: async (count: number) => {
      while (renders < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
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
