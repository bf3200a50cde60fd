/**
 * The home page's 'How Can We Help?' cards (SPEC 1, SPEC 3 'Service card'): titles, buttons and
 * targets exactly as the specification lists them. One ServiceCard component renders each entry.
 */
import { Bot, FileSearch, type LucideIcon, Workflow } from 'lucide-react';
import type { SectionCopy } from './marketing-types.ts';

export type ServiceColor = 'blue' | 'purple' | 'green';

export interface ServiceCardData {
  title: string;
  description: string;
  icon: LucideIcon;
  link: string;
  color: ServiceColor;
  /** Reveal delay in milliseconds, so the cards arrive one after another. */
  delay: number;
  /** Label of the card's button; 'Learn More' when absent. */
  buttonText?: string;
}

/** A service card's button label when it has none of its own (the card's name follows it for screen readers). */
export const DEFAULT_SERVICE_BUTTON_TEXT = 'Learn More';

export const servicesSection: SectionCopy = {
  eyebrow: 'What we do',
  title: 'How Can We Help?',
  lead: 'Three ways we take manual work off your teams, from the first process map to bots and models running in production.',
};

export const serviceCards: readonly ServiceCardData[] = [
  {
    title: 'Automate Your Repetitive Tasks',
    description:
      'Software robots that log in, copy, reconcile and post across your ERP, CRM and legacy screens, around the clock, with a full audit trail and no change to the systems you already run.',
    icon: Bot,
    link: '/rpa',
    color: 'blue',
    delay: 0,
    buttonText: 'Automate Processes',
  },
  {
    title: 'Process and Automation Consultancy & Audit',
    description:
      'A fixed-scope audit that maps how work really flows, sizes the effort behind each process and hands you a prioritised roadmap with a business case your CFO will sign.',
    icon: Workflow,
    link: '/enterprise-consulting',
    color: 'purple',
    delay: 120,
    buttonText: 'Audit your workflows',
  },
  {
    title: 'Intelligent Data and Document Processing',
    description:
      'AI that reads invoices, contracts, claims and forms in any layout, checks every field against your business rules and sends clean data straight into your systems.',
    icon: FileSearch,
    link: '/document-processing',
    color: 'green',
    delay: 240,
  },
];

/** Where the services section points readers who want agents rather than rules-based bots. */
export const agentsTeaser = {
  text: 'Need automation that handles judgment calls, not just rules?',
  link: { label: 'Explore AI agent automation', href: '/agent-automation' },
};
