/**
 * The words of the case-study pages and widgets (SPEC 2.3, 2.8, 2.9): every fixed text, heading,
 * default and placeholder, so the components are layout only.
 */
import type { UseCaseCategory } from '../../lib/case-study.ts';

export const DEFAULT_CASE_STUDY_SUMMARY = 'Comprehensive automation solution delivering exceptional results.';

/** 'See our work' on the home page. */
export const seeOurWorkCopy = {
  eyebrow: 'Case studies',
  title: 'See our work',
  lead: 'Real automation programmes, real numbers: how operations teams cut manual work and scaled without adding headcount.',
  readMore: 'Read full story',
  viewAll: 'View all case studies',
  empty: 'No featured case studies available yet',
} as const;

/** The words on a featured carousel's slide. */
export const carouselSlideCopy = {
  readMore: 'Read full story',
  resultsHeading: 'Key results',
  /** Shown instead of metrics when a featured case study has none (SPEC 2.3). */
  defaultResults: [
    'Manual processing effort cut by more than half',
    'Faster cycle times with fewer errors and rework',
    'A full audit trail for every automated decision',
    'Capacity to grow volume without adding headcount',
  ],
  /** Author title shown when a case-study testimonial has none (SPEC 2.3). */
  defaultAuthorTitle: 'Client',
} as const;

export const caseStudyListCopy = {
  chip: 'CASE STUDIES',
  title: 'See our Work',
  lead: 'How finance, operations and customer teams put robotic process automation, AI agents and document processing to work, and what it changed for them.',
  metaDescription:
    'Case studies of RPA, AI agent and intelligent document processing projects by Brightflow: the challenge, the solution and the measured results.',
  emptyTitle: 'No case studies found',
  emptyText: 'Check back soon for new case studies.',
  readMore: 'Read case study',
  imagePlaceholder: 'Case study',
  keyResults: 'Key results',
} as const;

export {
  defaultSectionTitles,
  type SectionPresentation,
  sectionPresentation,
} from '../../content/case-study-sections.ts';

export const caseStudyDetailCopy = {
  back: 'Back to all case studies',
  keyResults: 'Key Results',
  processFlow: { title: 'Process Flow', caption: 'Automated workflow overview' },
  processFlowDefaultImage: '/images/process-flow.svg',
  processFlowAlt:
    'Diagram of the automated workflow: intake, classification, extraction, validation, posting and reporting',
  processesHeading: 'How we delivered it',
  galleryHeading: 'Gallery',
  testimonialHeading: 'What the client says',
  facts: { industry: 'Industry', location: 'Location', duration: 'Duration', team: 'Team' },
  technologiesHeading: 'Technology used',
  roiBanner: {
    title: 'What could automation save your team?',
    text: 'Estimate the savings, payback period and ROI of automating one of your own processes in under a minute.',
    button: 'Calculate your ROI',
  },
  contact: {
    text: 'Tell us about the process that takes up most of your team’s time. We will show you what automation can do for it, with a business case you can take to your board.',
    button: 'Get in Touch',
  },
} as const;

/** The closing heading of a case study, specific to its industry (SPEC 2.9). */
const industryHeadings: Record<string, string> = {
  'green energy': 'Ready to keep your renewable projects on schedule?',
  healthcare: 'Ready to give your clinical and admin teams time back?',
  retail: 'Ready to run your stores and supply chain on autopilot?',
  insurance: 'Ready to settle claims and policies faster?',
  'finance & banking': 'Ready to modernise your finance and banking operations?',
  'financial services': 'Ready to modernise your financial services operations?',
  finance: 'Ready to modernise your finance operations?',
  manufacturing: 'Ready to take the paperwork out of manufacturing?',
  telecom: 'Ready to resolve more customer requests on the first contact?',
  'real estate': 'Ready to manage every lease and property with less effort?',
  entertainment: 'Ready to get royalties and rights admin under control?',
  logistics: 'Ready to keep every shipment on time?',
};

export function contactHeadingFor(industry: string): string {
  const known = industryHeadings[industry.trim().toLowerCase()];
  if (known) return known;
  const name = industry.trim();
  return name ? `Ready to automate your ${name} operations?` : 'Ready to automate your operations?';
}

/** The fixed content of a built-in (fallback) case study page (SPEC 2.9, 9). */
export const fallbackDetailCopy = {
  industryLabel: 'Industry',
  implemented: 'Implemented: 2023',
  ftesSaved: 'FTEs saved: 13+',
  overviewHeading: 'Overview',
  challengeHeading: 'The challenge',
  challenge:
    'The team was processing a growing volume of requests by hand: copying data between systems, checking documents against business rules and chasing missing information by e-mail. Cycle times were long, error rates crept up at month end, and every new customer or supplier meant more manual work instead of more value.',
  solutionHeading: 'Our solution',
  solution:
    'We started with a short process audit to measure where the time went and which exceptions mattered. We then redesigned the process, automated the repetitive steps end to end and connected the systems involved, keeping people in the loop only for the decisions that need their judgement. Dashboards show volumes, exceptions and savings in real time.',
  resultsHeading: 'Results',
  stepsHeading: 'Implementation',
  steps: [
    {
      title: 'Discovery and process audit',
      description: 'We map the current process, measure volumes and exception rates, and agree the business case.',
    },
    {
      title: 'Solution design',
      description:
        'We redesign the process around automation and define controls, exception paths and success metrics.',
    },
    {
      title: 'Build and integration',
      description: 'We build the automation in short iterations and connect it to the systems your team already uses.',
    },
    {
      title: 'Testing and pilot',
      description: 'We test with real cases, run a pilot alongside the team and tune the automation on live data.',
    },
    {
      title: 'Go-live and optimisation',
      description: 'We roll out in stages, monitor every run and keep improving throughput and accuracy after launch.',
    },
  ],
  technologyHeading: 'Technology',
  technologies: {
    rpa: ['RPA', 'Intelligent Document Processing', 'Workflow Orchestration', 'ERP and CRM Integrations'],
    agents: ['AI Agent', 'Large Language Models', 'Knowledge Retrieval', 'Human-in-the-Loop Review'],
  } satisfies Record<UseCaseCategory, string[]>,
  requestSimilar: 'Request Similar Solution',
  roiLink: 'Calculate your ROI',
  share: 'Share',
  copied: 'Link copied to clipboard!',
  ctaTitle: 'Want results like these?',
  ctaText: 'Tell us about your process and we will show you what a similar solution could do for your team.',
} as const;
