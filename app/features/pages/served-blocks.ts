/** A page's blocks as its route's loader serves them (pages.server.ts loadServedPage). */
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import type { Block, BlockOf, DocumentSection } from './blocks/block-schemas.ts';

/** A copy block drawn as a static island: its content, or on a document request a marker (it stays on the server). */
export type IslandBlock =
  | { id: string; island: Block | RenderedOnServer; frame?: undefined }
  /** A hero of the 'home' layout, whose frame hydrates around its island (components/home/home-hero.tsx). */
  | { id: string; island: BlockOf<'hero'> | RenderedOnServer; frame: 'home-hero' };

/** A document's section as served inside a document that hydrates: its parts may have stayed on the server. */
export type ServedSection = DocumentSection | IslandSection;

/**
 * A section of a hydrating document (one holding the cookie choice) drawn as a static island: its
 * number and title stay in the data (the table of contents lists them), its parts on the server.
 */
export interface IslandSection {
  anchor: string;
  title: string;
  island: DocumentSection | RenderedOnServer;
}

/** A document block as served: sections without an interactive part are islands when it hydrates. */
export type ServedDocument = Omit<BlockOf<'document'>, 'sections'> & { sections: ServedSection[] };

export type ServedBlock = Block | IslandBlock | ServedDocument;

export const isIslandBlock = (block: ServedBlock): block is IslandBlock => 'island' in block;

export const isIslandSection = (section: ServedSection): section is IslandSection => 'island' in section;
