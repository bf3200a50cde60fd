/**
 * The audit log's page (issue 19; docs/decisions/audit-log.md): one keyset page of the filtered log,
 * what each entry acted on (looked up once per entity type for the whole page, never per row), and
 * the people the person filter offers.
 */
import { sql } from 'kysely';
import { listApiKeys } from '../../.server/db/repositories/api-keys.ts';
import { type AuditFilter, listAuditPage } from '../../.server/db/repositories/audit-log.ts';
import { listUsers } from '../../.server/db/repositories/users.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import {
  type AuditKey,
  type AuditQuery,
  type AuditRecord,
  type AuditRow,
  auditHref,
  auditTimeRange,
  describeActor,
  entityKey,
  intakeKeyActor,
  LINKED_ENTITY_TYPES,
  pageNeighbours,
  SCHEDULER_ACTOR,
  toAuditRow,
} from '../../lib/audit-log.ts';
import { ENVIRONMENT_PRINCIPAL } from '../intake/keys.server.ts';
import { actorLabel } from './audit-copy.ts';

/** Where each linkable entity type lives, and the column that names it now. */
export const SUBJECT_TABLES: Record<string, { table: string; name: string }> = {
  case_study: { table: 'case_studies', name: 'title' },
  testimonial: { table: 'testimonials', name: 'author_name' },
  user: { table: 'users', name: 'email' },
  staff_invitation: { table: 'staff_invitations', name: 'email' },
  api_key: { table: 'api_keys', name: 'name' },
  contact_message: { table: 'contact_messages', name: 'name' },
  lead: { table: 'leads', name: 'email' },
  webhook_endpoint: { table: 'webhook_endpoints', name: 'url' },
  page: { table: 'pages', name: 'title' },
};

/**
 * The current name of every linkable entity the entries acted on that still exists, keyed by
 * entityKey(type, id): one `select … where id in (…)` per entity type present.
 */
export async function findSubjects(database: Database, entries: readonly AuditRecord[]): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.entityType || !entry.entityId || !LINKED_ENTITY_TYPES.includes(entry.entityType)) continue;
    const ids = idsByType.get(entry.entityType) ?? new Set<string>();
    ids.add(entry.entityId);
    idsByType.set(entry.entityType, ids);
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const source = SUBJECT_TABLES[type];
      if (!source) return;
      const { rows } = await sql<{ id: string; name: string | null }>`select id, ${sql.ref(source.name)} as name
        from ${sql.table(source.table)} where id in (${sql.join([...ids])})`.execute(database.db);
      for (const row of rows) found.set(entityKey(type, row.id), row.name ?? '');
    }),
  );
  return found;
}

/** The repository's filter for a query: the date range as instants of the staff member's days. */
export function auditFilter(query: AuditQuery, timeZone: string): AuditFilter {
  const { since, until } = auditTimeRange(query, timeZone);
  return { actor: query.actor, action: query.action, since, until };
}

export interface PersonOption {
  value: string;
  label: string;
}

/**
 * The person filter's choices: every staff account, every intake key (revoked ones too: their calls
 * stay in the log), the environment's key when one is set, and the scheduler. A person the URL
 * names who is none of these (a deleted account) is listed too, so the filter shows what it filters.
 */
export async function listPeople(
  services: Pick<Services, 'database' | 'config'>,
  current: string | null,
): Promise<PersonOption[]> {
  const [users, keys] = await Promise.all([listUsers(services.database), listApiKeys(services.database)]);
  const actors = [
    ...users.map((user) => user.email).toSorted(),
    ...(services.config.intakeApiKey ? [intakeKeyActor(ENVIRONMENT_PRINCIPAL.name)] : []),
    ...keys.map((key) => intakeKeyActor(key.name)).toSorted(),
    SCHEDULER_ACTOR,
  ];
  if (current && !actors.includes(current)) actors.push(current);
  return [...new Set(actors)].map((actor) => ({ value: actor, label: actorLabel(describeActor(actor)) }));
}

export interface AuditPageData {
  rows: AuditRow[];
  /** Links to the neighbouring pages, or null at either end. */
  previous: string | null;
  next: string | null;
}

export const rowKey = (row: { createdAt: string; id: string }): AuditKey => ({ createdAt: row.createdAt, id: row.id });

/** One page of the filtered log, newest first, with the links to its neighbours. */
export async function loadAuditPage(
  services: Pick<Services, 'database'>,
  query: AuditQuery,
  timeZone: string,
  pageSize: number,
): Promise<AuditPageData> {
  const { database } = services;
  const page = await listAuditPage(database, {
    filter: auditFilter(query, timeZone),
    after: query.after,
    before: query.before,
    limit: pageSize,
  });
  const subjects = await findSubjects(database, page.entries);
  const rows = page.entries.map((entry) => toAuditRow(entry, subjects));
  const { hasPrevious, hasNext } = pageNeighbours(query, page.hasMore);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    previous: hasPrevious && first ? auditHref(query, { before: rowKey(first) }) : null,
    next: hasNext && last ? auditHref(query, { after: rowKey(last) }) : null,
  };
}
