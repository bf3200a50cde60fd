/**
 * The blocks a site page is made of (issue 28): one zod schema per block type, the union on `type`
 * and a page's list. The studio's block editor and the server (the authority: every save is parsed
 * again) use the same schemas; messages read like the case-study editor's.
 *
 * Copy blocks carry their words; live blocks (featured case studies, testimonials, the case-study
 * carousel) carry only what selects their data; interactive blocks (the forms and the ROI
 * calculator) carry nothing but their place on the page: staff place them, they do not rewrite them.
 */
import { USE_CASE_CATEGORIES } from '../../../lib/case-study.ts';
import { parseInline } from '../../../lib/inline-markup.ts';
import { safeContentUrl } from '../../../lib/safe-url.ts';
import { z } from '../../../lib/schemas/zod.ts';

export const BLOCK_LIMITS = {
  blocks: 60,
  id: 64,
  eyebrow: 80,
  title: 200,
  lead: 600,
  paragraph: 2000,
  paragraphs: 10,
  label: 80,
  url: 2048,
  alt: 300,
  imageSide: 4000,
  html: 100_000,
  highlights: 6,
  cardText: 600,
  cards: 12,
  steps: 8,
  stepText: 600,
  meta: 60,
  comparisonRows: 20,
  cell: 300,
  faqs: 30,
  question: 300,
  answer: 3000,
  stats: 8,
  statValue: 40,
  statText: 300,
  logos: 24,
  points: 10,
  point: 200,
  anchor: 60,
  featuredMax: 12,
  filter: 120,
  sections: 30,
  parts: 40,
  listItems: 30,
  tableColumns: 4,
  tableRows: 30,
} as const;

const tooLong = (what: string, max: number) => `${what} must be at most ${max.toLocaleString('en-US')} characters`;
const atMost = (max: number, what: string) => `Add at most ${max} ${what}`;

/** A list of at most `max` items (`what` names them in the message), and optionally at least `min.count`. */
const listOf = <T extends z.ZodType>(item: T, what: string, max: number, min?: { count: number; message: string }) => {
  const list = z.array(item, { error: 'Required' }).max(max, atMost(max, what));
  return min ? list.min(min.count, min.message) : list;
};

const optionalText = (what: string, max: number) => z.string({ error: 'Required' }).trim().max(max, tooLong(what, max));
const requiredText = (what: string, max: number) => optionalText(what, max).min(1, `${what} is required`);
/** An optional text that is left out when blank, so views test it with a plain `if`. */
const maybeText = (what: string, max: number) =>
  optionalText(what, max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A path on this site ('/contact', '/use-cases#top') or an https:// address; never javascript:, data: or //host. */
export function isSafeLinkHref(value: string): boolean {
  if (/\s/.test(value)) return false;
  const safe = safeContentUrl(value);
  return safe !== null && (safe.startsWith('/') || /^https:\/\//i.test(safe));
}

export const LINK_HREF_MESSAGE = 'Enter a path on this site starting with / or a web address starting with https://';
export const IMAGE_SRC_MESSAGE = 'Upload an image, or enter the path of one of the site’s images (starting with /)';

/**
 * An image on this site (an upload or one of the site's own): the Content-Security-Policy allows
 * images from the site only (img-src 'self'), and nothing is fetched from elsewhere at run time.
 */
export function isSiteImageSrc(value: string): boolean {
  return isSafeLinkHref(value) && value.startsWith('/') && !value.startsWith('//');
}
export const ALT_REQUIRED_MESSAGE = 'Describe the image (alt text), or mark it as decorative';

const href = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'The link is required')
  .max(BLOCK_LIMITS.url, tooLong('The link', BLOCK_LIMITS.url))
  .refine(isSafeLinkHref, LINK_HREF_MESSAGE);

export const linkSchema = z.object({
  label: requiredText('The link text', BLOCK_LIMITS.label),
  href,
});

/** An image: a path on this site (an upload or one of its own), and alt text unless it is decorative. */
export const imageSchema = z
  .object({
    src: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Choose an image')
      .max(BLOCK_LIMITS.url, tooLong('The address', BLOCK_LIMITS.url))
      .refine(isSiteImageSrc, IMAGE_SRC_MESSAGE),
    alt: optionalText('The alt text', BLOCK_LIMITS.alt).default(''),
    decorative: z.boolean().default(false),
    /** Intrinsic size in pixels, so the browser reserves the space before the image arrives. */
    width: z.number().int().min(1).max(BLOCK_LIMITS.imageSide).optional(),
    height: z.number().int().min(1).max(BLOCK_LIMITS.imageSide).optional(),
  })
  .superRefine((image, context) => {
    if (!image.decorative && image.alt === '')
      context.addIssue({ code: 'custom', path: ['alt'], message: ALT_REQUIRED_MESSAGE });
  });

/** Eyebrow, title and lead of a section (SectionHeading). */
const headingSchema = z.object({
  eyebrow: maybeText('The eyebrow', BLOCK_LIMITS.eyebrow),
  title: requiredText('The section title', BLOCK_LIMITS.title),
  lead: maybeText('The lead', BLOCK_LIMITS.lead),
});

export const SECTION_TONES = ['white', 'muted', 'tint', 'dark'] as const;

/** What every block that is a band of the page shares: its heading, background and anchor. */
const sectionShape = {
  heading: headingSchema,
  tone: z.enum(SECTION_TONES, { error: 'Choose a background' }).default('white'),
  /** The section's id on the page, for links such as /about#story; its heading gets `<anchor>-title`. */
  anchor: z
    .string()
    .trim()
    .max(BLOCK_LIMITS.anchor, tooLong('The anchor', BLOCK_LIMITS.anchor))
    .regex(/^([a-z][a-z0-9-]*)?$/, 'Use lowercase letters, digits and hyphens, starting with a letter')
    .optional()
    .transform((value) => (value ? value : undefined)),
};

/** The icons a card may show, by name (views/block-icons.tsx maps each to its drawing). */
export const BLOCK_ICONS = [
  'award',
  'badge-check',
  'banknote',
  'book-open-check',
  'bot',
  'brain-circuit',
  'briefcase',
  'briefcase-business',
  'calculator',
  'clipboard-list',
  'clock',
  'compass',
  'file-bar-chart',
  'file-check',
  'file-search',
  'file-signature',
  'file-text',
  'file-warning',
  'gantt-chart',
  'gauge',
  'graduation-cap',
  'headset',
  'heart-handshake',
  'landmark',
  'languages',
  'layers',
  'layers-3',
  'lightbulb',
  'list-ordered',
  'mail-search',
  'messages-square',
  'network',
  'package-search',
  'piggy-bank',
  'plug',
  'refresh-ccw',
  'scale',
  'scan-text',
  'search',
  'server-cog',
  'shield-check',
  'shopping-cart',
  'smile',
  'sparkles',
  'target',
  'eye',
  'timer',
  'trending-up',
  'truck',
  'user-check',
  'user-round-plus',
  'users',
  'workflow',
  'zap',
] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

const blockId = z
  .string({ error: 'Required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id is 1 to 64 letters, digits, hyphens or underscores');

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ id: blockId, type: z.literal(type), ...shape });

// --- copy blocks -------------------------------------------------------------------------------

/** A figure and what it counts ('95%', 'decision accuracy'). */
const figureSchema = z.object({
  value: requiredText('The figure', BLOCK_LIMITS.statValue),
  label: requiredText('The label', BLOCK_LIMITS.title),
});

export const HERO_LAYOUTS = ['split', 'centered', 'document', 'home'] as const;

/** The most figures a home hero shows under its buttons (one row of three). */
export const HERO_STATS_MAX = 3;
export const HIGHLIGHT_NOT_IN_HEADLINE = 'The highlighted words must be part of the headline';

export const MARKUP_LINK_MESSAGE =
  'Each [text](link) must link to a path on this site starting with /, a web address starting with https:// or a mailto: address';

/** Links written in inline markup: this site's paths, https:// addresses and mailto: addresses. */
function markupLinksAreSafe(text: string): boolean {
  return parseInline(text).every(
    (token) => token.type !== 'link' || isSafeLinkHref(token.href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(token.href),
  );
}

/** Text in the inline markup of long documents (lib/inline-markup.ts): **bold**, `code` and [text](link). */
const markupText = (what: string, max: number) =>
  requiredText(what, max).refine(markupLinksAreSafe, MARKUP_LINK_MESSAGE);

export const heroBlockSchema = block('hero', {
  /**
   * 'split': text beside an image (the service and company pages); 'centered': text only (the form
   * pages); 'document': the plain header of a long document (the legal pages), its subline in inline
   * markup and the date of its last change under the title; 'home': the home page's hero (its
   * highlighted words, figures, the image on large screens only and the background shapes that
   * follow the pointer).
   */
  layout: z.enum(HERO_LAYOUTS, { error: 'Choose a layout' }).default('split'),
  /** 'Last updated' of a document header, as YYYY-MM-DD. */
  updated: z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).optional(),
  eyebrow: maybeText('The eyebrow', BLOCK_LIMITS.eyebrow),
  headline: requiredText('The headline', BLOCK_LIMITS.title),
  subline: maybeText('The subline', BLOCK_LIMITS.lead),
  buttons: z.array(linkSchema).max(2, 'A hero has at most 2 buttons').default([]),
  highlights: listOf(requiredText('Each highlight', BLOCK_LIMITS.label), 'highlights', BLOCK_LIMITS.highlights).default(
    [],
  ),
  image: imageSchema.optional(),
  /** The home layout's words of the headline set in colour ('Scales With You'). */
  highlight: maybeText('The highlighted words', BLOCK_LIMITS.title),
  /** The home layout's figures under the buttons (its track record). */
  stats: listOf(figureSchema, 'figures', HERO_STATS_MAX).default([]),
}).superRefine((hero, context) => {
  if (hero.highlight && !hero.headline.includes(hero.highlight))
    context.addIssue({ code: 'custom', path: ['highlight'], message: HIGHLIGHT_NOT_IN_HEADLINE });
  if (hero.layout === 'document' && hero.subline && !markupLinksAreSafe(hero.subline))
    context.addIssue({ code: 'custom', path: ['subline'], message: MARKUP_LINK_MESSAGE });
  if (hero.layout !== 'split') return;
  if (!hero.image)
    context.addIssue({
      code: 'custom',
      path: ['image'],
      message: 'The split layout needs an image: add one, or choose the centred layout',
    });
  if (hero.buttons.length === 0)
    context.addIssue({ code: 'custom', path: ['buttons'], message: 'The split layout needs at least one button' });
});

export const richTextBlockSchema = block('rich-text', {
  heading: headingSchema.optional(),
  tone: sectionShape.tone,
  anchor: sectionShape.anchor,
  /** TipTap's HTML; the server sanitises it (sanitizeRichText, as case-study sections) before a view shows it. */
  html: z
    .string({ error: 'Required' })
    .max(BLOCK_LIMITS.html, 'This text is too long: split it into two blocks (at most 100,000 characters of HTML)')
    .refine((value) => value.replace(/<[^>]*>/g, '').trim() !== '', 'Write some text'),
});

export const CARD_STYLES = ['feature', 'service', 'panel', 'statement', 'list'] as const;
export const CARD_COLORS = ['blue', 'purple', 'green'] as const;

const statSchema = figureSchema.extend({ description: maybeText('The explanation', BLOCK_LIMITS.statText) });

const paragraphsList = listOf(
  requiredText('Each paragraph', BLOCK_LIMITS.paragraph),
  'paragraphs',
  BLOCK_LIMITS.paragraphs,
).default([]);

const statsList = listOf(statSchema, 'figures', BLOCK_LIMITS.stats, { count: 1, message: 'Add at least one figure' });

const cardSchema = z.object({
  icon: z.enum(BLOCK_ICONS, { error: 'Choose an icon' }),
  /** A statement card's eyebrow ('Mission'). */
  eyebrow: maybeText('The eyebrow', BLOCK_LIMITS.eyebrow),
  title: requiredText('The card title', BLOCK_LIMITS.title),
  /** Required but on list cards, whose points say it (CARD_TEXT_REQUIRED). */
  text: maybeText('The card text', BLOCK_LIMITS.cardText),
  /** A list card's short list ('Invoice capture and 3-way match', …). */
  points: listOf(requiredText('Each point', BLOCK_LIMITS.point), 'points', BLOCK_LIMITS.points).default([]),
  link: linkSchema.optional(),
  /** The accent of a service card (the home page's three services). */
  color: z.enum(CARD_COLORS, { error: 'Choose a colour' }).default('blue'),
});

export const CARD_TEXT_REQUIRED = 'The card text is required';
export const LIST_CARD_NEEDS_POINTS = 'A list card needs at least one point';

export const FEATURE_LINKS_DIFFER =
  'Feature cards share one link: give every card the same link (or none), or choose service cards';

export const STATEMENT_NEEDS_NAME = 'Give the section a heading, or a name for screen readers';
export const HEADING_REQUIRED = 'The section title is required';

export const cardsBlockSchema = block('cards', {
  ...sectionShape,
  /** Only statement cards may go without a section heading: each card's title is a heading of its own. */
  heading: headingSchema.optional(),
  /** The section's name for screen readers when it has no heading ('Mission and vision'). */
  accessibleName: maybeText('The name for screen readers', BLOCK_LIMITS.label),
  /**
   * 'feature': icon cards; 'service': the home page's service cards, each with its button; 'panel':
   * cards on a dark band; 'statement': large cards with an eyebrow, each titled by an h2 (/about's
   * mission and vision); 'list': a title over a short list (the home page's use cases by department).
   */
  style: z.enum(CARD_STYLES, { error: 'Choose a card style' }).default('feature'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Choose 2, 3 or 4 columns' }).default(3),
  cards: listOf(cardSchema, 'cards', BLOCK_LIMITS.cards, { count: 1, message: 'Add at least one card' }),
  /** Figures under the cards, as on /rpa's 'Why RPA'. */
  stats: statsList.optional(),
  /** One line with a link under the cards ('Looking for AI agents? …'), after an optional icon. */
  footnote: z
    .object({
      icon: z.enum(BLOCK_ICONS, { error: 'Choose an icon' }).optional(),
      text: requiredText('The note', BLOCK_LIMITS.lead),
      link: linkSchema,
    })
    .optional(),
  /** A button under the cards ('Browse case studies'). */
  button: linkSchema.optional(),
}).superRefine((cards, context) => {
  cards.cards.forEach((card, index) => {
    if (cards.style !== 'list' && !card.text)
      context.addIssue({ code: 'custom', path: ['cards', index, 'text'], message: CARD_TEXT_REQUIRED });
    if (cards.style === 'list' && card.points.length === 0)
      context.addIssue({ code: 'custom', path: ['cards', index, 'points'], message: LIST_CARD_NEEDS_POINTS });
  });
  if (!cards.heading && cards.style !== 'statement')
    context.addIssue({ code: 'custom', path: ['heading', 'title'], message: HEADING_REQUIRED });
  if (!cards.heading && !cards.accessibleName)
    context.addIssue({ code: 'custom', path: ['accessibleName'], message: STATEMENT_NEEDS_NAME });
  if (cards.style === 'service') {
    cards.cards.forEach((card, index) => {
      if (!card.link)
        context.addIssue({ code: 'custom', path: ['cards', index, 'link'], message: 'A service card needs a link' });
    });
    return;
  }
  const keys = new Set(cards.cards.map((card) => (card.link ? `${card.link.label}\n${card.link.href}` : '')));
  if (keys.size > 1) context.addIssue({ code: 'custom', path: ['cards'], message: FEATURE_LINKS_DIFFER });
});

export const stepsBlockSchema = block('steps', {
  ...sectionShape,
  steps: listOf(
    z.object({
      title: requiredText('The step title', BLOCK_LIMITS.title),
      description: requiredText('The step text', BLOCK_LIMITS.stepText),
      meta: maybeText('The note', BLOCK_LIMITS.meta),
    }),
    'steps',
    BLOCK_LIMITS.steps,
    { count: 2, message: 'Add at least 2 steps' },
  ),
  /**
   * A dark panel beside the steps (the home page's 'Process & ROI': what the process returns). With
   * it, the heading and steps stand on the left, each step with its number and note in a card.
   */
  aside: z
    .object({
      image: imageSchema.optional(),
      title: requiredText('The panel title', BLOCK_LIMITS.title),
      stats: listOf(figureSchema, 'figures', BLOCK_LIMITS.stats, { count: 1, message: 'Add at least one figure' }),
      note: maybeText('The note', BLOCK_LIMITS.lead),
      button: linkSchema.optional(),
      buttonIcon: z.enum(BLOCK_ICONS, { error: 'Choose an icon' }).optional(),
    })
    .optional(),
});

export const comparisonBlockSchema = block('comparison', {
  ...sectionShape,
  /** Read by screen readers before the table. */
  caption: requiredText('The caption', BLOCK_LIMITS.title),
  columns: z.object({
    label: requiredText('The first column heading', BLOCK_LIMITS.label),
    left: requiredText('The second column heading', BLOCK_LIMITS.label),
    right: requiredText('The highlighted column heading', BLOCK_LIMITS.label),
  }),
  rows: listOf(
    z.object({
      label: requiredText('The row heading', BLOCK_LIMITS.label),
      left: requiredText('The cell', BLOCK_LIMITS.cell),
      right: requiredText('The cell', BLOCK_LIMITS.cell),
    }),
    'rows',
    BLOCK_LIMITS.comparisonRows,
    { count: 1, message: 'Add at least one row' },
  ),
});

export const faqBlockSchema = block('faq', {
  ...sectionShape,
  items: listOf(
    z.object({
      question: requiredText('The question', BLOCK_LIMITS.question),
      answer: requiredText('The answer', BLOCK_LIMITS.answer),
    }),
    'questions',
    BLOCK_LIMITS.faqs,
    { count: 1, message: 'Add at least one question' },
  ),
});

export const statsBlockSchema = block('stats', {
  ...sectionShape,
  stats: statsList,
  columns: z.union([z.literal(2), z.literal(4)], { error: 'Choose 2 or 4 columns' }).default(4),
  /** Paragraphs beside the figures, as /about's 'Our Story'; without them the figures stand under the heading. */
  paragraphs: paragraphsList,
});

export const logosBlockSchema = block('logos', {
  heading: requiredText('The heading', BLOCK_LIMITS.title),
  logos: listOf(
    z.object({
      name: requiredText('The company name', BLOCK_LIMITS.label),
      src: imageSchema.shape.src,
    }),
    'logos',
    BLOCK_LIMITS.logos,
    { count: 1, message: 'Add at least one logo' },
  ),
});

export const imageTextBlockSchema = block('image-text', {
  ...sectionShape,
  image: imageSchema,
  imageSide: z.enum(['left', 'right'], { error: 'Choose a side' }).default('right'),
  paragraphs: paragraphsList,
  points: listOf(requiredText('Each point', BLOCK_LIMITS.point), 'points', BLOCK_LIMITS.points).default([]),
  button: linkSchema.optional(),
  /** A figure in a card over the image's corner (the home page's '95% decision accuracy'). */
  figure: figureSchema.extend({ note: maybeText('The explanation', BLOCK_LIMITS.statText) }).optional(),
});

export const ctaBlockSchema = block('cta', {
  title: requiredText('The title', BLOCK_LIMITS.title),
  lead: requiredText('The lead', BLOCK_LIMITS.lead),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

export const TABLE_ROW_CELLS = 'Each row needs one cell per column';
export const COOKIE_CHOICE_ONCE = 'The cookie choice can appear only once on a page';

/** One piece of a document section: a paragraph, a list, a subheading, a table or the cookie choice. */
const documentPartSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), text: markupText('The paragraph', BLOCK_LIMITS.paragraph) }),
    z.object({
      type: z.literal('list'),
      points: listOf(markupText('Each item', BLOCK_LIMITS.paragraph), 'items', BLOCK_LIMITS.listItems, {
        count: 1,
        message: 'Add at least one item',
      }),
    }),
    z.object({ type: z.literal('subheading'), text: requiredText('The subheading', BLOCK_LIMITS.title) }),
    z
      .object({
        type: z.literal('table'),
        /** Read by screen readers before the table, and shown above it. */
        caption: requiredText('The caption', BLOCK_LIMITS.title),
        columns: listOf(requiredText('Each column heading', BLOCK_LIMITS.label), 'columns', BLOCK_LIMITS.tableColumns, {
          count: 2,
          message: 'Add at least 2 columns',
        }),
        rows: listOf(
          z.array(requiredText('The cell', BLOCK_LIMITS.cell), { error: 'Required' }),
          'rows',
          BLOCK_LIMITS.tableRows,
          { count: 1, message: 'Add at least one row' },
        ),
      })
      .superRefine((table, context) => {
        table.rows.forEach((row, index) => {
          if (row.length !== table.columns.length)
            context.addIssue({ code: 'custom', path: ['rows', index], message: TABLE_ROW_CELLS });
        });
      }),
    /** The visitor's cookie choice with its two buttons (the Cookie Policy's): the app's own, placed, never rewritten. */
    z.object({ type: z.literal('cookie-choice') }),
  ],
  { error: 'Choose a kind of content' },
);

const sectionAnchor = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'The anchor is required')
  .max(BLOCK_LIMITS.anchor, tooLong('The anchor', BLOCK_LIMITS.anchor))
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens, starting with a letter');

/**
 * A long document in numbered sections (the legal pages): a table of contents beside them, an
 * optional summary box above them and an optional note with a mail icon after them. Texts are in
 * inline markup (**bold**, `code`, [text](link)).
 */
export const documentBlockSchema = block('document', {
  /** The document's name, which names its text for screen readers (an article): the page's title, usually. */
  title: requiredText('The document title', BLOCK_LIMITS.title),
  /** The summary box above the sections ('At a glance'). */
  summary: z
    .object({
      title: requiredText('The summary title', BLOCK_LIMITS.label),
      points: listOf(markupText('Each point', BLOCK_LIMITS.paragraph), 'points', BLOCK_LIMITS.points, {
        count: 1,
        message: 'Add at least one point',
      }),
    })
    .optional(),
  sections: listOf(
    z.object({
      /** The section's id on the page, for links such as /terms#changes. */
      anchor: sectionAnchor,
      title: requiredText('The section title', BLOCK_LIMITS.title),
      parts: listOf(documentPartSchema, 'pieces of content', BLOCK_LIMITS.parts, {
        count: 1,
        message: 'Add some content to the section',
      }),
    }),
    'sections',
    BLOCK_LIMITS.sections,
    { count: 1, message: 'Add at least one section' },
  ),
  /** The closing note ('Questions about our terms? Write to …'), in the dark box after the sections. */
  contact: optionalText('The closing note', BLOCK_LIMITS.lead)
    .refine(markupLinksAreSafe, MARKUP_LINK_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined)),
}).superRefine((document, context) => {
  const anchors = new Set<string>();
  let choices = 0;
  document.sections.forEach((section, index) => {
    if (anchors.has(section.anchor))
      context.addIssue({
        code: 'custom',
        path: ['sections', index, 'anchor'],
        message: `Two sections share the anchor ${section.anchor}`,
      });
    anchors.add(section.anchor);
    section.parts.forEach((part, partIndex) => {
      if (part.type === 'cookie-choice' && ++choices > 1)
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'parts', partIndex],
          message: COOKIE_CHOICE_ONCE,
        });
    });
  });
});

/** Whether a document block holds the cookie choice, which hydrates (its block is then no static island). */
export const hasCookieChoice = (block: BlockOf<'document'>) =>
  block.sections.some((section) => section.parts.some((part) => part.type === 'cookie-choice'));

// --- live blocks (their data comes from the page's loader) ---------------------------------------

const optionalHeading = headingSchema.optional();

export const featuredCaseStudiesBlockSchema = block('featured-case-studies', {
  heading: optionalHeading,
  /** The section's id on the page (the home page's 'see-our-work'); `block-<id>` without one. */
  anchor: sectionShape.anchor,
  max: z
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Show at least 1 case study')
    .max(BLOCK_LIMITS.featuredMax, `Show at most ${BLOCK_LIMITS.featuredMax} case studies`)
    .default(6),
  industry: maybeText('The industry', BLOCK_LIMITS.filter),
  category: z.enum(USE_CASE_CATEGORIES, { error: 'Choose RPA or AI agents' }).optional(),
});

export const testimonialsBlockSchema = block('testimonials', { heading: optionalHeading });
export const caseStudyCarouselBlockSchema = block('case-study-carousel', {});

// --- interactive blocks (the app's own parts: placed, never rewritten) ---------------------------

export const contactFormBlockSchema = block('contact-form', {});
export const projectRequestFormBlockSchema = block('project-request-form', {});
export const processAssessmentFormBlockSchema = block('process-assessment-form', {});
export const roiCalculatorBlockSchema = block('roi-calculator', {});

/** Every block type, in the order the studio's "Add a block" menu lists them. */
export const BLOCK_TYPES = [
  'hero',
  'rich-text',
  'cards',
  'steps',
  'comparison',
  'faq',
  'stats',
  'logos',
  'image-text',
  'cta',
  'document',
  'featured-case-studies',
  'testimonials',
  'case-study-carousel',
  'contact-form',
  'project-request-form',
  'process-assessment-form',
  'roi-calculator',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const LIVE_BLOCK_TYPES = ['featured-case-studies', 'testimonials', 'case-study-carousel'] as const;
export const INTERACTIVE_BLOCK_TYPES = [
  'contact-form',
  'project-request-form',
  'process-assessment-form',
  'roi-calculator',
] as const;
/** The blocks that carry their words and draw them without state: every type neither live nor interactive. */
export const COPY_BLOCK_TYPES: readonly BlockType[] = BLOCK_TYPES.filter(
  (type) =>
    !(LIVE_BLOCK_TYPES as readonly BlockType[]).includes(type) &&
    !(INTERACTIVE_BLOCK_TYPES as readonly BlockType[]).includes(type),
);

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    heroBlockSchema,
    richTextBlockSchema,
    cardsBlockSchema,
    stepsBlockSchema,
    comparisonBlockSchema,
    faqBlockSchema,
    statsBlockSchema,
    logosBlockSchema,
    imageTextBlockSchema,
    ctaBlockSchema,
    documentBlockSchema,
    featuredCaseStudiesBlockSchema,
    testimonialsBlockSchema,
    caseStudyCarouselBlockSchema,
    contactFormBlockSchema,
    projectRequestFormBlockSchema,
    processAssessmentFormBlockSchema,
    roiCalculatorBlockSchema,
  ],
  { error: 'Choose a block type' },
);

export const TOO_MANY_BLOCKS = `A page has at most ${BLOCK_LIMITS.blocks} blocks`;
export const HERO_NOT_FIRST = 'A hero can only be the first block of a page (it holds the page title)';

/**
 * The blocks a page shows at most once, named as the message says them: their sections have fixed
 * ids (#contact, #testimonials…), and a page's action tells its forms apart by block type.
 */
export const ONCE_PER_PAGE = {
  testimonials: 'the testimonials',
  'case-study-carousel': 'the case-study carousel',
  'contact-form': 'the contact form',
  'project-request-form': 'the lead intake form',
  'process-assessment-form': 'the process assessment form',
  'roi-calculator': 'the ROI calculator',
} as const satisfies Partial<Record<BlockType, string>>;

export const onlyOncePerPage = (type: keyof typeof ONCE_PER_PAGE) => `A page can show ${ONCE_PER_PAGE[type]} only once`;

const isOncePerPage = (type: BlockType): type is keyof typeof ONCE_PER_PAGE => Object.hasOwn(ONCE_PER_PAGE, type);

/**
 * A page's blocks, in order: at most 60, ids unique, a hero only at the top (it is the page's one
 * h1), and each of ONCE_PER_PAGE at most once.
 */
export const pageBlocksSchema = z
  .array(blockSchema, { error: 'Required' })
  .max(BLOCK_LIMITS.blocks, TOO_MANY_BLOCKS)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    const shown = new Set<BlockType>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `Two blocks share the id ${block.id}` });
      seen.add(block.id);
      if (block.type === 'hero' && index > 0)
        context.addIssue({ code: 'custom', path: [index, 'type'], message: HERO_NOT_FIRST });
      if (isOncePerPage(block.type) && shown.has(block.type))
        context.addIssue({ code: 'custom', path: [index, 'type'], message: onlyOncePerPage(block.type) });
      shown.add(block.type);
    });
  });

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
/** What the studio sends (defaults not yet applied). */
export type BlockInput = z.input<typeof blockSchema>;
export type BlockLink = z.infer<typeof linkSchema>;
export type BlockImage = z.infer<typeof imageSchema>;
export type BlockHeading = z.infer<typeof headingSchema>;
export type DocumentPart = z.infer<typeof documentPartSchema>;
export type DocumentSection = BlockOf<'document'>['sections'][number];
export type SectionTone = (typeof SECTION_TONES)[number];
