import { Bot, BriefcaseBusiness, FileText, type LucideIcon } from 'lucide-react';
import { brand } from './brand.ts';

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

export const contactCta = { name: 'Get in Touch', href: '/contact' } as const;

export interface FooterColumn {
  title: string;
  links: { name: string; href: string }[];
}

export const footerLegalLinks = [
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Cookie Policy', href: '/cookies' },
];

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { name: 'RPA Solutions', href: '/rpa' },
      { name: 'Document Processing', href: '/document-processing' },
      { name: 'Business Consulting', href: '/enterprise-consulting' },
    ],
  },
  {
    title: brand.name,
    links: [
      { name: 'Home', href: '/' },
      { name: 'Case Studies', href: '/use-cases' },
      { name: 'ROI Calculator', href: '/roi-calculator' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Contact Us', href: '/contact' },
    ],
  },
];
