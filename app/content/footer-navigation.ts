/** The footer's link columns and legal links (the header's menu is in navigation.ts). */
import { brand } from './brand.ts';

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
