/**
 * Standalone testimonials (SPEC 3): the public carousel reads the active ones, the admin all of them.
 * Rows only: writes run inside a change (app/.server/changes/testimonials.ts).
 */
import type { Selectable } from 'kysely';
import type { Testimonial, TestimonialStatus } from '../../../lib/case-study.ts';
import { now, storedInstant, toInt, toIso } from '../mapping.ts';
import type { TestimonialsTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface TestimonialInput {
  quote: string;
  authorName: string;
  title: string;
  company: string;
  image: string | null;
  status?: TestimonialStatus;
  /** Backdates the testimonial (the seed uses it to fix the display order). */
  createdAt?: string;
}

export type TestimonialChanges = Partial<Omit<TestimonialInput, 'createdAt'>>;

const rowToTestimonial = (row: Selectable<TestimonialsTable>): Testimonial => ({
  id: row.id,
  quote: row.quote,
  authorName: row.author_name,
  title: row.title,
  company: row.company,
  image: row.image,
  status: row.status,
  createdAt: toIso(row.created_at),
  version: toInt(row.version),
});

/** Active testimonials, newest first: what the public carousel shows. */
export async function listActiveTestimonials(database: Database): Promise<Testimonial[]> {
  const rows = await database.db
    .selectFrom('testimonials')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(rowToTestimonial);
}

/** Every testimonial, newest first, for the admin screen. */
export async function listTestimonials(database: Database): Promise<Testimonial[]> {
  const rows = await database.db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(rowToTestimonial);
}

export async function getTestimonial(database: Database, id: string): Promise<Testimonial | null> {
  const row = await database.db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToTestimonial(row) : null;
}

export async function insertTestimonial(database: Database, input: TestimonialInput): Promise<Testimonial> {
  const at = input.createdAt ? storedInstant(input.createdAt) : now();
  const row = await database.db
    .insertInto('testimonials')
    .values({
      id: crypto.randomUUID(),
      quote: input.quote,
      author_name: input.authorName,
      title: input.title,
      company: input.company,
      image: input.image,
      status: input.status ?? 'active',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToTestimonial(row);
}

/** A testimonial, its row locked until the transaction ends on PostgreSQL; null when it does not exist. */
export async function lockTestimonial(database: Database, id: string): Promise<Testimonial | null> {
  const row = await database.db
    .selectFrom('testimonials')
    .selectAll()
    .where('id', '=', id)
    .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? rowToTestimonial(row) : null;
}

/** When a testimonial was last saved (its first revision's time, when it has none yet). */
export async function testimonialUpdatedAt(database: Database, id: string): Promise<string | null> {
  const row = await database.db.selectFrom('testimonials').select('updated_at').where('id', '=', id).executeTakeFirst();
  return row ? toIso(row.updated_at) : null;
}

/** Changes only the fields given, as the next version of `before`. */
export async function updateTestimonialRow(
  database: Database,
  before: Testimonial,
  changes: TestimonialChanges,
): Promise<Testimonial> {
  const row = await database.db
    .updateTable('testimonials')
    .set({
      ...(changes.quote !== undefined ? { quote: changes.quote } : {}),
      ...(changes.authorName !== undefined ? { author_name: changes.authorName } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.company !== undefined ? { company: changes.company } : {}),
      ...(changes.image !== undefined ? { image: changes.image } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      updated_at: now(),
      version: before.version + 1,
    })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToTestimonial(row);
}

export async function deleteTestimonialRow(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
