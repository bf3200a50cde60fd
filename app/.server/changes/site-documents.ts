/**
 * What follows a change of a site document (issue 29: the site settings, the navigation), declared
 * once: the whole document kept as a revision, an audit entry, and the public pages dropped from
 * every cache, since every public page shows both. Every path that writes one (its studio screen,
 * restoring a version) goes through the functions below.
 *
 * A document without a row is at its defaults (its feature's). Its first save stores those defaults
 * first, as version 1 by "Site setup", and the save as version 2: so History can always put back
 * what the site showed before anyone changed it. An editor opened on the defaults saves with
 * expected version 0.
 */
import { type AuditAction, SITE_SETUP_ACTOR } from '../../lib/audit-log.ts';
import { getRevision, type RevisionKind } from '../db/repositories/revisions.ts';
import {
  lockSiteDocument,
  type SiteDocumentKey,
  type StoredSiteDocument,
  writeSiteDocument,
} from '../db/repositories/site-documents.ts';
import type { RevisionEntityType } from '../db/schema.ts';
import { type Actor, type Change, type ChangeTarget, commitChange, type RecordKind, SYSTEM } from './pipeline.ts';

/** The version an editor opened on a document still at its defaults saves against. */
export const DEFAULTS_VERSION = 0;

export type SiteDocumentKind = RecordKind<StoredSiteDocument> & {
  key: SiteDocumentKey;
  entityType: RevisionEntityType;
};

/** The kind of one site document: kept whole as revisions, shown on every public page. */
export function siteDocumentKind(
  key: SiteDocumentKey,
  entityType: 'site_settings' | 'navigation' | 'redirects',
  auditDetails?: RecordKind<StoredSiteDocument>['auditDetails'],
): SiteDocumentKind {
  return {
    key,
    entityType,
    idOf: (document) => document.key,
    history: { versionOf: (document) => document.version },
    auditDetails: (transition) => ({
      version: (transition.after ?? transition.before)?.version,
      ...auditDetails?.(transition),
    }),
    shownIn: () => ['public'],
  };
}

export interface SiteDocumentSave {
  kind: SiteDocumentKind;
  by?: Actor;
  /** The version the editor opened (DEFAULTS_VERSION on the defaults); left out, no check. */
  expectedVersion?: number | undefined;
  action: AuditAction | null;
  /** What the History tab calls it; 'edited' by default. */
  revision?: RevisionKind;
  /** The document's defaults, stored as version 1 before the first save (see above). */
  defaults?: unknown;
  details?: Record<string, unknown>;
}

const SITE_SETUP: Actor = { actor: SITE_SETUP_ACTOR };

/** Throws the VersionConflict a save based on `expectedVersion` meets, when the document moved on. */
async function refuseStale(change: Change, kind: SiteDocumentKind, current: StoredSiteDocument, expected?: number) {
  await change.refuseStale(kind, current, expected, { actor: current.updatedBy ?? 'someone', at: current.updatedAt });
}

/** A document stored by another transaction while this one found none: this save is stale. */
async function lostFirstSave(change: Change, kind: SiteDocumentKind, expected: number | undefined): Promise<never> {
  const current = await lockSiteDocument(change.database, kind.key);
  if (current) await refuseStale(change, kind, current, expected ?? DEFAULTS_VERSION);
  throw new Error(`the ${kind.key} document could neither be inserted nor read`);
}

/** The document to replace, locked; its defaults stored first when it has no row yet and `defaults` are given. */
async function documentToChange(change: Change, meta: SiteDocumentSave): Promise<StoredSiteDocument | null> {
  const { kind, expectedVersion } = meta;
  const before = await lockSiteDocument(change.database, kind.key);
  if (before) {
    await refuseStale(change, kind, before, expectedVersion);
    return before;
  }
  if (meta.defaults === undefined) return null;
  const baseline = await writeSiteDocument(change.database, kind.key, meta.defaults, null, { by: SITE_SETUP.actor });
  if (!baseline) return lostFirstSave(change, kind, expectedVersion);
  await change.record(kind, { before: null, after: baseline, by: SITE_SETUP, revision: 'created', action: null });
  return baseline;
}

async function writeDocument(
  change: Change,
  before: StoredSiteDocument | null,
  data: unknown,
  meta: SiteDocumentSave,
): Promise<StoredSiteDocument> {
  const by = meta.by ?? SYSTEM;
  const after = await writeSiteDocument(change.database, meta.kind.key, data, before, { by: by.actor });
  if (!after) return lostFirstSave(change, meta.kind, meta.expectedVersion);
  await change.record(meta.kind, {
    before,
    after,
    by,
    revision: meta.revision ?? (before ? 'edited' : 'created'),
    action: meta.action,
    ...(meta.details ? { details: meta.details } : {}),
    at: after.updatedAt,
  });
  return after;
}

/**
 * Saves `data` (already checked by its feature) as the document's next version; a VersionConflict
 * when it was saved since `expectedVersion`, writing nothing.
 */
export function saveSiteDocument(
  target: ChangeTarget,
  key: SiteDocumentKey,
  data: unknown,
  meta: SiteDocumentSave,
): Promise<StoredSiteDocument> {
  if (meta.kind.key !== key) throw new Error(`a ${meta.kind.key} kind cannot save the ${key} document`);
  return commitChange(target, async (change) =>
    writeDocument(change, await documentToChange(change, meta), data, meta),
  );
}

/**
 * Saves an earlier version of a document as its newest one ('restored'), its data passed through
 * `prepare` (a feature bringing an old shape up to date). Null when the revision is not the document's.
 */
export async function restoreSiteDocument(
  target: ChangeTarget,
  kind: SiteDocumentKind,
  revisionId: string,
  meta: { by?: Actor; action: AuditAction | null; prepare?: (data: unknown) => unknown },
): Promise<StoredSiteDocument | null> {
  const database = 'db' in target ? target : target.database;
  const revision = await getRevision<StoredSiteDocument>(database, kind.entityType, kind.key, revisionId);
  if (!revision) return null;
  const data = meta.prepare ? meta.prepare(revision.snapshot.data) : revision.snapshot.data;
  return commitChange(target, async (change) => {
    const before = await lockSiteDocument(change.database, kind.key);
    if (!before) return null;
    return writeDocument(change, before, data, {
      kind,
      action: meta.action,
      revision: 'restored',
      ...(meta.by ? { by: meta.by } : {}),
      details: { revisionId: revision.id, restoredVersion: revision.version, version: before.version + 1 },
    });
  });
}
