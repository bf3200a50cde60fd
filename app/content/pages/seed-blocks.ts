/**
 * Today's copy as blocks (issue 28): the builders the seed pages use to turn the copy modules'
 * sections into block inputs (features/pages/blocks/block-schemas.ts), so the words stay where
 * they are written and the seeded pages read exactly as the copy modules do.
 */
import type { LegalBlock, LegalDocument } from '../legal/document.ts';
import type { CtaCopy, Feature, HeroCopy, SectionCopy, Stat, Step } from '../marketing-types.ts';
import { iconName } from './icon-names.ts';

type Tone = 'white' | 'muted' | 'tint' | 'dark';

/** A block input as stored: the fields of its type in block-schemas.ts (seed-pages.test.ts parses every one). */
export type SeedBlock = { id: string; type: string } & Record<string, unknown>;

export const heroBlock = (copy: HeroCopy): SeedBlock => ({
  id: 'hero',
  type: 'hero',
  layout: 'split',
  eyebrow: copy.eyebrow,
  headline: copy.title,
  subline: copy.lead,
  buttons: copy.secondary ? [copy.primary, copy.secondary] : [copy.primary],
  highlights: copy.highlights ?? [],
  image: { ...copy.image, decorative: false },
});

/** The plain opening band of a form page (/contact, …): eyebrow, headline and lead, centred, no buttons. */
export const centeredHeroBlock = (copy: { eyebrow: string; title: string; lead: string }): SeedBlock => ({
  id: 'hero',
  type: 'hero',
  layout: 'centered',
  eyebrow: copy.eyebrow,
  headline: copy.title,
  subline: copy.lead,
  buttons: [],
  highlights: [],
});

const cardsOf = (features: readonly Feature[]) =>
  features.map((feature) => ({ icon: iconName(feature.icon), title: feature.title, text: feature.description }));

/** Icon cards under a section heading; `anchor` is the section's id on the page (/rpa#why-rpa). */
export const cardsBlock = (
  anchor: string,
  heading: SectionCopy,
  features: readonly Feature[],
  options: {
    tone?: Tone;
    style?: 'feature' | 'panel';
    columns?: 2 | 3 | 4;
    link?: { label: string; href: string };
    stats?: readonly Stat[];
    footnote?: { icon?: Feature['icon']; text: string; link: { label: string; href: string } };
  } = {},
): SeedBlock => ({
  id: anchor,
  type: 'cards',
  anchor,
  heading,
  tone: options.tone ?? 'white',
  style: options.style ?? 'feature',
  columns: options.columns ?? 3,
  cards: cardsOf(features).map((card) => (options.link ? { ...card, link: options.link } : card)),
  ...(options.stats ? { stats: options.stats } : {}),
  ...(options.footnote
    ? {
        footnote: {
          ...(options.footnote.icon ? { icon: iconName(options.footnote.icon) } : {}),
          text: options.footnote.text,
          link: options.footnote.link,
        },
      }
    : {}),
});

/** Large cards each titled as a section of their own (/about's mission and vision), named for screen readers. */
export const statementCardsBlock = (
  id: string,
  accessibleName: string,
  cards: readonly { icon: Feature['icon']; heading: SectionCopy; text: string }[],
  tone: Tone,
): SeedBlock => ({
  id,
  type: 'cards',
  style: 'statement',
  accessibleName,
  tone,
  columns: 2,
  cards: cards.map((card) => ({
    icon: iconName(card.icon),
    eyebrow: card.heading.eyebrow,
    title: card.heading.title,
    text: card.text,
  })),
});

export const stepsBlock = (anchor: string, heading: SectionCopy, steps: readonly Step[], tone: Tone): SeedBlock => ({
  id: anchor,
  type: 'steps',
  anchor,
  heading,
  tone,
  steps,
});

export const statsBlock = (
  anchor: string,
  heading: SectionCopy,
  stats: readonly Stat[],
  options: { tone?: Tone; paragraphs?: readonly string[] } = {},
): SeedBlock => ({
  id: anchor,
  type: 'stats',
  anchor,
  heading,
  tone: options.tone ?? 'white',
  stats,
  columns: 4,
  paragraphs: options.paragraphs ?? [],
});

/** The closing call to action; `id` keeps the heading's id of today's page (`<id>-title` is the block's). */
export const ctaBlock = (id: string, copy: CtaCopy): SeedBlock => ({
  id,
  type: 'cta',
  title: copy.title,
  lead: copy.lead,
  primary: copy.primary,
  ...(copy.secondary ? { secondary: copy.secondary } : {}),
});

// --- the legal pages ----------------------------------------------------------------------------

const LEGAL_EYEBROW = 'Legal';
const SUMMARY_TITLE = 'At a glance';

const partOf = (block: LegalBlock) => {
  switch (block.type) {
    case 'p':
      return { type: 'paragraph', text: block.text };
    case 'ul':
      return { type: 'list', points: block.items };
    case 'h3':
      return { type: 'subheading', text: block.text };
    case 'table':
      return { type: 'table', caption: block.caption, columns: block.columns, rows: block.rows };
    case 'slot':
      if (block.name !== 'consent-choice') throw new Error(`No block part shows the slot ${block.name}`);
      return { type: 'cookie-choice' };
  }
};

/** A legal document as a page's blocks: its header (a 'document' hero) and the document itself. */
export function legalBlocks(document: LegalDocument, updated: string): SeedBlock[] {
  return [
    {
      id: 'hero',
      type: 'hero',
      layout: 'document',
      eyebrow: LEGAL_EYEBROW,
      headline: document.title,
      updated,
      subline: document.intro,
      buttons: [],
      highlights: [],
    },
    {
      id: 'document',
      type: 'document',
      title: document.title,
      ...(document.atAGlance ? { summary: { title: SUMMARY_TITLE, points: document.atAGlance } } : {}),
      sections: document.sections.map((section) => ({
        anchor: section.id,
        title: section.title,
        parts: section.blocks.map(partOf),
      })),
      contact: `Questions about our ${document.title.toLowerCase()}? Write to [${document.contactEmail}](mailto:${document.contactEmail}). A real person replies, usually within two business days.`,
    },
  ];
}
