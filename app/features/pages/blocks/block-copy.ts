/** The studio's words for page blocks: each type's name and one-line description, and the labels of their fields. */
import type { BlockType } from './block-schemas.ts';

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
  updated: 'Last updated (YYYY-MM-DD)',
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
  summary: 'Summary box',
  sections: 'Sections',
  parts: 'Content',
  contact: 'Closing note',
  // cta
  primary: 'Main button',
  secondary: 'Second button',
  // live
  max: 'Show at most',
  industry: 'Only this industry',
  category: 'Only this category',
} as const;

export const BLOCK_OPTION_LABELS = {
  tone: { white: 'White', muted: 'Light grey', tint: 'Light blue', dark: 'Dark' },
  layout: { split: 'Text beside an image', centered: 'Centred text', document: 'Document header (long texts)' },
  style: {
    feature: 'Feature cards',
    service: 'Service cards (a button each)',
    panel: 'Panels on a dark band',
    statement: 'Statement cards (each titled as a section)',
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
