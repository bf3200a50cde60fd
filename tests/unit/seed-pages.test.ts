/**
 * The pages every database starts with (issue 28; app/content/pages/): each passes the blocks'
 * schemas as the studio would save it, paths are valid and unique, and each names its icons by
 * the block icon that draws the copy module's own.
 */

import { Bot } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { values } from '#app/content/about.ts';
import { iconName } from '#app/content/pages/icon-names.ts';
import { SEED_PAGES } from '#app/content/pages/index.ts';
import { pageBlocksSchema } from '#app/features/pages/blocks/block-schemas.ts';
import { BLOCK_ICON_DRAWINGS } from '#app/features/pages/blocks/views/block-icons.ts';
import { pagePathProblem } from '#app/lib/page-path.ts';

describe('the seed pages', () => {
  it('are the home page, the eight copy pages and the three form pages, each at a valid path of its own', () => {
    const paths = SEED_PAGES.map((page) => page.path);
    expect(paths).toEqual([
      '/',
      '/about',
      '/rpa',
      '/agent-automation',
      '/document-processing',
      '/enterprise-consulting',
      '/terms',
      '/privacy',
      '/cookies',
      '/contact',
      '/process-assessment',
      '/lead-intake',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(pagePathProblem(path)).toBeNull();
  });

  it.each(SEED_PAGES.map((page) => [page.path, page] as const))(
    '%s passes the blocks’ schemas, published',
    (_, page) => {
      const parsed = pageBlocksSchema.safeParse(page.blocks);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(page).toMatchObject({ status: 'published', noindex: false, publishAt: null, ogImage: null });
      expect(page.title).not.toBe('');
      expect(page.metaDescription.length).toBeGreaterThan(50);
      // The page's one h1 is its hero's.
      expect(parsed.data?.[0]?.type).toBe('hero');
    },
  );

  it('names each icon by the block icon that draws it', () => {
    expect(BLOCK_ICON_DRAWINGS[iconName(values[0]!.icon) as keyof typeof BLOCK_ICON_DRAWINGS]).toBe(values[0]!.icon);
    const cards = SEED_PAGES.flatMap((page) => page.blocks as { type: string; cards?: { icon: string }[] }[]).flatMap(
      (block) => block.cards ?? [],
    );
    expect(cards.length).toBeGreaterThan(40);
    expect(() => iconName(Bot)).not.toThrow();
  });

  it('refuses a drawing no block icon shows, instead of storing a name the schema would refuse', () => {
    const unknown = Object.assign(() => null, { displayName: 'Unknown' }) as unknown as typeof Bot;
    expect(() => iconName(unknown)).toThrow('No block icon draws Unknown: add it to BLOCK_ICONS');
  });
});
