/** Copy of the home page below the hero (SPEC 2.3; the hero's is in home-hero.ts, loaded first). The services cards live in services.ts, the logos in clients.ts. */
import { Banknote, Headset, type LucideIcon, MessagesSquare, ServerCog, Truck, Users } from 'lucide-react';
import { claims } from './claims.ts';
import type { CtaCopy, LinkAction, SectionCopy, Stat, Step } from './marketing-types.ts';

export const processRoi = {
  heading: {
    eyebrow: 'Process & ROI',
    title: 'From first audit to measurable return in weeks, not years',
    lead: 'Every engagement follows the same four steps, and every step ends with numbers you can check against your own ledger.',
  } satisfies SectionCopy,
  steps: [
    {
      title: 'Audit',
      meta: 'Weeks 1-4',
      description: 'We shadow your teams, mine system logs and score each process on volume, rules and exceptions.',
    },
    {
      title: 'Design',
      meta: 'Weeks 3-6',
      description: 'A target workflow, the controls it needs and a business case signed off by finance.',
    },
    {
      title: 'Build',
      meta: 'Weeks 5-12',
      description: 'Bots, agents and document models built in two-week sprints and tested against real cases.',
    },
    {
      title: 'Run & improve',
      meta: 'Ongoing',
      description: 'Monitored around the clock, with monthly reports on savings, accuracy and exceptions.',
    },
  ] satisfies Step[],
  roiTitle: 'What our clients typically see',
  roiStats: [claims.costReduction, claims.annualSavings, claims.typicalRoi] satisfies Stat[],
  roiNote: 'Measured twelve months after go-live across our client programmes.',
  roiAction: { label: 'Calculate your ROI', href: '/roi-calculator' } satisfies LinkAction,
};

export const agentsSpotlight = {
  heading: {
    eyebrow: 'AI agent automation',
    title: 'When the work needs judgment, not just rules',
    lead: 'Classic bots follow scripts. Our AI agents read the email, check the policy, decide what to do and explain why, handing the edge cases to your people with the evidence attached.',
  } satisfies SectionCopy,
  points: [
    'Resolve billing disputes, claims and supplier queries end to end',
    'Every decision logged with its reasoning for audit and review',
    'Confidence thresholds you set: below them, a human decides',
  ],
  stat: claims.decisionAccuracy,
  statNote: 'on triage and routing decisions after calibration with each client',
  action: { label: 'Explore AI agent automation', href: '/agent-automation' } satisfies LinkAction,
  image: {
    src: '/images/illustrations/ai-agents.svg',
    alt: 'An AI agent at the centre of email, calendar, database, document, search and chat tools, planning, acting and checking its work until the goal is reached.',
    width: 560,
    height: 420,
  },
};

export interface DepartmentUseCase {
  icon: LucideIcon;
  department: string;
  examples: string[];
}

export const useCasesSection = {
  heading: {
    eyebrow: 'Use cases',
    title: 'Automation for every department',
    lead: 'The processes we automate most often. Each one has run in production for clients like yours.',
  } satisfies SectionCopy,
  departments: [
    {
      icon: Banknote,
      department: 'Finance & Accounting',
      examples: ['Invoice capture and 3-way match', 'Bank reconciliation', 'Month-end close journals'],
    },
    {
      icon: Users,
      department: 'Human Resources',
      examples: ['Employee onboarding', 'Payroll change requests', 'Benefits enrolment checks'],
    },
    {
      icon: Headset,
      department: 'Customer Service',
      examples: ['Email triage and routing', 'Billing dispute resolution', 'Order status updates'],
    },
    {
      icon: ServerCog,
      department: 'IT & Operations',
      examples: ['User access provisioning', 'Ticket classification', 'License and asset audits'],
    },
    {
      icon: Truck,
      department: 'Supply Chain',
      examples: ['Purchase order entry', 'Shipment tracking updates', 'Supplier onboarding'],
    },
    {
      icon: MessagesSquare,
      department: 'Sales & Marketing',
      examples: ['Lead enrichment and routing', 'CRM data hygiene', 'Quote and contract generation'],
    },
  ] satisfies DepartmentUseCase[],
  action: { label: 'Browse case studies', href: '/use-cases' } satisfies LinkAction,
};

export const homeCta: CtaCopy = {
  title: 'Find out what you could automate, for free',
  lead: 'In a 30-minute call we look at two or three of your processes and tell you honestly which are worth automating, what it would take and what it would save.',
  primary: { label: 'Get your free audit', href: '/contact' },
  secondary: { label: 'Estimate your ROI', href: '/roi-calculator' },
};
