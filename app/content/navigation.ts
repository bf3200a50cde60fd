import { Bot, BriefcaseBusiness, FileText, type LucideIcon } from 'lucide-react';

export interface NavSubItem {
  name: string;
  href: string;
  icon: LucideIcon;
  description: string;
}

export interface NavItem {
  name: string;
  href: string;
  submenu?: NavSubItem[];
}

export const servicesMenu: NavSubItem[] = [
  {
    name: 'RPA',
    href: '/rpa',
    icon: Bot,
    description: 'Software robots that take over repetitive, rules-based work across your systems.',
  },
  {
    name: 'Enterprise Consulting',
    href: '/enterprise-consulting',
    icon: BriefcaseBusiness,
    description: 'Process and automation consultancy & audit: find, size and prioritise what to automate.',
  },
  {
    name: 'Document Processing',
    href: '/document-processing',
    icon: FileText,
    description: 'Read invoices, contracts and forms with AI and post the data straight into your systems.',
  },
];

export const mainNavigation: NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/rpa', submenu: servicesMenu },
  { name: 'Case Studies', href: '/use-cases' },
  { name: 'ROI Calculator', href: '/roi-calculator' },
  { name: 'About', href: '/about' },
];

/** The first crumb of every page's breadcrumb trail (structured data). */
export const homeCrumb = { name: 'Home', path: '/' } as const;

export const contactCta = { name: 'Get in Touch', href: '/contact' } as const;
