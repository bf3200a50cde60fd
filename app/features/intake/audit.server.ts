/**
 * Every intake call (API request or a creation from the /webhook-api page) and every change to the
 * studio's API keys is written to the audit log. A failure to write the log is logged and does not
 * turn a caller's request into an error.
 */

import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { AuditAction } from '../../lib/audit-log.ts';
import type { IntakePrincipal } from './keys.server.ts';

export type IntakeAction = Extract<AuditAction, `intake.${string}`>;

export type IntakeSource = 'api' | 'page';

export interface IntakeCall {
  principal: IntakePrincipal | null;
  source: IntakeSource;
  action: IntakeAction;
  status: number;
  caseStudyId?: string | null;
  error?: string;
  requestId?: string;
  ip?: string | null;
}

/** 'api:WEBHOOK_API_KEY', 'api:<studio key name>' or 'api:anonymous' for a call without a valid key. */
export const intakeActor = (principal: IntakePrincipal | null): string =>
  principal ? `api:${principal.name}` : 'api:anonymous';

export async function auditIntakeCall(database: Database, logger: Logger, call: IntakeCall): Promise<void> {
  try {
    await auditEvent(
      database,
      { actor: intakeActor(call.principal), ip: call.ip ?? null },
      {
        action: call.action,
        entityType: call.caseStudyId ? 'case_study' : null,
        entityId: call.caseStudyId ?? null,
        details: {
          source: call.source,
          status: call.status,
          ...(call.principal ? { keyId: call.principal.id } : {}),
          ...(call.error ? { error: call.error } : {}),
        },
        requestId: call.requestId,
      },
    );
  } catch (error) {
    logger.error({ err: error, action: call.action }, 'could not write the intake audit entry');
  }
}

export type ApiKeyAction = Extract<AuditAction, `api_key.${string}`>;

export async function auditApiKeyChange(
  database: Database,
  admin: Pick<AdminIdentity, 'userId' | 'email'>,
  ip: string | null | undefined,
  change: { action: ApiKeyAction; keyId: string; name: string; lastFour: string },
): Promise<void> {
  await auditEvent(database, staffActor(admin, ip), {
    action: change.action,
    entityType: 'api_key',
    entityId: change.keyId,
    details: { name: change.name, lastFour: change.lastFour },
  });
}
