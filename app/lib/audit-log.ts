/**
 * The audit log on screen (issue 19; docs/decisions/audit-log.md): the closed list of actions, the
 * page's query as it lives in the URL (person, action, a date range in whole days of the staff
 * member's time zone, a keyset cursor), and what an entry shows: who acted and what it acted on.
 *
 * The database pages the log newest first on (created_at, id). A cursor is the key of the row a page
 * continues from: `after` (older rows: the next page) or `before` (newer rows: the previous page).
 * It is opaque to people (base64url) and checked when read back: a mangled one is ignored.
 */
import { isFixedWidthInstant } from './instant.ts';
import { wallTimeToUtc } from './time-zone.ts';

export const AUDIT_PAGE_SIZE = 50;

/**
 * Every action the application writes to the log, in the order the action filter lists them: the
 * one list. The change pipeline (app/.server/changes/pipeline.ts) writes only these, and the copy
 * (app/features/audit-log/audit-copy.ts) is keyed by them, so an action cannot be added in one place alone.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'case_study.created',
  'case_study.updated',
  'case_study.deleted',
  'case_study.version_restored',
  'case_study.undeleted',
  'case_study.published_on_schedule',
  'case_study.publication_skipped',
  'testimonial.created',
  'testimonial.updated',
  'testimonial.deleted',
  'testimonial.version_restored',
  'page.created',
  'page.updated',
  'page.deleted',
  'page.version_restored',
  'page.published_on_schedule',
  'site_settings.updated',
  'site_settings.version_restored',
  'navigation.updated',
  'navigation.version_restored',
  'redirects.updated',
  'redirects.imported',
  'redirects.version_restored',
  'roi_model.saved',
  'roi_model.version_restored',
  'roi_model.published',
  'roi_model.publish_scheduled',
  'roi_model.publish_unscheduled',
  'roi_model.published_on_schedule',
  'review.requested',
  'review.revoked',
  'review.commented',
  'review.replied',
  'review.approved',
  'review.changes_requested',
  'review.approval_setting_changed',
  'review.comments_exported',
  'message.status_changed',
  'messages.exported',
  'lead.updated',
  'person.exported',
  'person.erased',
  'lead.retention_changed',
  'leads.retention_applied',
  'image.uploaded',
  'staff.invited',
  'staff.invitation_resent',
  'staff.invitation_revoked',
  'staff.invitation_accepted',
  'staff.deactivated',
  'staff.reactivated',
  'staff.role_changed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.enabled',
  'webhook.disabled',
  'webhook.deleted',
  'webhook.test_sent',
  'webhook.redelivered',
  'webhook.disabled_after_failures',
  'intake.case_study_created',
  'intake.case_study_existing',
  'intake.request_replayed',
  'intake.request_rejected',
  'audit.exported',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

export const isAuditAction = (value: unknown): value is AuditAction => typeof value === 'string' && ACTIONS.has(value);

/** The actor of the scheduler's own changes (scheduled publishing), as in the revisions' history. */
export const SCHEDULER_ACTOR = 'Scheduler';
/** Who wrote what a database starts with: the seeded copy pages (app/.server/db/seed-pages.ts). */
export const SITE_SETUP_ACTOR = 'Site setup';
/** Intake calls are written as 'api:<key name>' (app/features/intake/audit.server.ts). */
const INTAKE_PREFIX = 'api:';
const ANONYMOUS_INTAKE_ACTOR = 'api:anonymous';
/** A client reviewer (issue 30) is written as 'client:<their e-mail>'. */
const CLIENT_PREFIX = 'client:';

/** The actor's audit_log value for what a client reviewer did through their review link. */
export const clientReviewerActor = (email: string): string => `${CLIENT_PREFIX}${email}`;

/** The actor's audit_log value for calls made with an intake key of this name. */
export const intakeKeyActor = (keyName: string): string => `${INTAKE_PREFIX}${keyName}`;

export type ActorKind = 'staff' | 'intake_key' | 'intake_without_key' | 'scheduler' | 'system' | 'client';

export interface AuditActor {
  kind: ActorKind;
  /** What to show: the e-mail, the key's name, 'Scheduler'; empty for a call without a key. */
  name: string;
}

/** Who an `actor` value is: a staff e-mail (or the e-mail a failed sign-in tried), an intake key, the scheduler. */
export function describeActor(actor: string): AuditActor {
  if (actor === SCHEDULER_ACTOR) return { kind: 'scheduler', name: SCHEDULER_ACTOR };
  if (actor === ANONYMOUS_INTAKE_ACTOR) return { kind: 'intake_without_key', name: '' };
  if (actor.startsWith(INTAKE_PREFIX)) return { kind: 'intake_key', name: actor.slice(INTAKE_PREFIX.length) };
  if (actor.startsWith(CLIENT_PREFIX)) return { kind: 'client', name: actor.slice(CLIENT_PREFIX.length) };
  if (actor.toLowerCase() === 'system' || actor === SITE_SETUP_ACTOR) return { kind: 'system', name: actor };
  return { kind: 'staff', name: actor };
}

// ---------------------------------------------------------------------------------------------
// The query in the URL

export interface AuditKey {
  /** ISO instant, milliseconds, UTC: how the log's timestamps are written. */
  createdAt: string;
  id: string;
}

export interface AuditQuery {
  /** An exact `actor` value: a staff e-mail, 'api:<key name>', 'Scheduler'. */
  actor: string | null;
  action: AuditAction | null;
  /** First and last day shown ('2026-11-20'), whole days in the staff member's time zone. */
  from: string | null;
  to: string | null;
  /** The page of rows older than this key (Next). */
  after: AuditKey | null;
  /** The page of rows newer than this key (Previous). */
  before: AuditKey | null;
}

export const EMPTY_AUDIT_QUERY: AuditQuery = {
  actor: null,
  action: null,
  from: null,
  to: null,
  after: null,
  before: null,
};

const ROW_ID = /^[A-Za-z0-9-]{1,64}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// No control characters in a person's value (an e-mail or a key name never has any).
const CONTROL = /\p{Cc}/u;

/** A cursor's text as base64url (the inbox's cursors too: lib/inbox-query.ts). */
export function toBase64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
}

/** A row's key as the cursor in a page link. */
export const encodeAuditCursor = (key: AuditKey): string => toBase64Url(`${key.createdAt} ${key.id}`);

/** The key a cursor names; null for anything that is not a cursor this page made. */
export function decodeAuditCursor(cursor: string | null | undefined): AuditKey | null {
  if (!cursor || cursor.length > 200) return null;
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  const space = text.indexOf(' ');
  const createdAt = text.slice(0, space);
  const id = text.slice(space + 1);
  // Compared with stored instants, as text on SQLite: only the stored form will do.
  if (space < 0 || !isFixedWidthInstant(createdAt) || !ROW_ID.test(id)) return null;
  return { createdAt, id };
}

/** A calendar day 'YYYY-MM-DD' (what a date input sends), or null. */
export function parseDay(value: string | null | undefined): string | null {
  const match = DAY.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return match[0];
}

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

function parseActor(value: string | null): string | null {
  const actor = value?.trim() ?? '';
  return actor === '' || actor.length > 320 || CONTROL.test(actor) ? null : actor;
}

/** The page's query from its URL. Whatever is not valid is left out: the page never fails on a bad link. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const action = params.get('action');
  const after = decodeAuditCursor(params.get('after'));
  return {
    actor: parseActor(params.get('actor')),
    action: isAuditAction(action) ? action : null,
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
    after,
    // One direction at a time; a link never carries both.
    before: after ? null : decodeAuditCursor(params.get('before')),
  };
}

/** True when a filter narrows the log (the cursor is a position, not a filter). */
export const isFiltered = (query: AuditQuery): boolean =>
  Boolean(query.actor || query.action || query.from || query.to);

/** The filters as URL parameters, without defaults: the page's links and the CSV link share them. */
export function auditFilterParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.actor) params.set('actor', query.actor);
  if (query.action) params.set('action', query.action);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

const withSearch = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The page for these filters: the newest entries, or the ones older (`after`) or newer (`before`) than a row. */
export function auditHref(query: AuditQuery, position: { after?: AuditKey; before?: AuditKey } = {}): string {
  const params = auditFilterParams(query);
  if (position.after) params.set('after', encodeAuditCursor(position.after));
  else if (position.before) params.set('before', encodeAuditCursor(position.before));
  return withSearch('/admin/audit', params);
}

/** Every entry these filters match, as CSV. */
export const auditCsvHref = (query: AuditQuery): string => withSearch('/admin/audit.csv', auditFilterParams(query));

/**
 * The date range as instants: from the first day's midnight in `timeZone` (inclusive) to the
 * midnight after the last day (exclusive). A DST change inside the range is no matter: each end is
 * read in the zone on its own day.
 */
export function auditTimeRange(
  query: Pick<AuditQuery, 'from' | 'to'>,
  timeZone: string,
): { since: string | null; until: string | null } {
  return {
    since: query.from ? wallTimeToUtc(`${query.from}T00:00`, timeZone) : null,
    until: query.to ? wallTimeToUtc(`${nextDay(query.to)}T00:00`, timeZone) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Paging

/**
 * Which neighbours a page has. The database is asked for one row more than a page; `extra` says
 * whether it came. Going forward (no cursor, or `after`) the extra row means a next page; going back
 * (`before`) it means a previous one. The other direction exists because the cursor came from a row there.
 */
export function pageNeighbours(query: Pick<AuditQuery, 'after' | 'before'>, extra: boolean) {
  if (query.before) return { hasPrevious: extra, hasNext: true };
  return { hasPrevious: query.after !== null, hasNext: extra };
}

// ---------------------------------------------------------------------------------------------
// What an entry acted on

/** The studio page where an entity of each type is managed: where "what it acted on" links to. */
const ENTITY_PAGES: Record<string, (id: string) => string> = {
  case_study: (id) => `/admin/case-studies/edit/${encodeURIComponent(id)}`,
  // Its form, where the Client review panel sits too (issue 30).
  testimonial: (id) => `/admin/testimonials?edit=${encodeURIComponent(id)}`,
  user: () => '/admin/staff',
  staff_invitation: () => '/admin/staff',
  api_key: () => '/admin/api-keys',
  contact_message: () => '/admin/messages',
  lead: () => '/admin/messages',
  webhook_endpoint: (id) => `/admin/webhooks/${encodeURIComponent(id)}`,
  page: (id) => `/admin/pages/edit/${encodeURIComponent(id)}`,
};

/** The entity types that can be linked, and so are looked up (one query per type, per page). */
export const LINKED_ENTITY_TYPES = Object.keys(ENTITY_PAGES);

export const entityKey = (type: string, id: string): string => `${type}:${id}`;

/** The fields of an entry's details that name what it acted on, in order of preference. */
const NAME_DETAILS = ['title', 'authorName', 'name', 'email', 'key'] as const;

function nameFromDetails(details: Record<string, unknown>): string | null {
  for (const field of NAME_DETAILS) {
    const value = details[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

export interface AuditSubject {
  type: string;
  id: string | null;
  /** Its name now when it still exists, else as the entry recorded it, else the start of its id. */
  name: string;
  /** Its studio page, when it still exists and has one. */
  href: string | null;
  /** A linkable entity that no longer exists. */
  gone: boolean;
}

/** An audit entry as the repository returns it (app/.server/db/repositories/audit-log.ts). */
export interface AuditRecord {
  id: string;
  /** A readable name of who acted (an e-mail, 'Scheduler', 'api:<key name>'), kept after the user is gone. */
  actor: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface AuditRow {
  id: string;
  createdAt: string;
  actor: AuditActor;
  /** The raw code ('case_study.updated'), shown with its label. */
  action: string;
  subject: AuditSubject | null;
  ip: string | null;
  requestId: string | null;
  details: Record<string, unknown>;
}

/**
 * An entry as a row of the page. `existing` maps entityKey(type, id) to the current name of each
 * linked entity that still exists (looked up for the whole page at once).
 */
export function toAuditRow(entry: AuditRecord, existing: ReadonlyMap<string, string>): AuditRow {
  let subject: AuditSubject | null = null;
  if (entry.entityType) {
    const page = ENTITY_PAGES[entry.entityType];
    const id = entry.entityId;
    const current = id ? existing.get(entityKey(entry.entityType, id)) : undefined;
    subject = {
      type: entry.entityType,
      id,
      name: current || nameFromDetails(entry.details) || (id ? id.slice(0, 8) : ''),
      href: page && id && current !== undefined ? page(id) : null,
      gone: Boolean(page && id && current === undefined),
    };
  }
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    actor: describeActor(entry.actor),
    action: entry.action,
    subject,
    ip: entry.ip,
    requestId: entry.requestId,
    details: entry.details,
  };
}
