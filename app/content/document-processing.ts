/**
 * Copy of /document-processing (SPEC 2.6): hero (its button goes to /demo, which SPEC leaves
 * without a route), six document types, the case-study carousel, challenge statistics, a three-step
 * 'How It Works' and a benefits grid.
 */
import {
  BadgeCheck,
  Banknote,
  Briefcase,
  FileSignature,
  FileText,
  Landmark,
  Languages,
  Plug,
  ScanText,
  ShoppingCart,
  Truck,
  Zap,
} from 'lucide-react';
import { claims } from './claims.ts';
import type { CtaCopy, Feature, HeroCopy, SectionCopy, Stat, Step } from './marketing-types.ts';

export const documentsMeta = {
  title: 'Intelligent Document Processing',
  description:
    'AI that reads invoices, purchase orders, contracts, HR forms, shipping documents and bank statements with up to 99.5% accuracy and posts the data straight into your ERP.',
};

export const documentsHero: HeroCopy = {
  eyebrow: 'Intelligent data & document processing',
  title: 'Turn documents into clean data, without the typing',
  lead: 'Our document AI reads PDFs, scans and emails in any layout, checks every field against your rules and master data, and posts the result straight into your ERP or workflow.',
  primary: { label: 'Watch the demo', href: '/demo' },
  secondary: { label: 'Talk to an expert', href: '/contact' },
  highlights: [
    'Field-level accuracy up to 99.5%',
    'Any layout, 40+ languages',
    'Human review only for exceptions',
    'Connectors for SAP, Oracle, NetSuite',
  ],
  image: {
    src: '/images/illustrations/document-processing.svg',
    alt: 'A scanned document whose fields are extracted by AI into a validated list with 99.2% accuracy, from PDF, scan and email sources.',
    width: 560,
    height: 420,
  },
};

export const documentTypes = {
  heading: {
    eyebrow: 'Document types',
    title: 'The documents we process every day',
    lead: 'Pre-trained models for the most common business documents, tuned on your own samples in days.',
  } satisfies SectionCopy,
  items: [
    {
      icon: FileText,
      title: 'Invoices',
      description: 'Supplier, line items, tax and totals, matched to purchase orders and goods receipts.',
    },
    {
      icon: ShoppingCart,
      title: 'Purchase Orders',
      description: 'Customer POs from email and portals turned into sales orders with prices and SKUs checked.',
    },
    {
      icon: FileSignature,
      title: 'Contracts & Legal Docs',
      description: 'Parties, dates, renewal terms, liabilities and obligations pulled into your contract register.',
    },
    {
      icon: Briefcase,
      title: 'HR Documents',
      description: 'Offer letters, IDs, tax forms and certificates checked and filed for onboarding and payroll.',
    },
    {
      icon: Truck,
      title: 'Shipping/Logistics',
      description: 'Bills of lading, packing lists, customs declarations and proofs of delivery reconciled to orders.',
    },
    {
      icon: Landmark,
      title: 'Bank Statements',
      description: 'Transactions from any bank format, categorised and ready for reconciliation or credit review.',
    },
  ] satisfies Feature[],
};

export const documentChallenge = {
  heading: {
    eyebrow: 'The challenge',
    title: 'Manual document handling is slower and costlier than it looks',
    lead: 'What we typically find when we audit accounts payable, claims and onboarding teams before automation.',
  } satisfies SectionCopy,
  stats: [
    {
      value: '$12-$18',
      label: 'to process one invoice by hand',
      description: 'Fully loaded cost of receiving, keying, matching and chasing approvals.',
    },
    {
      value: '1 in 25',
      label: 'manually keyed documents has an error',
      description: 'Each one means rework, a payment query or a compliance finding.',
    },
    {
      value: '8-10 days',
      label: 'average invoice cycle time',
      description: 'Long enough to miss early-payment discounts and frustrate suppliers.',
    },
    {
      value: '80%',
      label: 'of business data is unstructured',
      description: 'Locked in PDFs, scans and emails that systems cannot read on their own.',
    },
  ] satisfies Stat[],
};

export const howItWorks = {
  heading: {
    eyebrow: 'Three steps',
    title: 'How It Works',
    lead: 'Three steps from inbox to ledger, with a person involved only when the AI is unsure.',
  } satisfies SectionCopy,
  steps: [
    {
      title: 'Capture',
      description:
        'Documents arrive from shared mailboxes, scanners, SFTP or portals. Each page is classified and split automatically.',
    },
    {
      title: 'Extract & validate',
      description:
        'AI reads every field, then checks it against purchase orders, vendor master data and your business rules.',
    },
    {
      title: 'Deliver',
      description:
        'Clean data is posted to your ERP or workflow; low-confidence fields go to a reviewer with the source highlighted.',
    },
  ] satisfies Step[],
};

export const documentBenefits = {
  heading: {
    eyebrow: 'Benefits',
    title: 'Why teams choose our document automation',
  } satisfies SectionCopy,
  items: [
    {
      icon: BadgeCheck,
      title: 'Accuracy you can audit',
      description: `Field-level results of ${claims.extractionAccuracy.value} ${claims.extractionAccuracy.label} after tuning on your documents, every value traceable to its source.`,
    },
    {
      icon: Zap,
      title: 'Minutes instead of days',
      description: 'Documents are processed as they arrive, so approvals and payments start the same day.',
    },
    {
      icon: Banknote,
      title: 'Lower cost per document',
      description: 'Cut processing costs by 60-85% and capture early-payment discounts you used to miss.',
    },
    {
      icon: ScanText,
      title: 'Any layout, any quality',
      description: 'Handles new suppliers, handwriting, stamps and poor scans without templates to maintain.',
    },
    {
      icon: Languages,
      title: 'Multilingual',
      description: 'Reads more than 40 languages and mixed-language documents for international operations.',
    },
    {
      icon: Plug,
      title: 'Fits your stack',
      description: 'Ready connectors for SAP, Oracle, NetSuite, Dynamics and Coupa, or a secure API for anything else.',
    },
  ] satisfies Feature[],
};

export const documentsCta: CtaCopy = {
  title: 'See your own documents processed',
  lead: 'Send us twenty sample documents. Within a week we show you the extracted data, the accuracy per field and the savings at your volumes.',
  primary: { label: 'Talk to an expert', href: '/contact' },
  secondary: { label: 'Calculate your ROI', href: '/roi-calculator' },
};
