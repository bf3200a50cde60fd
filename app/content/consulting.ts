/**
 * Copy of /enterprise-consulting (SPEC 2.6): hero, four service cards, four deliverables, the
 * 'Strategic FAQs' accordion (four questions; one says an engagement takes 3-4 weeks) and a CTA.
 */
import {
  ClipboardList,
  Compass,
  FileBarChart,
  GanttChart,
  Layers3,
  ListOrdered,
  Search,
  ShieldCheck,
} from 'lucide-react';
import { auditDuration, claims } from './claims.ts';
import type { CtaCopy, Faq, Feature, HeroCopy, SectionCopy } from './marketing-types.ts';

export const consultingMeta = {
  title: 'Process and Automation Consultancy & Audit',
  description: `A fixed-scope automation audit in ${auditDuration}: process discovery, opportunity sizing, a business case and a roadmap your board can approve.`,
};

export const consultingHero: HeroCopy = {
  eyebrow: 'Enterprise consulting',
  title: 'Know exactly what to automate, and what it will return',
  lead: `Our process and automation audit maps how work really flows through your organisation, sizes every opportunity and hands you a prioritised roadmap with a business case, in ${auditDuration}.`,
  primary: { label: 'Audit your workflows', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
  highlights: [
    `Fixed scope, ${auditDuration}`,
    'Vendor-neutral advice',
    'Finance-grade business case',
    'Roadmap you own',
  ],
  image: {
    src: '/images/illustrations/consulting-audit.svg',
    alt: 'A process map examined under a magnifying glass beside a ranked list of automation opportunities marked audit complete.',
    width: 560,
    height: 420,
  },
};

export const consultingServices = {
  heading: {
    eyebrow: 'Services',
    title: 'Consulting that ends in a decision, not a slide deck',
    lead: 'Four services, available as one audit or separately, each led by a senior consultant who has run automation programmes.',
  } satisfies SectionCopy,
  items: [
    {
      icon: Search,
      title: 'Process Discovery & Mapping',
      description:
        'Workshops, job shadowing and process mining on your system logs reveal how work really flows, including the workarounds.',
    },
    {
      icon: ClipboardList,
      title: 'Automation Opportunity Audit',
      description:
        'Every process is scored on volume, stability, rules and data quality, so you see which are ready for RPA, AI agents or neither.',
    },
    {
      icon: FileBarChart,
      title: 'Business Case & ROI Modelling',
      description: `Costs, savings and risks per opportunity, built with your finance team. Our clients typically target ${claims.typicalRoi.value} ROI.`,
    },
    {
      icon: Layers3,
      title: 'Governance & Centre of Excellence',
      description:
        'Operating model, roles, security controls and a platform choice, so automation scales safely beyond the first bots.',
    },
  ] satisfies Feature[],
};

export const deliverables = {
  heading: {
    eyebrow: 'Deliverables',
    title: 'What you receive at the end of the audit',
  } satisfies SectionCopy,
  items: [
    {
      icon: GanttChart,
      title: 'Current-state process maps',
      description: 'Documented flows for every process in scope, with volumes, handling times and exception rates.',
    },
    {
      icon: ListOrdered,
      title: 'Prioritised opportunity backlog',
      description: 'A ranked list of automation candidates with feasibility, effort and value for each one.',
    },
    {
      icon: Compass,
      title: 'Business case & 12-month roadmap',
      description: 'Sequenced waves of delivery, a budget and the savings your CFO can track quarter by quarter.',
    },
    {
      icon: ShieldCheck,
      title: 'Governance & risk framework',
      description: 'Controls, ownership and a security review so audit, IT and the business are aligned before build.',
    },
  ] satisfies Feature[],
};

export const faqHeading: SectionCopy = {
  eyebrow: 'FAQ',
  title: 'Strategic FAQs',
  lead: 'What leadership teams ask us before they start.',
};

export const faqs: Faq[] = [
  {
    question: 'How long does an automation audit take?',
    answer: `An engagement typically takes ${auditDuration}. Week one is discovery with your process owners, the middle weeks cover analysis and business-case modelling, and the last week is a readout with your leadership team and the final roadmap.`,
  },
  {
    question: 'How much time do our people need to give?',
    answer:
      'About two hours per process owner for interviews and shadowing, plus read-only access to system logs where available. We plan sessions around month-end and other peaks so day-to-day work is not disrupted.',
  },
  {
    question: 'Do you recommend a particular automation platform?',
    answer:
      'No. We are vendor-neutral and compare UiPath, Microsoft Power Automate, Automation Anywhere, custom Python and AI agent frameworks against your systems, skills and licensing, and we tell you when a simpler fix beats automation.',
  },
  {
    question: 'What happens after the audit?',
    answer: `You own every deliverable and can implement it with any partner or your own team. Many clients ask us to deliver the first wave, and typically see ${claims.costReduction.value} ${claims.costReduction.label} on the processes automated.`,
  },
];

export const consultingCta: CtaCopy = {
  title: 'Start with a clear picture of your automation potential',
  lead: `In ${auditDuration} you will know which processes to automate first, what it will cost and what it will return.`,
  primary: { label: 'Audit your workflows', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
};
