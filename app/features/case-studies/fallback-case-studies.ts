/**
 * The built-in use cases (SPEC 3 'Built-in case study (fallback)'): shown on /use-cases when the
 * database holds no case studies, and resolved by /use-cases/{id} when no database case study
 * matches (SPEC 2.8, 2.9). Entries 1, 2 and 3 are featured. Between them they cover the nine
 * industries of SPEC 3 (BUILT_IN_INDUSTRIES), each at least once.
 */
import type { BuiltInUseCase } from '../../lib/case-study.ts';

/** The industries of SPEC 3, in its order. */
export const BUILT_IN_INDUSTRIES = [
  'Green Energy',
  'Healthcare',
  'Retail',
  'Insurance',
  'Finance & Banking',
  'Manufacturing',
  'Telecom',
  'Real Estate',
  'Entertainment',
] as const;
export type BuiltInIndustry = (typeof BUILT_IN_INDUSTRIES)[number];

export const builtInUseCases: readonly BuiltInUseCase[] = [
  {
    id: '1',
    title: 'Touchless Invoice Processing',
    subtitle: 'Accounts payable automation for a regional bank, from inbox to SAP posting',
    industry: 'Finance & Banking',
    category: 'rpa',
    description:
      'Software robots capture the supplier invoices of a 180-branch regional bank from shared mailboxes and EDI, run three-way matching against purchase orders and goods receipts, and post clean invoices straight into SAP S/4HANA. Exceptions are routed to the right approver with the discrepancy already explained.',
    results: [
      '85% faster invoice processing',
      '78% of invoices posted with no human touch',
      'Early-payment discounts captured on 92% of eligible invoices',
      '6 FTEs redeployed to supplier analysis',
    ],
    imageSrc: '/images/case-studies/invoice-processing.svg',
    imageAlt: 'Supplier invoices flowing from an inbox through validation into an ERP ledger',
    chipColor: 'blue',
    featured: true,
  },
  {
    id: '2',
    title: 'AI Claims Triage Agent',
    subtitle: 'First notice of loss read, scored and routed in minutes',
    industry: 'Insurance',
    category: 'agents',
    description:
      'An AI agent built on Azure OpenAI reads first-notice-of-loss emails, photos and police reports, extracts the coverage facts, flags fraud indicators and routes each claim to the right adjuster queue. Simple glass and towing claims are settled end to end without manual intervention.',
    results: [
      'Triage time cut from 2 days to 15 minutes',
      '91% routing accuracy on the first pass',
      '34% of low-complexity claims settled straight through',
      '24/7 intake with no overnight backlog',
    ],
    imageSrc: '/images/case-studies/claims-automation.svg',
    imageAlt: 'Insurance claim documents being classified and routed to adjuster queues by an AI agent',
    chipColor: 'purple',
    featured: true,
  },
  {
    id: '3',
    title: 'Patient Intake & Eligibility Verification',
    subtitle: 'Registration, insurance checks and prior authorisations without the clipboard',
    industry: 'Healthcare',
    category: 'rpa',
    description:
      'Bots pre-register patients from online forms, verify insurance eligibility with payer portals before the visit and write the results back to the EHR. Front-desk staff only handle the cases the bot flags as incomplete or out of network.',
    results: [
      '70% shorter check-in time',
      '41% fewer eligibility-related claim denials',
      '3,200 registrations processed per day',
      'Prior-authorisation status visible before every appointment',
    ],
    imageSrc: '/images/case-studies/patient-intake.svg',
    imageAlt: 'Patient registration form being verified against insurance eligibility records',
    chipColor: 'green',
    featured: true,
  },
  {
    id: '4',
    title: 'Solar Project Supply Chain Agent',
    subtitle: 'Panel, inverter and tracker deliveries kept in step with installation crews',
    industry: 'Green Energy',
    category: 'agents',
    description:
      'For a utility-scale solar developer, an AI agent watches supplier confirmations, port and carrier feeds and the construction schedules of 40 sites, detects component shipments at risk of missing their installation window and proposes a fix: re-routing, a carrier switch or a split delivery. Project managers approve with one click in Microsoft Teams.',
    results: [
      '63% of delivery exceptions resolved without escalation',
      'Installation crew idle days down 41%',
      '$1.1M in expedite fees avoided annually',
    ],
    imageSrc: '/images/case-studies/supply-chain.svg',
    imageAlt: 'Map of component shipment routes to solar sites with at-risk deliveries highlighted for re-routing',
    chipColor: 'green',
    featured: false,
  },
  {
    id: '5',
    title: 'KYC & Customer Onboarding',
    subtitle: 'Document checks, sanctions screening and account opening in one flow',
    industry: 'Finance & Banking',
    category: 'rpa',
    description:
      'Robots collect identity and company documents, extract beneficial-ownership data, run sanctions and PEP screening and pre-fill the onboarding case in Salesforce. Compliance analysts review a complete, evidenced file instead of chasing paperwork.',
    results: [
      'Onboarding time reduced from 21 to 6 days',
      '68% less manual analyst effort per file',
      'Full audit trail for every screening decision',
      'Zero findings in the following regulatory review',
    ],
    imageSrc: '/images/case-studies/kyc-onboarding.svg',
    imageAlt: 'Identity documents and ownership charts being checked in a customer onboarding workflow',
    chipColor: 'blue',
    featured: false,
  },
  {
    id: '6',
    title: 'Order-to-Cash Automation',
    subtitle: 'Order entry, invoicing and cash application on Oracle NetSuite',
    industry: 'Manufacturing',
    category: 'rpa',
    description:
      'Customer purchase orders arriving by email, portal and EDI are validated against price lists and credit limits, entered into Oracle NetSuite and invoiced on shipment. Incoming remittances are matched to open invoices automatically.',
    results: [
      'Days sales outstanding down by 9 days',
      '96% of incoming payments auto-applied',
      'Order entry errors reduced by 88%',
    ],
    imageSrc: '/images/case-studies/order-to-cash.svg',
    imageAlt: 'Order, invoice and payment documents moving through an order-to-cash pipeline',
    chipColor: 'gray',
    featured: false,
  },
  {
    id: '7',
    title: 'Customer Service AI Agent',
    subtitle: 'Billing and plan-change requests resolved in the first conversation',
    industry: 'Telecom',
    category: 'agents',
    description:
      'A conversational agent grounded in the billing system and the product catalogue answers billing questions, applies eligible credits, changes plans and books technician visits. Complex cases are handed to a human agent with a full summary in ServiceNow.',
    results: [
      '52% of contacts resolved without a human agent',
      'Average handling time down 37%',
      'Customer satisfaction up 11 points',
      '24/7 service in English and Spanish',
    ],
    imageSrc: '/images/case-studies/customer-service-agent.svg',
    imageAlt: 'Chat conversation between a customer and an AI service agent with account details',
    chipColor: 'purple',
    featured: false,
  },
  {
    id: '8',
    title: 'Lease Abstraction & Management',
    subtitle: 'Critical dates and rent terms extracted from every lease',
    industry: 'Real Estate',
    category: 'agents',
    description:
      'Intelligent document processing reads commercial leases and amendments, extracts more than 60 data points including rent steps, break options and service-charge caps, and loads them into the property management system with clause-level references.',
    results: [
      'Abstraction time cut from 4.5 hours to 35 minutes per lease',
      '97% field-level accuracy after review',
      'No missed break or renewal dates since go-live',
    ],
    imageSrc: '/images/case-studies/lease-management.svg',
    imageAlt: 'Commercial lease document with highlighted clauses and extracted key dates',
    chipColor: 'green',
    featured: false,
  },
  {
    id: '9',
    title: 'Royalty Statement Reconciliation',
    subtitle: 'Streaming and licensing income matched to every rights holder',
    industry: 'Entertainment',
    category: 'rpa',
    description:
      'Robots download usage reports from streaming platforms and collecting societies, normalise millions of lines into one format and reconcile them against contracts and catalogue metadata, so royalty statements go out on time and unmatched income is recovered.',
    results: [
      'Monthly close reduced from 12 days to 3',
      '$740K of previously unmatched royalties recovered',
      '99.6% of usage lines matched automatically',
    ],
    imageSrc: '/images/case-studies/royalty-reconciliation.svg',
    imageAlt: 'Royalty statements from several platforms reconciled into a single ledger',
    chipColor: 'blue',
    featured: false,
  },
  {
    id: '10',
    title: 'Seasonal Workforce Onboarding',
    subtitle: 'From signed offer to first shift in under 48 hours',
    industry: 'Retail',
    category: 'rpa',
    description:
      'Bots create the employee record in Workday, run right-to-work and background checks, provision point-of-sale and store-system accounts and schedule mandatory training, so seasonal hires are ready on their first shift.',
    results: [
      '4,500 seasonal hires onboarded in 6 weeks',
      'Time to first shift reduced by 65%',
      'HR onboarding tickets down 58%',
      'Accounts removed on the last working day, every time',
    ],
    imageSrc: '/images/case-studies/hr-onboarding.svg',
    imageAlt: 'New-hire checklist with accounts, training and equipment steps completed automatically',
    chipColor: 'gray',
    featured: false,
  },
  {
    id: '11',
    title: 'Inventory Replenishment Agent',
    subtitle: 'Store-level reorder proposals that learn from sales and promotions',
    industry: 'Retail',
    category: 'agents',
    description:
      'An AI agent combines point-of-sale data, promotion calendars and supplier lead times to propose daily replenishment orders per store, explains each recommendation in plain language and submits approved orders to the ERP.',
    results: [
      'Out-of-stock rate reduced by 31%',
      'Excess inventory down $2.3M across 140 stores',
      'Buyers spend 60% less time on routine reorders',
    ],
    imageSrc: '/images/case-studies/retail-inventory.svg',
    imageAlt: 'Store shelves and stock-level charts with recommended replenishment quantities',
    chipColor: 'green',
    featured: false,
  },
];

/** Every built-in use case, in id order. */
export function listBuiltInUseCases(): readonly BuiltInUseCase[] {
  return builtInUseCases;
}

/** The featured built-in use cases (ids 1, 2 and 3). */
export function listFeaturedBuiltInUseCases(): BuiltInUseCase[] {
  return builtInUseCases.filter((useCase) => useCase.featured);
}

/** The built-in use case with this id, or undefined. */
export function findBuiltInUseCase(id: string): BuiltInUseCase | undefined {
  return builtInUseCases.find((useCase) => useCase.id === id);
}
