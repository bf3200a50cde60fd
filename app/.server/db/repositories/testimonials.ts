/**
 * Standalone testimonials (SPEC 3): the public carousel reads the active ones, the admin all of them.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Testimonial, TestimonialStatus } from '../../../lib/case-study.ts';
import { now, storedInstant, toInt, toIso } from '../mapping.ts';
import type { DB, TestimonialsTable } from '../schema.ts';
import type { Database } from '../types.ts';
import {
  type ChangeOptions,
  latestRevision,
  type RevisionAuthor,
  type RevisionKind,
  recordRevision,
  SYSTEM_AUTHOR,
  VersionConflict,
} from './revisions.ts';

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

const SYSTEM = SYSTEM_AUTHOR;

/** The revision of a testimonial as a transaction has just written it (the whole record is the snapshot). */
async function recordTestimonialRevision(
  trx: Kysely<DB>,
  testimonial: Testimonial,
  kind: RevisionKind,
  by: RevisionAuthor,
  at?: string,
): Promise<void> {
  await recordRevision(trx, {
    entityType: 'testimonial',
    entityId: testimonial.id,
    version: testimonial.version,
    kind,
    snapshot: testimonial,
    by,
    ...(at ? { at } : {}),
  });
}

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

export async function createTestimonial(
  database: Database,
  input: TestimonialInput,
  options: ChangeOptions = {},
): Promise<Testimonial> {
  const at = input.createdAt ? storedInstant(input.createdAt) : now();
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
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
    const testimonial = rowToTestimonial(row);
    await recordTestimonialRevision(trx, testimonial, options.kind ?? 'created', options.by ?? SYSTEM, at);
    return testimonial;
  });
}

/**
 * Changes only the fields given; returns null when the testimonial does not exist. With
 * `expectedVersion`, a testimonial saved since that version is not touched: VersionConflict.
 */
export async function updateTestimonial(
  database: Database,
  id: string,
  changes: TestimonialChanges,
  options: ChangeOptions & { expectedVersion?: number } = {},
): Promise<Testimonial | null> {
  return database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', id)
      .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!existing) return null;
    const before = rowToTestimonial(existing);
    // Saved before version history existed: the state about to be replaced is kept first.
    if (!(await latestRevision(trx, 'testimonial', id))) {
      await recordTestimonialRevision(trx, before, 'created', SYSTEM, toIso(existing.updated_at));
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
      const last = await latestRevision(trx, 'testimonial', id);
      throw new VersionConflict(options.expectedVersion, {
        version: before.version,
        actor: last?.actor ?? SYSTEM.actor,
        at: last?.createdAt ?? toIso(existing.updated_at),
      });
    }
    const row = await trx
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
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const testimonial = rowToTestimonial(row);
    await recordTestimonialRevision(trx, testimonial, options.kind ?? 'edited', options.by ?? SYSTEM);
    return testimonial;
  });
}

/** Deletes a testimonial, keeping its last state as a 'deleted' revision. */
export async function deleteTestimonial(database: Database, id: string, options: ChangeOptions = {}): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const result = await trx.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await recordTestimonialRevision(trx, rowToTestimonial(row), 'deleted', options.by ?? SYSTEM);
    return true;
  });
}
