/** A page's blocks as its route's loader serves them (pages.server.ts loadServedPage). */
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import type { Block } from './blocks/block-schemas.ts';

/** A copy block drawn as a static island: its content, or on a document request a marker (it stays on the server). */
export interface IslandBlock {
  id: string;
  island: Block | RenderedOnServer;
}

export type ServedBlock = Block | IslandBlock;

export const isIslandBlock = (block: ServedBlock): block is IslandBlock => 'island' in block;
