/**
 * What a block keeps when staff change its hero layout or its card style (issue 28). A layout or a
 * style draws only some of a block's fields, and the form shows only those: the others are cleared,
 * so that nothing the page does not show is saved with it, or refused for a reason that no field on
 * screen shows (an unfinished button, a highlight no longer in the headline). Pure, so the forms and the tests share one rule.
 */
import { emptyHeading, emptyImage, emptyLink } from './block-list.ts';
import type { BlockInput, CARD_STYLES, HERO_LAYOUTS } from './blocks/block-schemas.ts';

type HeroInput = Extract<BlockInput, { type: 'hero' }>;
type CardsInput = Extract<BlockInput, { type: 'cards' }>;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
export type CardStyle = (typeof CARD_STYLES)[number];

/** The hero's optional parts, by the layouts that draw them (eyebrow, headline and subline: every one). */
export const HERO_PARTS = {
  buttons: ['split', 'centered', 'home'],
  highlights: ['split'],
  image: ['split', 'home'],
  updated: ['document'],
  highlight: ['home'],
  stats: ['home'],
} as const satisfies Record<string, readonly HeroLayout[]>;

export const heroDraws = (layout: HeroLayout | undefined, part: keyof typeof HERO_PARTS): boolean =>
  (HERO_PARTS[part] as readonly HeroLayout[]).includes(layout ?? 'split');

/**
 * The hero in `layout`: what that layout does not draw is cleared, and what it needs is there to fill
 * in (a split hero's image and first button; a kept image or button keeps its words).
 */
export function heroWithLayout(hero: HeroInput, layout: HeroLayout): HeroInput {
  const draws = (part: keyof typeof HERO_PARTS) => heroDraws(layout, part);
  const buttons = hero.buttons ?? [];
  return {
    ...hero,
    layout,
    buttons: !draws('buttons') ? [] : layout === 'split' && buttons.length === 0 ? [emptyLink()] : buttons,
    highlights: draws('highlights') ? (hero.highlights ?? []) : [],
    image: !draws('image') ? undefined : layout === 'split' ? (hero.image ?? emptyImage()) : hero.image,
    updated: draws('updated') ? hero.updated : undefined,
    highlight: draws('highlight') ? hero.highlight : undefined,
    stats: draws('stats') ? (hero.stats ?? []) : [],
  };
}

/** The cards' optional parts, by the styles that draw them (icon and title: every one; the colour has a default). */
export const CARD_PARTS = {
  text: ['feature', 'service', 'panel', 'statement'],
  link: ['feature', 'service'],
  eyebrow: ['statement'],
  points: ['list'],
  /** The section's name when it has no heading: only statement cards may go without one. */
  accessibleName: ['statement'],
  /** Never cleared (it has a default): service cards stand in threes and statement cards in twos whatever it says. */
  columns: ['feature', 'panel', 'list'],
} as const satisfies Record<string, readonly CardStyle[]>;

export const cardsDraw = (style: CardStyle | undefined, part: keyof typeof CARD_PARTS): boolean =>
  (CARD_PARTS[part] as readonly CardStyle[]).includes(style ?? 'feature');

/**
 * Cards in `style`: what that style does not draw is cleared, and leaving the statement style gives
 * the section back a heading to fill in (it may go without one only there).
 */
export function cardsWithStyle(block: CardsInput, style: CardStyle): CardsInput {
  const draws = (part: keyof typeof CARD_PARTS) => cardsDraw(style, part);
  return {
    ...block,
    style,
    heading: style === 'statement' ? block.heading : (block.heading ?? emptyHeading()),
    accessibleName: draws('accessibleName') ? block.accessibleName : undefined,
    cards: block.cards.map((card) => ({
      ...card,
      text: draws('text') ? (card.text ?? '') : undefined,
      link: draws('link') ? card.link : undefined,
      eyebrow: draws('eyebrow') ? card.eyebrow : undefined,
      points: draws('points') ? (card.points ?? []) : [],
    })),
  };
}
