/**
 * The shapes of marketing copy: content files describe sections with these, and the shared
 * marketing components in app/components/marketing render them.
 */
import type { LucideIcon } from 'lucide-react';

export interface LinkAction {
  label: string;
  href: string;
}

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface Step {
  title: string;
  description: string;
  /** A short note under the title, e.g. a duration ('Week 1-2'). */
  meta?: string;
}

export interface Stat {
  value: string;
  label: string;
  description?: string;
}

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  lead?: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  primary: LinkAction;
  secondary?: LinkAction;
  /** Short proof points shown under the buttons. */
  highlights?: string[];
  image: Illustration;
}

export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CtaCopy {
  title: string;
  lead: string;
  primary: LinkAction;
  secondary?: LinkAction;
}

export interface Faq {
  question: string;
  answer: string;
}
