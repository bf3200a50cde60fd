/**
 * Offboarding is final, and roles hold, on both engines (issue 26). Each test is an attack that
 * worked before: a deactivated Admin getting back in through an invitation they sent, an API key or
 * a webhook endpoint outliving the account that made it, and the last Admin removed by two Admins at
 * once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createContactMessage } from '#app/.server/changes/submissions.ts';
import { createUser, findUserByEmail } from '#app/.server/db/repositories/users.ts';
import { createWebhookEndpoint, getWebhookEndpoint } from '#app/.server/db/repositories/webhooks.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { sealWebhookSecret } from '#app/.server/webhooks/signing.ts';
import { issueApiKey, verifyApiKey } from '#app/features/intake/keys.server.ts';
import {
  acceptInvitation,
  changeStaffRole,
  deactivateStaff,
  invitationState,
  inviteStaff,
  loadStaff,
  reactivateStaff,
} from '#app/features/staff/staff.server.ts';
import { endpointAction } from '#app/features/webhooks/webhooks.server.ts';
import { contactInput } from '../helpers/contact-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const config = parseConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://studio.example',
  SESSION_SECRET: 's'.repeat(40),
});
const PASSWORD = 'a-long-enough-passphrase';

describe.each(engines)('offboarding and roles on %s', (engine) => {
  let database: TestDatabase;
  let services: { database: TestDatabase; config: typeof config };
  let owner: { userId: string; email: string };
  let mallory: { userId: string; email: string };

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, config };
    const passwordHash = await hashPassword(PASSWORD);
    const a = await createUser(database, { email: 'owner@example.com', passwordHash, role: 'admin' });
    const b = await createUser(database, { email: 'mallory@example.com', passwordHash, role: 'admin' });
    owner = { userId: a.id, email: a.email };
    mallory = { userId: b.id, email: b.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function invite(by: typeof owner, email: string) {
    const outcome = await inviteStaff(services, by, undefined, { email, name: null, role: 'admin' });
    if (!outcome.ok || !outcome.link) throw new Error(`invitation failed: ${JSON.stringify(outcome)}`);
    return outcome.link.url.split('/').at(-1) ?? '';
  }

  it('a deactivated Admin cannot come back through an invitation they sent', async () => {
    const token = await invite(mallory, 'mallory.backup@example.com');
    expect((await invitationState(database, token)).status).toBe('open');

    const deactivated = await deactivateStaff(services, owner, undefined, mallory.userId);
    expect(deactivated).toMatchObject({ ok: true });
    if (deactivated.ok) expect(deactivated.description).toContain('It also revoked 1 open invitation.');

    expect(await invitationState(database, token)).toEqual({ status: 'unknown' });
    expect(await acceptInvitation(services, { token, password: PASSWORD, ip: undefined })).toEqual({
      status: 'unknown',
    });
    expect(await findUserByEmail(database, 'mallory.backup@example.com')).toBeNull();
    expect((await loadStaff(services, owner)).map((row) => row.email)).toEqual([
      'owner@example.com',
      'mallory@example.com',
    ]);
  });

  it('refuses an invitation whose sender was deactivated after the link was checked', async () => {
    const token = await invite(mallory, 'late@example.com');
    // The page was opened while Mallory was active; the account is deactivated before the password
    // is posted (here by hand, without the revocation, as a row from before issue 26 would be).
    expect((await invitationState(database, token)).status).toBe('open');
    await database.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', mallory.userId)
      .execute();
    expect(await acceptInvitation(services, { token, password: PASSWORD, ip: undefined })).toEqual({
      status: 'unknown',
    });
    expect(await findUserByEmail(database, 'late@example.com')).toBeNull();
  });

  it("an Admin demoted to Editor loses their open invitations, and an Editor's old link is refused", async () => {
    const token = await invite(mallory, 'friend@example.com');
    expect(await changeStaffRole(services, owner, undefined, { userId: mallory.userId, role: 'editor' })).toMatchObject(
      { ok: true, message: 'mallory@example.com now has the Editor role' },
    );
    expect(await acceptInvitation(services, { token, password: PASSWORD, ip: undefined })).toEqual({
      status: 'unknown',
    });
    const revoked = await database.db.selectFrom('staff_invitations').select('revoked_at').executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
  });

  it("revokes the account's API keys and disables its webhooks in the deactivation", async () => {
    const key = await issueApiKey(database, { name: 'Mallory CRM', createdBy: mallory.userId });
    const second = await issueApiKey(database, { name: 'Mallory Zapier', createdBy: mallory.userId });
    const ownersKey = await issueApiKey(database, { name: 'Owner', createdBy: owner.userId });
    const endpoint = await createWebhookEndpoint(database, {
      url: 'https://hooks.example.com/mallory',
      events: ['contact.created'],
      secretSealed: sealWebhookSecret(config, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      createdBy: mallory.userId,
    });
    expect(await verifyApiKey(database, config, key.key)).toMatchObject({ kind: 'studio', id: key.id });

    // What the confirmation dialog is told.
    const before = (await loadStaff(services, owner)).find((row) => row.id === mallory.userId);
    expect(before).toMatchObject({ offboarding: { apiKeys: 2, webhooks: 1, invitations: 0 } });

    const outcome = await deactivateStaff(services, owner, '127.0.0.1', mallory.userId);
    expect(outcome).toEqual({
      ok: true,
      message: 'mallory@example.com was deactivated',
      description:
        'Their sessions have ended and they can no longer sign in. It also revoked 2 API keys and disabled 1 webhook.',
    });

    expect(await verifyApiKey(database, config, key.key)).toBeNull();
    expect(await verifyApiKey(database, config, second.key)).toBeNull();
    expect(await verifyApiKey(database, config, ownersKey.key)).toMatchObject({ id: ownersKey.id });
    expect(await getWebhookEndpoint(database, endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'owner_deactivated',
    });
    // The next visitor's message is not sent to the endpoint.
    await createContactMessage(database, contactInput);
    expect(await database.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);

    const audit = await database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'staff.deactivated')
      .executeTakeFirstOrThrow();
    expect(typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details).toEqual({
      email: 'mallory@example.com',
      invitationsRevoked: 0,
      apiKeysRevoked: 2,
      webhooksDisabled: 1,
    });

    // Reactivating the account gives nothing back, and the endpoint needs a new secret before it signs again.
    expect(await reactivateStaff(services, owner, undefined, mallory.userId)).toMatchObject({ ok: true });
    expect(await verifyApiKey(database, config, key.key)).toBeNull();
    const form = new FormData();
    expect(await endpointAction(services, owner, null, endpoint.id, 'enable', form)).toEqual({
      ok: false,
      status: 409,
      message:
        'Rotate the signing secret first: the deactivated owner may know the current one. Then enable the endpoint.',
    });
    expect(await endpointAction(services, owner, null, endpoint.id, 'rotate', form)).toMatchObject({ ok: true });
    expect(await endpointAction(services, owner, null, endpoint.id, 'enable', form)).toMatchObject({ ok: true });
  });

  it('keeps one active Admin when two Admins demote or deactivate each other at the same moment', async () => {
    const outcomes = await Promise.all([
      changeStaffRole(services, owner, undefined, { userId: mallory.userId, role: 'sales' }),
      deactivateStaff(services, mallory, undefined, owner.userId),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ ok: false, status: 409 });
    const admins = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('deactivated_at', 'is', null)
      .execute();
    expect(admins).toHaveLength(1);

    const outcomesTwo = await Promise.all([
      changeStaffRole(services, owner, undefined, { userId: mallory.userId, role: 'editor' }),
      changeStaffRole(services, mallory, undefined, { userId: owner.userId, role: 'editor' }),
    ]);
    const stillAdmins = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('deactivated_at', 'is', null)
      .execute();
    expect(stillAdmins).toHaveLength(1);
    expect(outcomesTwo.some((outcome) => !outcome.ok)).toBe(true);
  });

  it('refuses demoting the last active Admin and changing one’s own role', async () => {
    const editor = await createUser(database, { email: 'ed@example.com', passwordHash: 'x', role: 'editor' });
    await deactivateStaff(services, owner, undefined, mallory.userId);
    expect(await changeStaffRole(services, owner, undefined, { userId: owner.userId, role: 'sales' })).toEqual({
      ok: false,
      status: 409,
      message: 'You cannot change your own role. Ask another Admin.',
    });
    // Only an Admin can act on staff, but the rule holds below the screens too.
    const asEditor = { userId: editor.id, email: editor.email };
    expect(await changeStaffRole(services, asEditor, undefined, { userId: owner.userId, role: 'sales' })).toEqual({
      ok: false,
      status: 409,
      message: 'You cannot change the role of the last active Admin.',
    });
    expect(await deactivateStaff(services, asEditor, undefined, owner.userId)).toEqual({
      ok: false,
      status: 409,
      message: 'You cannot deactivate the last active Admin.',
    });
    // Another account may be deactivated however few Admins there are.
    expect(await deactivateStaff(services, owner, undefined, editor.id)).toMatchObject({ ok: true });
  });
});
