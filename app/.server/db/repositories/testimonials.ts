/**
 * Standalone testimonials (SPEC 3): the public carousel reads the active ones, the admin all of them.
 */
import type { Selectable } from 'kysely';
import type { Testimonial, TestimonialStatus } from '../../../lib/case-study.ts';
import { now, toIso } from '../mapping.ts';
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

export async function createTestimonial(database: Database, input: TestimonialInput): Promise<Testimonial> {
  const at = input.createdAt ? toIso(input.createdAt) : now();
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

/** Changes only the fields given; returns null when the testimonial does not exist. */
export async function updateTestimonial(
  database: Database,
  id: string,
  changes: TestimonialChanges,
): Promise<Testimonial | null> {
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
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToTestimonial(row) : null;
}

export async function deleteTestimonial(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
