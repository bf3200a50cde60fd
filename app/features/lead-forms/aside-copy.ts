/**
 * The words beside the two lead forms: the process assessment's benefits and the ROI calculator's
 * promotion, the project request's next steps, proof and direct line. Apart from the forms' copy
 * (lead-forms-copy.ts) because only the asides use them, which are static islands (their code and
 * these words stay out of the page's JavaScript).
 */
import { BadgeCheck, Clock, type LucideIcon, PiggyBank } from 'lucide-react';
import { brand } from '../../content/brand.ts';
import { claims } from '../../content/claims.ts';

export interface BenefitCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const assessmentAside = {
  benefits: {
    title: 'What your assessment shows',
    cards: [
      {
        icon: PiggyBank,
        title: 'Cost Reduction',
        description: `Where automation takes cost out of the process. Our clients typically see a ${claims.costReduction.value} ${claims.costReduction.label} on the work we automate.`,
      },
      {
        icon: Clock,
        title: 'Time Savings',
        description:
          'How many hours a week your team gets back, and how quickly, so they can spend them on work that needs a person.',
      },
      {
        icon: BadgeCheck,
        title: 'Error Reduction',
        description: `The steps where re-keying and copy-paste cause mistakes, and how automated checks reach ${claims.extractionAccuracy.value} ${claims.extractionAccuracy.label}.`,
      },
    ] satisfies BenefitCard[],
  },
  roi: {
    title: 'Want a number right now?',
    lead: 'Our ROI calculator turns hours, rates and frequency into annual savings and a break-even date in under a minute.',
    link: { label: 'Calculate Your Potential Savings', href: '/roi-calculator' },
  },
} as const;

export const projectRequestAside = {
  nextSteps: {
    title: 'What happens next',
    steps: [
      {
        title: 'We read your request',
        description: 'A senior consultant, not a sales script, reviews it within one business day.',
      },
      {
        title: 'A 30-minute discovery call',
        description: 'We walk through the process with you and check it is a good fit for automation.',
      },
      {
        title: 'A written proposal',
        description: 'Scope, timeline, fixed price and the ROI you can expect, yours to keep either way.',
      },
    ],
  },
  proof: [
    { value: claims.deployments.value, label: `automation ${claims.deployments.label}` },
    { value: claims.typicalRoi.value, label: claims.typicalRoi.label },
  ],
  direct: {
    lead: 'Prefer e-mail?',
    email: brand.emails.hello,
  },
} as const;
