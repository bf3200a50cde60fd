import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes } from './shared.ts';

/**
 * A client's decision is news to the staff member who sent the request until they open the study
 * (issue 30; docs/decisions/client-review.md, "Client decisions"): `review_decisions.seen_at` is when
 * they did, null while it is unread. The dashboard lists a requester's decisions newest first, so
 * requests are found by who sent them.
 */
export function clientDecisionsSeen(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('review_decisions').addColumn('seen_at', t.timestamp).execute();
      await db.schema
        .createIndex('review_requests_requested_by_idx')
        .on('review_requests')
        .columns(['requested_by', 'created_at'])
        .execute();
    },
  };
}
