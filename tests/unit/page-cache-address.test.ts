/**
 * The page cache (front door and render middleware) in front of a stand-in renderer that prints the address it was asked to
 * render: junk query parameters are answered from the page's entry (and rendered as the page's own
 * address), the request log still sees what the visitor asked for, and a render with loading texts
 * (`Sec-Fetch-Dest: empty`) is never stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { htmlResponse, startPageCacheStack } from '../helpers/page-cache-stack.ts';

async function setup() {
  let renders = 0;
  const stack = await startPageCacheStack((request) => {
    renders += 1;
    // As the case-study list does for a `fetch` (app/.server/infrastructure/streaming.ts).
    const list = request.headers.get('sec-fetch-dest') === 'empty' ? 'Loading case studies...' : 'Invoice automation';
    const { pathname, search } = new URL(request.url);
    return htmlResponse(`<!DOCTYPE html><html><body><p>rendered ${pathname}${search}</p><p>${list}</p></body></html>`);
  });
  return { ...stack, renders: () => renders };
}

let current: Awaited<ReturnType<typeof setup>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return {
    cache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
};

describe('page cache addresses', () => {
  it('answers any number of junk query strings from the page, rendered once as its own address', async () => {
    current = await setup();
    const first = await get(`${current.url}/about?utm_source=newsletter`);
    expect(first.cache).toBe('MISS');
    expect(first.body).toContain('rendered /about<');
    for (let i = 0; i < 320; i++) {
      const junk = await get(`${current.url}/about?x=${i}-${Math.random()}`);
      expect(junk.cache).toBe('HIT');
    }
    expect((await get(`${current.url}/about`)).cache).toBe('HIT');
    expect(current.renders()).toBe(1);
    expect(current.pageCache.size).toBe(1);
    // The request log still shows the address the visitor asked for.
    expect(current.logged[0]).toBe('/about?utm_source=newsletter');
  });

  it('caches a parameter the page reads as its own variant, in a sorted order', async () => {
    current = await setup();
    const email = await get(`${current.url}/contact?utm_source=x&mode=email`);
    expect(email.cache).toBe('MISS');
    expect(email.body).toContain('rendered /contact?mode=email<');
    expect((await get(`${current.url}/contact?mode=email`)).cache).toBe('HIT');
    const plain = await get(`${current.url}/contact`);
    expect(plain.cache).toBe('MISS');
    expect(plain.body).toContain('rendered /contact<');
    const roi = await get(`${current.url}/roi-calculator?processHours=30&calculate=1&fbclid=z`);
    expect(roi.body).toContain('rendered /roi-calculator?calculate=1&processHours=30<');
    expect((await get(`${current.url}/roi-calculator?calculate=1&processHours=30`)).cache).toBe('HIT');
    expect(current.renders()).toBe(3);
  });

  it('never stores a page rendered with loading texts for a fetch (Sec-Fetch-Dest: empty)', async () => {
    current = await setup();
    const streamed = await get(`${current.url}/use-cases`, { 'sec-fetch-dest': 'empty' });
    expect(streamed.body).toContain('Loading case studies...');
    const page = await get(`${current.url}/use-cases`);
    expect(page.body).toContain('Invoice automation');
    expect(page.body).not.toContain('Loading');
    expect(page.cache).toBe('MISS');
    // Nor may a CDN in front keep it.
    expect(streamed.cacheControl).toBe('private, no-store');
    // Once the complete page is cached, a fetch gets it too.
    const fetched = await get(`${current.url}/use-cases`, { 'sec-fetch-dest': 'empty' });
    expect(fetched.cache).toBe('HIT');
    expect(fetched.body).toContain('Invoice automation');
  });
});
