import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { fixedWidthInstant } from '../../../lib/instant.ts';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes } from './shared.ts';

/**
 * No secret at rest in the outbox (issue 26; docs/decisions/outbox-delivery.md, "Secrets in the
 * outbox"):
 * - `sealed`: the row's body carries a secret and is stored sealed under SESSION_SECRET (the app
 *   seals; a migration has no secret), blanked once the row is finished;
 * - `finished_at`: when a row was sent or given up, what OUTBOX_RETENTION_DAYS counts from. Rows
 *   finished before it take `sent_at`, or for a failed row its last due attempt (`next_attempt_at`);
 * - the invitation e-mails queued before it held their one-time link in plain text: every one is
 *   blanked; a pending one is given up (failed, with a note saying why) rather than sealed, because
 *   the key is the app's, and the inviter can resend it from the Staff page.
 */
export function sealedOutbox(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('outbox')
        .addColumn('sealed', t.bool, (c) => c.notNull().defaultTo(no))
        .execute();
      await db.schema.alterTable('outbox').addColumn('finished_at', t.timestamp).execute();
      await db.updateTable('outbox').set({ finished_at: sql`sent_at` }).where('status', '=', 'sent').execute();
      await db
        .updateTable('outbox')
        .set({ finished_at: sql`next_attempt_at` })
        .where('status', '=', 'failed')
        .execute();
      await db
        .updateTable('outbox')
        .set({
          status: 'failed',
          locked_until: null,
          finished_at: fixedWidthInstant(Date.now()),
          last_error:
            'Not sent: queued before invitation e-mails were sealed, it held the link in plain text and was withdrawn (migration 0010). Resend the invitation from the Staff page.',
        })
        .where('related_type', '=', 'staff_invitation')
        .where('status', '=', 'pending')
        .execute();
      await db
        .updateTable('outbox')
        .set({ text_body: '', html_body: null, sealed: yes })
        .where('related_type', '=', 'staff_invitation')
        .execute();
      await db.schema.createIndex('outbox_finished_idx').on('outbox').column('finished_at').execute();
    },
  };
}
