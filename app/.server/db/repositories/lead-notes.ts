/**
 * A lead's pipeline (status, owner, follow-up, why it was lost) as its submission's row holds it,
 * and its timeline (`lead_notes`): notes, and who changed the pipeline and when. The change that
 * writes them together is app/.server/changes/leads.ts.
 */
import type { Selectable } from 'kysely';
import type {
  LeadStatus,
  LostReason,
  PipelineField,
  PipelineState,
  SubmissionRef,
  SubmissionSource,
  TimelineEntry,
} from '../../../lib/lead-pipeline.ts';
import { fromJson, now, toIso, toJson } from '../mapping.ts';
import type { LeadNotesTable } from '../schema.ts';
import type { Database } from '../types.ts';

const TABLES = { contact: 'contact_messages', lead: 'leads' } as const satisfies Record<SubmissionSource, string>;

/** A submission as the pipeline's change and its `lead.updated` event see it. */
export interface PipelineRecord extends PipelineState {
  source: SubmissionSource;
  id: string;
  kind: 'contact' | 'roi_email' | 'lead_intake' | 'process_assessment';
  name: string | null;
  email: string;
  company: string | null;
}

/** A submission's pipeline after a change, with what the change was (the event and the audit say it). */
export interface PipelineChange extends PipelineRecord {
  /** The owner's e-mail, so the event and the timeline name them. */
  ownerEmail: string | null;
  changes: PipelineField[];
}

/** The submission's pipeline, read locked (in a change's transaction) on PostgreSQL; null when it does not exist. */
export async function lockPipeline(database: Database, ref: SubmissionRef): Promise<PipelineRecord | null> {
  const columns = [
    'id',
    'name',
    'email',
    'company',
    'pipeline_status',
    'owner_id',
    'follow_up_on',
    'lost_reason',
    'lost_note',
  ] as const;
  const row =
    ref.source === 'contact'
      ? await database.db
          .selectFrom('contact_messages')
          .select(columns)
          .select((eb) => eb.val('contact').as('kind'))
          .where('id', '=', ref.id)
          .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst()
      : await database.db
          .selectFrom('leads')
          .select(columns)
          .select('kind')
          .where('id', '=', ref.id)
          .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
  if (!row) return null;
  return {
    source: ref.source,
    id: row.id,
    kind: row.kind as PipelineRecord['kind'],
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.pipeline_status,
    ownerId: row.owner_id,
    followUpOn: row.follow_up_on,
    lostReason: row.lost_reason,
    lostNote: row.lost_note,
  };
}

export async function writePipeline(database: Database, ref: SubmissionRef, state: PipelineState): Promise<void> {
  await database.db
    .updateTable(TABLES[ref.source])
    .set({
      pipeline_status: state.status,
      owner_id: state.ownerId,
      follow_up_on: state.followUpOn,
      lost_reason: state.lostReason,
      lost_note: state.lostNote,
    })
    .where('id', '=', ref.id)
    .execute();
}

/** A timeline entry to add: what it says (without id, author and time, which are given here). */
export type NewTimelineEntry = TimelineEntry extends infer E
  ? E extends TimelineEntry
    ? Omit<E, 'id' | 'author' | 'createdAt'>
    : never
  : never;

export async function addTimelineEntry(
  database: Database,
  ref: SubmissionRef,
  author: { actor: string; userId?: string | null },
  entry: NewTimelineEntry,
  at: { at: string; position: number } = { at: now(), position: 0 },
): Promise<void> {
  const { entry: type, ...rest } = entry;
  const { body, ...details } = rest as { body?: string } & Record<string, unknown>;
  await database.db
    .insertInto('lead_notes')
    .values({
      id: crypto.randomUUID(),
      submission_type: ref.source,
      submission_id: ref.id,
      entry: type,
      author_id: author.userId ?? null,
      author: author.actor,
      body: body ?? null,
      details: toJson(details),
      created_at: at.at,
      position: at.position,
    })
    .execute();
}

const rowToEntry = (row: Selectable<LeadNotesTable>): TimelineEntry => {
  const base = { id: row.id, author: row.author, createdAt: toIso(row.created_at) };
  const details = fromJson<Record<string, unknown>>(row.details, {});
  switch (row.entry) {
    case 'note':
      return { ...base, entry: 'note', body: row.body ?? '' };
    case 'status':
      return {
        ...base,
        entry: 'status',
        from: details.from as LeadStatus,
        to: details.to as LeadStatus,
        lostReason: (details.lostReason as LostReason | null | undefined) ?? null,
        lostNote: (details.lostNote as string | null | undefined) ?? null,
      };
    default:
      return {
        ...base,
        entry: row.entry,
        from: (details.from as string | null | undefined) ?? null,
        to: (details.to as string | null | undefined) ?? null,
      };
  }
};

/** The timelines of these submissions, oldest entry first, by `source:id`. */
export async function listTimelines(
  database: Database,
  refs: readonly SubmissionRef[],
): Promise<Map<string, TimelineEntry[]>> {
  const timelines = new Map<string, TimelineEntry[]>();
  for (const source of ['contact', 'lead'] as const) {
    const ids = refs.filter((ref) => ref.source === source).map((ref) => ref.id);
    // In chunks, so a long inbox never exceeds a statement's parameter limit.
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await database.db
        .selectFrom('lead_notes')
        .selectAll()
        .where('submission_type', '=', source)
        .where('submission_id', 'in', ids.slice(start, start + 500))
        .orderBy('created_at')
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const key = `${source}:${row.submission_id}`;
        const list = timelines.get(key) ?? [];
        list.push(rowToEntry(row));
        timelines.set(key, list);
      }
    }
  }
  return timelines;
}

/** Every submission's pipeline, by `source:id` (the inbox lists them all: issue 31's paging replaces this). */
export async function listPipelines(database: Database): Promise<Map<string, PipelineState>> {
  const columns = ['id', 'pipeline_status', 'owner_id', 'follow_up_on', 'lost_reason', 'lost_note'] as const;
  const [contacts, leads] = await Promise.all([
    database.db.selectFrom('contact_messages').select(columns).execute(),
    database.db.selectFrom('leads').select(columns).execute(),
  ]);
  const pipelines = new Map<string, PipelineState>();
  for (const [source, rows] of [
    ['contact', contacts],
    ['lead', leads],
  ] as const) {
    for (const row of rows) {
      pipelines.set(`${source}:${row.id}`, {
        status: row.pipeline_status,
        ownerId: row.owner_id,
        followUpOn: row.follow_up_on,
        lostReason: row.lost_reason,
        lostNote: row.lost_note,
      });
    }
  }
  return pipelines;
}
