/**
 * The brand in one place: every page, e-mail and legal text reads the company's name and
 * mailboxes from here (the name itself from brand-name.ts), so a rename is a one-line change.
 */
import { BRAND_NAME } from './brand-name.ts';

export const brand = {
  name: BRAND_NAME,
  legalName: 'Brightflow Automation Ltd.',
  tagline: 'Revolutionizing business efficiency through intelligent automation solutions.',
  description:
    'Brightflow designs and runs robotic process automation, AI agents and intelligent document processing for finance, operations and customer teams.',
  domain: 'brightflow.io',
  emails: {
    hello: 'hello@brightflow.io',
    legal: 'legal@brightflow.io',
    privacy: 'privacy@brightflow.io',
  },
  phone: '+1 (415) 555-0134',
  address: '548 Market Street, Suite 400, San Francisco, CA 94104, United States',
  founded: 2017,
} as const;
