/**
 * The words the home page's carousels and every loading state show from the browser's bundle (SPEC
 * 2.3, 9). Apart from the rest of the case-study copy (case-study-copy.ts), whose other words are
 * rendered by the server only (static islands), so the home page's JavaScript carries just these.
 */
export const loadingTexts = {
  caseStudies: 'Loading case studies...',
  testimonials: 'Loading testimonials....',
  detail: 'Loading...',
} as const;

/** The featured carousel's heading and empty state. */
export const carouselCopy = {
  eyebrow: 'Featured case studies',
  title: 'Results our clients can measure',
  lead: 'Browse a few of our favourite projects, the numbers they moved and what the people who ran them say.',
  empty: 'No case studies available at the moment.',
} as const;

/** The home testimonials' heading and the line naming their source. */
export const testimonialsCopy = {
  eyebrow: 'TESTIMONIALS',
  title: 'What Our Clients Say',
  lead: 'Operations, finance and IT leaders on what changed once the robots and agents went live.',
  source: {
    database: 'In their own words: feedback from our clients and published case studies.',
    default: 'Sample testimonials: representative feedback from engagements like the ones we run.',
  },
} as const;
