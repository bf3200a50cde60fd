/** The words of client review (issue 30): the studio's panel, the reviewer's page and the e-mails. */
import type { ReviewDecisionKind, ReviewRequestState } from '../../lib/review.ts';

const dateTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

export const reviewCopy = {
  formatDate: dateTime,
  // The dashboard's list of what clients decided on the signed-in staff member's requests
  decisionsHeading: 'Client decisions',
  decisionsUnread: (count: number) => `${count} unread`,
  decisionsNone: 'No client has decided on a review you sent yet.',
  decisionsFailed: 'Client decisions could not be loaded. Reload the page to try again.',
  decisionNotice: (name: string, kind: ReviewDecisionKind, title: string) =>
    `${name} ${kind === 'approved' ? 'approved' : 'requested changes to'} “${title}”`,
  decisionMeta: (version: number, at: string) => `Version ${version}, ${dateTime(at)}`,
  unread: 'unread',
  unreadBadge: 'New',
  // The studio's panel
  panelHeading: 'Client review',
  panelIntro:
    'Send this case study to a contact at the client. They open it through a private link, without an account, comment on it and approve it or ask for changes.',
  sendHeading: 'Send for review',
  contactName: 'Contact name',
  contactEmail: 'Contact e-mail',
  message: 'Message (optional)',
  messageHint: 'Shown in the e-mail and at the top of the review page.',
  days: 'Link valid for (days)',
  daysHint: 'From 1 to 60 days.',
  sendButton: 'Send review request',
  noRequests: 'No review requests yet.',
  requestsHeading: 'Requests',
  downloadComments: 'Download comments (CSV)',
  sentBy: (who: string, at: string) => `Sent by ${who} on ${dateTime(at)}`,
  forVersion: (version: number) => `for version ${version}`,
  expires: (at: string) => `Link works until ${dateTime(at)}`,
  expired: (at: string) => `Link expired on ${dateTime(at)}`,
  revokedOn: (at: string) => `Revoked on ${dateTime(at)}`,
  revokeButton: 'Revoke link',
  states: {
    open: 'Open',
    changes_requested: 'Changes requested',
    approved: 'Approved',
    expired: 'Expired',
    revoked: 'Revoked',
  } satisfies Record<ReviewRequestState, string>,
  decisionLabel: {
    approved: 'Approved',
    changes_requested: 'Requested changes',
  } satisfies Record<ReviewDecisionKind, string>,
  decisionLine: (kind: ReviewDecisionKind, name: string, version: number, at: string) =>
    `${kind === 'approved' ? 'Approved' : 'Requested changes to'} version ${version}: ${name}, ${dateTime(at)}`,
  commentLine: (name: string, version: number, at: string) => `${name} on version ${version}, ${dateTime(at)}`,
  replyLabel: 'Reply',
  replyButton: 'Send reply',
  repliedBy: (who: string, at: string) => `Reply from ${who}, ${dateTime(at)}`,
  approvalLabel: 'Client approval required',
  approvalHint:
    'While on, this case study is not published (by an editor, a restored version or the scheduler) until the client has approved what it shows.',
  approvalSave: 'Save setting',
  approvalOn: 'Client approval is now required before publishing',
  approvalOff: 'Client approval is no longer required before publishing',
  approvedCurrent: (version: number, name: string, at: string) =>
    `Approved: version ${version} by ${name} on ${dateTime(at)}. The page still shows what was approved.`,
  approvedStale: (approved: number, current: number) =>
    `Approved version ${approved}; the current version is ${current}.`,
  staleHint: 'What the page shows has changed since the approval.',
  seeChanges: 'See what changed since',
  sendCurrent: (version: number, name: string) => `Send version ${version} to ${name} for review`,
  notApprovedYet: 'Not approved yet: publishing is refused until the client approves.',
  // Outcomes (toasts)
  sent: (email: string) => `Review request sent to ${email}`,
  sentDescription: 'The e-mail with the link is on its way. The link is not shown again.',
  revoked: (email: string) => `The review link sent to ${email} no longer works`,
  replied: 'Reply saved. The client sees it on their review page.',
  notFound: 'That review request no longer exists.',
  commentNotFound: 'That comment no longer exists.',
  studyNotFound: 'That case study no longer exists.',
  testimonialNotFound: 'That testimonial no longer exists.',
  invalid: 'Check the form: ',
  // The reviewer's page
  pageTitle: (title: string) => `Review: ${title}`,
  barHeading: 'Draft for review',
  barVersion: (version: number) => `Version ${version}`,
  barExpiry: (at: string) => `This link works until ${dateTime(at)}.`,
  barFrom: (name: string) => `Sent by ${name}.`,
  messageFrom: 'Message from the team',
  feedbackHeading: 'Your feedback',
  feedbackIntro: 'Comment on the whole case study or on one part of it, then approve it or ask for changes.',
  feedbackIntroTestimonial: 'Comment on the testimonial, then approve it or ask for changes.',
  commentTarget: 'About',
  yourName: 'Your name',
  comment: 'Comment',
  commentButton: 'Add comment',
  commentSaved: 'Thank you: your comment was saved.',
  yourComments: 'Comments',
  noComments: 'No comments yet.',
  decideHeading: 'Your decision',
  decisionMessage: 'Message (required to ask for changes)',
  approveButton: 'Approve this version',
  changesButton: 'Request changes',
  approvedSaved: (version: number) => `Thank you: you approved version ${version}.`,
  changesSaved: 'Thank you: the team has been told what to change. This link keeps working for the next version.',
  fieldErrors: {
    target: 'Choose what the comment is about.',
    name: 'Enter your name (at most 120 characters).',
    comment: 'Write your comment (at most 2,000 characters).',
    message: 'Say what should change (at most 2,000 characters).',
    decision: 'Choose Approve or Request changes.',
  },
  busy: 'Too many attempts from your address. Please wait a few minutes and try again.',
  lastDecision: (kind: ReviewDecisionKind, version: number, at: string) =>
    `${kind === 'approved' ? 'You approved' : 'You asked for changes to'} version ${version} on ${dateTime(at)}.`,
  gone: {
    unknown: {
      title: 'This review link does not work',
      body: 'The link is incomplete or was never sent. Check that you copied the whole address from the e-mail.',
    },
    expired: {
      title: 'This review link has expired',
      body: 'Ask the person who sent it for a new link.',
    },
    revoked: {
      title: 'This review link was withdrawn',
      body: 'The team withdrew this link. Ask the person who sent it for a new one if you still need it.',
    },
    approved: {
      title: 'This review is complete',
      body: 'You approved this case study. Thank you. If something still needs to change, contact the person who sent the link.',
    },
  },
  goneApprovedTestimonial:
    'You approved this testimonial. Thank you. If something still needs to change, contact the person who sent the link.',
  // The testimonial's panel
  panelIntroTestimonial:
    'Send this testimonial to a contact at the client. They open it through a private link, without an account, comment on it and approve it or ask for changes.',
  approvalHintTestimonial:
    'While on, this testimonial is not set to Active (by a save or a restored version) until the client has approved what it says.',
  changedSince: 'Changed since the approval',
  changeFrom: 'Was',
  changeTo: 'Now',
  // E-mails
  /** The record as a sentence names it: `the case study "…"`, `the testimonial from <author>, <company>`. */
  recordPhrase: (recordType: 'case_study' | 'testimonial', title: string) =>
    recordType === 'testimonial'
      ? `the ${title.charAt(0).toLowerCase()}${title.slice(1)}`
      : `the case study "${title}"`,
  recordNoun: (recordType: 'case_study' | 'testimonial') =>
    recordType === 'testimonial' ? 'testimonial' : 'case study',
  requestSubject: (title: string) => `Please review: ${title}`,
  decisionSubject: (kind: ReviewDecisionKind, title: string) =>
    kind === 'approved' ? `Client approved: ${title}` : `Client requested changes: ${title}`,
} as const;
