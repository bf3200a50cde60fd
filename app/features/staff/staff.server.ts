/**
 * Staff accounts (issues 19 and 26): inviting colleagues by e-mail with a role (through the outbox,
 * with a one-time link shown once to its sender), resending and revoking invitations, changing roles,
 * deactivating and reactivating accounts, and accepting an invitation. Deactivation is final for what
 * the account left behind: its open invitations and API keys are revoked and its webhook endpoints
 * switched off in the same transaction. Every change is written to the audit log in the same
 * transaction as the change itself; an invitation's e-mail is queued in that transaction too, so it
 * exists exactly when the invitation does. See docs/decisions/staff-accounts.md.
 */

import { invitationUrl, newInvitationToken } from '../../.server/auth/invitation-token.ts';
import { hashPassword } from '../../.server/auth/password.ts';
import { hashToken } from '../../.server/auth/sessions.ts';
import { type Change, commitChange, staffActor } from '../../.server/changes/pipeline.ts';
import { storedInstant } from '../../.server/db/mapping.ts';
import { countActiveApiKeysByCreator, revokeApiKeysCreatedBy } from '../../.server/db/repositories/api-keys.ts';
import {
  claimInvitation,
  countOpenInvitationsBySender,
  createInvitation,
  findInvitationByTokenHash,
  findOpenInvitationByEmail,
  listOpenInvitations,
  replaceInvitationToken,
  revokeInvitation as revokeInvitationRow,
  revokeInvitationsSentBy,
  type StaffInvitation,
} from '../../.server/db/repositories/staff-invitations.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import {
  changeUserRole,
  createUser,
  deactivateUser,
  findUserByEmail,
  findUserById,
  listUsers,
  reactivateUser,
  type User,
} from '../../.server/db/repositories/users.ts';
import {
  countEnabledWebhookEndpointsByCreator,
  disableWebhookEndpointsCreatedBy,
} from '../../.server/db/repositories/webhooks.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { sealedBody } from '../../.server/mail/sealed-body.ts';
import { staffInvitationEmail } from '../../.server/mail/templates.ts';
import { type Role, roleLabels } from '../../lib/roles.ts';
import { companyDetailsIn } from '../settings/site-documents.server.ts';
import type { Offboarding, StaffRow } from './staff.ts';
import { staffCopy } from './staff-copy.ts';

type StaffServices = Pick<Services, 'database' | 'config'>;
type Admin = Pick<AdminIdentity, 'userId' | 'email'>;

/**
 * What a staff action did: done (with a line for the toast, and for an invitation its link, shown
 * once to the staff member who made it), or refused with a status and why.
 */
export type StaffOutcome =
  | { ok: true; message: string; description?: string; link?: { email: string; url: string } }
  | { ok: false; status: number; message: string };

const refused = (status: number, message: string): StaffOutcome => ({ ok: false, status, message });

/**
 * The staff table: every account (with what deactivating it would also end), then the open
 * invitations. No invitation's link: it was shown once, to its sender, when it was made.
 */
export async function loadStaff(services: StaffServices, admin: Admin, now = new Date()): Promise<StaffRow[]> {
  const { database } = services;
  const [users, invitations, invitationCounts, keyCounts, webhookCounts] = await Promise.all([
    listUsers(database),
    listOpenInvitations(database),
    countOpenInvitationsBySender(database),
    countActiveApiKeysByCreator(database),
    countEnabledWebhookEndpointsByCreator(database),
  ]);
  const accounts: StaffRow[] = users.map((user) => ({
    kind: 'account',
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.deactivatedAt ? 'deactivated' : 'active',
    lastSignInAt: user.lastSignInAt,
    createdAt: user.createdAt,
    isYou: user.id === admin.userId,
    offboarding: {
      invitations: invitationCounts.get(user.id) ?? 0,
      apiKeys: keyCounts.get(user.id) ?? 0,
      webhooks: webhookCounts.get(user.id) ?? 0,
    },
  }));
  const open: StaffRow[] = invitations.map((invitation) => ({
    kind: 'invitation',
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    status: 'invited',
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    expired: new Date(invitation.expiresAt).getTime() <= now.getTime(),
    invitedByEmail: invitation.invitedByEmail,
  }));
  return [...accounts, ...open];
}

/**
 * Queues the e-mail carrying an invitation's current link and audits it (invited or resent), in the
 * caller's transaction, so the link, its e-mail and the entry exist together.
 */
async function sendInvitation(
  change: Change,
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  sent: { invitation: StaffInvitation; token: string; action: 'staff.invited' | 'staff.invitation_resent' },
) {
  const { invitation, token } = sent;
  const email = staffInvitationEmail(
    {
      name: invitation.name,
      invitedBy: admin.email,
      url: invitationUrl(services.config, token),
      expiresAt: new Date(invitation.expiresAt),
    },
    await companyDetailsIn(change.database),
  );
  await change.email({
    to: invitation.email,
    subject: email.subject,
    // The link opens an account: the body waits sealed, and goes once sent (outbox-delivery.md).
    ...sealedBody(services.config, email),
    relatedType: 'staff_invitation',
    relatedId: invitation.id,
  });
  await change.audit(staffActor(admin, ip), {
    action: sent.action,
    entityType: 'staff_invitation',
    entityId: invitation.id,
    details: { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt },
  });
}

export async function inviteStaff(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  input: { email: string; name: string | null; role: Role },
  now = new Date(),
): Promise<StaffOutcome> {
  return commitChange(services, async (change) => {
    const { database } = change;
    if (await findUserByEmail(database, input.email)) return refused(409, staffCopy.alreadyStaff);
    if (await findOpenInvitationByEmail(database, input.email)) return refused(409, staffCopy.alreadyInvited);
    const { token, ...stored } = newInvitationToken(now);
    const invitation = await createInvitation(database, { ...input, invitedBy: admin, ...stored });
    await sendInvitation(change, services, admin, ip, { invitation, token, action: 'staff.invited' });
    return {
      ok: true,
      message: staffCopy.invited(invitation.email),
      description: staffCopy.invitedDescription,
      link: { email: invitation.email, url: invitationUrl(services.config, token) },
    };
  });
}

export async function resendInvitation(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  id: string,
  now = new Date(),
): Promise<StaffOutcome> {
  return commitChange(services, async (change) => {
    const { database } = change;
    const { token, ...stored } = newInvitationToken(now);
    const invitation = await replaceInvitationToken(database, id, { ...stored, sender: admin });
    if (!invitation) return refused(404, staffCopy.notFound);
    await sendInvitation(change, services, admin, ip, { invitation, token, action: 'staff.invitation_resent' });
    return {
      ok: true,
      message: staffCopy.resent(invitation.email),
      description: staffCopy.resentDescription,
      link: { email: invitation.email, url: invitationUrl(services.config, token) },
    };
  });
}

export async function revokeInvitation(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  id: string,
  now = new Date(),
): Promise<StaffOutcome> {
  return commitChange(services, async (change) => {
    const { database } = change;
    const invitation = await revokeInvitationRow(database, id, now);
    if (!invitation) return refused(404, staffCopy.notFound);
    await change.audit(staffActor(admin, ip), {
      action: 'staff.invitation_revoked',
      entityType: 'staff_invitation',
      entityId: invitation.id,
      details: { email: invitation.email },
    });
    return { ok: true, message: staffCopy.revoked(invitation.email) };
  });
}

/**
 * Ends the account's sessions at once, and everything it left behind that could act for it: its
 * open invitations and API keys are revoked and its webhook endpoints switched off, in one
 * transaction with the audit entry. Refuses the caller's own account and the last active Admin (409).
 */
export async function deactivateStaff(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  userId: string,
  now = new Date(),
): Promise<StaffOutcome> {
  if (userId === admin.userId) return refused(409, staffCopy.cannotDeactivateSelf);
  return commitChange(services, async (change) => {
    const { database } = change;
    const user = await findUserById(database, userId);
    const result = user ? await deactivateUser(database, userId, now) : 'not-found';
    if (!user || result === 'not-found') return refused(404, staffCopy.notFound);
    if (result === 'last-admin') return refused(409, staffCopy.cannotDeactivateLast);
    const stamp = storedInstant(now);
    const ended: Offboarding = {
      invitations: await revokeInvitationsSentBy(database, userId, now),
      apiKeys: await revokeApiKeysCreatedBy(database, userId, stamp),
      webhooks: await disableWebhookEndpointsCreatedBy(database, userId, stamp),
    };
    await change.audit(staffActor(admin, ip), {
      action: 'staff.deactivated',
      entityType: 'user',
      entityId: user.id,
      details: {
        email: user.email,
        invitationsRevoked: ended.invitations,
        apiKeysRevoked: ended.apiKeys,
        webhooksDisabled: ended.webhooks,
      },
    });
    return {
      ok: true,
      message: staffCopy.deactivated(user.email),
      description: staffCopy.deactivatedDescription(ended),
    };
  });
}

/**
 * Gives an active account another role; it applies to the account's next request in every session.
 * Refuses the caller's own account and demoting the last active Admin (409). An Admin who stops
 * being one has their open invitations revoked: only an Admin's invitation can be accepted.
 */
export async function changeStaffRole(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  input: { userId: string; role: Role },
  now = new Date(),
): Promise<StaffOutcome> {
  if (input.userId === admin.userId) return refused(409, staffCopy.cannotChangeOwnRole);
  return commitChange(services, async (change) => {
    const { database } = change;
    const user = await findUserById(database, input.userId);
    const result = user
      ? await changeUserRole(database, input.userId, input.role, now)
      : ({ status: 'not-found' } as const);
    if (!user || result.status === 'not-found') return refused(404, staffCopy.notFound);
    if (result.status === 'last-admin') return refused(409, staffCopy.cannotDemoteLast);
    if (result.status === 'unchanged') {
      return { ok: true, message: staffCopy.roleUnchanged(user.email, roleLabels[input.role]) };
    }
    const invitationsRevoked = input.role === 'admin' ? 0 : await revokeInvitationsSentBy(database, user.id, now);
    await change.audit(staffActor(admin, ip), {
      action: 'staff.role_changed',
      entityType: 'user',
      entityId: user.id,
      details: { email: user.email, from: result.from, to: input.role, invitationsRevoked },
    });
    return {
      ok: true,
      message: staffCopy.roleChanged(user.email, roleLabels[input.role]),
      description: staffCopy.roleChangedDescription,
    };
  });
}

export async function reactivateStaff(
  services: StaffServices,
  admin: Admin,
  ip: string | undefined,
  userId: string,
): Promise<StaffOutcome> {
  return commitChange(services, async (change) => {
    const { database } = change;
    const user = await findUserById(database, userId);
    if (!user || !(await reactivateUser(database, userId))) return refused(404, staffCopy.notFound);
    await change.audit(staffActor(admin, ip), {
      action: 'staff.reactivated',
      entityType: 'user',
      entityId: user.id,
      details: { email: user.email },
    });
    return { ok: true, message: staffCopy.reactivated(user.email), description: staffCopy.reactivatedDescription };
  });
}

export type InvitationState =
  | { status: 'open'; invitation: StaffInvitation }
  | { status: 'expired' | 'used' | 'unknown' };

/**
 * What a link leads to: an open invitation, or why it does not work. A revoked one, and one whose
 * sender is no longer an active Admin, read as unknown: a link outlives nobody's access.
 */
export async function invitationState(database: Database, token: string, now = new Date()): Promise<InvitationState> {
  const invitation = await findInvitationByTokenHash(database, hashToken(token));
  if (!invitation || invitation.revokedAt) return { status: 'unknown' };
  if (invitation.acceptedAt) return { status: 'used' };
  const sender = invitation.invitedBy ? await findUserById(database, invitation.invitedBy) : null;
  if (!sender || sender.deactivatedAt || sender.role !== 'admin') return { status: 'unknown' };
  if (new Date(invitation.expiresAt).getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'open', invitation };
}

export type AcceptOutcome =
  | { status: 'accepted'; user: User }
  | { status: 'expired' | 'used' | 'unknown' }
  | { status: 'taken' };

/**
 * Creates the invitee's account with the password they chose and uses up the link, in one
 * transaction: of two submissions of the same link, one creates the account and the other is told
 * the link was used.
 */
export async function acceptInvitation(
  services: StaffServices,
  input: { token: string; password: string; ip: string | undefined },
  now = new Date(),
): Promise<AcceptOutcome> {
  const state = await invitationState(services.database, input.token, now);
  if (state.status !== 'open') return state;
  const passwordHash = await hashPassword(input.password);
  try {
    return await commitChange(services, async (change): Promise<AcceptOutcome> => {
      const { database } = change;
      const { invitation } = state;
      if (await findUserByEmail(database, invitation.email)) throw new LinkGone();
      const user = await createUser(database, {
        email: invitation.email,
        name: invitation.name,
        passwordHash,
        role: invitation.role,
      });
      const tokenHash = hashToken(input.token);
      // Used, revoked, resent, or its sender deactivated while the password was being hashed: the
      // account is rolled back.
      if (!(await claimInvitation(database, { tokenHash, userId: user.id, at: now }))) throw new LinkGone();
      await change.audit(staffActor({ userId: user.id, email: user.email }, input.ip), {
        action: 'staff.invitation_accepted',
        entityType: 'user',
        entityId: user.id,
        details: { invitationId: invitation.id, invitedBy: invitation.invitedByEmail, role: invitation.role },
      });
      return { status: 'accepted', user };
    });
  } catch (error) {
    // A second submission of the link finds the first one's account (or, on PostgreSQL, waits for it
    // on the unique e-mail and fails): it is told what became of the link.
    if (!(error instanceof LinkGone) && !isUniqueViolation(error)) throw error;
    const again = await invitationState(services.database, input.token, now);
    // Still open, yet the address has an account (created from the command line meanwhile).
    return again.status === 'open' ? { status: 'taken' } : again;
  }
}

class LinkGone extends Error {}
