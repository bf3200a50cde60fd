/** A page's blocks as its route's loader serves them (pages.server.ts loadServedPage). */
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import type { Block, BlockOf } from './blocks/block-schemas.ts';

/** A copy block drawn as a static island: its content, or on a document request a marker (it stays on the server). */
export type IslandBlock =
  | { id: string; island: Block | RenderedOnServer; frame?: undefined }
  /** A hero of the 'home' layout, whose frame hydrates around its island (components/home/home-hero.tsx). */
  | { id: string; island: BlockOf<'hero'> | RenderedOnServer; frame: 'home-hero' };

export type ServedBlock = Block | IslandBlock;

export const isIslandBlock = (block: ServedBlock): block is IslandBlock => 'island' in block;
