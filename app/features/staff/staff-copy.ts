/**
 * The words of the studio's staff screens and invitation page (issues 19 and 26). Deactivation and
 * sign-in refusals reuse the sign-in page's own message, so a deactivated account learns nothing more.
 */
import { type Offboarding, offboardingSentence } from './staff.ts';

export const staffCopy = {
  heading: 'Staff',
  description:
    'Invite colleagues by e-mail with the role they need, change a role, or deactivate an account to end its sessions and everything it left behind.',
  tableCaption: 'Staff accounts and open invitations',
  status: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
  you: '(you)',
  never: 'Never',
  inviteHeading: 'Invite staff member',
  inviteHint: 'They get an e-mail with a link to choose a password. The link works for 72 hours, once.',
  roleLegend: 'Role',
  roleColumn: 'Role',
  changeRole: 'Change role',
  changingRole: 'Saving...',
  inviteButton: 'Send invitation',
  inviting: 'Sending...',
  invited: (email: string) => `Invitation sent to ${email}`,
  invitedDescription: 'You can also copy the link now and send it yourself: it is shown only once.',
  resent: (email: string) => `A new invitation was sent to ${email}`,
  resentDescription: 'The previous link no longer works. You can copy the new one now: it is shown only once.',
  linkHeading: (email: string) => `Invitation link for ${email}`,
  linkText:
    'Copy it now if you want to hand it over yourself: it is shown only this once, and only to you. Anyone with the link can join the studio until it is used or expires.',
  revoked: (email: string) => `The invitation to ${email} was revoked`,
  deactivated: (email: string) => `${email} was deactivated`,
  deactivatedDescription: (ended: Offboarding) =>
    ['Their sessions have ended and they can no longer sign in.', offboardingSentence(ended, 'after')]
      .filter(Boolean)
      .join(' '),
  reactivated: (email: string) => `${email} was reactivated`,
  reactivatedDescription: 'They can sign in with their password again.',
  alreadyStaff: 'This person already has a staff account.',
  alreadyInvited: 'This person already has an open invitation. Resend it from the table instead.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotDeactivateLast: 'You cannot deactivate the last active Admin.',
  cannotChangeOwnRole: 'You cannot change your own role. Ask another Admin.',
  cannotDemoteLast: 'You cannot change the role of the last active Admin.',
  roleChanged: (email: string, role: string) => `${email} now has the ${role} role`,
  roleChangedDescription: 'It applies to their next request, in every session.',
  roleUnchanged: (email: string, role: string) => `${email} already has the ${role} role`,
  deactivateQuestion: (email: string) =>
    `${email} is signed out everywhere at once and can no longer sign in. You can reactivate the account later.`,
  notFound: 'That account or invitation does not exist any more. Reload the page.',
  copyLink: 'Copy link',
  expired: 'Link expired',
  joined: (when: string) => `Joined ${when}`,
  expires: (when: string) => `Link valid until ${when}`,
  resend: 'Resend',
  revoke: 'Revoke',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  // The invitation page.
  acceptTitle: 'Join the studio',
  acceptIntro: (email: string) => `Choose a password for ${email}. You will be signed in right away.`,
  acceptButton: 'Set password and sign in',
  accepting: 'Signing in...',
  welcome: 'Welcome to the studio',
  invalidTitle: 'This invitation link does not work',
  invalid: {
    expired: 'This invitation has expired. Ask the colleague who invited you to send a new one.',
    used: 'This invitation has already been used. Sign in with the password you chose.',
    unknown:
      'This link is not a valid invitation. It may have been revoked, or replaced by a newer one: use the latest e-mail you received.',
  },
  signInLink: 'Go to sign in',
  emailSubject: 'You are invited to the studio',
} as const;
