/**
 * 100,000 leads for `npm run bench:studio` (issue 31): contact messages and leads of every kind over
 * two years, with pipeline statuses, owners (six Sales members), follow-ups, lost reasons, timeline
 * notes, attribution (sources as the forms record them) and people who wrote more than once. Batch
 * inserts through the app's own column rules (personKey, attributionColumns, toJson), so the rows
 * are what the studio writes; the SQLite search index fills through its triggers. Reproducible.
 */
import { storedInstant, toJson } from '#app/.server/db/mapping.ts';
import { attributionColumns } from '#app/.server/db/repositories/lead-attribution.ts';
import type { Database } from '#app/.server/db/types.ts';
import type { LeadAttribution } from '#app/lib/lead-attribution.ts';
import { type LeadStatus, LOST_REASONS } from '#app/lib/lead-pipeline.ts';
import { personKey } from '#app/lib/person-key.ts';
import { seededRandom } from './studio-seed.ts';

export interface LeadsPlan {
  submissions: number;
  /** Distinct people the submissions come from (fewer than submissions: people write more than once). */
  people: number;
}

/** A company that a few dozen submissions name: what the bench searches for. */
export const SEARCH_COMPANY = 'Northwind Freight';
/** The person whose page is measured (several submissions, written differently). */
export const BENCH_PERSON = 'ada.lovelace@gmail.com';

const STATUSES: readonly (readonly [LeadStatus, number])[] = [
  ['new', 40],
  ['contacted', 20],
  ['qualified', 15],
  ['won', 10],
  ['lost', 15],
];
const SOURCES: readonly (readonly [{ utm?: string; referrer?: string } | null, number])[] = [
  [null, 30],
  [{}, 20],
  [{ utm: 'newsletter' }, 10],
  [{ utm: 'google' }, 15],
  [{ referrer: 'https://www.linkedin.com/feed/' }, 15],
  [{ referrer: 'https://news.ycombinator.com/item' }, 5],
  [{ utm: 'partner-referral' }, 5],
];
const WORDS = ['Harbour', 'Summit', 'Atlas', 'Copper', 'Meridian', 'Granite', 'Beacon', 'Willow', 'Orbit', 'Cedar'];
const TRADES = ['Logistics', 'Insurance', 'Health', 'Foods', 'Retail', 'Energy', 'Legal', 'Labs', 'Bank', 'Media'];
const FIRST = ['Ada', 'Bo', 'Chen', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Mo', 'Nia'];
const LAST = ['Lovelace', 'Berg', 'Okafor', 'Silva', 'Novak', 'Khan', 'Moreau', 'Tanaka', 'Ivanova', 'Reyes'];

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return choices[choices.length - 1]?.[0] as T;
}
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** The six Sales members who own leads. */
export async function seedOwners(database: Database, now: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const id = crypto.randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id,
        email: `bench-sales-${i}@example.com`,
        name: `Bench Sales ${i}`,
        password_hash: 'not-a-password',
        role: 'sales',
        created_at: storedInstant(now),
        updated_at: storedInstant(now),
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

const attributionOf = (source: { utm?: string; referrer?: string } | null): LeadAttribution | null =>
  source === null
    ? null
    : {
        landingPage: '/',
        referrer: source.referrer ?? null,
        utm: source.utm ? { source: source.utm, medium: 'email' } : {},
        pages: ['/', '/use-cases', '/contact'],
        caseStudies: [],
      };

/** Seeds `plan.submissions` submissions (about 30% contact messages) and their notes; returns the counts. */
export async function seedLeads(
  database: Database,
  plan: LeadsPlan,
  owners: readonly string[],
  now: number,
): Promise<{ contacts: number; leads: number; notes: number }> {
  const random = seededRandom(31);
  const span = 730 * 86_400_000;
  const batch = 400;
  let contacts = 0;
  let leads = 0;
  let notes = 0;
  for (let start = 0; start < plan.submissions; start += batch) {
    const contactRows = [];
    const leadRows = [];
    const noteRows = [];
    for (let i = start; i < Math.min(plan.submissions, start + batch); i++) {
      // Newest last in the loop, spread over two years, a few sharing an instant.
      const createdAt = storedInstant(now - span + Math.floor((i / plan.submissions) * span) - (i % 3 === 0 ? 0 : 1));
      const person = i % 997 === 0 ? -1 : Math.floor(random() * plan.people);
      const first = pick(random, FIRST);
      const last = pick(random, LAST);
      const email =
        person === -1
          ? pick(random, ['Ada.Lovelace@gmail.com', 'adalovelace+roi@gmail.com', 'ada.lovelace@googlemail.com'])
          : `${first.toLowerCase()}.${last.toLowerCase()}${person}@example${person % 50}.com`;
      const company =
        i % 2500 === 7
          ? SEARCH_COMPANY
          : `${pick(random, WORDS)} ${pick(random, TRADES)} ${Math.floor(random() * 3000)}`;
      const status = weighted(random, STATUSES);
      const owner = status === 'new' && random() < 0.6 ? null : random() < 0.85 ? pick(random, owners) : null;
      const followUp =
        status !== 'won' && status !== 'lost' && random() < 0.35
          ? new Date(now + Math.floor((random() - 0.7) * 60) * 86_400_000).toISOString().slice(0, 10)
          : null;
      const pipeline = {
        pipeline_status: status,
        owner_id: owner,
        follow_up_on: followUp,
        lost_reason: status === 'lost' ? pick(random, LOST_REASONS) : null,
        lost_note: status === 'lost' && random() < 0.3 ? 'Budget moved to next year.' : null,
        person_key: personKey(email),
      };
      const id = crypto.randomUUID();
      const inbox = random() < 0.1 ? 'archived' : random() < 0.3 ? 'new' : 'read';
      const attribution = attributionColumns(attributionOf(weighted(random, SOURCES)));
      if (random() < 0.3) {
        contactRows.push({
          id,
          name: `${first} ${last}`,
          email,
          company,
          message: `We would like to automate our ${pick(random, TRADES).toLowerCase()} paperwork, about ${Math.floor(random() * 5000)} documents a month.`,
          contact_mode: random() < 0.5 ? ('email' as const) : ('consultation' as const),
          status: inbox as 'new' | 'read' | 'archived',
          ip: '203.0.113.7',
          user_agent: 'bench',
          created_at: createdAt,
          ...attribution,
          ...pipeline,
        });
      } else {
        leadRows.push({
          id,
          kind: pick(random, ['roi_email', 'lead_intake', 'process_assessment'] as const),
          name: `${first} ${last}`,
          email,
          company,
          payload: toJson({
            message: 'Invoices are keyed by hand twice a week.',
            employees: Math.floor(random() * 500),
          }),
          status: inbox as 'new' | 'read' | 'archived',
          ip: '203.0.113.7',
          created_at: createdAt,
          ...attribution,
          ...pipeline,
        });
      }
      if (status !== 'new' || random() < 0.2) {
        noteRows.push({
          id: crypto.randomUUID(),
          submission_type: contactRows.at(-1)?.id === id ? ('contact' as const) : ('lead' as const),
          submission_id: id,
          entry: 'note' as const,
          author_id: owner,
          author: 'bench-sales@example.com',
          body: 'Called; they want a proposal by Friday.',
          details: toJson({}),
          created_at: createdAt,
          position: 0,
        });
      }
    }
    if (contactRows.length) await database.db.insertInto('contact_messages').values(contactRows).execute();
    if (leadRows.length) await database.db.insertInto('leads').values(leadRows).execute();
    if (noteRows.length) await database.db.insertInto('lead_notes').values(noteRows).execute();
    contacts += contactRows.length;
    leads += leadRows.length;
    notes += noteRows.length;
  }
  return { contacts, leads, notes };
}
