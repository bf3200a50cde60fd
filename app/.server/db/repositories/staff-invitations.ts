/**
 * Invitations to the studio. A row holds only the SHA-256 of its one-time token (how a link is
 * looked up) and the role the account will get; a link works until it expires, is used, revoked, or
 * replaced by a resend, and only while its sender is an active Admin.
 */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Role } from '../../../lib/roles.ts';
import { storedInstant, toIso, toIsoOrNull } from '../mapping.ts';
import type { DB, StaffInvitationsTable } from '../schema.ts';
import type { Database } from '../types.ts';
import { normalizeEmail } from './users.ts';

export interface StaffInvitation {
  id: string;
  email: string;
  name: string | null;
  tokenHash: string;
  role: Role;
  invitedBy: string | null;
  invitedByEmail: string;
  createdAt: string;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUserId: string | null;
  revokedAt: string | null;
}

const rowToInvitation = (row: Selectable<StaffInvitationsTable>): StaffInvitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  tokenHash: row.token_hash,
  role: row.role,
  invitedBy: row.invited_by,
  invitedByEmail: row.invited_by_email,
  createdAt: toIso(row.created_at),
  sentAt: toIso(row.sent_at),
  expiresAt: toIso(row.expires_at),
  acceptedAt: toIsoOrNull(row.accepted_at),
  acceptedUserId: row.accepted_user_id,
  revokedAt: toIsoOrNull(row.revoked_at),
});

/** Neither accepted nor revoked: an expired invitation is still open (it can be resent). */
const isOpen = (eb: ExpressionBuilder<DB, 'staff_invitations'>) =>
  eb.and([eb('accepted_at', 'is', null), eb('revoked_at', 'is', null)]);

export interface NewToken {
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
}

export async function createInvitation(
  database: Database,
  input: { email: string; name: string | null; role: Role; invitedBy: { userId: string; email: string } } & NewToken,
): Promise<StaffInvitation> {
  const row = await database.db
    .insertInto('staff_invitations')
    .values({
      id: crypto.randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name,
      token_hash: input.tokenHash,
      role: input.role,
      invited_by: input.invitedBy.userId,
      invited_by_email: input.invitedBy.email,
      created_at: storedInstant(input.sentAt),
      sent_at: storedInstant(input.sentAt),
      expires_at: storedInstant(input.expiresAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToInvitation(row);
}

export async function getInvitation(database: Database, id: string): Promise<StaffInvitation | null> {
  const row = await database.db.selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}

export async function findInvitationByTokenHash(
  database: Database,
  tokenHash: string,
): Promise<StaffInvitation | null> {
  const row = await database.db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}

/** Invitations neither accepted nor revoked (expired ones included: they can be resent), oldest first. */
export async function listOpenInvitations(database: Database): Promise<StaffInvitation[]> {
  const rows = await database.db
    .selectFrom('staff_invitations')
    .selectAll()
    .where(isOpen)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(rowToInvitation);
}

/** The open invitation for this address, if any. */
export async function findOpenInvitationByEmail(database: Database, email: string): Promise<StaffInvitation | null> {
  const row = await database.db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where(isOpen)
    .executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}

/**
 * A resend: a new token and a new expiry; the previous link stops working. The staff member who
 * resends it becomes its sender (the only one shown its link, and the one whose deactivation ends
 * it). Null when not open.
 */
export async function replaceInvitationToken(
  database: Database,
  id: string,
  token: NewToken & { sender: { userId: string; email: string } },
): Promise<StaffInvitation | null> {
  const row = await database.db
    .updateTable('staff_invitations')
    .set({
      token_hash: token.tokenHash,
      sent_at: storedInstant(token.sentAt),
      expires_at: storedInstant(token.expiresAt),
      invited_by: token.sender.userId,
      invited_by_email: token.sender.email,
    })
    .where('id', '=', id)
    .where(isOpen)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}

/** Null when the invitation was not open (already accepted or revoked). */
export async function revokeInvitation(database: Database, id: string, at: Date): Promise<StaffInvitation | null> {
  const row = await database.db
    .updateTable('staff_invitations')
    .set({ revoked_at: storedInstant(at) })
    .where('id', '=', id)
    .where(isOpen)
    .returningAll()
    .executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}

/** Revokes every open invitation `userId` sent (their deactivation or demotion); returns how many. */
export async function revokeInvitationsSentBy(database: Database, userId: string, at: Date): Promise<number> {
  const result = await database.db
    .updateTable('staff_invitations')
    .set({ revoked_at: storedInstant(at) })
    .where('invited_by', '=', userId)
    .where(isOpen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many open invitations each account has sent, by account id. */
export async function countOpenInvitationsBySender(database: Database): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('staff_invitations')
    .select((eb) => ['invited_by', eb.fn.countAll<number>().as('count')])
    .where(isOpen)
    .where('invited_by', 'is not', null)
    .groupBy('invited_by')
    .execute();
  return new Map(rows.map((row) => [row.invited_by ?? '', Number(row.count)]));
}

/**
 * Uses the invitation whose token hashes to `tokenHash`, if it is still open and unexpired at `at`
 * and its sender is still an active Admin: one conditional update, so of two submissions of the same
 * link only one gets the row back, and a sender deactivated meanwhile leaves nothing to claim.
 */
export async function claimInvitation(
  database: Database,
  input: { tokenHash: string; userId: string; at: Date },
): Promise<StaffInvitation | null> {
  const stamp = storedInstant(input.at);
  const row = await database.db
    .updateTable('staff_invitations')
    .set({ accepted_at: stamp, accepted_user_id: input.userId })
    .where('token_hash', '=', input.tokenHash)
    .where(isOpen)
    .where('expires_at', '>', stamp)
    .where('invited_by', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('deactivated_at', 'is', null).where('role', '=', 'admin'),
    )
    .returningAll()
    .executeTakeFirst();
  return row ? rowToInvitation(row) : null;
}
