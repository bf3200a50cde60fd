/** Copy of the home page's hero (SPEC 2.3); its title and description are in home-meta.ts, the rest in home.ts. */
import { claims } from './claims.ts';
import type { LinkAction, Stat } from './marketing-types.ts';

export const homeHero = {
  eyebrow: 'RPA · AI agents · Intelligent document processing',
  titleStart: 'Automation That',
  titleHighlight: 'Scales With You',
  subline: 'Cut manual work. Boost efficiency. Scale without adding headcount.',
  primary: { label: 'Get your free audit', href: '/contact' } satisfies LinkAction,
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' } satisfies LinkAction,
  /** Track record up top; the money claims live in the Process & ROI section. */
  proof: [
    { value: claims.deployments.value, label: `${claims.deployments.label} in production` },
    { value: claims.decisionAccuracy.value, label: `${claims.decisionAccuracy.label} of our AI agents` },
    { value: claims.extractionAccuracy.value, label: `${claims.extractionAccuracy.label} on document data` },
  ] satisfies Stat[],
  diagram: {
    src: '/images/hero-automation-diagram.svg',
    alt: 'Diagram of an automated invoice flow: an AI agent extracts the fields, checks them against the purchase order, syncs the vendor to the CRM and posts to the ERP, with a live dashboard of touchless rate and cycle time.',
    width: 640,
    height: 520,
  },
};
