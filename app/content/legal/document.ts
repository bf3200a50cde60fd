/**
 * The shape of our legal pages (Terms of Service, Privacy Policy, Cookie Policy): numbered sections
 * of paragraphs, lists, sub-headings and tables, written in the inline markup of
 * app/lib/inline-markup.ts. The pages share one renderer (app/components/legal).
 */

/** SPEC 2.10 and 9: every legal page is dated September 18, 2025. */
export const LEGAL_LAST_UPDATED = { label: 'September 18, 2025', iso: '2025-09-18' } as const;

export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'h3'; text: string }
  | { type: 'table'; caption: string; columns: string[]; rows: string[][] }
  /** Where the page puts something interactive (e.g. the cookie choice) inside a section. */
  | { type: 'slot'; name: string };

export interface LegalSection {
  /** The anchor of the section, e.g. 'changes' for /terms#changes. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  path: '/terms' | '/privacy' | '/cookies';
  metaDescription: string;
  intro: string;
  /** The short version, shown in a box above the sections. */
  atAGlance?: string[];
  /** The mailbox that answers questions about this document. */
  contactEmail: string;
  sections: LegalSection[];
}

export const p = (text: string): LegalBlock => ({ type: 'p', text });
export const ul = (...items: string[]): LegalBlock => ({ type: 'ul', items });
export const h3 = (text: string): LegalBlock => ({ type: 'h3', text });
