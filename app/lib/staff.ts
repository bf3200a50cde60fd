/** The staff table's rows (issue 19): accounts, and invitations not yet accepted or revoked. */

export type StaffStatus = 'active' | 'invited' | 'deactivated';

export type StaffRow =
  | {
      kind: 'account';
      id: string;
      email: string;
      name: string | null;
      status: 'active' | 'deactivated';
      lastSignInAt: string | null;
      createdAt: string;
      /** The signed-in staff member's own account, which they cannot deactivate. */
      isYou: boolean;
    }
  | {
      kind: 'invitation';
      id: string;
      email: string;
      name: string | null;
      status: 'invited';
      createdAt: string;
      expiresAt: string;
      expired: boolean;
      invitedByEmail: string;
      /** The link to copy; null once expired, or when it was sealed under another SESSION_SECRET. */
      link: string | null;
    };
