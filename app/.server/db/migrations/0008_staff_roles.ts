import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, checkIn, inList, rebuildSqliteTable, replaceOnce } from './shared.ts';

/**
 * Studio roles and final offboarding (issue 26):
 * - `users.role` and `staff_invitations.role` (Admin, Editor, Sales); every account and open
 *   invitation made before roles existed is an Admin, which is what it could do until now;
 * - `staff_invitations.token_sealed` goes: a link is shown once, to its sender, when it is made, so
 *   nothing in the database opens one any more;
 * - a webhook endpoint can be disabled because its owner was deactivated (`owner_deactivated`).
 */
export function staffRoles(dialect: Dialect): Migration {
  const roles = inList('role', ['admin', 'editor', 'sales']);
  const reasons = ['staff', 'failures', 'owner_deactivated'];
  return {
    async up(db: AnyDb) {
      for (const table of ['users', 'staff_invitations']) {
        await db.schema
          .alterTable(table)
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin').modifyEnd(roles))
          .execute();
      }
      await db.schema.alterTable('staff_invitations').dropColumn('token_sealed').execute();
      if (dialect === 'postgres') {
        await sql`alter table webhook_endpoints drop constraint webhook_endpoints_disabled_reason_check`.execute(db);
        await sql`alter table webhook_endpoints add constraint webhook_endpoints_disabled_reason_check ${inList('disabled_reason', reasons)}`.execute(
          db,
        );
      } else {
        await rebuildSqliteTable(db, 'webhook_endpoints', (definition) =>
          replaceOnce(
            definition,
            checkIn('disabled_reason', ['staff', 'failures']),
            checkIn('disabled_reason', reasons),
          ),
        );
      }
    },
  };
}
