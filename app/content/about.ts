/** Copy of /about (SPEC 2.5): hero, Our Story, Mission, Vision, six values, contact call to action. */
import { Award, GraduationCap, HeartHandshake, Lightbulb, Scale, TrendingUp } from 'lucide-react';
import { brand } from './brand.ts';
import { claims } from './claims.ts';
import type { CtaCopy, Feature, HeroCopy, SectionCopy, Stat } from './marketing-types.ts';

export const aboutMeta = {
  title: 'About Us',
  description: `Since ${brand.founded}, ${brand.name} has put more than 200 automations into production for finance, operations and service teams. Meet the people, mission and values behind them.`,
};

export const aboutHero: HeroCopy = {
  eyebrow: `About ${brand.name}`,
  title: 'We build automation that people want to keep',
  lead: `${brand.name} is a team of process analysts, automation engineers and machine-learning specialists who take repetitive work off finance, operations and customer teams, and stay until the savings show up in the numbers.`,
  primary: { label: 'Talk to our team', href: '/contact' },
  secondary: { label: 'See our work', href: '/use-cases' },
  image: {
    src: '/images/illustrations/about-team.svg',
    alt: 'Four team members connected around a shared dashboard whose bars grow upward.',
    width: 560,
    height: 420,
  },
};

export const story = {
  heading: { eyebrow: 'Our Story', title: 'Started on the shop floor of a finance department' } satisfies SectionCopy,
  paragraphs: [
    `${brand.name} began in ${brand.founded}, when our founders, a finance operations lead and a software engineer, spent a quarter-end watching twelve skilled accountants re-key supplier invoices into an ERP. The tools to automate that work already existed. What was missing was someone who understood both the process and the technology, and who would be accountable for the result.`,
    'So we started with one invoice-processing bot for one client, measured every hour it saved, and kept it running. Word travelled from controllers to COOs. Today we work with logistics providers, insurers, healthcare networks, manufacturers and banks across North America and Europe.',
    'We are still deliberately vendor-neutral. We choose UiPath, Power Automate, Python or a language model by what the process needs, not by whose licence we resell, and we hand every client the documentation and skills to run what we build.',
  ],
  stats: [
    { ...claims.deployments },
    { value: String(brand.founded), label: 'founded in San Francisco' },
    { ...claims.costReduction },
    { value: '94%', label: 'of clients extend their programme' },
  ] satisfies Stat[],
};

export const mission = {
  heading: { eyebrow: 'Mission', title: 'Give people their time back' } satisfies SectionCopy,
  text: 'Our mission is to remove the repetitive, error-prone work that keeps skilled people from the judgment, service and analysis they were hired for, with automation that is measured, governed and built to last.',
};

export const vision = {
  heading: { eyebrow: 'Vision', title: 'Every team with a digital colleague' } satisfies SectionCopy,
  text: 'We see a near future in which every finance, operations and service team works alongside software robots and AI agents as naturally as it uses email today: trusted because they are transparent, and valuable because they grow with the business.',
};

export const valuesSection: SectionCopy = {
  eyebrow: 'Our values',
  title: 'What we hold ourselves to',
  lead: 'Six principles that decide how we scope, build and support every engagement.',
};

export const values: Feature[] = [
  {
    icon: Lightbulb,
    title: 'Innovation',
    description:
      'We test new models and tools on real processes before we recommend them, and adopt them only when they beat what already works.',
  },
  {
    icon: Award,
    title: 'Excellence',
    description:
      'Production-grade from day one: version control, automated tests, monitoring and runbooks for every bot and agent we ship.',
  },
  {
    icon: HeartHandshake,
    title: 'Client Success',
    description:
      'We measure ourselves by hours returned and costs removed in your business, reported monthly, not by licences sold.',
  },
  {
    icon: Scale,
    title: 'Integrity',
    description:
      'If a process is not worth automating, we say so. Fixed scopes, transparent pricing and no surprises on the invoice.',
  },
  {
    icon: GraduationCap,
    title: 'Continuous Learning',
    description:
      'Every engagement ends with a retrospective, and every engineer spends time each month on certification and research.',
  },
  {
    icon: TrendingUp,
    title: 'Impact',
    description:
      'We prioritise the work that frees the most people for the most valuable tasks, and we prove it with numbers.',
  },
];

export const aboutCta: CtaCopy = {
  title: 'Let’s talk about your processes',
  lead: 'Tell us where the manual work hurts. We will come back within one business day with a first view of what automation could do for your team.',
  primary: { label: 'Contact us', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
};
