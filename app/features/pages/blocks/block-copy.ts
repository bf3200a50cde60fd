/** The studio's words for page blocks: each type's name and one-line description, and the labels of their fields. */
import { BLOCK_LIMITS, type BlockType } from './block-schemas.ts';

export const BLOCK_COPY: Record<BlockType, { name: string; description: string }> = {
  hero: { name: 'Hero', description: 'The opening band: the page title, a subline, up to two buttons and an image.' },
  'rich-text': { name: 'Rich text', description: 'Formatted text with headings, lists, links and tables.' },
  cards: { name: 'Cards', description: 'Icon cards with a title, text and an optional link, in 2 to 4 columns.' },
  steps: { name: 'Numbered steps', description: 'A process in order, one card per step.' },
  comparison: {
    name: 'Comparison table',
    description: 'Two approaches compared row by row; the second is highlighted.',
  },
  faq: { name: 'FAQ', description: 'Questions and answers, one open at a time; search engines read them too.' },
  stats: { name: 'Stats', description: 'Headline figures, optionally beside a few paragraphs.' },
  logos: { name: 'Logo strip', description: 'Client logos sliding past under a short heading.' },
  'image-text': { name: 'Image with text', description: 'An image beside a heading, paragraphs, points and a button.' },
  cta: { name: 'Call to action band', description: 'The closing panel with one or two buttons.' },
  document: {
    name: 'Document',
    description: 'A long text in numbered sections with a table of contents, as the legal pages.',
  },
  'featured-case-studies': {
    name: 'Featured case studies',
    description: 'Published featured case studies, optionally of one industry or category. Updates itself.',
  },
  testimonials: {
    name: 'Testimonials carousel',
    description: 'Client quotes from published testimonials. Updates itself.',
  },
  'case-study-carousel': {
    name: 'Case-study carousel',
    description: 'The featured case studies as slides with their key figures. Updates itself.',
  },
  'contact-form': { name: 'Contact form', description: 'The contact form and booking choice, as on /contact.' },
  'project-request-form': { name: 'Lead intake form', description: 'The project request form, as on /lead-intake.' },
  'process-assessment-form': {
    name: 'Process assessment form',
    description: 'The process assessment questionnaire, as on /process-assessment.',
  },
  'roi-calculator': { name: 'ROI calculator', description: 'The interactive ROI calculator, as on /roi-calculator.' },
};

/** A note the studio shows on blocks whose content is the app's own. */
export const INTERACTIVE_BLOCK_NOTE =
  'This part of the site works as it does everywhere else: place it, move it or remove it.';
export const LIVE_BLOCK_NOTE =
  'Shows live content: changes to case studies and testimonials appear here by themselves.';

/** Field labels, by the field's name in the schemas; the same name reads the same in every block. */
export const BLOCK_FIELD_LABELS = {
  // shared
  heading: 'Section heading',
  eyebrow: 'Eyebrow',
  title: 'Title',
  lead: 'Lead',
  tone: 'Background',
  anchor: 'Anchor (for links to this section)',
  label: 'Link text',
  href: 'Link',
  image: 'Image',
  src: 'Image',
  alt: 'Alt text',
  decorative: 'Decorative (screen readers skip it)',
  paragraphs: 'Paragraphs',
  // hero
  layout: 'Layout',
  headline: 'Headline',
  subline: 'Subline',
  buttons: 'Buttons',
  highlights: 'Highlights',
  updated: 'Last updated',
  highlight: 'Highlighted words of the headline',
  // rich text
  html: 'Text',
  // cards
  style: 'Card style',
  columns: 'Columns',
  cards: 'Cards',
  icon: 'Icon',
  text: 'Text',
  link: 'Link',
  color: 'Colour',
  footnote: 'Note under the cards',
  accessibleName: 'Name for screen readers (when the section has no heading)',
  // steps' panel
  aside: 'Panel beside the steps',
  note: 'Note',
  buttonIcon: 'Button icon',
  // image with text
  figure: 'Figure over the image',
  // steps
  steps: 'Steps',
  description: 'Description',
  meta: 'Note (e.g. Week 1-2)',
  // comparison
  caption: 'Caption (read by screen readers)',
  rows: 'Rows',
  left: 'Second column',
  right: 'Highlighted column',
  // faq
  items: 'Questions',
  question: 'Question',
  answer: 'Answer',
  // stats
  stats: 'Figures',
  value: 'Figure',
  // logos
  logos: 'Logos',
  name: 'Company name',
  // image with text
  imageSide: 'Image side',
  points: 'Points',
  button: 'Button',
  // document (its `title` names the text for screen readers)
  documentTitle: 'Document title',
  summary: 'Summary box',
  sections: 'Sections',
  parts: 'Content',
  contact: 'Closing note',
  sectionAnchor: 'Anchor (for links to this section)',
  subheading: 'Subheading',
  paragraph: 'Paragraph',
  listItems: 'Items',
  tableColumns: 'Columns',
  columnHeading: 'Heading',
  // cta
  primary: 'Main button',
  secondary: 'Second button',
  // live
  max: 'Show at most',
  industry: 'Only this industry',
  category: 'Only this category',
  // where one name means different things in different blocks
  statLabel: 'Label',
  statDescription: 'Explanation',
  rowHeading: 'Row heading',
  columnHeadings: 'Column headings',
  firstColumn: 'First column heading',
  leftColumn: 'Second column heading',
  rightColumn: 'Highlighted column heading',
  cell: 'Cell',
  logosHeading: 'Heading',
  footnoteText: 'Note',
} as const;

/** One item of each list a block holds, as its rows and buttons name it ('Card 2', 'Add card'). */
export const BLOCK_ITEM_NAMES = {
  buttons: 'Button',
  highlights: 'Highlight',
  cards: 'Card',
  stats: 'Figure',
  steps: 'Step',
  rows: 'Row',
  items: 'Question',
  logos: 'Logo',
  paragraphs: 'Paragraph',
  points: 'Point',
  sections: 'Section',
  parts: 'Part',
  listItems: 'Item',
  tableColumns: 'Column',
  tableRows: 'Row',
} as const;

/** The words of the page editor's block list and of its preview. */
export const BLOCK_EDITOR_COPY = {
  listLabel: 'Blocks',
  empty: 'This page has no blocks yet. Add the first one: usually a hero, which holds the page title.',
  addBlock: 'Add a block',
  chooseType: 'Choose a block',
  closeChooser: 'Cancel',
  placeLabel: 'Place it',
  placeAtEnd: 'At the end',
  placeAtStart: 'At the top',
  placeAfter: (position: number, name: string) => `After ${position}. ${name}`,
  heroTaken: 'The page has a hero already: a page has one, at the top.',
  onceTaken: (names: readonly string[]) => `Already on this page, and shown once per page: ${names.join(', ')}.`,
  full: `A page has at most ${BLOCK_LIMITS.blocks} blocks: remove one to add another.`,
  expand: 'Edit',
  collapse: 'Close',
  moveUp: 'Move up',
  moveDown: 'Move down',
  duplicate: 'Duplicate',
  remove: 'Remove',
  errorCount: (count: number) => (count === 1 ? '1 problem' : `${count} problems`),
  position: (position: number, total: number) => `Block ${position} of ${total}`,
  moved: (name: string, position: number, total: number) => `${name} moved to position ${position} of ${total}`,
  added: (name: string, position: number, total: number) => `${name} added at position ${position} of ${total}`,
  duplicated: (name: string, position: number, total: number) =>
    `${name} duplicated: the copy is at position ${position} of ${total}`,
  removed: (name: string, total: number) => `${name} removed; ${total === 1 ? '1 block' : `${total} blocks`} left`,
  addItem: (item: string) => `Add ${item.toLowerCase()}`,
  itemLimit: (count: number, list: string) => `At most ${count} ${list.toLowerCase()}.`,
  addHeading: 'Add a section heading',
  removeHeading: 'Remove the section heading',
  addLink: 'Add a link',
  removeLink: 'Remove the link',
  addSecondary: 'Add a second button',
  removeSecondary: 'Remove the second button',
  addButton: 'Add a button',
  removeButton: 'Remove the button',
  addFootnote: 'Add a note under the cards',
  removeFootnote: 'Remove the note',
  addStats: 'Add figures under the cards',
  removeStats: 'Remove the figures',
  anyCategory: 'RPA and AI agents',
  anchorHint: 'Optional: lowercase letters, digits and hyphens, e.g. story for /about#story.',
  sectionAnchorHint: 'Lowercase letters, digits and hyphens, e.g. changes for /terms#changes.',
  layoutHint: 'Changing the layout clears the fields it does not show.',
  styleHint: 'Changing the style clears the fields it does not show.',
  updatedHint: 'Shown under the title. Optional.',
  documentTitleHint: 'Names the text for screen readers; usually the page’s title.',
  highlightHint: 'Optional: words of the headline, exactly as written there, set in the brand gradient.',
  accessibleNameHint: 'Screen readers announce the section by this name, as the heading would.',
  /** How to write the inline markup of long documents (lib/inline-markup.ts). */
  markupHint:
    'Write **words** for bold, `words` for code such as a cookie’s name, and [words](/contact) for a link: a path on this site, an https:// address or mailto:name@example.com.',
  cookieChoiceNote:
    'The visitor’s cookie choice with its two buttons shows here: the site’s own, as on /cookies. A document holds it once.',
  addPart: (kind: string) => `Add ${kind.charAt(0).toLowerCase()}${kind.slice(1)}`,
  partLegend: (position: number, kind: string) => `Part ${position}: ${kind}`,
  partName: (position: number, section: number) => `part ${position} of section ${section}`,
  columnLabel: (heading: string, position: number) => heading.trim() || `Column ${position}`,
  addSummary: 'Add a summary box',
  removeSummary: 'Remove the summary box',
  addAside: 'Add a panel beside the steps',
  removeAside: 'Remove the panel',
  addFigure: 'Add a figure over the image',
  removeFigure: 'Remove the figure',
  addImage: 'Add an image',
  removeImage: 'Remove the image',
  noIcon: 'No icon',
  industryHint: 'Optional: the industry exactly as case studies name it. Empty: every industry.',
} as const;

/** The words of the preview frame (/admin/pages/frame), which shows a draft's blocks as the site draws them. */
export const PREVIEW_COPY = {
  frameTitle: 'Page preview',
  documentTitle: 'Page preview | Studio',
  phone: 'Phone',
  desktop: 'Desktop',
  widthLabel: 'Preview width',
  waiting: 'The preview appears here as you edit the page.',
  empty: 'No blocks yet: the blocks you add appear here.',
  live: (name: string) => `${name}: live content appears here`,
  interactive: (name: string) => `${name}: appears here on the published page`,
  incomplete: (name: string, message: string) =>
    `${name} is not shown yet: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  unknownBlock: 'A block',
} as const;

export const BLOCK_OPTION_LABELS = {
  tone: { white: 'White', muted: 'Light grey', tint: 'Light blue', dark: 'Dark' },
  layout: {
    split: 'Text beside an image',
    centered: 'Centred text',
    document: 'Document header (long texts)',
    home: 'Home page (figures, moving shapes, image on large screens)',
  },
  style: {
    feature: 'Feature cards',
    service: 'Service cards (a button each)',
    panel: 'Panels on a dark band',
    statement: 'Statement cards (each titled as a section)',
    list: 'List cards (a title over a short list)',
  },
  color: { blue: 'Blue', purple: 'Purple', green: 'Green' },
  imageSide: { left: 'Left', right: 'Right' },
  category: { rpa: 'RPA', agents: 'AI agents' },
  /** The kinds of content of a document section. */
  part: {
    paragraph: 'Paragraph',
    list: 'List',
    subheading: 'Subheading',
    table: 'Table',
    'cookie-choice': 'The visitor’s cookie choice',
  },
} as const;
