/**
 * A studio at scale for `npm run bench:studio`: thousands of case studies and a year of audit log,
 * written with batch inserts (a few seconds, where one repository call per study would take minutes)
 * but through the repository's own row mapping (caseStudyFields computes search_text with
 * caseStudySearchText, childRows the sections and metrics), so the rows are what the studio writes.
 * Random but reproducible: every run draws from the same seed.
 */
import type { Insertable } from 'kysely';
import { storedInstant } from '#app/.server/db/mapping.ts';
import { caseStudyFields, childRows } from '#app/.server/db/repositories/case-study-rows.ts';
import type { AuditLogTable, CaseStudiesTable, DB } from '#app/.server/db/schema.ts';
import type { Database } from '#app/.server/db/types.ts';
import { type CaseStudyInput, type CaseStudyStatus, emptyCaseStudy } from '#app/lib/case-study.ts';
import { slugify } from '#app/lib/slug.ts';

export interface StudioPlan {
  studies: number;
  published: number;
  featured: number;
  archived: number;
  auditRows: number;
}

/** A small, fast, seedable generator (mulberry32), so two runs seed the same studio. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Picks by weight: `[[value, weight], …]`. */
function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at <= 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Thirty industries: one word of them (here 'logistics') matches about a thirtieth of the studies. */
export const INDUSTRIES = [
  'Logistics',
  'Insurance',
  'Banking',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Energy',
  'Telecommunications',
  'Public Sector',
  'Pharmaceuticals',
  'Automotive',
  'Aerospace',
  'Food & Beverage',
  'Real Estate',
  'Education',
  'Media',
  'Hospitality',
  'Construction',
  'Chemicals',
  'Utilities',
  'Agriculture',
  'Mining',
  'Shipping',
  'Legal Services',
  'Accounting',
  'Consumer Goods',
  'Rail',
  'Government',
  'Non-profit',
  'Software',
] as const;

const CLIENT_FIRST = [
  'Halvorsen',
  'Zürich',
  'Nordwind',
  'Brightline',
  'Müller',
  'Crédit',
  'Harbor',
  'Sankt',
  'Riverside',
  'Atlas',
  'Blue Fjord',
  'Kowalski',
  'Østergaard',
  'Lumen',
  'Cascade',
  'Pioneer',
  'Granite',
  'Vega',
  'Orchard',
  'Summit',
];
const CLIENT_LAST = ['Components', 'Mutual', 'Group', 'Holding', '& Söhne', 'Partners', 'Bank', 'Health', 'AG', 'Co.'];
const PROCESSES = [
  'Invoice processing',
  'Claims intake',
  'KYC onboarding',
  'Order-to-cash',
  'Payroll reconciliation',
  'Supplier onboarding',
  'Customer e-mail triage',
  'Contract review',
  'Month-end close',
  'Returns handling',
  'Patient referral intake',
  'Freight audit',
  'Policy renewal',
  'Credit memo approval',
  'Shift planning',
];
const TECHNOLOGIES = ['UiPath', 'Power Automate', 'Azure OpenAI', 'SAP S/4HANA', 'Python', 'Camunda', 'Salesforce'];

const DAY_MS = 86_400_000;
const paragraph = (random: () => number, topic: string) =>
  `<p>${topic}: ${Array.from({ length: 6 }, () => pick(random, ['Manual work', 'Four systems', 'A backlog of weeks', 'Bots read every document', 'Exceptions go to a person', 'The team now reviews instead of typing', 'Errors fell sharply'])).join('. ')}.</p>`;

function studyInput(
  random: () => number,
  index: number,
  status: CaseStudyStatus,
  featured: boolean,
  order: number | null,
): CaseStudyInput {
  const client = `${pick(random, CLIENT_FIRST)} ${pick(random, CLIENT_LAST)}`;
  const title = `${pick(random, PROCESSES)} for ${client}`;
  const base = emptyCaseStudy({
    slug: `${slugify(title)}-${index + 1}`,
    title,
    clientName: client,
    clientIndustry: pick(random, INDUSTRIES),
  });
  const withQuote = status === 'published' && random() < 0.4;
  return {
    caseStudy: {
      ...base,
      subtitle: `${Math.round(20 + random() * 75)}% less manual work`,
      executiveSummary: `${title}: automated end to end in ${Math.round(6 + random() * 20)} weeks.`,
      clientLocation: pick(random, [
        'Zürich, Switzerland',
        'Hamburg, Germany',
        'Oslo, Norway',
        'Chicago, USA',
        'Lyon, France',
      ]),
      projectDuration: `${Math.round(6 + random() * 20)} weeks`,
      technologyUsed: [pick(random, TECHNOLOGIES), pick(random, TECHNOLOGIES)],
      teamSize: 2 + Math.floor(random() * 6),
      mainImageUrl: '/images/case-studies/invoices.svg',
      mainImageAlt: title,
      testimonialQuote: withQuote ? 'The team finally works on exceptions, not on typing.' : null,
      testimonialAuthor: withQuote ? 'Laura Brennan' : null,
      testimonialTitle: withQuote ? 'VP Operations' : null,
      testimonialCompany: withQuote ? client : null,
      metaDescription: `How ${client} automated ${title.toLowerCase()}.`,
      tags: [pick(random, ['RPA', 'AI', 'IDP', 'Finance', 'Operations'])],
      status,
      featured,
      displayOrder: order,
    },
    sections: (['client', 'challenge', 'solution', 'outcome'] as const).map((sectionType, orderIndex) => ({
      sectionType,
      title: null,
      content: paragraph(random, sectionType),
      orderIndex,
    })),
    metrics: [
      {
        label: 'Time saved',
        value: `${Math.round(random() * 90)}%`,
        metricType: 'percentage',
        description: null,
        orderIndex: 0,
        emphasis: true,
      },
      {
        label: 'Annual savings',
        value: `$${Math.round(random() * 2000)}k`,
        metricType: 'currency',
        description: null,
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Payback',
        value: `${Math.round(2 + random() * 14)} months`,
        metricType: 'time',
        description: null,
        orderIndex: 2,
        emphasis: false,
      },
    ],
    processes: [],
    media: [],
  };
}

/** Inserts rows in batches of `size` in one transaction (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertBatches<T extends keyof DB & string>(
  database: Database,
  table: T,
  rows: Insertable<DB[T]>[],
  size: number,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += size) {
      const batch = rows.slice(start, start + size);
      // biome-ignore lint/suspicious/noExplicitAny: one generic batch insert for several tables
      const values = batch as any;
      await trx.insertInto(table).values(values).execute();
    }
  });
}

/**
 * `plan.studies` case studies: `plan.published` published (`plan.featured` of them featured, each
 * with a display order), `plan.archived` archived, the rest drafts (a fifth of them with a display
 * order, a few scheduled); saved at random times over the past three years; four sections and three
 * metrics each. Returns their ids.
 */
export async function seedCaseStudies(database: Database, plan: StudioPlan, now: number): Promise<string[]> {
  const random = seededRandom(19);
  const statuses: CaseStudyStatus[] = Array.from({ length: plan.studies }, (_, i) =>
    i < plan.published ? 'published' : i < plan.published + plan.archived ? 'archived' : 'draft',
  );
  // Shuffled, so statuses are mixed through time and through the dashboard's order.
  for (let i = statuses.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
  }
  const studies: Insertable<CaseStudiesTable>[] = [];
  const sections = [];
  const metrics = [];
  let publishedSoFar = 0;
  for (const [index, status] of statuses.entries()) {
    const published = status === 'published';
    const featured = published && publishedSoFar < plan.featured;
    const order = published
      ? publishedSoFar + 1
      : random() < (status === 'archived' ? 0.5 : 0.2)
        ? 1 + Math.floor(random() * 400)
        : null;
    if (published) publishedSoFar += 1;
    const input = studyInput(random, index, status, featured, order);
    const id = crypto.randomUUID();
    const updated = now - Math.floor(random() * 3 * 365 * DAY_MS);
    const created = updated - Math.floor(random() * 90 * DAY_MS);
    const scheduled = status === 'draft' && random() < 0.01;
    studies.push({
      id,
      ...caseStudyFields({
        ...input.caseStudy,
        publishAt: scheduled ? new Date(now + 7 * DAY_MS).toISOString() : null,
      }),
      created_at: storedInstant(created),
      updated_at: storedInstant(updated),
      published_at: published ? storedInstant(updated) : null,
      version: 1 + Math.floor(random() * 6),
    });
    const children = childRows(id, input);
    sections.push(...children.sections);
    metrics.push(...children.metrics);
  }
  await insertBatches(database, 'case_studies', studies, 500);
  await insertBatches(database, 'case_study_sections', sections, 2000);
  await insertBatches(database, 'case_study_metrics', metrics, 2000);
  return studies.map((study) => study.id);
}

export const STAFF = [
  'maria.keller@brightflow.example',
  'jonas.berg@brightflow.example',
  'aisha.khan@brightflow.example',
  'tom.novak@brightflow.example',
  'lea.dubois@brightflow.example',
  'sam.okafor@brightflow.example',
];

const STAFF_ACTIONS = [
  ['case_study.updated', 30],
  ['auth.sign_in', 16],
  ['message.status_changed', 14],
  ['auth.sign_out', 8],
  ['case_study.created', 8],
  ['testimonial.updated', 7],
  ['image.uploaded', 6],
  ['case_study.deleted', 2],
  ['testimonial.created', 2],
  ['case_study.version_restored', 1],
  ['messages.exported', 1],
  ['auth.password_changed', 0.5],
  ['staff.invited', 0.3],
  ['staff.invitation_accepted', 0.2],
] as const;
const API_ACTIONS = [
  ['intake.case_study_created', 70],
  ['intake.case_study_existing', 20],
  ['intake.request_rejected', 8],
  ['intake.request_replayed', 2],
] as const;

/**
 * `plan.auditRows` audit entries over the past year, oldest first as a log is written: six staff
 * members (about 70 %), two intake keys and unauthenticated API calls (about 23 %), the scheduler
 * publishing studies (4 %) and failed sign-ins with unknown e-mails (3 %).
 */
export async function seedAuditLog(database: Database, plan: StudioPlan, studyIds: readonly string[], now: number) {
  const random = seededRandom(2026);
  const times = Array.from({ length: plan.auditRows }, () => now - Math.floor(random() * 365 * DAY_MS)).sort(
    (a, b) => a - b,
  );
  const rows: Insertable<AuditLogTable>[] = times.map((time) => {
    const who = weighted(random, [
      ['staff', 70],
      ['api:CRM', 14],
      ['api:Zapier', 7],
      ['api:anonymous', 2],
      ['Scheduler', 4],
      ['stranger', 3],
    ] as const);
    const study = pick(random, studyIds);
    let actor: string;
    let action: string;
    let entity: { type: string | null; id: string | null } = { type: 'case_study', id: study };
    if (who === 'staff') {
      actor = weighted(
        random,
        STAFF.map((email, i) => [email, 6 - i] as const),
      );
      action = weighted(random, STAFF_ACTIONS);
      if (action.startsWith('auth.') || action.startsWith('messages.')) entity = { type: null, id: null };
      else if (action.startsWith('message.')) entity = { type: 'contact_message', id: crypto.randomUUID() };
      else if (action.startsWith('testimonial.')) entity = { type: 'testimonial', id: crypto.randomUUID() };
      else if (action.startsWith('staff.')) entity = { type: 'staff_invitation', id: crypto.randomUUID() };
      else if (action === 'image.uploaded') entity = { type: 'image', id: crypto.randomUUID() };
    } else if (who === 'Scheduler') {
      actor = 'Scheduler';
      action = 'case_study.published';
    } else if (who === 'stranger') {
      actor = `${pick(random, ['admin', 'info', 'test', 'root'])}@${pick(random, ['example.com', 'mail.example'])}`;
      action = 'auth.sign_in_failed';
      entity = { type: null, id: null };
    } else {
      actor = who;
      action = who === 'api:anonymous' ? 'intake.request_rejected' : weighted(random, API_ACTIONS);
      if (action === 'intake.request_rejected') entity = { type: null, id: null };
    }
    return {
      id: crypto.randomUUID(),
      user_id: null,
      actor,
      action,
      entity_type: entity.type,
      entity_id: entity.id,
      details: JSON.stringify(action.startsWith('intake.') ? { source: 'api', status: 201 } : { via: 'studio' }),
      ip: `203.0.113.${1 + Math.floor(random() * 250)}`,
      request_id: crypto.randomUUID(),
      created_at: storedInstant(time),
    };
  });
  await insertBatches(database, 'audit_log', rows, 2000);
}
