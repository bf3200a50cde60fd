/**
 * A page's copy blocks are rendered once per page version and their HTML copied into later
 * responses (delivery/remembered-islands.server.tsx), over HTTP on the production build with the
 * page cache off, so every response is a render: the second response is the first one's page, the
 * hero's image is still preloaded from the head, and an edit of a block is what the next response
 * shows (within a second when saved from another process, as from another instance).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import type { Database } from '#app/.server/db/types.ts';
import type { Page } from '#app/lib/page.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('copy blocks remembered between renders', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none', PAGE_CACHE: 'off' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const html = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(200);
    // Each response has a nonce of its own.
    return (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  };
  const head = (page: string) => page.slice(0, page.indexOf('</head>'));
  const body = (page: string) => page.slice(page.indexOf('<body'));
  const heroPreload =
    /<link rel="preload" (?:as="image" href="\/images\/illustrations\/about-team\.svg"|href="\/images\/illustrations\/about-team\.svg" as="image")\/>/;

  it('serves the same page from the remembered HTML as from the first render', async () => {
    const first = await html('/about');
    const second = await html('/about');
    expect(body(second)).toBe(body(first));
    expect(body(second)).toContain('data-island="block-hero"');
    expect(body(second)).toContain('Let’s talk about your processes');
    // The hero's image, preloaded from the head as React does for the images it renders.
    expect(head(first)).toMatch(heroPreload);
    expect(head(second)).toMatch(heroPreload);
  });

  it('shows a block as last published: a new version is rendered again', async () => {
    await html('/about');
    const page = (await getPageByPath(database, '/about', { publishedOnly: false })) as Page;
    const blocks = page.blocks.map((block) =>
      (block as { id: string }).id === 'about-cta'
        ? { ...(block as object), title: 'Let us build your next automation' }
        : block,
    );
    // Saved from this process, as another instance would: the server learns of it from the shared
    // cache version, within a second (its kept reads, app/.server/page-cache/public-reads.ts).
    await updatePage(database, page.id, { ...page, blocks });
    await expect.poll(() => html('/about'), { timeout: 5000 }).toContain('Let us build your next automation');
    expect(await html('/about')).toContain('Let us build your next automation');
  });
});
