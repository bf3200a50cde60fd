/**
 * Sample content for a fresh database (npm run db:seed): seven case studies (six published, one
 * draft) with their sections, metrics, process steps and media, and five standalone testimonials
 * (four active, one inactive). All client companies are fictional.
 */
import type { CaseStudyInput, Testimonial } from '../lib/case-study.ts';

/** Joins HTML fragments into one section body. */
function html(...parts: string[]): string {
  return parts.join('');
}

const PROCESS_FLOW_IMAGE = '/images/process-flow.svg';

export const seedCaseStudies: readonly CaseStudyInput[] = [
  // 1. Finance / accounts payable (RPA + IDP), featured
  {
    caseStudy: {
      slug: 'touchless-invoice-processing-across-14-sap-entities',
      title: 'Touchless Invoice Processing Across 14 SAP Entities',
      subtitle:
        'How a precision manufacturer moved 78% of its supplier invoices to straight-through posting in SAP S/4HANA',
      executiveSummary:
        'Halvorsen Components processed 19,000 supplier invoices a month by hand across 14 legal entities, with an average cycle time of 11 days and frequent late-payment penalties. Brightflow combined intelligent document processing with UiPath robots and SAP three-way matching so that 78% of invoices now post without human touch. The programme saves $1.4M a year and paid for itself in five months.',
      clientName: 'Halvorsen Components',
      clientIndustry: 'Manufacturing',
      clientLocation: 'Milwaukee, Wisconsin, USA',
      clientSize: '2,400 employees',
      clientDescription:
        'Family-owned manufacturer of precision hydraulic components and motion-control assemblies, operating 14 legal entities and nine plants across North America and Europe.',
      clientLogoUrl: null,
      projectDuration: '16 weeks',
      projectStartDate: '2024-03-04',
      projectEndDate: '2024-06-21',
      technologyUsed: [
        'UiPath Document Understanding',
        'UiPath Orchestrator',
        'SAP S/4HANA',
        'Azure OpenAI Service',
        'ServiceNow',
      ],
      teamSize: 5,
      teamRoles: ['Solution Architect', 'RPA Developer', 'Process Analyst', 'Project Manager'],
      mainImageUrl: '/images/case-studies/invoice-processing.svg',
      mainImageAlt:
        'Illustration of supplier invoices flowing from a shared mailbox through automated validation into SAP',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'We had tried OCR tools before and ended up re-keying half the invoices anyway. Brightflow started with our matching rules and exception reasons, not the technology, and that is why 78% of our invoices now post on their own. My team spends its time on supplier conversations instead of data entry.',
      testimonialAuthor: 'Laura Brennan',
      testimonialTitle: 'VP Finance Operations',
      testimonialCompany: 'Halvorsen Components',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'Touchless Invoice Processing in SAP | Brightflow',
      metaDescription:
        'How Brightflow automated accounts payable for a 14-entity manufacturer: 78% touchless invoices, 2.1-day cycle time and $1.4M saved every year.',
      tags: ['RPA', 'Intelligent Document Processing', 'Accounts Payable', 'SAP'],
      status: 'published',
      featured: true,
      displayOrder: 1,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Halvorsen Components',
        content: html(
          '<p>Halvorsen Components designs and builds hydraulic cylinders, valves and motion-control assemblies for agricultural, construction and material-handling equipment makers. Founded in 1962 and still family-owned, the group has grown through acquisition to <strong>14 legal entities and nine plants</strong> in the United States, Canada, Germany and Poland.</p>',
          '<p>Every entity runs on a shared SAP S/4HANA instance, but each acquisition brought its own supplier base, invoice formats and approval habits. A central shared-services team of 22 people in Milwaukee handles accounts payable for the whole group, paying roughly <strong>4,800 active suppliers</strong> in five currencies.</p>',
          '<p>In 2023 the CFO set two goals for the finance function: close the books in five working days instead of nine, and absorb the volume of two planned acquisitions without adding headcount in shared services. Accounts payable was the obvious place to start.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>Around 19,000 invoices arrived every month: 55% as PDF attachments to a shared mailbox, 25% on paper scanned at the plants, and the remainder through EDI and two supplier portals. Clerks keyed header and line data into SAP, looked up the purchase order and chased goods receipts by email before an invoice could be matched.</p>',
          '<ul>',
          '<li><strong>11-day average cycle time</strong> from receipt to posting, with month-end peaks above 20 days.</li>',
          '<li>Only 31% of early-payment discounts were captured, leaving an estimated $380,000 a year on the table.</li>',
          '<li>Around 7% of invoices were put on hold for price or quantity variances that nobody owned.</li>',
          '<li>Duplicate payments of about $95,000 had been recovered in the previous year, and the external auditors had flagged segregation of duties in the manual process.</li>',
          '</ul>',
          '<p>A previous OCR project had failed because extraction accuracy on multi-page, multi-language invoices never exceeded 70%, so the team had little appetite for another tool.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow began with a two-week process audit. We mined six months of SAP posting data to quantify exception reasons and found that four root causes explained 83% of all manual touches. The automation was designed around those four causes rather than around the documents.</p>',
          '<h3>Capture and extraction</h3>',
          '<p>All channels now feed one intake queue. UiPath Document Understanding classifies each document and extracts header and line items, with an Azure OpenAI model handling free-text fields such as delivery references and credit-note reasons. Fields below the confidence threshold go to a validation station where clerks confirm values in seconds instead of typing them.</p>',
          '<h3>Matching and posting</h3>',
          '<p>UiPath robots run three-way matching against purchase orders and goods receipts in SAP S/4HANA, apply entity-specific tolerance rules and post clean invoices directly. Exceptions open a ServiceNow case routed to the buyer or receiving clerk who owns the discrepancy, with the variance already explained. A duplicate check compares supplier, amount, date and invoice number variants before anything is posted.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>Twelve weeks after go-live, <strong>78% of invoices were posted without human touch</strong>, rising to 84% for the three largest entities. Average cycle time fell from 11 days to 2.1 days, and month-end no longer produces a backlog.</p>',
          '<ul>',
          '<li>Early-payment discount capture rose from 31% to 92% of eligible invoices, worth about $350,000 a year on its own.</li>',
          '<li>No duplicate payments have been made since go-live.</li>',
          '<li>Six of the 22 accounts payable specialists moved into supplier-performance and spend-analysis roles.</li>',
          '<li>Total annual savings reached $1.4M, and the programme paid back in five months.</li>',
          '</ul>',
          '<p>The finance team now closes in six working days, and the first of the two planned acquisitions was onboarded to the same automation in three weeks without new hires. Halvorsen has since asked Brightflow to extend the approach to order-to-cash.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Touchless invoices',
        value: '78%',
        metricType: 'percentage',
        description: 'Share of invoices posted to SAP with no manual step.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Annual savings',
        value: '$1.4M',
        metricType: 'currency',
        description: 'Labour, discounts captured and duplicate payments avoided.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Invoice cycle time',
        value: '2.1 days',
        metricType: 'time',
        description: 'Down from an average of 11 days before automation.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'FTEs redeployed',
        value: '6',
        metricType: 'number',
        description: 'Specialists moved from data entry to supplier analysis.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Capture and classify',
        description:
          'Invoices from the mailbox, scanners, EDI and supplier portals land in a single queue and are classified.',
        orderIndex: 0,
      },
      {
        title: 'Extract and validate',
        description: 'Header and line data are extracted; low-confidence fields are confirmed at a validation station.',
        orderIndex: 1,
      },
      {
        title: 'Three-way match',
        description:
          'Robots match each invoice to its purchase order and goods receipt in SAP using entity-specific tolerances.',
        orderIndex: 2,
      },
      {
        title: 'Route exceptions',
        description:
          'Variances open a ServiceNow case for the buyer or receiver who owns them, with the cause explained.',
        orderIndex: 3,
      },
      {
        title: 'Post and archive',
        description: 'Clean invoices are posted, scheduled for payment and archived with a full audit trail.',
        orderIndex: 4,
      },
    ],
    media: [
      {
        url: '/images/case-studies/invoice-processing.svg',
        alt: 'Invoice processing pipeline from capture to SAP posting',
        caption: 'The invoice pipeline: one intake queue, automated matching and owner-based exception routing.',
        kind: 'image',
        orderIndex: 0,
      },
    ],
  },

  // 2. Insurance / claims (AI agents), featured
  {
    caseStudy: {
      slug: 'ai-claims-triage-agent-for-first-notice-of-loss',
      title: 'AI Claims Triage Agent for First Notice of Loss',
      subtitle: 'A regional insurer cut claims triage from two days to 15 minutes with an AI agent on Azure OpenAI',
      executiveSummary:
        'Meridian Mutual Insurance received more than 9,000 first-notice-of-loss submissions a month through email, web forms and its call centre, and each one waited up to two days for a claims handler to read and route it. Brightflow built an AI agent that reads every submission, extracts the facts, checks coverage and fraud indicators and routes the claim in about 15 minutes. A third of low-complexity claims are now settled straight through.',
      clientName: 'Meridian Mutual Insurance',
      clientIndustry: 'Insurance',
      clientLocation: 'Columbus, Ohio, USA',
      clientSize: '1,150 employees',
      clientDescription:
        'Mutual property and casualty insurer serving 480,000 personal-lines policyholders across six Midwestern states.',
      clientLogoUrl: null,
      projectDuration: '18 weeks',
      projectStartDate: '2024-09-09',
      projectEndDate: '2025-01-10',
      technologyUsed: [
        'Azure OpenAI Service',
        'Azure AI Document Intelligence',
        'Guidewire ClaimCenter',
        'Microsoft Power Automate',
        'Microsoft Teams',
      ],
      teamSize: 6,
      teamRoles: ['AI Engineer', 'Solution Architect', 'Claims Process Consultant', 'Model Evaluation Lead'],
      mainImageUrl: '/images/case-studies/claims-automation.svg',
      mainImageAlt:
        'Illustration of claim documents and photos being classified by an AI agent and routed to adjusters',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'What convinced our board was the evaluation work: every routing decision the agent makes is explained and measured against what our best handlers would have done. Our adjusters now start the day with claims that are already triaged, and policyholders hear from us the same afternoon.',
      testimonialAuthor: 'Rebecca Naidoo',
      testimonialTitle: 'SVP Claims',
      testimonialCompany: 'Meridian Mutual Insurance',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'AI Claims Triage Agent for FNOL | Brightflow',
      metaDescription:
        'An AI agent on Azure OpenAI now triages every first notice of loss for a regional insurer in 15 minutes, with 91% routing accuracy and 24/7 intake.',
      tags: ['AI Agents', 'Insurance', 'Claims'],
      status: 'published',
      featured: true,
      displayOrder: 2,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Meridian Mutual',
        content: html(
          '<p>Meridian Mutual Insurance is a policyholder-owned property and casualty insurer founded in 1921. It writes homeowners, auto and small-farm policies for around <strong>480,000 policyholders</strong> in Ohio, Indiana, Michigan, Kentucky, Illinois and Wisconsin, distributed mainly through independent agents.</p>',
          '<p>Claims are handled by a team of 210 adjusters and handlers on Guidewire ClaimCenter. The company prides itself on personal service and a Net Promoter Score well above the regional average, and its leadership was determined that automation should strengthen that reputation rather than put a chatbot between customers and adjusters.</p>',
          '<p>Severe-weather seasons had become longer and more intense, and a single hailstorm could triple claim volumes for two weeks. Hiring temporary handlers for each peak was becoming expensive and slow, and experienced handlers spent their peak weeks reading emails instead of talking to policyholders.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>First notice of loss reached Meridian through four channels: agent emails, a web form, the call centre and a mobile app that accepted photos. Each submission had to be read by an experienced handler who identified the policy, checked coverage, judged severity and chose one of 14 adjuster queues.</p>',
          '<ul>',
          '<li>Triage took <strong>up to two business days</strong>, and more than a week during storm peaks.</li>',
          '<li>About 18% of claims were routed to the wrong queue and had to be reassigned, adding further delay.</li>',
          '<li>Simple claims such as windscreen replacement and towing consumed the same handling effort as complex property losses.</li>',
          '<li>Fraud indicators were checked inconsistently, depending on who triaged the claim.</li>',
          '</ul>',
          '<p>Earlier rule-based automation had failed because submissions were unstructured: emails with attachments, photos, police reports and free-text descriptions in very different styles.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow designed a claims triage agent that works the way an experienced handler does, within clear guardrails. Azure AI Document Intelligence reads attachments such as repair estimates and police reports, and an Azure OpenAI model extracts the date, location, cause of loss, parties involved and damage description from the free text.</p>',
          '<h3>Reasoning with tools, not guesses</h3>',
          '<p>The agent calls ClaimCenter APIs to find the policy, confirm coverage and deductibles, and look up prior claims. It scores severity and fraud indicators against Meridian’s own guidelines, then selects the adjuster queue and writes a short triage note explaining its reasoning.</p>',
          '<h3>Humans in control</h3>',
          '<p>Claims below a confidence threshold, or above a value limit, go to a handler for review in Microsoft Teams with the draft decision attached. Low-complexity glass and towing claims with clean coverage are settled straight through via Power Automate. Before go-live we evaluated the agent on 6,000 historical claims and compared every decision with the original outcome.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>The agent now triages every new claim, around the clock. <strong>Median triage time fell from two days to 15 minutes</strong>, and during the first spring storm season after go-live the backlog never exceeded a single day.</p>',
          '<ul>',
          '<li>Routing accuracy reached 91% on the first pass, against 82% for the manual process.</li>',
          '<li>34% of low-complexity claims are settled straight through, most within the same day.</li>',
          '<li>Fraud indicators are now checked on 100% of claims, and referrals to the special investigations unit became more precise.</li>',
          '<li>Handlers gained an estimated 38% of capacity, which Meridian reinvested in proactive calls to policyholders with major losses.</li>',
          '</ul>',
          '<p>Customer satisfaction for the claims journey rose by nine points in the following quarterly survey. Meridian no longer hires temporary handlers for storm season and is now extending the agent to subrogation recovery.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Median triage time',
        value: '15 min',
        metricType: 'time',
        description: 'Down from up to two business days per claim.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Routing accuracy',
        value: '91%',
        metricType: 'percentage',
        description: 'Claims sent to the right adjuster queue on the first pass.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Straight-through settlement',
        value: '34%',
        metricType: 'percentage',
        description: 'Low-complexity claims settled with no manual handling.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'Claims intake',
        value: '24/7',
        metricType: 'text',
        description: 'Every channel is triaged around the clock, including storm peaks.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Receive the notice',
        description: 'Emails, web forms, call-centre notes and app photos enter one intake stream.',
        orderIndex: 0,
      },
      {
        title: 'Extract the facts',
        description: 'Document Intelligence and Azure OpenAI pull out cause, date, location, parties and damage.',
        orderIndex: 1,
      },
      {
        title: 'Check coverage and risk',
        description:
          'The agent queries ClaimCenter for policy, deductibles and history, then scores severity and fraud.',
        orderIndex: 2,
      },
      {
        title: 'Route or settle',
        description:
          'Claims go to the right adjuster queue with a triage note, or are settled straight through when simple.',
        orderIndex: 3,
      },
    ],
    media: [
      {
        url: '/images/case-studies/claims-automation.svg',
        alt: 'Claims triage agent routing claims to adjuster queues',
        caption: 'Each claim is routed with a written triage note that explains the decision.',
        kind: 'image',
        orderIndex: 0,
      },
    ],
  },

  // 3. Healthcare / patient intake (RPA + IDP), featured
  {
    caseStudy: {
      slug: 'patient-intake-and-eligibility-verification-for-a-23-clinic-network',
      title: 'Patient Intake and Eligibility Verification for a 23-Clinic Network',
      subtitle: 'Pre-registration and insurance checks completed before the patient arrives',
      executiveSummary:
        'Cedar Valley Health Partners verified insurance eligibility manually for 3,200 appointments a day, and eligibility errors caused 11% of its claim denials. Brightflow automated pre-registration, payer eligibility checks and prior-authorisation tracking, writing results straight into Epic. Check-in time fell by 70% and eligibility-related denials by 41%.',
      clientName: 'Cedar Valley Health Partners',
      clientIndustry: 'Healthcare',
      clientLocation: 'Sacramento, California, USA',
      clientSize: '5,800 employees',
      clientDescription:
        'Non-profit multi-specialty medical group with 23 outpatient clinics, two ambulatory surgery centres and 640 affiliated physicians.',
      clientLogoUrl: null,
      projectDuration: '20 weeks',
      projectStartDate: '2024-05-06',
      projectEndDate: '2024-09-20',
      technologyUsed: ['UiPath', 'Epic', 'Azure AI Document Intelligence', 'Microsoft Power BI'],
      teamSize: 5,
      teamRoles: ['Healthcare Process Consultant', 'RPA Developer', 'Integration Engineer', 'Change Manager'],
      mainImageUrl: '/images/case-studies/patient-intake.svg',
      mainImageAlt: 'Illustration of a patient registration form being verified against insurance eligibility records',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'Our front-desk teams used to start every morning on hold with payers. Now eligibility is confirmed the day before, and they only see the handful of cases that need a conversation with the patient. Denials for eligibility dropped faster than any initiative we have run in revenue cycle.',
      testimonialAuthor: 'Angela Ruiz',
      testimonialTitle: 'Director of Revenue Cycle',
      testimonialCompany: 'Cedar Valley Health Partners',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'Patient Intake & Eligibility Automation | Brightflow',
      metaDescription:
        'A 23-clinic medical group automated pre-registration and insurance eligibility checks in Epic, cutting check-in time by 70% and eligibility denials by 41%.',
      tags: ['RPA', 'Healthcare', 'Revenue Cycle'],
      status: 'published',
      featured: true,
      displayOrder: 3,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Cedar Valley Health Partners',
        content: html(
          '<p>Cedar Valley Health Partners is a non-profit medical group serving Sacramento and the surrounding Central Valley. Its <strong>23 outpatient clinics</strong> cover primary care, cardiology, orthopaedics, women’s health and paediatrics, and two ambulatory surgery centres handle around 14,000 procedures a year.</p>',
          '<p>The group sees roughly 3,200 scheduled appointments on a typical weekday. Its payer mix is complex: more than 60 commercial plans, Medicare Advantage, Medi-Cal managed-care plans and a growing number of self-funded employer plans administered by third parties.</p>',
          '<p>Like many provider organisations after 2022, Cedar Valley faced rising labour costs and persistent vacancies in patient access roles. Leadership wanted to protect the patient experience at the front desk while stabilising net revenue, and to do it without asking clinical staff to change how they schedule or document visits.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>Patient access staff verified coverage by logging into payer portals one by one or calling payers, then re-keying plan details, co-pays and deductibles into Epic. With 18% vacancy in those roles, verification was often skipped for returning patients.</p>',
          '<ul>',
          '<li>Check-in took an average of <strong>9.5 minutes</strong>, and waiting rooms backed up in the first hour of every clinic session.</li>',
          '<li>Eligibility and registration errors caused 11% of all claim denials, roughly $5.2M in delayed or lost revenue a year.</li>',
          '<li>Prior-authorisation status for imaging and surgery was tracked in spreadsheets, and procedures were occasionally rescheduled on the day.</li>',
          '<li>Scanned insurance cards and referral letters were attached to the chart but not read.</li>',
          '</ul>',
          '<p>Any solution had to respect HIPAA, run inside Cedar Valley’s Azure tenant and work within Epic without custom changes to the build.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow mapped the patient access process in six clinics and designed an automation that moves verification to the day before the visit.</p>',
          '<h3>Pre-registration and document reading</h3>',
          '<p>Azure AI Document Intelligence reads insurance cards, referral letters and online pre-registration forms. UiPath robots compare the data with the Epic registration and flag changes in plan, address or guarantor.</p>',
          '<h3>Eligibility and authorisations</h3>',
          '<p>Every evening, robots run eligibility checks for the next two days of appointments through payer portals and the clearinghouse, then write plan, co-pay, deductible and coverage status back to Epic. For scheduled imaging and surgery, they check prior-authorisation status and create a work-queue item when an authorisation is missing or about to expire.</p>',
          '<p>Front-desk staff start each day with a short exception list instead of a full schedule to verify. A Power BI dashboard gives the revenue cycle team daily visibility of verification coverage and exceptions by clinic and payer.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>Within three months of full rollout, <strong>97% of appointments</strong> were verified before the patient arrived, up from an estimated 60%. Average check-in time dropped from 9.5 to 2.8 minutes.</p>',
          '<ul>',
          '<li>Eligibility-related claim denials fell by 41%, recovering about $2.1M in annual net revenue.</li>',
          '<li>Same-day procedure cancellations caused by missing authorisations fell by 76%.</li>',
          '<li>Patient access staff absorbed the volume of two new clinics without additional hires.</li>',
          '<li>Patient satisfaction with the check-in experience improved by 14 points.</li>',
          '</ul>',
          '<p>The robots run inside Cedar Valley’s own environment with full logging, and the compliance team signed off the design before go-live. The group is now automating referral intake for its specialty clinics using the same platform, starting with cardiology and orthopaedics, where referral volumes and wait times are highest.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Fewer eligibility denials',
        value: '41%',
        metricType: 'percentage',
        description: 'Reduction in claim denials caused by eligibility and registration errors.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Shorter check-in',
        value: '70%',
        metricType: 'percentage',
        description: 'Average check-in fell from 9.5 to 2.8 minutes.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Revenue recovered',
        value: '$2.1M',
        metricType: 'currency',
        description: 'Annual net revenue no longer lost to avoidable denials.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'Appointments verified daily',
        value: '3,200',
        metricType: 'number',
        description: 'Every scheduled visit is checked the evening before.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Read intake documents',
        description: 'Insurance cards, referrals and online forms are read and compared with the Epic registration.',
        orderIndex: 0,
      },
      {
        title: 'Verify eligibility overnight',
        description: 'Robots check coverage for the next two days of appointments and write results back to Epic.',
        orderIndex: 1,
      },
      {
        title: 'Track prior authorisations',
        description: 'Imaging and surgery bookings are checked for valid authorisations; gaps create work-queue items.',
        orderIndex: 2,
      },
      {
        title: 'Work the exceptions',
        description: 'Front-desk staff receive a short list of patients who need a conversation before their visit.',
        orderIndex: 3,
      },
    ],
    media: [],
  },

  // 4. Retail / order-to-cash (RPA + agents), featured
  {
    caseStudy: {
      slug: 'order-to-cash-automation-on-oracle-netsuite',
      title: 'Order-to-Cash Automation on Oracle NetSuite',
      subtitle: 'Wholesale orders, invoicing and cash application running without manual re-keying',
      executiveSummary:
        'Bluepeak Outdoor Brands entered 2,600 wholesale orders a month by hand and applied customer payments from emailed remittance advice, which left days sales outstanding at 52 days. Brightflow automated order entry, invoicing and cash application across Salesforce and Oracle NetSuite. DSO fell by nine days, releasing $3.8M of working capital.',
      clientName: 'Bluepeak Outdoor Brands',
      clientIndustry: 'Retail',
      clientLocation: 'Denver, Colorado, USA',
      clientSize: '860 employees',
      clientDescription:
        'Omnichannel outdoor equipment and apparel brand selling through 120 wholesale partners, 38 own stores and its e-commerce site.',
      clientLogoUrl: null,
      projectDuration: '12 weeks',
      projectStartDate: '2025-01-13',
      projectEndDate: '2025-04-04',
      technologyUsed: [
        'Oracle NetSuite',
        'Salesforce Sales Cloud',
        'Microsoft Power Automate',
        'Azure OpenAI Service',
        'Microsoft Power BI',
      ],
      teamSize: 4,
      teamRoles: ['Solution Architect', 'Automation Developer', 'Finance Process Consultant'],
      mainImageUrl: '/images/case-studies/order-to-cash.svg',
      mainImageAlt: 'Illustration of purchase orders, invoices and payments moving through an order-to-cash pipeline',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'Cash application used to be a three-person job and still left us with thousands of unapplied payments at quarter end. Today almost everything matches automatically, our credit team talks to customers about real issues, and our DSO is the best it has been in six years.',
      testimonialAuthor: 'Priya Raghunathan',
      testimonialTitle: 'Group Financial Controller',
      testimonialCompany: 'Bluepeak Outdoor Brands',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'Order-to-Cash Automation on NetSuite | Brightflow',
      metaDescription:
        'Bluepeak automated wholesale order entry, invoicing and cash application on Oracle NetSuite, cutting DSO by nine days and releasing $3.8M of working capital.',
      tags: ['RPA', 'Order-to-Cash', 'Oracle NetSuite', 'Retail'],
      status: 'published',
      featured: true,
      displayOrder: 4,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Bluepeak Outdoor Brands',
        content: html(
          '<p>Bluepeak Outdoor Brands designs tents, backpacks, technical apparel and camp kitchen equipment under three labels. About 60% of revenue comes from <strong>120 wholesale partners</strong>, from national sporting-goods chains to independent mountain shops, with the rest from 38 own stores and a fast-growing e-commerce site.</p>',
          '<p>The company moved its finance and inventory operations to Oracle NetSuite in 2022, while its wholesale sales team manages accounts and seasonal pre-orders in Salesforce. Sales are highly seasonal: spring and autumn pre-order windows produce more than half of the annual wholesale order volume in just ten weeks.</p>',
          '<p>With plans to enter the Canadian wholesale market, the finance leadership needed a scalable order-to-cash process that would not require doubling the customer operations team or adding a second shift during pre-order season.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>Wholesale orders arrived as PDF purchase orders, spreadsheets, EDI messages and portal downloads. Five customer operations staff re-keyed them into NetSuite, checked prices against seasonal price lists and verified credit limits manually.</p>',
          '<ul>',
          '<li>Order entry took up to three days in peak season, and 6% of orders contained price or quantity errors that later became disputes.</li>',
          '<li>Customers paid by ACH and cheque with remittance details sent separately by email or posted on portals, so only 40% of payments could be applied on the day they arrived.</li>',
          '<li>At quarter end, more than $1.2M typically sat in unapplied cash, distorting the ageing report and triggering unnecessary collection calls.</li>',
          '<li><strong>Days sales outstanding stood at 52 days</strong> against payment terms of 45.</li>',
          '</ul>',
          '<p>NetSuite’s native features covered part of the process, but the gaps between channels were filled with spreadsheets and inbox rules.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow redesigned the process end to end and automated it in three releases over twelve weeks.</p>',
          '<h3>Order intake</h3>',
          '<p>Power Automate collects orders from every channel. An Azure OpenAI extraction step reads PDF and spreadsheet orders, maps customer item codes to Bluepeak SKUs and checks prices against the active price list in NetSuite. Valid orders are created as sales orders automatically; mismatches are sent to the account owner in Salesforce with the difference highlighted.</p>',
          '<h3>Invoicing and cash application</h3>',
          '<p>Invoices are generated on fulfilment and delivered to customer portals or by email according to each customer’s preference. Remittance advice is captured from email and portals, and a matching engine applies payments to open invoices using amount, reference, deduction codes and historical payment patterns. Short payments are coded by reason, such as co-op allowances, damages or pricing, and routed to the right team.</p>',
          '<p>A Power BI dashboard tracks DSO, unapplied cash and dispute ageing daily.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>By the end of the autumn pre-order season, <strong>DSO had fallen from 52 to 43 days</strong>, releasing about $3.8M of working capital. Quarter-end unapplied cash dropped below $90,000.</p>',
          '<ul>',
          '<li>96% of incoming payments are applied automatically, most on the day of receipt.</li>',
          '<li>Order-entry errors fell by 88%, and the average time from order receipt to confirmation dropped from up to three days to under two hours.</li>',
          '<li>Customer operations handled a record pre-order season with the same five people, who now focus on key-account service.</li>',
          '<li>Deduction disputes are resolved in 12 days on average, down from 37.</li>',
          '</ul>',
          '<p>The Canadian wholesale launch went live on the same automated process, including currency handling and a second price list, with no additional finance headcount. Bluepeak is now piloting an AI agent that drafts collection emails for overdue accounts.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'DSO reduction',
        value: '9 days',
        metricType: 'time',
        description: 'Days sales outstanding fell from 52 to 43 days.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Payments auto-applied',
        value: '96%',
        metricType: 'percentage',
        description: 'Incoming payments matched to open invoices with no manual step.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Working capital released',
        value: '$3.8M',
        metricType: 'currency',
        description: 'Cash freed by faster invoicing and collection.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'Fewer order-entry errors',
        value: '88%',
        metricType: 'percentage',
        description: 'Price and quantity errors caught before the order is created.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Capture orders',
        description: 'Orders from EDI, email, spreadsheets and portals are collected into one flow.',
        orderIndex: 0,
      },
      {
        title: 'Validate and create',
        description: 'Items, prices and credit limits are checked before the sales order is created in NetSuite.',
        orderIndex: 1,
      },
      {
        title: 'Invoice on fulfilment',
        description: 'Invoices are generated on shipment and delivered through each customer’s preferred channel.',
        orderIndex: 2,
      },
      {
        title: 'Apply cash',
        description: 'Remittances are matched to open invoices; short payments are coded by reason and routed.',
        orderIndex: 3,
      },
      {
        title: 'Monitor and improve',
        description: 'A daily dashboard tracks DSO, unapplied cash and dispute ageing.',
        orderIndex: 4,
      },
    ],
    media: [
      {
        url: '/images/case-studies/order-to-cash.svg',
        alt: 'Order-to-cash flow from purchase order to applied payment',
        caption: 'Orders, invoices and payments now move through one automated flow.',
        kind: 'image',
        orderIndex: 0,
      },
      {
        url: '/images/case-studies/retail-inventory.svg',
        alt: 'Wholesale and store inventory view used for order validation',
        caption: 'Order validation checks available inventory before confirming wholesale orders.',
        kind: 'image',
        orderIndex: 1,
      },
    ],
  },

  // 5. Financial services / KYC (RPA + IDP), testimonial hidden
  {
    caseStudy: {
      slug: 'commercial-banking-kyc-onboarding-in-six-days',
      title: 'Commercial Banking KYC Onboarding in Six Days',
      subtitle: 'Document collection, ownership checks and sanctions screening in one evidenced workflow',
      executiveSummary:
        'Harborline Bank took an average of 21 days to onboard a new commercial client, mostly because analysts chased documents and re-keyed ownership data between systems. Brightflow automated document collection, beneficial-ownership extraction and screening, assembling a complete file in Salesforce for analyst review. Onboarding now takes six days and analyst effort per file has fallen by 68%.',
      clientName: 'Harborline Bank',
      clientIndustry: 'Financial Services',
      clientLocation: 'Charlotte, North Carolina, USA',
      clientSize: '3,200 employees',
      clientDescription:
        'Regional commercial bank with $28B in assets, serving mid-market companies, real estate investors and non-profit organisations across the Southeast.',
      clientLogoUrl: null,
      projectDuration: '22 weeks',
      projectStartDate: '2024-10-07',
      projectEndDate: '2025-03-07',
      technologyUsed: [
        'UiPath',
        'Salesforce Financial Services Cloud',
        'Azure OpenAI Service',
        'Azure AI Document Intelligence',
        'ServiceNow',
      ],
      teamSize: 6,
      teamRoles: ['Compliance Process Consultant', 'Solution Architect', 'RPA Developer', 'AI Engineer'],
      mainImageUrl: '/images/case-studies/kyc-onboarding.svg',
      mainImageAlt:
        'Illustration of identity documents and an ownership chart reviewed in a customer onboarding workflow',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'The biggest change is confidence. Every screening decision now has its evidence attached, and our analysts review complete files instead of assembling them. Relationship managers can finally give clients a date for account opening and keep it.',
      testimonialAuthor: 'Jonathan Pierce',
      testimonialTitle: 'Chief Compliance Officer',
      testimonialCompany: 'Harborline Bank',
      testimonialImage: null,
      showTestimonial: false,
      metaTitle: 'Commercial KYC Onboarding Automation | Brightflow',
      metaDescription:
        'Harborline Bank cut commercial client onboarding from 21 to 6 days by automating KYC document checks, ownership extraction and sanctions screening.',
      tags: ['Intelligent Document Processing', 'Financial Services', 'Compliance', 'KYC'],
      status: 'published',
      featured: false,
      displayOrder: 5,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Harborline Bank',
        content: html(
          '<p>Harborline Bank is a regional commercial bank headquartered in Charlotte with <strong>$28B in assets</strong> and 74 branches across North Carolina, South Carolina, Georgia and Tennessee. Its commercial division serves mid-market companies, commercial real estate investors and non-profit organisations, opening around 1,500 new commercial relationships a year through a central onboarding team of 34 analysts.</p>',
          '<p>Commercial clients often have layered ownership structures: holding companies, trusts and special-purpose vehicles for individual properties. Each legal entity must be identified, and every beneficial owner with 25% or more must be verified and screened under the bank’s customer due diligence programme.</p>',
          '<p>Harborline’s growth strategy depended on winning more treasury-management business from mid-market companies, and relationship managers were increasingly losing deals to competitors that could open accounts faster, sometimes in less than a week.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>Onboarding was coordinated through email and shared folders. Relationship managers requested documents from clients, analysts in the onboarding team checked them against a 70-item checklist, re-keyed ownership data into Salesforce and ran sanctions and adverse-media searches in separate tools.</p>',
          '<ul>',
          '<li>The average commercial onboarding took <strong>21 calendar days</strong>, and complex structures took more than six weeks.</li>',
          '<li>Around 40% of files were returned to the client at least once for missing or expired documents.</li>',
          '<li>Evidence of screening decisions was stored inconsistently, and a recent internal audit had rated the process as needing improvement.</li>',
          '<li>Analysts spent about 70% of their time gathering and formatting information rather than assessing risk.</li>',
          '</ul>',
          '<p>The bank wanted faster onboarding without weakening controls, and any use of AI had to meet its model risk management standards.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow worked with the compliance and commercial banking teams to redesign onboarding as a single case in Salesforce Financial Services Cloud, with automation handling collection, extraction and screening.</p>',
          '<ul>',
          '<li><strong>Document collection:</strong> clients upload documents to a secure portal. Azure AI Document Intelligence classifies them and checks expiry dates, signatures and completeness against the checklist, requesting missing items automatically.</li>',
          '<li><strong>Ownership extraction:</strong> an Azure OpenAI model reads articles of organisation, operating agreements and trust documents and proposes an ownership tree, with a citation to the page and clause behind every link.</li>',
          '<li><strong>Screening:</strong> UiPath robots screen every entity and beneficial owner against sanctions, PEP and adverse-media sources and attach the results, with match explanations, to the case.</li>',
          '<li><strong>Review:</strong> analysts approve or correct the proposed file; the model never makes the final risk decision.</li>',
          '</ul>',
          '<p>The AI components were documented and validated under Harborline’s model risk framework, with ongoing accuracy monitoring reported monthly through ServiceNow.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>Average onboarding time for commercial clients fell from 21 to <strong>6 days</strong>, and complex structures now average 14 days. Files returned to clients for missing documents dropped from 40% to 9%, because gaps are identified the moment documents are uploaded.</p>',
          '<ul>',
          '<li>Analyst effort per file fell by 68%, allowing the team to absorb a 30% increase in new relationships.</li>',
          '<li>Ownership extraction proposals were accepted without change in 89% of cases.</li>',
          '<li>Every screening decision now carries its evidence, and the follow-up internal audit closed all previous findings.</li>',
          '</ul>',
          '<p>Relationship managers can now commit to an account-opening date at the first meeting, which the commercial division credits with winning several treasury-management mandates in the first half of 2025. Harborline is extending the same workflow to periodic KYC reviews.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Onboarding time',
        value: '6 days',
        metricType: 'time',
        description: 'Average commercial onboarding, down from 21 days.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Less analyst effort',
        value: '68%',
        metricType: 'percentage',
        description: 'Reduction in manual analyst time per onboarding file.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Open audit findings',
        value: '0',
        metricType: 'number',
        description: 'All previous internal audit findings closed after go-live.',
        orderIndex: 2,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Collect documents',
        description: 'Clients upload documents to a secure portal; completeness and expiry are checked on arrival.',
        orderIndex: 0,
      },
      {
        title: 'Extract ownership',
        description: 'Formation documents are read and an ownership tree is proposed with clause-level citations.',
        orderIndex: 1,
      },
      {
        title: 'Screen parties',
        description: 'Every entity and beneficial owner is screened against sanctions, PEP and adverse-media sources.',
        orderIndex: 2,
      },
      {
        title: 'Review and approve',
        description: 'Analysts review the assembled file in Salesforce and make the final risk decision.',
        orderIndex: 3,
      },
    ],
    media: [],
  },

  // 6. Telecom / HR onboarding (RPA), no display order (sorted last)
  {
    caseStudy: {
      slug: 'employee-onboarding-orchestration-across-workday-and-servicenow',
      title: 'Employee Onboarding Orchestration Across Workday and ServiceNow',
      subtitle: 'Accounts, equipment and training ready before a new hire’s first day',
      executiveSummary:
        'Kestrel Line Communications hires about 1,900 people a year, and new employees routinely waited four days for their accounts, laptop and system access. Brightflow orchestrated the full joiner process from Workday through ServiceNow and Microsoft Entra ID. Today 97% of new hires are fully productive on day one and onboarding tickets have fallen by 63%.',
      clientName: 'Kestrel Line Communications',
      clientIndustry: 'Telecom',
      clientLocation: 'Dallas, Texas, USA',
      clientSize: '6,300 employees',
      clientDescription:
        'Regional fibre broadband and mobile operator serving 1.4 million residential and business customers in Texas, Oklahoma and Louisiana.',
      clientLogoUrl: null,
      projectDuration: '10 weeks',
      projectStartDate: '2025-04-07',
      projectEndDate: '2025-06-13',
      technologyUsed: ['Workday', 'ServiceNow', 'Microsoft Entra ID', 'Microsoft Power Automate', 'UiPath'],
      teamSize: 4,
      teamRoles: ['Solution Architect', 'Automation Developer', 'HR Process Analyst'],
      mainImageUrl: '/images/case-studies/hr-onboarding.svg',
      mainImageAlt:
        'Illustration of a new-hire checklist with accounts, equipment and training completed automatically',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'Field technicians used to spend their first week shadowing colleagues because their tablets and dispatch access were not ready. Now everything is waiting for them on day one, and our HR and IT teams stopped firefighting onboarding tickets.',
      testimonialAuthor: 'Natalie Brooks',
      testimonialTitle: 'VP People Operations',
      testimonialCompany: 'Kestrel Line Communications',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'Employee Onboarding Automation | Brightflow',
      metaDescription:
        'A telecom operator automated onboarding across Workday, ServiceNow and Entra ID, so 97% of new hires now have every account and device ready on day one.',
      tags: ['RPA', 'HR Operations', 'Telecom'],
      status: 'published',
      featured: false,
      displayOrder: null,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Kestrel Line Communications',
        content: html(
          '<p>Kestrel Line Communications is a regional telecom operator providing fibre broadband, mobile and business connectivity to <strong>1.4 million customers</strong> in Texas, Oklahoma and Louisiana. Its rapid fibre build-out has made it one of the largest employers in several of the communities it serves.</p>',
          '<p>Of its 6,300 employees, around 2,100 are field technicians and 1,600 work in customer care centres. Both groups have high seasonal and growth-related hiring: the company brings on about <strong>1,900 new employees a year</strong>, often in cohorts of 40 to 80 people starting on the same Monday.</p>',
          '<p>Kestrel Line runs Workday for HR, ServiceNow for IT service management and Microsoft 365 with Entra ID for identity. Each system worked well on its own, but onboarding depended on the hand-offs between them.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>When a hire was completed in Workday, an HR coordinator raised a ServiceNow request, and IT teams then created accounts, assigned licences, ordered devices and granted access to dispatch, billing and CRM systems. Each step had its own queue and its own form.</p>',
          '<ul>',
          '<li>Provisioning took <strong>four working days on average</strong>, so many new hires started without working access.</li>',
          '<li>Only 58% of new employees had everything they needed on their first day.</li>',
          '<li>Onboarding generated about 450 follow-up tickets a month for missing access or equipment.</li>',
          '<li>Role-based access was applied inconsistently, and leavers sometimes kept access for days after their last shift.</li>',
          '</ul>',
          '<p>With another large fibre-expansion hiring wave planned for the summer, HR and IT needed a reliable, auditable process within one quarter.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow defined role-based onboarding profiles for 42 job families with HR, IT and security, then automated the joiner, mover and leaver flows end to end.</p>',
          '<p>When a hire is completed in Workday, Power Automate creates a single onboarding case in ServiceNow. Identities, groups and Microsoft 365 licences are created in Entra ID from the job profile, and device orders are placed with the correct configuration for office staff, care agents or field technicians.</p>',
          '<p>For legacy dispatch and billing applications without APIs, UiPath robots create and configure user accounts through the application interface and record evidence in the case. Training courses are assigned in Workday Learning, and the hiring manager receives a readiness summary two days before the start date.</p>',
          '<p>The same profiles drive movers and leavers: role changes adjust access automatically, and all access is removed at the end of the last working day.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>The summer hiring wave of 380 employees was the first to run on the new process. <strong>97% of new hires had every account, device and training assignment ready on day one</strong>, compared with 58% before.</p>',
          '<ul>',
          '<li>Provisioning time fell from four working days to about three hours after the hire is completed in Workday.</li>',
          '<li>Onboarding-related tickets dropped by 63%.</li>',
          '<li>Field technicians now join their first job within their first week instead of their second.</li>',
          '<li>Leaver access is removed on the last working day in every case, closing a recurring audit observation.</li>',
          '</ul>',
          '<p>The HR coordinators who used to chase requests now run onboarding experience surveys and cohort events, and IT has redirected the freed capacity to its device-refresh programme. The next phase extends the same profiles to contractors and seasonal customer care staff.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Day-one readiness',
        value: '97%',
        metricType: 'percentage',
        description: 'New hires with all accounts, devices and training ready on their first day.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Provisioning time',
        value: '3 hours',
        metricType: 'time',
        description: 'Down from four working days after the hire is completed.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Fewer onboarding tickets',
        value: '63%',
        metricType: 'percentage',
        description: 'Follow-up tickets for missing access or equipment.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'Hires per year',
        value: '1,900',
        metricType: 'number',
        description: 'Annual joiner volume handled by the automated flow.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Trigger from Workday',
        description: 'A completed hire creates one onboarding case in ServiceNow with the job profile attached.',
        orderIndex: 0,
      },
      {
        title: 'Provision identity and licences',
        description: 'Entra ID accounts, groups and Microsoft 365 licences are created from the role profile.',
        orderIndex: 1,
      },
      {
        title: 'Configure business applications',
        description: 'Robots set up dispatch, billing and CRM accounts, including legacy systems without APIs.',
        orderIndex: 2,
      },
      {
        title: 'Confirm readiness',
        description: 'Training is assigned and the hiring manager receives a readiness summary before day one.',
        orderIndex: 3,
      },
    ],
    media: [
      {
        url: '/images/case-studies/hr-onboarding.svg',
        alt: 'Onboarding checklist completed automatically for a new hire',
        caption: 'Every new hire gets the same role-based checklist, completed before the start date.',
        kind: 'image',
        orderIndex: 0,
      },
    ],
  },

  // 7. Real estate / lease abstraction (AI agents + IDP), draft
  {
    caseStudy: {
      slug: 'lease-abstraction-with-document-ai-for-1200-commercial-leases',
      title: 'Lease Abstraction with Document AI for 1,200 Commercial Leases',
      subtitle: 'Rent steps, break options and critical dates extracted with clause-level evidence',
      executiveSummary:
        'Ashcombe Property Group needed to abstract 1,240 commercial leases and amendments into Yardi Voyager after acquiring two portfolios, a job its outsourced provider quoted at nine months. Brightflow built a document AI pipeline that extracts more than 60 data points per lease with citations for reviewer sign-off. The backlog was cleared in ten weeks at 97% field-level accuracy.',
      clientName: 'Ashcombe Property Group',
      clientIndustry: 'Real Estate',
      clientLocation: 'Chicago, Illinois, USA',
      clientSize: '420 employees',
      clientDescription:
        'Commercial real estate investor and manager with 9.6 million square feet of office, industrial and retail space across the Midwest.',
      clientLogoUrl: null,
      projectDuration: '14 weeks',
      projectStartDate: '2025-06-02',
      projectEndDate: '2025-09-05',
      technologyUsed: [
        'Azure OpenAI Service',
        'Azure AI Document Intelligence',
        'Yardi Voyager',
        'SharePoint Online',
        'Microsoft Power Automate',
      ],
      teamSize: 4,
      teamRoles: ['AI Engineer', 'Solution Architect', 'Real Estate Data Analyst'],
      mainImageUrl: '/images/case-studies/lease-management.svg',
      mainImageAlt: 'Illustration of a commercial lease with highlighted clauses and extracted critical dates',
      processFlowImageUrl: PROCESS_FLOW_IMAGE,
      testimonialQuote:
        'Our asset managers trust the abstracts because every figure links back to the clause it came from. We cleared a backlog that would have taken most of a year, and we now see every break option and renewal date across the portfolio in one place.',
      testimonialAuthor: 'Sofia Lindqvist',
      testimonialTitle: 'Chief Operating Officer',
      testimonialCompany: 'Ashcombe Property Group',
      testimonialImage: null,
      showTestimonial: true,
      metaTitle: 'Lease Abstraction with Document AI | Brightflow',
      metaDescription:
        'Ashcombe Property Group abstracted 1,240 commercial leases into Yardi in ten weeks with document AI, cutting review time per lease from 4.5 hours to 35 minutes.',
      tags: ['AI Agents', 'Intelligent Document Processing', 'Real Estate'],
      status: 'draft',
      featured: false,
      displayOrder: 7,
    },
    sections: [
      {
        sectionType: 'client',
        title: 'About Ashcombe Property Group',
        content: html(
          '<p>Ashcombe Property Group invests in and manages commercial real estate across the Midwest, with a portfolio of <strong>9.6 million square feet</strong> of office, light-industrial and neighbourhood retail space. It manages properties for its own funds and for two institutional co-investors, with around 1,900 tenants ranging from national retailers to local medical practices.</p>',
          '<p>In early 2025 Ashcombe acquired two industrial and retail portfolios, adding 74 properties in a single quarter. The acquisitions came with data rooms full of scanned leases, amendments, side letters and estoppel certificates, but no reliable structured data.</p>',
          '<p>The company runs Yardi Voyager for property management and accounting, and its asset managers depend on accurate lease data for budgeting, renewal strategy and investor reporting. Quarterly reports to its co-investors include rent rolls, lease expiry profiles and upcoming tenant options for every property.</p>',
        ),
        orderIndex: 0,
      },
      {
        sectionType: 'challenge',
        title: 'The challenge',
        content: html(
          '<p>Ashcombe needed <strong>1,240 leases and amendments</strong> abstracted into Yardi before the first quarterly investor report after closing. Manual abstraction took a trained analyst about 4.5 hours per lease, and the outsourced provider it usually used quoted nine months for the full backlog.</p>',
          '<ul>',
          '<li>Many documents were poor-quality scans, some with handwritten amendments and initialled changes.</li>',
          '<li>Key terms were often changed by later amendments, so the current position could only be determined by reading documents in sequence.</li>',
          '<li>Missing a break option or renewal notice date could cost hundreds of thousands of dollars in lost rent or leverage.</li>',
          '<li>Asset managers did not trust previous abstracts because they could not see where each value came from.</li>',
          '</ul>',
          '<p>The solution had to run within Ashcombe’s Microsoft tenant, keep documents in SharePoint and leave the final sign-off with qualified reviewers.</p>',
        ),
        orderIndex: 1,
      },
      {
        sectionType: 'solution',
        title: 'The solution',
        content: html(
          '<p>Brightflow built a lease abstraction pipeline on Azure AI Document Intelligence and Azure OpenAI. Documents are read with layout-aware OCR, grouped into lease families, and processed in date order so that amendments correctly override the original terms.</p>',
          '<p>An extraction agent captures more than 60 data points per lease, including parties, premises, term dates, rent schedules and escalations, break and renewal options with notice periods, service-charge caps, assignment restrictions and guarantees. Every value carries a citation to the page and clause it came from, and a confidence score.</p>',
          '<p>Reviewers work in a validation screen that shows each value next to the highlighted source text. High-confidence fields are confirmed in bulk; low-confidence and conflicting fields are flagged for careful reading. Approved abstracts are loaded into Yardi Voyager, and Power Automate creates critical-date alerts for asset managers.</p>',
        ),
        orderIndex: 2,
      },
      {
        sectionType: 'outcome',
        title: 'The outcome',
        content: html(
          '<p>The full backlog of 1,240 documents was abstracted, reviewed and loaded into Yardi in <strong>ten weeks</strong>, in time for the first investor report. Review time per lease fell from 4.5 hours of manual abstraction to about 35 minutes of validation.</p>',
          '<ul>',
          '<li>Field-level accuracy after review was 97%, measured against a double-abstracted sample of 120 leases.</li>',
          '<li>The project cost about $640,000 less than the outsourced quote.</li>',
          '<li>Asset managers identified 23 break and renewal options due within 18 months that were not on their radar.</li>',
          '</ul>',
          '<p>Ashcombe now runs every new lease and amendment through the same pipeline as part of its standard leasing workflow, and the critical-date calendar has become a fixed agenda item in its monthly asset-management reviews. The next step is an agent that drafts renewal and break-notice letters from the same data.</p>',
        ),
        orderIndex: 3,
      },
    ],
    metrics: [
      {
        label: 'Review time per lease',
        value: '35 min',
        metricType: 'time',
        description: 'Down from 4.5 hours of manual abstraction.',
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Field-level accuracy',
        value: '97%',
        metricType: 'percentage',
        description: 'Measured against a double-abstracted sample of 120 leases.',
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Saved against outsourcing',
        value: '$640K',
        metricType: 'currency',
        description: 'Compared with the outsourced abstraction quote.',
        orderIndex: 2,
        emphasis: false,
      },
      {
        label: 'Documents abstracted',
        value: '1,240',
        metricType: 'number',
        description: 'Leases and amendments loaded into Yardi in ten weeks.',
        orderIndex: 3,
        emphasis: false,
      },
    ],
    processes: [
      {
        title: 'Ingest and group',
        description: 'Scanned leases, amendments and side letters are read and grouped into lease families.',
        orderIndex: 0,
      },
      {
        title: 'Extract with citations',
        description: 'More than 60 data points are extracted per lease, each linked to its source clause.',
        orderIndex: 1,
      },
      {
        title: 'Validate',
        description: 'Reviewers confirm values beside the highlighted source text, focusing on flagged fields.',
        orderIndex: 2,
      },
      {
        title: 'Load and alert',
        description: 'Approved abstracts are loaded into Yardi Voyager and critical dates become alerts.',
        orderIndex: 3,
      },
    ],
    media: [
      {
        url: '/images/case-studies/lease-management.svg',
        alt: 'Lease document with extracted clauses and critical dates',
        caption: 'Every extracted value links back to the clause it came from.',
        kind: 'image',
        orderIndex: 0,
      },
    ],
  },
];

export const seedTestimonials: readonly Omit<Testimonial, 'id' | 'createdAt' | 'version'>[] = [
  {
    quote:
      'Brightflow automated our vendor master and payment-run controls in eight weeks. Our audit committee now gets exception reports instead of sample tests, and the finance team closed its first four-day month end in company history.',
    authorName: 'Michael Torvik',
    title: 'VP Finance Operations',
    company: 'Granite Ridge Foods',
    image: null,
    status: 'active',
  },
  {
    quote:
      'We brought Brightflow in for a process audit and expected a slide deck. Instead we got a ranked pipeline of 27 automation candidates with real business cases, and the first five bots were live within the quarter.',
    authorName: 'Hannah Okafor',
    title: 'Director of Business Transformation',
    company: 'Westmere Logistics',
    image: null,
    status: 'active',
  },
  {
    quote:
      'Their AI agent handles our supplier onboarding questions in three languages and updates ServiceNow on its own. Procurement response times went from days to minutes, and our buyers finally have time for negotiations.',
    authorName: 'Carlos Mendes',
    title: 'Head of Procurement Operations',
    company: 'Arrowfield Industrial',
    image: null,
    status: 'active',
  },
  {
    quote:
      'What sets Brightflow apart is how they run automations after go-live. Bots are monitored, exceptions are reviewed weekly, and every change goes through our release process. It feels like an extension of our own team.',
    authorName: 'Emily Hartmann',
    title: 'IT Director, Enterprise Applications',
    company: 'Lakeshore Health Alliance',
    image: null,
    status: 'active',
  },
  {
    quote:
      'Brightflow helped us automate royalty reconciliation across eleven streaming platforms. Statements now go out on time every month, and we recovered income we did not know we were missing.',
    authorName: 'Jordan Ellis',
    title: 'Chief Financial Officer',
    company: 'Soundharbor Music Group',
    image: null,
    status: 'inactive',
  },
];
