/**
 * The change pipeline (DESIGN 9; docs/decisions/change-pipeline.md). Every change staff, visitors,
 * intake keys or jobs make goes through `commitChange`: the work writes its rows in one transaction
 * and says which record changed and how (`change.record`); what follows is then written by the
 * pipeline in that same transaction, as the record's kind declares it once (kinds.ts):
 *
 * - its revision (the whole record, who, what kind of change), for kinds with history;
 * - its audit entry, from the one list of actions (app/lib/audit-log.ts);
 * - its webhook events and outbox e-mails;
 *
 * and after the commit, one step invalidates the cached pages that show it. So a change and
 * everything that follows from it exist together or not at all, and nobody writes a revision, an
 * audit row or an event, or drops the page cache, by hand. Repositories only read and write rows.
 */
import type { AuditAction } from '../../lib/audit-log.ts';
import type { WebhookEvent } from '../../lib/webhooks/events.ts';
import { type AuditEntry, recordAudit } from '../db/repositories/audit-log.ts';
import { bumpCacheVersion } from '../db/repositories/cache-versions.ts';
import { type EmailInput, enqueueEmail } from '../db/repositories/outbox.ts';
import { latestRevision, type RevisionKind, recordRevision, VersionConflict } from '../db/repositories/revisions.ts';
import { enqueueWebhookEvent } from '../db/repositories/webhooks.ts';
import type { RevisionEntityType } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';

/**
 * Who made a change: a staff member (e-mail and id) and the address they acted from, an intake key,
 * a job ('Scheduler') or nobody named ('System': scripts, tests, the seed).
 */
export interface Actor {
  actor: string;
  userId?: string | null;
  ip?: string | null | undefined;
}

/** The author of a change nobody named (scripts, tests, the seed). */
export const SYSTEM: Actor = { actor: 'System' };

/** A signed-in staff member as the author of a change. */
export const staffActor = (staff: { userId: string; email: string }, ip?: string | null): Actor => ({
  actor: staff.email,
  userId: staff.userId,
  ip: ip ?? null,
});

/** The caches a change can make stale; 'public' is every cached public page. */
export type CacheScope = 'public';

/** A record's state before and after one change: `before` null for a creation, `after` null for a deletion. */
export interface Transition<R> {
  before: R | null;
  after: R | null;
}

/** An event to send to the endpoints that subscribe to it, with the record as its `data`. */
export interface EventDraft {
  type: WebhookEvent;
  data: unknown;
  /** When it happened (ISO); defaults to now. */
  at?: string;
}

/** What follows a change of one kind of record, declared once per kind (kinds.ts). */
export interface RecordKind<R> {
  /** The audit log's and the revisions' entity type. */
  entityType: string;
  idOf(record: R): string;
  /** Kinds with history: the version a state is at, and the snapshot kept as its revision. */
  history?: {
    versionOf(record: R): number;
    snapshotOf?(record: R): unknown;
    /** Who and what the first revision of a record saved before history existed is attributed to. */
    baseline?(database: Database, record: R): Promise<{ revision: RevisionKind; by: Actor; at?: string }>;
  };
  /** What the audit entry says about the record, besides what the change itself adds. */
  auditDetails?(transition: Transition<R>): Record<string, unknown>;
  /** The webhook events the change causes. */
  events?(transition: Transition<R>): EventDraft[];
  /** The caches that show records of this kind. */
  shownIn?(transition: Transition<R>): readonly CacheScope[];
}

export interface RecordedChange<R> extends Transition<R> {
  by: Actor;
  /** The audit entry's action; null writes none (a visitor's submission is not a studio action). */
  action: AuditAction | null;
  /** What the revision calls the change (kinds with history; required when a state was written). */
  revision?: RevisionKind;
  /** Added to the kind's own audit details (e.g. which editor saved), or made from the transition. */
  details?: Record<string, unknown> | ((transition: Transition<R>) => Record<string, unknown>);
  /** When it happened (ISO): a job with its own clock passes its time; defaults to now. */
  at?: string;
  /** Left out: the request being served, if any; null: no request asked for it (a job). */
  requestId?: string | null;
  /** E-mails the change sends, queued in its transaction (the outbox delivers them after commit). */
  emails?: readonly EmailInput[];
}

/** What a caller of a kind's change functions says about it: who, what the History tab calls it, the audit action and extra details. */
export interface ChangeMeta<R> {
  by?: Actor;
  kind?: RevisionKind;
  /** null or left out: no audit entry (the seed, tests, a visitor's submission). */
  action?: AuditAction | null;
  details?: RecordedChange<R>['details'];
}

/** An audit entry that is no record's change: a sign-in, an export, a refused intake call. */
export interface AuditEvent {
  action: AuditAction;
  entityType?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown>;
  at?: string;
  requestId?: string | null;
}

/** The transaction a change runs in, and how it says what changed. */
export interface Change {
  /** The database, scoped to the change's transaction: write the rows with it. */
  readonly database: Database;
  record<R>(kind: RecordKind<R>, change: RecordedChange<R>): Promise<void>;
  /**
   * Keeps a record saved before version history existed as its first revision, before it is
   * changed, so that state can be restored too. Does nothing when the record has revisions.
   */
  keepBaseline<R>(kind: RecordKind<R>, record: R): Promise<void>;
  /**
   * Refuses a save based on `expectedVersion` when `record` (read locked in this change) is at
   * another: a VersionConflict naming who saved last and when (`otherwise` when no revision says).
   * Nothing is written then. No `expectedVersion`, no check.
   */
  refuseStale<R>(
    kind: RecordKind<R>,
    record: R,
    expectedVersion: number | undefined,
    otherwise: { actor: string; at: string },
  ): Promise<void>;
  audit(by: Actor, event: AuditEvent): Promise<AuditEntry>;
  email(input: EmailInput): Promise<void>;
  /** A cache the change makes stale that no recorded kind declares (e.g. rows changed in bulk). */
  invalidate(scope: CacheScope): void;
}

export interface ChangeServices {
  database: Database;
  /** Where a failed invalidation is reported; without one (scripts, tests) the failure is thrown. */
  logger?: Pick<Logger, 'error'> | undefined;
  /** This process's page cache; absent (scripts, tests) the shared cache version is bumped instead. */
  pageCache?: { invalidate(): Promise<void> } | undefined;
  /**
   * This process's share-image trigger (app/.server/share-images/trigger.ts): told after the commit
   * which records a change that the public pages show wrote, so their cards are made at once.
   * Absent (scripts, tests), the scheduler's tick makes them.
   */
  shareImages?: { nudge(records: readonly { entityType: string; entityId: string }[]): void } | undefined;
}

/** Where a change is made: the services of a process, or a database alone (scripts, the seed, tests). */
export type ChangeTarget = ChangeServices | Database;

const servicesOf = (target: ChangeTarget): ChangeServices => ('db' in target ? { database: target } : target);

function audit(database: Database, by: Actor, event: AuditEvent): Promise<AuditEntry> {
  return recordAudit(database, {
    userId: by.userId ?? null,
    actor: by.actor,
    action: event.action,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    details: event.details ?? {},
    ip: by.ip ?? null,
    ...(event.requestId !== undefined ? { requestId: event.requestId } : {}),
    ...(event.at !== undefined ? { createdAt: event.at } : {}),
  });
}

async function writeRevision<R>(
  database: Database,
  kind: RecordKind<R>,
  subject: R,
  revision: { revision: RevisionKind; by: Actor; at?: string | undefined },
): Promise<void> {
  if (!kind.history) return;
  await recordRevision(database.db, {
    entityType: kind.entityType as RevisionEntityType,
    entityId: kind.idOf(subject),
    version: kind.history.versionOf(subject),
    kind: revision.revision,
    snapshot: kind.history.snapshotOf ? kind.history.snapshotOf(subject) : subject,
    by: revision.by,
    ...(revision.at !== undefined ? { at: revision.at } : {}),
  });
}

async function keepBaseline<R>(database: Database, kind: RecordKind<R>, subject: R): Promise<void> {
  if (!kind.history?.baseline) return;
  if (await latestRevision(database.db, kind.entityType as RevisionEntityType, kind.idOf(subject))) return;
  await writeRevision(database, kind, subject, await kind.history.baseline(database, subject));
}

async function refuseStale<R>(
  database: Database,
  kind: RecordKind<R>,
  subject: R,
  expectedVersion: number | undefined,
  otherwise: { actor: string; at: string },
): Promise<void> {
  const version = kind.history?.versionOf(subject);
  if (expectedVersion === undefined || version === undefined || expectedVersion === version) return;
  const last = await latestRevision(database.db, kind.entityType as RevisionEntityType, kind.idOf(subject));
  throw new VersionConflict(expectedVersion, {
    version,
    actor: last?.actor ?? otherwise.actor,
    at: last?.createdAt ?? otherwise.at,
  });
}

/** What a save of a record in status `before` (null: a new one) into `after` was, when the caller did not say. */
export function revisionOfSave(before: string | null, after: string): RevisionKind {
  if (before === null) return 'created';
  if (before === after) return 'edited';
  if (after === 'published') return 'published';
  if (after === 'archived') return 'archived';
  return 'unpublished';
}

/** What a change made stale, and the records it wrote that the public pages show. */
interface Stale {
  scopes: Set<CacheScope>;
  shown: { entityType: string; entityId: string }[];
}

async function record<R>(
  database: Database,
  stale: Stale,
  kind: RecordKind<R>,
  change: RecordedChange<R>,
): Promise<void> {
  const subject = change.after ?? change.before;
  if (subject === null) throw new Error(`a ${kind.entityType} change needs a state before or after it`);
  const id = kind.idOf(subject);

  if (kind.history) {
    if (change.revision === undefined) throw new Error(`a ${kind.entityType} change must say what kind it is`);
    await writeRevision(database, kind, subject, { revision: change.revision, by: change.by, at: change.at });
  }
  if (change.action !== null) {
    await audit(database, change.by, {
      action: change.action,
      entityType: kind.entityType,
      entityId: id,
      details: {
        ...kind.auditDetails?.(change),
        ...(typeof change.details === 'function' ? change.details(change) : change.details),
      },
      ...(change.at !== undefined ? { at: change.at } : {}),
      ...(change.requestId !== undefined ? { requestId: change.requestId } : {}),
    });
  }
  for (const event of kind.events?.(change) ?? []) {
    await enqueueWebhookEvent(database, event.type, event.data, event.at === undefined ? {} : { now: event.at });
  }
  for (const email of change.emails ?? []) await enqueueEmail(database, email);
  const scopes = kind.shownIn?.(change) ?? [];
  for (const scope of scopes) stale.scopes.add(scope);
  if (scopes.length > 0 && change.after !== null) stale.shown.push({ entityType: kind.entityType, entityId: id });
}

/** Drops what a committed change made stale; a failure is logged: the change itself stands. */
async function invalidate(services: ChangeServices, stale: ReadonlySet<CacheScope>): Promise<void> {
  for (const scope of stale) {
    try {
      if (services.pageCache) await services.pageCache.invalidate();
      else await bumpCacheVersion(services.database, scope);
    } catch (error) {
      if (!services.logger) throw error;
      services.logger.error({ err: error, scope }, 'could not invalidate cached pages after a change');
    }
  }
}

/**
 * Runs `work` in one transaction (or in the caller's, when it is already inside one) with what
 * follows its changes, then invalidates the caches they made stale. What `work` returns is returned;
 * if it throws, nothing it or the pipeline wrote is kept and nothing is invalidated.
 */
export async function commitChange<T>(target: ChangeTarget, work: (change: Change) => Promise<T>): Promise<T> {
  const services = servicesOf(target);
  const stale: Stale = { scopes: new Set(), shown: [] };
  const run = (database: Database) =>
    work({
      database,
      record: (kind, change) => record(database, stale, kind, change),
      keepBaseline: (kind, subject) => keepBaseline(database, kind, subject),
      refuseStale: (kind, subject, expected, otherwise) => refuseStale(database, kind, subject, expected, otherwise),
      audit: (by, event) => audit(database, by, event),
      email: async (input) => {
        await enqueueEmail(database, input);
      },
      invalidate: (scope) => stale.scopes.add(scope),
    });
  const { database } = services;
  const result = database.db.isTransaction
    ? await run(database)
    : await database.db.transaction().execute((trx) => run({ ...database, db: trx }));
  await invalidate(services, stale.scopes);
  if (stale.shown.length > 0) services.shareImages?.nudge(stale.shown);
  return result;
}

/** How a kind's rows are read locked and deleted, for `deleteRecord`. */
export interface RowRemoval<R> {
  lock(database: Database, id: string): Promise<R | null>;
  remove(database: Database, id: string): Promise<boolean>;
}

/**
 * Deletes a record as a change: its last state, read locked, is what the revision ('deleted', from
 * which a kind with history can restore it) and the audit entry keep. False when it did not exist.
 */
export function deleteRecord<R>(
  target: ChangeTarget,
  kind: RecordKind<R>,
  rows: RowRemoval<R>,
  id: string,
  options: { by?: Actor | undefined; action?: AuditAction | null | undefined } = {},
): Promise<boolean> {
  return commitChange(target, async (change) => {
    const before = await rows.lock(change.database, id);
    if (!before || !(await rows.remove(change.database, id))) return false;
    await change.record(kind, {
      before,
      after: null,
      by: options.by ?? SYSTEM,
      revision: 'deleted',
      action: options.action ?? null,
    });
    return true;
  });
}

/**
 * Stores a new record that has no author to name (a visitor's submission) with what its kind and
 * the given e-mails make follow: one change, so the record never exists without them.
 */
export function storeRecord<R, Input>(
  target: ChangeTarget,
  kind: RecordKind<R>,
  insert: (database: Database, input: Input) => Promise<R>,
  input: Input,
  emails?: (record: R) => readonly EmailInput[],
): Promise<R> {
  return commitChange(target, async (change) => {
    const after = await insert(change.database, input);
    await change.record(kind, { before: null, after, by: SYSTEM, action: null, emails: emails?.(after) ?? [] });
    return after;
  });
}

/** An audit entry on its own (a sign-in, an export): the pipeline's smallest change. */
export function auditEvent(target: ChangeTarget, by: Actor, event: AuditEvent): Promise<AuditEntry> {
  return commitChange(target, (change) => change.audit(by, event));
}
