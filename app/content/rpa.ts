/** Copy of /rpa (SPEC 2.6): hero, why RPA, the four-step delivery process, benefits, call to action. */
import {
  Clock,
  FileCheck2,
  Gauge,
  Layers,
  Network,
  PiggyBank,
  RefreshCcw,
  ShieldCheck,
  Smile,
  Timer,
} from 'lucide-react';
import { claims } from './claims.ts';
import type { CtaCopy, Feature, HeroCopy, SectionCopy, Stat, Step } from './marketing-types.ts';

export const rpaMeta = {
  title: 'Robotic Process Automation (RPA)',
  description:
    'Software robots that handle data entry, reconciliations and system-to-system work around the clock. Discovery, design, build and run, delivered in weeks with 60-85% lower operating cost.',
};

export const rpaHero: HeroCopy = {
  eyebrow: 'Robotic Process Automation',
  title: 'Software robots for the work nobody should do by hand',
  lead: 'Our bots log in, copy, check and post across your ERP, CRM, portals and spreadsheets exactly as your team does today, only faster, around the clock and without typos.',
  primary: { label: 'Get your free audit', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
  highlights: [
    'Live in 6-12 weeks',
    'No change to your core systems',
    'Full audit trail of every action',
    '24/7 monitoring',
  ],
  image: {
    src: '/images/illustrations/rpa-bots.svg',
    alt: 'A software robot filling in and validating the fields of a business application form.',
    width: 560,
    height: 420,
  },
};

export const whyRpa = {
  heading: {
    eyebrow: 'Why RPA',
    title: 'The fastest way to automate work that follows rules',
    lead: 'Most back-office processes run on screens and spreadsheets that were never meant to talk to each other. RPA bridges them without an integration project.',
  } satisfies SectionCopy,
  reasons: [
    {
      icon: Layers,
      title: 'Works with what you have',
      description:
        'Robots use the same screens, APIs and files as your people, so SAP, Oracle, mainframe terminals and web portals can all take part without re-platforming.',
    },
    {
      icon: Timer,
      title: 'Results in weeks',
      description:
        'A first bot is typically in production within six to twelve weeks, and pays for itself well inside the first year.',
    },
    {
      icon: ShieldCheck,
      title: 'Controlled and auditable',
      description:
        'Every click and keystroke is logged. Role-based credentials, change control and segregation of duties satisfy internal audit and SOX reviews.',
    },
  ] satisfies Feature[],
  stats: [
    { ...claims.costReduction, description: 'on processes moved to robots, measured after twelve months' },
    { ...claims.typicalRoi, description: 'in the first year across our RPA programmes' },
  ] satisfies Stat[],
};

export const rpaProcess = {
  heading: {
    eyebrow: 'How we deliver',
    title: 'Four steps from manual process to running robot',
    lead: 'A delivery method refined over more than 200 deployments, with a sign-off at the end of every step.',
  } satisfies SectionCopy,
  steps: [
    {
      title: 'Process Discovery',
      meta: '1-2 weeks',
      description:
        'We record how the work is really done, measure volumes and exception rates, and rank candidates by savings and feasibility.',
    },
    {
      title: 'Solution Design',
      meta: '1-2 weeks',
      description:
        'A target process, the bot architecture, credentials, controls and the test cases that will prove it works, agreed with your process owner.',
    },
    {
      title: 'Bot Development',
      meta: '3-6 weeks',
      description:
        'Built in short sprints, reviewed in code, and tested against months of real historical cases before it touches production.',
    },
    {
      title: 'Deployment & Optimization',
      meta: 'Ongoing',
      description:
        'A controlled go-live with hypercare, then 24/7 monitoring, monthly performance reports and continuous tuning as your systems change.',
    },
  ] satisfies Step[],
};

export const rpaBenefits = {
  heading: {
    eyebrow: 'Benefits',
    title: 'What changes when robots take the repetitive work',
  } satisfies SectionCopy,
  items: [
    {
      icon: PiggyBank,
      title: 'Lower operating cost',
      description: 'Transaction costs fall by 60-85% on automated processes, without adding headcount as volumes grow.',
    },
    {
      icon: Clock,
      title: 'Around-the-clock capacity',
      description: 'Bots work nights, weekends and month-end peaks, so queues are empty when your team arrives.',
    },
    {
      icon: FileCheck2,
      title: 'Near-zero keying errors',
      description:
        'Robots copy exactly what they read and validate as they go, removing rework and late-payment penalties.',
    },
    {
      icon: Gauge,
      title: 'Faster cycle times',
      description:
        'Work that waited days in a queue is finished in minutes, from invoice approval to customer onboarding.',
    },
    {
      icon: Smile,
      title: 'Happier, more productive teams',
      description:
        'People move from copy-and-paste to exceptions, analysis and customers, the work they were hired for.',
    },
    {
      icon: Network,
      title: 'Scales with demand',
      description:
        'Add robots in minutes for seasonal peaks or acquisitions instead of recruiting and training temporary staff.',
    },
  ] satisfies Feature[],
};

export const rpaAgentsTeaser = {
  icon: RefreshCcw,
  text: 'Processes with unstructured emails or judgment calls? Combine robots with AI agents.',
  link: { label: 'See how AI agents compare', href: '/agent-automation' },
};

export const rpaCta: CtaCopy = {
  title: 'Which of your processes are ready for a robot?',
  lead: 'Book a free audit: we review two or three candidate processes with you and estimate the hours and costs a bot would remove.',
  primary: { label: 'Get your free audit', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
};
