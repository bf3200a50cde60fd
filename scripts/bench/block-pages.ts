/**
 * The bench's pages built from blocks (issue 28): a 20-block and a 40-block page composed from the
 * blocks of the site's own published pages (today's copy, as seeded), so they carry real text and
 * real images rather than lorem ipsum, plus one featured case-studies block, whose live read is part
 * of a render's cost. Written through the change pipeline, as the studio writes a page.
 */
import path from 'node:path';
import { createPage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { listPages } from '#app/.server/db/repositories/pages.ts';
import {
  type BlockInput,
  INTERACTIVE_BLOCK_TYPES,
  LIVE_BLOCK_TYPES,
} from '#app/features/pages/blocks/block-schemas.ts';

export const BENCH_PAGE_PATHS = { twenty: '/bench/twenty-blocks', forty: '/bench/forty-blocks' } as const;

const notCopy = new Set<string>([...LIVE_BLOCK_TYPES, ...INTERACTIVE_BLOCK_TYPES]);

/**
 * `count` blocks: the first hero found, then the copy blocks of the sources in order (cycled when
 * they run out), with one featured case-studies block third. Ids are made unique; a hero can only
 * open a page, so later heroes are skipped.
 */
export function composeBenchBlocks(sources: readonly BlockInput[], count: number): BlockInput[] {
  const hero = sources.find((block) => block.type === 'hero');
  const copy = sources.filter((block) => block.type !== 'hero' && !notCopy.has(block.type));
  if (copy.length === 0) throw new Error('the published pages have no copy blocks to compose a bench page from');
  const blocks: BlockInput[] = hero ? [{ ...hero, id: 'b0' }] : [];
  const featured: BlockInput = { id: 'featured', type: 'featured-case-studies', max: 3 };
  let next = 0;
  while (blocks.length < count) {
    if (blocks.length === 2) blocks.push(featured);
    else blocks.push({ ...copy[next++ % copy.length]!, id: `b${blocks.length}` });
  }
  return blocks.slice(0, count);
}

/**
 * Adds the two bench pages to the data directory's database and returns the paths of the pages
 * that were published there before (the seeded copy pages), to be measured beside them.
 */
export async function installBenchPages(dataDir: string): Promise<{ seeded: string[] }> {
  const database = openSqlite(path.join(dataDir, 'site.db'));
  try {
    const published = (await listPages(database)).filter((page) => page.status === 'published');
    if (published.length === 0) throw new Error('no published page to compose the bench pages from');
    const sources = published.flatMap((page) => page.blocks as BlockInput[]);
    for (const [size, pagePath] of [
      [20, BENCH_PAGE_PATHS.twenty],
      [40, BENCH_PAGE_PATHS.forty],
    ] as const) {
      await createPage(database, {
        path: pagePath,
        title: `${size} blocks`,
        metaDescription: `A page of ${size} blocks composed from the site's own pages, for the benchmark.`,
        ogImage: null,
        noindex: true,
        status: 'published',
        publishAt: null,
        blocks: composeBenchBlocks(sources, size),
      });
    }
    return { seeded: published.map((page) => page.path).sort() };
  } finally {
    await database.close();
  }
}
