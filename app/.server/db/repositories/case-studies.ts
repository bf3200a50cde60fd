/**
 * Case studies and their children (sections, metrics, processes, media): rows only. Public reads
 * filter on status = 'published' here, so a draft can never leak through a forgotten filter in a
 * route. Writes run inside a change's transaction (app/.server/changes/case-studies.ts), which adds
 * the revision, audit entry, events and cache invalidation (app/.server/changes/pipeline.ts).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type {
  CaseStudy,
  CaseStudyCardFields,
  CaseStudyDetail,
  CaseStudyInput,
  CaseStudyMetric,
  DisplayTestimonial,
} from '../../../lib/case-study.ts';
import { now, storedInstant, toInt } from '../mapping.ts';
import type { DB } from '../schema.ts';
import type { Database } from '../types.ts';
import { deleteChildren, insertChildren, loadDetail } from './case-study-children.ts';
import { caseStudyFields, rowToCaseStudy, rowToMetric } from './case-study-rows.ts';

// `nulls last` is not SQLite-and-PostgreSQL portable; sorting on the null test first is.
const displayOrderIsNull = sql<boolean>`(display_order is null)`;

export async function listPublishedCaseStudies(
  database: Database,
  options: { featured?: boolean; limit?: number } = {},
): Promise<CaseStudy[]> {
  let query = database.db
    .selectFrom('case_studies')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy(displayOrderIsNull)
    .orderBy('display_order')
    .orderBy('created_at', 'desc')
    .orderBy('id');
  if (options.featured !== undefined) query = query.where('featured', '=', options.featured);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(rowToCaseStudy);
}

/**
 * Every published study's card fields, in the list's order: only the columns a card shows, since
 * /use-cases reads them all on every render (issue 19's bench: 306 studies).
 */
export async function listPublishedCaseStudyCards(database: Database): Promise<CaseStudyCardFields[]> {
  const rows = await database.db
    .selectFrom('case_studies')
    .select([
      'id',
      'slug',
      'title',
      'client_name',
      'client_industry',
      'executive_summary',
      'main_image_url',
      'main_image_alt',
    ])
    .where('status', '=', 'published')
    .orderBy(displayOrderIsNull)
    .orderBy('display_order')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    clientName: row.client_name,
    clientIndustry: row.client_industry,
    executiveSummary: row.executive_summary,
    mainImageUrl: row.main_image_url,
    mainImageAlt: row.main_image_alt,
  }));
}

/**
 * The metrics of every published study, by study: one query that needs no list of ids, so it runs
 * beside the cards' own (a study published in between has no metrics on that one render).
 */
export async function listPublishedCaseStudyMetrics(database: Database): Promise<Map<string, CaseStudyMetric[]>> {
  const rows = await database.db
    .selectFrom('case_study_metrics')
    .selectAll()
    .where('case_study_id', 'in', (eb) => eb.selectFrom('case_studies').select('id').where('status', '=', 'published'))
    .orderBy('case_study_id')
    .orderBy('order_index')
    .orderBy('id')
    .execute();
  const byId = new Map<string, CaseStudyMetric[]>();
  for (const row of rows) {
    const metrics = byId.get(row.case_study_id) ?? [];
    metrics.push(rowToMetric(row));
    byId.set(row.case_study_id, metrics);
  }
  return byId;
}

/** SPEC 2.11's order of the dashboard: display order (none last), then most recently updated; the id breaks ties. */
const inDashboardOrder = <QB extends SelectQueryBuilder<DB, 'case_studies', object>>(query: QB): QB =>
  query.orderBy(displayOrderIsNull).orderBy('display_order').orderBy('updated_at', 'desc').orderBy('id') as QB;

/**
 * One page of the dashboard (SPEC 2.11's order: display order, then most recently updated), filtered
 * by status and by search words, each of which must occur in the study's folded search text, and how
 * many studies match in all.
 *
 * The page's ids are found first and its rows read by id afterwards ("late row lookup"): the ids come
 * from the order indexes alone, so a deep page (an offset of thousands) skips index entries instead
 * of whole rows; without it PostgreSQL preferred reading and sorting every study of a status.
 */
export async function listDashboardCaseStudies(
  database: Database,
  options: { words: readonly string[]; status: CaseStudy['status'] | 'all'; offset: number; limit: number },
): Promise<{ caseStudies: CaseStudy[]; matching: number }> {
  let filtered = database.db.selectFrom('case_studies');
  if (options.status !== 'all') filtered = filtered.where('status', '=', options.status);
  for (const word of options.words) {
    // A substring test without LIKE's wildcards, so '%' and '_' in a search are plain characters.
    filtered = filtered.where(
      database.dialect === 'postgres'
        ? sql<boolean>`strpos(search_text, ${word}) > 0`
        : sql<boolean>`instr(search_text, ${word}) > 0`,
    );
  }
  const pageIds = inDashboardOrder(filtered.select('id')).offset(options.offset).limit(options.limit);
  const [rows, count] = await Promise.all([
    inDashboardOrder(database.db.selectFrom('case_studies').selectAll().where('id', 'in', pageIds)).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { caseStudies: rows.map(rowToCaseStudy), matching: toInt(count.count) };
}

/** Every case study, drafts included, in the admin dashboard's order. */
export async function listAllCaseStudies(database: Database): Promise<CaseStudy[]> {
  const rows = await inDashboardOrder(database.db.selectFrom('case_studies').selectAll()).execute();
  return rows.map(rowToCaseStudy);
}

export async function getCaseStudyById(database: Database, id: string): Promise<CaseStudy | null> {
  const row = await database.db.selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToCaseStudy(row) : null;
}

/** The study an intake key created with this external id (ids are the caller's, so per key). */
export async function findCaseStudyByExternalId(
  database: Database,
  intakeKeyId: string,
  externalId: string,
): Promise<CaseStudy | null> {
  const row = await database.db
    .selectFrom('case_studies')
    .selectAll()
    .where('intake_key_id', '=', intakeKeyId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row ? rowToCaseStudy(row) : null;
}

/** The detail page's data, found by slug or by id (SPEC 2.1: the last URL segment may be either). */
export async function getCaseStudyDetail(
  database: Database,
  slugOrId: string,
  options: { publishedOnly: boolean },
): Promise<CaseStudyDetail | null> {
  const row = await database.db
    .selectFrom('case_studies')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
    .$if(options.publishedOnly, (qb) => qb.where('status', '=', 'published'))
    // A slug match wins over an id match, should one study's slug ever equal another's id.
    .orderBy(sql`(slug = ${slugOrId})`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? loadDetail(database.db, rowToCaseStudy(row)) : null;
}

/** The status of the study at /use-cases/{slugOrId} (found as the detail page finds it), or null. */
export async function findCaseStudyStatus(database: Database, slugOrId: string): Promise<CaseStudy['status'] | null> {
  const row = await database.db
    .selectFrom('case_studies')
    .select('status')
    .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
    .orderBy(sql`(slug = ${slugOrId})`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Metrics of many case studies in one query, keyed by case-study id (every requested id gets a list). */
export async function listMetricsForCaseStudies(
  database: Database,
  ids: readonly string[],
): Promise<Map<string, CaseStudyMetric[]>> {
  const byId = new Map<string, CaseStudyMetric[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await database.db
    .selectFrom('case_study_metrics')
    .selectAll()
    .where('case_study_id', 'in', [...new Set(ids)])
    .orderBy('case_study_id')
    .orderBy('order_index')
    .orderBy('id')
    .execute();
  for (const row of rows) byId.get(row.case_study_id)?.push(rowToMetric(row));
  return byId;
}

/** A slug now in use must not keep redirecting to another study. */
async function releaseSlug(db: Kysely<DB>, slug: string): Promise<void> {
  await db.deleteFrom('case_study_slug_redirects').where('old_slug', '=', slug).execute();
}

export interface InsertOptions {
  /** Backdates the row (the seed spreads sample content over past months). */
  now?: string;
  /** The intake key that sent it, whose external ids it shares. */
  intakeKeyId?: string;
  /** A deleted study comes back with its own id, creation date and the version after its last. */
  id?: string;
  createdAt?: string;
  version?: number;
}

/** Inserts a case study and its children; the caller's transaction keeps them together. */
export async function insertCaseStudy(
  database: Database,
  input: CaseStudyInput,
  options: InsertOptions = {},
): Promise<CaseStudyDetail> {
  const at = options.now ? storedInstant(options.now) : now();
  const { publishedAt, externalId } = input.caseStudy;
  const id = options.id ?? crypto.randomUUID();
  await releaseSlug(database.db, input.caseStudy.slug);
  const row = await database.db
    .insertInto('case_studies')
    .values({
      id,
      ...caseStudyFields(input.caseStudy),
      external_id: externalId ?? null,
      intake_key_id: options.intakeKeyId ?? null,
      created_at: options.createdAt ? storedInstant(options.createdAt) : at,
      version: options.version ?? 1,
      updated_at: at,
      published_at: publishedAt ? storedInstant(publishedAt) : input.caseStudy.status === 'published' ? at : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertChildren(database.db, id, input);
  return loadDetail(database.db, rowToCaseStudy(row));
}

/**
 * A study with its children, its row locked until the transaction ends on PostgreSQL, so concurrent
 * saves of one study queue (SQLite has a single writer anyway). Null when it does not exist.
 */
export async function lockCaseStudyDetail(database: Database, id: string): Promise<CaseStudyDetail | null> {
  const row = await database.db
    .selectFrom('case_studies')
    .selectAll()
    .where('id', '=', id)
    .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? loadDetail(database.db, rowToCaseStudy(row)) : null;
}

/**
 * Replaces a study (the `before` state, read in this transaction) and all its children.
 * published_at is only ever filled in (first publication), never moved; a published study whose
 * slug changes keeps its old URL as a redirect.
 */
export async function replaceCaseStudy(
  database: Database,
  before: CaseStudy,
  input: CaseStudyInput,
): Promise<CaseStudyDetail> {
  const { db } = database;
  const fields = caseStudyFields(input.caseStudy);
  const id = before.id;
  const at = now();
  if (before.slug !== fields.slug) {
    await releaseSlug(db, fields.slug);
    if (before.status === 'published') {
      await db
        .insertInto('case_study_slug_redirects')
        .values({ old_slug: before.slug, case_study_id: id, created_at: at })
        .onConflict((oc) => oc.column('old_slug').doUpdateSet({ case_study_id: id, created_at: at }))
        .execute();
    }
  }

  const firstPublication = fields.status === 'published' && before.publishedAt === null;
  const { externalId } = input.caseStudy;
  const row = await db
    .updateTable('case_studies')
    .set({
      ...fields,
      updated_at: at,
      version: before.version + 1,
      ...(firstPublication ? { published_at: at } : {}),
      ...(externalId !== undefined ? { external_id: externalId } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

  await deleteChildren(db, id);
  await insertChildren(db, id, input);
  return loadDetail(db, rowToCaseStudy(row));
}

/** Deletes a case study's row; its children and redirects go with it (foreign keys cascade). */
export async function deleteCaseStudyRow(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('case_studies').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The current slug of the study that used to live at `oldSlug`, or null. */
export async function findSlugRedirect(database: Database, oldSlug: string): Promise<string | null> {
  const row = await database.db
    .selectFrom('case_study_slug_redirects as r')
    .innerJoin('case_studies as c', 'c.id', 'r.case_study_id')
    .select('c.slug')
    .where('r.old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

export async function countCaseStudies(
  database: Database,
): Promise<{ total: number; published: number; drafts: number; featured: number }> {
  const row = await database.db
    .selectFrom('case_studies')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'published').then(1).else(0).end()).as('published'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'draft').then(1).else(0).end()).as('drafts'),
      eb.fn.sum<number>(eb.case().when('featured', '=', true).then(1).else(0).end()).as('featured'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: toInt(row.total),
    published: toInt(row.published),
    drafts: toInt(row.drafts),
    featured: toInt(row.featured),
  };
}

export async function isSlugTaken(database: Database, slug: string, exceptId?: string): Promise<boolean> {
  let query = database.db.selectFrom('case_studies').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Testimonials carried by published case studies that have both a quote and an author, newest first. */
export async function listCaseStudyTestimonials(database: Database): Promise<DisplayTestimonial[]> {
  const rows = await database.db
    .selectFrom('case_studies')
    .select([
      'id',
      'testimonial_quote',
      'testimonial_author',
      'testimonial_title',
      'testimonial_company',
      'testimonial_image',
    ])
    .where('status', '=', 'published')
    .where('testimonial_quote', 'is not', null)
    .where('testimonial_quote', '!=', '')
    .where('testimonial_author', 'is not', null)
    .where('testimonial_author', '!=', '')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: `case-study-${row.id}`,
    quote: row.testimonial_quote ?? '',
    authorName: row.testimonial_author ?? '',
    title: row.testimonial_title ?? '',
    company: row.testimonial_company ?? '',
    image: row.testimonial_image,
  }));
}
