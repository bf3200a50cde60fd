/** The staff table's rows: accounts, and invitations not yet accepted or revoked. */
import type { Role } from '../../lib/roles.ts';

export type StaffStatus = 'active' | 'invited' | 'deactivated';

/** What deactivating an account also ends (issue 26), counted when the table is read. */
export interface Offboarding {
  invitations: number;
  apiKeys: number;
  webhooks: number;
}

export type StaffRow =
  | {
      kind: 'account';
      id: string;
      email: string;
      name: string | null;
      role: Role;
      status: 'active' | 'deactivated';
      lastSignInAt: string | null;
      createdAt: string;
      /** The signed-in staff member's own account, which they cannot deactivate or demote. */
      isYou: boolean;
      offboarding: Offboarding;
    }
  | {
      kind: 'invitation';
      id: string;
      email: string;
      name: string | null;
      role: Role;
      status: 'invited';
      createdAt: string;
      expiresAt: string;
      expired: boolean;
      invitedByEmail: string;
    };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What deactivation also ends, in a sentence: before ("This also revokes 2 API keys and disables 1
 * webhook.", the confirmation dialog) or after ("It also revoked …", the notice). Null when the
 * account left nothing behind.
 */
export function offboardingSentence(
  { invitations, apiKeys, webhooks }: Offboarding,
  when: 'before' | 'after' = 'before',
): string | null {
  const [lead, revoke, disable] =
    when === 'before' ? ['This also', 'revokes', 'disables'] : ['It also', 'revoked', 'disabled'];
  const revoked = [
    apiKeys > 0 ? plural(apiKeys, 'API key', 'API keys') : null,
    invitations > 0 ? plural(invitations, 'open invitation', 'open invitations') : null,
  ].filter((part): part is string => part !== null);
  const parts = [
    revoked.length > 0 ? `${revoke} ${revoked.join(' and ')}` : null,
    webhooks > 0 ? `${disable} ${plural(webhooks, 'webhook', 'webhooks')}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `${lead} ${parts.join(revoked.length > 1 ? ', and ' : ' and ')}.` : null;
}
