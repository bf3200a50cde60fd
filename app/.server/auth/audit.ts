/**
 * Every change made in the studio is written to the audit log: who (user id and e-mail), what
 * (action, entity, details) and when (the row's timestamp), from which address.
 */

import type { Database } from '../db/index.ts';
import { type AuditEntry, recordAudit } from '../db/repositories/audit-log.ts';
import type { AdminIdentity } from '../infrastructure/context.ts';

/** The actions the studio records; a closed list keeps the log searchable. */
export type AdminAction =
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_out'
  | 'auth.password_changed'
  | 'case_study.created'
  | 'case_study.updated'
  | 'case_study.deleted'
  | 'case_study.version_restored'
  | 'case_study.undeleted'
  | 'testimonial.created'
  | 'testimonial.updated'
  | 'testimonial.deleted'
  | 'testimonial.version_restored'
  | 'message.status_changed'
  | 'messages.exported'
  | 'image.uploaded'
  | 'staff.invited'
  | 'staff.invitation_resent'
  | 'staff.invitation_revoked'
  | 'staff.invitation_accepted'
  | 'staff.deactivated'
  | 'staff.reactivated'
  | 'staff.role_changed'
  | 'audit.exported';

export interface AdminChange {
  action: AdminAction;
  entityType?: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function auditAdminChange(
  database: Database,
  admin: Pick<AdminIdentity, 'userId' | 'email'>,
  ip: string | undefined | null,
  change: AdminChange,
): Promise<AuditEntry> {
  return recordAudit(database, {
    userId: admin.userId,
    actor: admin.email,
    action: change.action,
    entityType: change.entityType ?? null,
    entityId: change.entityId ?? null,
    details: change.details ?? {},
    ip: ip ?? null,
  });
}

/** An event with no signed-in actor (a failed sign-in names the e-mail that was tried). */
export async function auditAnonymous(
  database: Database,
  actor: string,
  ip: string | undefined | null,
  change: AdminChange,
): Promise<AuditEntry> {
  return recordAudit(database, {
    userId: null,
    actor,
    action: change.action,
    entityType: change.entityType ?? null,
    entityId: change.entityId ?? null,
    details: change.details ?? {},
    ip: ip ?? null,
  });
}
