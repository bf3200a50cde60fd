/**
 * Built-in testimonials.
 * - sampleTestimonials: the three defaults the testimonials section shows when the database returns
 *   none or the load fails (SPEC 3 'Testimonial as displayed', SPEC 4).
 * - carouselSampleTestimonials: the two the featured case-study carousel falls back to when a case
 *   study has no publishable testimonial, picked by index modulo 2 (SPEC 2.3).
 */
import type { DisplayTestimonial } from '../../lib/case-study.ts';

export const sampleTestimonials: readonly DisplayTestimonial[] = [
  {
    id: 'sample-1',
    quote:
      'Brightflow automated our accounts payable in less than four months. Three quarters of our invoices now post to SAP without anyone touching them, and my team finally has time for supplier analysis instead of data entry.',
    authorName: 'Laura Brennan',
    title: 'VP Finance Operations',
    company: 'Halvorsen Components',
    image: null,
    stats: [
      { label: 'Touchless invoices', value: '78%' },
      { label: 'Annual savings', value: '$1.4M' },
      { label: 'Time to go-live', value: '16 weeks' },
    ],
  },
  {
    id: 'sample-2',
    quote:
      'We expected a chatbot; we got an agent that actually resolves billing disputes and plan changes. Half of our contacts are now closed in the first conversation, and our human agents handle the cases that really need them.',
    authorName: 'Marcus Oyelaran',
    title: 'Director of Customer Care',
    company: 'Kestrel Line Communications',
    image: null,
    stats: [
      { label: 'Contacts resolved by AI', value: '52%' },
      { label: 'Handling time', value: '-37%' },
    ],
  },
  {
    id: 'sample-3',
    quote:
      'The process audit alone paid for the engagement. Brightflow showed us which of our 40 candidate processes were worth automating, and the first three bots were live within a quarter with a clear business case behind each one.',
    authorName: 'Sofia Lindqvist',
    title: 'Chief Operating Officer',
    company: 'Ashcombe Property Group',
    image: null,
    stats: [
      { label: 'Processes assessed', value: '40' },
      { label: 'First-year ROI', value: '310%' },
      { label: 'Bots live in Q1', value: '3' },
    ],
  },
];

export const carouselSampleTestimonials: readonly [DisplayTestimonial, DisplayTestimonial] = [
  {
    id: 'carousel-sample-1',
    quote:
      'Brightflow did not just build bots; they redesigned the process first. Our exception queue shrank by two thirds and the controls our auditors asked for are built into every workflow.',
    authorName: 'Daniel Whitcombe',
    title: 'Head of Shared Services',
    company: 'Orchard Lane Logistics',
    image: null,
  },
  {
    id: 'carousel-sample-2',
    quote:
      'The document-processing pipeline reads invoices, delivery notes and contracts with accuracy we could not match manually. Our month-end close is four days shorter and nobody misses the spreadsheets.',
    authorName: 'Grace Achterberg',
    title: 'Group Financial Controller',
    company: 'Thornbury Foods',
    image: null,
  },
];
