import type { Navigation } from '../lib/navigation.ts';
import { BRAND_NAME } from './brand-name.ts';

/**
 * Today's navigation (SPEC 2.2): what the header and the footer show until staff save their own in
 * /admin/navigation, so a fresh install shows the site as specified.
 */
export const defaultNavigation: Navigation = {
  header: [
    { kind: 'link', label: 'Home', target: '/' },
    { kind: 'services', label: 'Services' },
    { kind: 'link', label: 'Case Studies', target: '/use-cases' },
    { kind: 'link', label: 'ROI Calculator', target: '/roi-calculator' },
    { kind: 'link', label: 'About', target: '/about' },
  ],
  services: [
    {
      label: 'RPA',
      target: '/rpa',
      icon: 'bot',
      description: 'Software robots that take over repetitive, rules-based work across your systems.',
    },
    {
      label: 'Enterprise Consulting',
      target: '/enterprise-consulting',
      icon: 'briefcase',
      description: 'Process and automation consultancy & audit: find, size and prioritise what to automate.',
    },
    {
      label: 'Document Processing',
      target: '/document-processing',
      icon: 'file-text',
      description: 'Read invoices, contracts and forms with AI and post the data straight into your systems.',
    },
  ],
  footer: [
    {
      heading: 'Services',
      links: [
        { label: 'RPA Solutions', target: '/rpa' },
        { label: 'Document Processing', target: '/document-processing' },
        { label: 'Business Consulting', target: '/enterprise-consulting' },
      ],
    },
    {
      heading: BRAND_NAME,
      links: [
        { label: 'Home', target: '/' },
        { label: 'Case Studies', target: '/use-cases' },
        { label: 'ROI Calculator', target: '/roi-calculator' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About Us', target: '/about' },
        { label: 'Contact Us', target: '/contact' },
      ],
    },
  ],
};
