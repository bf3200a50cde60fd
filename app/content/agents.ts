/**
 * Copy of /agent-automation (SPEC 2.6): hero, traditional RPA vs AI agents across six capabilities,
 * six key features, six use cases, a four-step implementation and a call to action.
 */
import {
  BookOpenCheck,
  BrainCircuit,
  FileWarning,
  Headset,
  Landmark,
  MailSearch,
  PackageSearch,
  Plug,
  ShieldCheck,
  UserCheck,
  UserRoundPlus,
  Workflow,
} from 'lucide-react';
import { claims } from './claims.ts';
import type { CtaCopy, Feature, HeroCopy, SectionCopy, Step } from './marketing-types.ts';

export const agentsMeta = {
  title: 'AI Agent Automation',
  description:
    'AI agents that read, reason and act across your systems: resolve customer requests, triage claims and handle exceptions with 95% decision accuracy and a human in the loop.',
};

export const agentsHero: HeroCopy = {
  eyebrow: 'AI agent automation',
  title: 'AI agents that handle the work rules can’t',
  lead: 'Agents read emails and documents, look up your systems, decide the next step against your policies and carry it out, escalating to a person whenever confidence is low.',
  primary: { label: 'Get your free audit', href: '/contact' },
  secondary: { label: 'See agent case studies', href: '/use-cases' },
  highlights: [
    `${claims.decisionAccuracy.value} ${claims.decisionAccuracy.label}`,
    'Human approval where you want it',
    'Every decision explained and logged',
    'Runs inside your cloud tenancy',
  ],
  image: {
    src: '/images/illustrations/ai-agents.svg',
    alt: 'An AI agent at the centre of email, calendar, database, document, search and chat tools, planning, acting and checking its work.',
    width: 560,
    height: 420,
  },
};

export interface ComparisonRow {
  capability: string;
  rpa: string;
  agents: string;
}

export const comparison = {
  heading: {
    eyebrow: 'RPA vs AI agents',
    title: 'Beyond scripts: what agents add',
    lead: 'Robots excel at stable, rules-based steps. Agents take on the variable, language-heavy work around them. Most programmes use both.',
  } satisfies SectionCopy,
  caption: 'Traditional RPA compared with AI agents across six capabilities',
  columns: { capability: 'Capability', rpa: 'Traditional RPA', agents: 'AI agents' },
  rows: [
    {
      capability: 'Input data',
      rpa: 'Structured fields and fixed layouts',
      agents: 'Emails, PDFs, chats and free text',
    },
    {
      capability: 'Decision making',
      rpa: 'Predefined if-then rules',
      agents: 'Reasons over policies and context',
    },
    {
      capability: 'Handling exceptions',
      rpa: 'Stops and hands over to a person',
      agents: 'Resolves most cases, escalates the rest',
    },
    {
      capability: 'Change in screens or formats',
      rpa: 'Scripts need rework',
      agents: 'Adapts to new layouts and wording',
    },
    {
      capability: 'Learning over time',
      rpa: 'None until reprogrammed',
      agents: 'Improves from reviewed outcomes',
    },
    {
      capability: 'Typical processes',
      rpa: 'Data entry, reconciliations, reports',
      agents: 'Triage, disputes, claims, onboarding',
    },
  ] satisfies ComparisonRow[],
};

export const agentFeatures = {
  heading: {
    eyebrow: 'Key features',
    title: 'Built for production, not for demos',
  } satisfies SectionCopy,
  items: [
    {
      icon: BrainCircuit,
      title: 'Reasoning over your policies',
      description:
        'Agents apply your written procedures, approval limits and contract terms, and cite the rule behind each decision.',
    },
    {
      icon: Plug,
      title: 'Connected to your systems',
      description:
        'Secure connectors for Salesforce, ServiceNow, SAP, Microsoft 365 and custom APIs, with existing RPA bots as tools.',
    },
    {
      icon: UserCheck,
      title: 'Human in the loop',
      description:
        'Confidence thresholds decide when an agent acts alone and when it prepares the case for a person to approve.',
    },
    {
      icon: BookOpenCheck,
      title: 'Explainable and auditable',
      description: 'Each step, tool call and source is recorded, so reviewers can see exactly why an action was taken.',
    },
    {
      icon: ShieldCheck,
      title: 'Enterprise-grade security',
      description:
        'Deployed in your cloud tenancy with role-based access, data masking and no training of public models on your data.',
    },
    {
      icon: Workflow,
      title: 'Measured continuously',
      description: `Decision accuracy is tracked against human review; our agents hold ${claims.decisionAccuracy.value} after calibration.`,
    },
  ] satisfies Feature[],
};

export const agentUseCases = {
  heading: {
    eyebrow: 'Use cases',
    title: 'Where AI agents pay off first',
    lead: 'High-volume work that arrives as language, needs a judgment call and follows written policy.',
  } satisfies SectionCopy,
  linkLabel: 'Learn More',
  linkHref: '/use-cases',
  items: [
    {
      icon: Headset,
      title: 'Customer service resolution',
      description:
        'Resolve billing questions, plan changes and refunds in the first conversation, across email and chat.',
    },
    {
      icon: FileWarning,
      title: 'Insurance claims triage',
      description:
        'Read first notice of loss, check cover, flag fraud signals and route each claim to the right handler.',
    },
    {
      icon: MailSearch,
      title: 'Shared-inbox triage',
      description:
        'Classify, prioritise and answer the hundreds of supplier and customer emails that land in shared inboxes.',
    },
    {
      icon: UserRoundPlus,
      title: 'Employee onboarding',
      description:
        'Collect documents, provision accounts and answer new-joiner questions across HR, IT and facilities.',
    },
    {
      icon: Landmark,
      title: 'KYC and compliance checks',
      description:
        'Gather evidence, screen against sanctions lists and prepare a reviewed file for the compliance officer.',
    },
    {
      icon: PackageSearch,
      title: 'Order exception handling',
      description:
        'Investigate late shipments, price mismatches and short deliveries, then fix or escalate with the evidence.',
    },
  ] satisfies Feature[],
};

export const agentImplementation = {
  heading: {
    eyebrow: 'Implementation',
    title: 'From pilot to production in four steps',
  } satisfies SectionCopy,
  steps: [
    {
      title: 'Use-case assessment',
      meta: 'Weeks 1-2',
      description: 'We pick the process, collect real examples and agree the accuracy and savings targets.',
    },
    {
      title: 'Agent design',
      meta: 'Weeks 2-4',
      description: 'Policies, tools, guardrails and the hand-over points to your people are designed and approved.',
    },
    {
      title: 'Supervised pilot',
      meta: 'Weeks 4-8',
      description: 'The agent proposes, your team approves. We calibrate until it meets the targets on live cases.',
    },
    {
      title: 'Scale & monitor',
      meta: 'Ongoing',
      description: 'Autonomy is widened step by step, with dashboards for accuracy, volume and savings.',
    },
  ] satisfies Step[],
};

export const agentsCta: CtaCopy = {
  title: 'Put an AI agent on your busiest queue',
  lead: 'Bring us a sample of real cases. In a free audit we show you what share an agent could resolve on its own, and what it would save.',
  primary: { label: 'Get your free audit', href: '/contact' },
  secondary: { label: 'Compare with RPA', href: '/rpa' },
};
