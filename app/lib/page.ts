/**
 * A page built from blocks (issue 28), as the application reads it. Its blocks are the pages
 * feature's typed list (app/features/pages/blocks/); here they are what was stored, checked where
 * they are written and read.
 */
import type { CaseStudyStatus } from './case-study.ts';

/** Draft, published or archived, as case studies are; "Publish at" publishes a draft at its time. */
export type PageStatus = CaseStudyStatus;

export interface Page<Block = unknown> {
  id: string;
  /** `/`, `/about` or `/industries/insurance` (lib/page-path.ts). */
  path: string;
  title: string;
  metaDescription: string;
  ogImage: string | null;
  /** Kept out of search engines: no sitemap entry, `noindex` in its robots meta tag. */
  noindex: boolean;
  status: PageStatus;
  publishAt: string | null;
  publishedAt: string | null;
  blocks: Block[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What a page's editor saves: everything staff write, none of what the server keeps. */
export type PageInput<Block = unknown> = Pick<
  Page<Block>,
  'path' | 'title' | 'metaDescription' | 'ogImage' | 'noindex' | 'status' | 'publishAt' | 'blocks'
>;
