/** A realistic example of every block type, as the seed writes today's pages (unit tests and the public views' e2e). */
import type { BLOCK_TYPES, BlockInput } from '#app/features/pages/blocks/block-schemas.ts';

export const blockExamples = {
  hero: {
    id: 'hero-1',
    type: 'hero',
    layout: 'split',
    eyebrow: 'Enterprise consulting',
    headline: 'Know exactly what to automate, and what it will return',
    subline: 'Our process and automation audit maps how work really flows through your organisation.',
    buttons: [
      { label: 'Audit your workflows', href: '/contact' },
      { label: 'Calculate your ROI', href: '/roi-calculator' },
    ],
    highlights: ['Fixed scope, 3-4 weeks', 'Vendor-neutral advice'],
    image: {
      src: '/images/illustrations/consulting-audit.svg',
      alt: 'A process map examined under a magnifying glass.',
      width: 560,
      height: 420,
    },
  },
  'rich-text': {
    id: 'text-1',
    type: 'rich-text',
    heading: { title: 'How we work' },
    html: '<p>We start with <a href="/process-assessment">a process assessment</a> and <strong>measure</strong> everything.</p>',
  },
  cards: {
    id: 'cards-1',
    type: 'cards',
    heading: { eyebrow: 'Use cases', title: 'Where agents earn their keep' },
    columns: 3,
    cards: [
      {
        icon: 'headset',
        title: 'Customer service',
        text: 'Agents answer and route tickets.',
        link: { label: 'Learn More', href: '/use-cases' },
      },
      {
        icon: 'file-search',
        title: 'Claims triage',
        text: 'Agents read claims and flag exceptions.',
        link: { label: 'Learn More', href: '/use-cases' },
      },
    ],
    footnote: { text: 'Looking for AI that reasons?', link: { label: 'Explore AI agents', href: '/agent-automation' } },
  },
  steps: {
    id: 'steps-1',
    type: 'steps',
    tone: 'dark',
    anchor: 'delivery',
    heading: { title: 'How we deliver' },
    steps: [
      { title: 'Discover', description: 'We map the process.', meta: 'Week 1-2' },
      { title: 'Build', description: 'We build the bots.' },
      { title: 'Run', description: 'We run and improve them.' },
    ],
  },
  comparison: {
    id: 'compare-1',
    type: 'comparison',
    heading: { title: 'RPA or AI agents?' },
    caption: 'Traditional RPA compared with AI agents',
    columns: { label: 'Capability', left: 'Traditional RPA', right: 'AI agents' },
    rows: [{ label: 'Unstructured input', left: 'Needs fixed formats', right: 'Reads emails and documents' }],
  },
  faq: {
    id: 'faq-1',
    type: 'faq',
    tone: 'muted',
    heading: { title: 'Strategic FAQs' },
    items: [
      { question: 'How long does an audit take?', answer: 'Three to four weeks.' },
      { question: 'Do you sell software?', answer: 'No: our advice is vendor-neutral.' },
    ],
  },
  stats: {
    id: 'stats-1',
    type: 'stats',
    heading: { eyebrow: 'Our story', title: 'Built by operators' },
    paragraphs: ['We started in 2016.', 'Today we run automation for forty clients.'],
    stats: [
      { value: '120+', label: 'processes automated' },
      { value: '60-85%', label: 'operating-cost reduction', description: 'Across our RPA programmes.' },
    ],
  },
  logos: {
    id: 'logos-1',
    type: 'logos',
    heading: 'Trusted by operations teams at',
    logos: [
      { name: 'Northwind Logistics', src: '/images/clients/northwind-logistics.svg' },
      { name: 'Meridian Health', src: '/images/clients/meridian-health.svg' },
    ],
  },
  'image-text': {
    id: 'image-text-1',
    type: 'image-text',
    tone: 'dark',
    heading: { title: 'AI agents that reason' },
    image: { src: '/uploads/agents.webp', alt: 'An agent routing a document' },
    points: ['Reads unstructured input', 'Escalates to people'],
    button: { label: 'Explore AI agents', href: '/agent-automation' },
  },
  cta: {
    id: 'cta-1',
    type: 'cta',
    title: 'Ready to automate?',
    lead: 'Book a free process assessment.',
    primary: { label: 'Contact us', href: '/contact' },
    secondary: { label: 'See case studies', href: '/use-cases' },
  },
  'featured-case-studies': { id: 'featured-1', type: 'featured-case-studies', max: 3, category: 'rpa' },
  testimonials: { id: 'testimonials-1', type: 'testimonials' },
  'case-study-carousel': { id: 'carousel-1', type: 'case-study-carousel' },
  'contact-form': { id: 'contact-1', type: 'contact-form' },
  'project-request-form': { id: 'lead-1', type: 'project-request-form' },
  'process-assessment-form': { id: 'assessment-1', type: 'process-assessment-form' },
  'roi-calculator': { id: 'roi-1', type: 'roi-calculator' },
  // Last, so the positions of the others stay as the tests below count them.
  document: {
    id: 'document-1',
    type: 'document',
    title: 'Cookie Policy',
    summary: { title: 'At a glance', points: ['We set **no** tracking cookies.'] },
    sections: [
      {
        anchor: 'essential',
        title: 'Essential Cookies',
        parts: [
          {
            type: 'paragraph',
            text: 'See [our privacy policy](/privacy) or write to [us](mailto:privacy@example.com).',
          },
          { type: 'subheading', text: 'What they do' },
          { type: 'list', points: ['Keep you signed in', 'Remember `cookie_consent`'] },
          {
            type: 'table',
            caption: 'Cookies set by this website',
            columns: ['Name', 'Purpose', 'Lifetime'],
            rows: [['cookie_consent', 'Remembers your choice', '12 months']],
          },
          { type: 'cookie-choice' },
        ],
      },
      { anchor: 'changes', title: 'Changes', parts: [{ type: 'paragraph', text: 'We date every change.' }] },
    ],
    contact: 'Questions? Write to [privacy@example.com](mailto:privacy@example.com).',
  },
} satisfies { [T in (typeof BLOCK_TYPES)[number]]: BlockInput & { type: T } };
