/**
 * Staff invitations and deactivation on both engines (issues 19 and 26): a link works once, for 72
 * hours, until revoked or replaced; it is handed to its sender once and kept nowhere; two accepts of
 * one link make one account with the invitation's role; deactivation ends sessions and refuses
 * sign-in like a wrong password; the last active Admin stays active even when two Admins deactivate
 * each other at the same moment.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_TTL_HOURS } from '#app/.server/auth/invitation-token.ts';
import { attemptLogin, INVALID_CREDENTIALS } from '#app/.server/auth/login.ts';
import { hashPassword } from '#app/.server/auth/password.ts';
import { lookupSession, startSession } from '#app/.server/auth/sessions.ts';
import { createUser, findUserByEmail } from '#app/.server/db/repositories/users.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { openedBody } from '#app/.server/mail/sealed-body.ts';
import {
  acceptInvitation,
  deactivateStaff,
  invitationState,
  inviteStaff,
  loadStaff,
  reactivateStaff,
  resendInvitation,
  revokeInvitation,
} from '#app/features/staff/staff.server.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const config = parseConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://studio.example',
  SESSION_SECRET: 's'.repeat(40),
  LOGIN_RATE_LIMIT: '100',
});
const PASSWORD = 'a-long-enough-passphrase';
const HOUR = 3600 * 1000;

describe.each(engines)('staff invitations on %s', (engine) => {
  let database: TestDatabase;
  let services: { database: TestDatabase; config: typeof config };
  let inviter: { userId: string; email: string };

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, config };
    const user = await createUser(database, { email: 'owner@example.com', passwordHash: await hashPassword(PASSWORD) });
    inviter = { userId: user.id, email: user.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** The token of a link an invitation or resend handed to its sender. */
  function tokenOf(outcome: Awaited<ReturnType<typeof inviteStaff>>): string {
    const url = outcome.ok ? outcome.link?.url : undefined;
    const token = /^https:\/\/studio\.example\/admin\/invitation\/([A-Za-z0-9_-]{43})$/.exec(url ?? '')?.[1];
    if (!token) throw new Error(`no link in ${JSON.stringify(outcome)}`);
    return token;
  }

  /** Invites `email` at `at` as an Editor and returns the token of the link shown to the sender. */
  async function inviteAndReadToken(email: string, at = new Date()): Promise<string> {
    const outcome = await inviteStaff(
      services,
      inviter,
      '127.0.0.1',
      { email, name: 'New Colleague', role: 'editor' },
      at,
    );
    expect(outcome).toMatchObject({ ok: true, message: `Invitation sent to ${email.toLowerCase()}` });
    return tokenOf(outcome);
  }

  it('queues the e-mail, keeps only a hash of the token, and lists the invitation without its link', async () => {
    const token = await inviteAndReadToken('New@Example.com');
    const row = await database.db.selectFrom('staff_invitations').selectAll().executeTakeFirstOrThrow();
    expect(row.email).toBe('new@example.com');
    expect(row.role).toBe('editor');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()).toBe(INVITATION_TTL_HOURS * HOUR);
    // The e-mail carries the same link, sealed: only the mail worker opens it.
    const mail = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'new@example.com', related_type: 'staff_invitation' });
    expect(JSON.stringify(mail)).not.toContain(token);
    const body = openedBody(config, { text: mail.text_body, html: mail.html_body, sealed: Boolean(mail.sealed) });
    expect(body?.text).toContain(`https://studio.example/admin/invitation/${token}`);

    const rows = await loadStaff(services, inviter);
    expect(rows.map((r) => [r.email, r.status, r.role])).toEqual([
      ['owner@example.com', 'active', 'admin'],
      ['new@example.com', 'invited', 'editor'],
    ]);
    // Shown once, to its sender, when it was made: never listed again, to anyone.
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[1]).toMatchObject({ expired: false, invitedByEmail: 'owner@example.com' });

    const audit = await database.db.selectFrom('audit_log').select(['action', 'actor', 'ip']).execute();
    expect(audit).toEqual([{ action: 'staff.invited', actor: 'owner@example.com', ip: '127.0.0.1' }]);
  });

  it('accepts a link once: the account exists with the chosen password and role, and the link is used up', async () => {
    const token = await inviteAndReadToken('new@example.com');
    const accepted = await acceptInvitation(services, { token, password: PASSWORD, ip: '127.0.0.9' });
    expect(accepted).toMatchObject({ status: 'accepted', user: { email: 'new@example.com', role: 'editor' } });
    const login = await attemptLogin(database, config, {
      email: 'new@example.com',
      password: PASSWORD,
      ip: '127.0.0.9',
    });
    expect(login.status).toBe('ok');

    expect(await acceptInvitation(services, { token, password: 'another-passphrase', ip: '127.0.0.9' })).toEqual({
      status: 'used',
    });
    expect(await invitationState(database, token)).toEqual({ status: 'used' });
    const users = await database.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(['new@example.com', 'owner@example.com']);
    const rows = await loadStaff(services, inviter);
    expect(rows.map((r) => r.status)).toEqual(['active', 'active']);
  });

  it('two accepts of the same link at once create one account', async () => {
    const token = await inviteAndReadToken('racer@example.com');
    const outcomes = await Promise.all([
      acceptInvitation(services, { token, password: PASSWORD, ip: undefined }),
      acceptInvitation(services, { token, password: 'a-different-passphrase', ip: undefined }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['accepted', 'used']);
    const accounts = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'racer@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses an expired link (72 hours), and a resend makes a new one and retires the old', async () => {
    const sent = new Date('2026-11-01T10:00:00.000Z');
    const token = await inviteAndReadToken('late@example.com', sent);
    const justBefore = new Date(sent.getTime() + INVITATION_TTL_HOURS * HOUR - 1000);
    const justAfter = new Date(sent.getTime() + INVITATION_TTL_HOURS * HOUR);
    expect((await invitationState(database, token, justBefore)).status).toBe('open');
    expect(await invitationState(database, token, justAfter)).toEqual({ status: 'expired' });
    expect(await acceptInvitation(services, { token, password: PASSWORD, ip: undefined }, justAfter)).toEqual({
      status: 'expired',
    });
    expect(await findUserByEmail(database, 'late@example.com')).toBeNull();
    const [, expiredRow] = await loadStaff(services, inviter, justAfter);
    expect(expiredRow).toMatchObject({ status: 'invited', expired: true });

    const invitation = await database.db.selectFrom('staff_invitations').select('id').executeTakeFirstOrThrow();
    const resent = await resendInvitation(services, inviter, undefined, invitation.id, justAfter);
    expect(resent).toMatchObject({ ok: true });
    const fresh = tokenOf(resent);
    expect(fresh).not.toBe(token);
    expect(await invitationState(database, token, justAfter)).toEqual({ status: 'unknown' });
    expect(
      await acceptInvitation(services, { token: fresh, password: PASSWORD, ip: undefined }, justAfter),
    ).toMatchObject({ status: 'accepted' });
  });

  it('refuses a revoked link, and an address that has an account or an open invitation', async () => {
    const token = await inviteAndReadToken('gone@example.com');
    const { id } = await database.db.selectFrom('staff_invitations').select('id').executeTakeFirstOrThrow();
    expect(
      await inviteStaff(services, inviter, undefined, { email: 'GONE@example.com', name: null, role: 'sales' }),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'This person already has an open invitation. Resend it from the table instead.',
    });
    expect(
      await inviteStaff(services, inviter, undefined, { email: 'owner@example.com', name: null, role: 'sales' }),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'This person already has a staff account.',
    });

    expect(await revokeInvitation(services, inviter, undefined, id)).toMatchObject({ ok: true });
    expect(await revokeInvitation(services, inviter, undefined, id)).toMatchObject({ ok: false, status: 404 });
    expect(await resendInvitation(services, inviter, undefined, id)).toMatchObject({ ok: false, status: 404 });
    expect(await invitationState(database, token)).toEqual({ status: 'unknown' });
    expect(await acceptInvitation(services, { token, password: PASSWORD, ip: undefined })).toEqual({
      status: 'unknown',
    });
    expect((await loadStaff(services, inviter)).map((r) => r.email)).toEqual(['owner@example.com']);
    // Revoked, the address can be invited again.
    expect(
      await inviteStaff(services, inviter, undefined, { email: 'gone@example.com', name: null, role: 'sales' }),
    ).toMatchObject({
      ok: true,
    });
    const actions = await database.db.selectFrom('audit_log').select('action').orderBy('created_at').execute();
    expect(actions.map((a) => a.action)).toEqual(['staff.invited', 'staff.invitation_revoked', 'staff.invited']);
  });

  it('deactivation ends sessions at once, refuses sign-in like a wrong password, and reactivation undoes it', async () => {
    const colleague = await createUser(database, {
      email: 'colleague@example.com',
      passwordHash: await hashPassword(PASSWORD),
    });
    const { cookie } = await startSession(database, config, { userId: colleague.id });
    const request = new Request('https://studio.example/admin', {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect((await lookupSession(database, request)).status).toBe('valid');

    expect(await deactivateStaff(services, inviter, undefined, colleague.id)).toMatchObject({ ok: true });
    expect((await lookupSession(database, request)).status).toBe('unknown');
    const refused = await attemptLogin(database, config, {
      email: colleague.email,
      password: PASSWORD,
      ip: '10.0.0.1',
    });
    const wrong = await attemptLogin(database, config, {
      email: colleague.email,
      password: 'wrong-one',
      ip: '10.0.0.2',
    });
    expect(refused).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });
    expect(wrong).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });
    expect((await loadStaff(services, inviter)).find((r) => r.id === colleague.id)?.status).toBe('deactivated');

    expect(await reactivateStaff(services, inviter, undefined, colleague.id)).toMatchObject({ ok: true });
    expect(await reactivateStaff(services, inviter, undefined, colleague.id)).toMatchObject({ ok: false, status: 404 });
    expect(
      (await attemptLogin(database, config, { email: colleague.email, password: PASSWORD, ip: '10.0.0.3' })).status,
    ).toBe('ok');
  });

  it('refuses deactivating oneself, and keeps the last active Admin when two deactivate each other', async () => {
    expect(await deactivateStaff(services, inviter, undefined, inviter.userId)).toEqual({
      ok: false,
      status: 409,
      message: 'You cannot deactivate your own account.',
    });
    const other = await createUser(database, { email: 'other@example.com', passwordHash: 'x' });
    const otherAdmin = { userId: other.id, email: other.email };
    const outcomes = await Promise.all([
      deactivateStaff(services, inviter, undefined, other.id),
      deactivateStaff(services, otherAdmin, undefined, inviter.userId),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({
      ok: false,
      status: 409,
      message: 'You cannot deactivate the last active Admin.',
    });
    const active = await database.db.selectFrom('users').select('id').where('deactivated_at', 'is', null).execute();
    expect(active).toHaveLength(1);
  });
});
