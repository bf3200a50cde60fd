/** The words of the studio's webhook screens (issue 20). */
import type { WebhookEvent } from '../../lib/webhooks/events.ts';

export const webhookEventLabels: Record<WebhookEvent, { label: string; description: string }> = {
  'contact.created': { label: 'Contact message', description: 'Someone sent the contact form.' },
  'lead.created': { label: 'Lead', description: 'A lead-intake or process-assessment form was sent.' },
  'roi_report.requested': {
    label: 'ROI report request',
    description: 'Someone asked for their ROI analysis by e-mail.',
  },
  'lead.updated': {
    label: 'Lead updated',
    description: 'Staff changed a submission’s status, owner or follow-up date, or wrote a note on it.',
  },
  'lead.erased': {
    label: 'Person erased',
    description: 'An Admin erased a person at their request: delete your copies of the submissions it names.',
  },
  'case_study.published': {
    label: 'Case study published',
    description: 'A case study went live (saved or scheduled).',
  },
  'page.published': {
    label: 'Page published',
    description: 'A page built from blocks went live (saved or scheduled).',
  },
  'review.requested': {
    label: 'Client review requested',
    description: 'Staff sent a case study or a testimonial to a client contact for review.',
  },
  'review.commented': {
    label: 'Client commented',
    description: 'A client contact commented on a case study or testimonial sent for review.',
  },
  'review.approved': {
    label: 'Client approved',
    description: 'A client contact approved a version of a case study or testimonial.',
  },
  'review.changes_requested': {
    label: 'Client requested changes',
    description: 'A client contact asked for changes to a case study or testimonial.',
  },
};

export const webhookCopy = {
  heading: 'Webhooks',
  description:
    'Send signed events to a CRM, a chat or a workflow tool as they happen. Every delivery follows the Standard Webhooks specification and is retried for about a day.',
  endpointsHeading: 'Endpoints',
  noEndpoints: 'No endpoints yet. Add one to start sending events.',
  addHeading: 'Add endpoint',
  addButton: 'Add endpoint',
  adding: 'Adding...',
  urlLabel: 'URL',
  urlHint: 'An https address that accepts POST requests.',
  urlPlaceholder: 'https://hooks.example.com/brightflow',
  eventsLabel: 'Events',
  saveButton: 'Save changes',
  saving: 'Saving...',
  manage: 'Manage',
  enabled: 'Enabled',
  disabled: 'Disabled',
  disabledByStaff: (at: string) => `Disabled on ${at}. Deliveries wait until it is enabled again.`,
  disabledAfterFailures: 'Disabled after repeated failures',
  disabledOwnerGone: 'Disabled: its owner was deactivated',
  disabledOwnerGoneDetail: (at: string) =>
    `Switched off on ${at}, when the account that added it was deactivated. That person may know its signing secret: rotate the secret and give the new one to the receiver, then enable it.`,
  rotateBeforeEnabling:
    'Rotate the signing secret first: the deactivated owner may know the current one. Then enable the endpoint.',
  disabledAfterFailuresDetail: (at: string) =>
    `Switched off on ${at}. Fix the receiver, then enable it: the deliveries that were waiting go out then.`,
  secretHeading: 'Copy the signing secret now',
  secretText:
    'It is shown only this once. Store it in the receiving system and verify every request with it (webhook-id, webhook-timestamp and webhook-signature headers).',
  copySecret: 'Copy secret',
  copied: 'Copied',
  sendTest: 'Send test event',
  enable: 'Enable',
  disable: 'Disable',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate the signing secret?',
  rotateQuestion:
    'A new secret is made and shown once; deliveries are signed with it from now on, so the receiver must be given it at once.',
  deleteLabel: 'Delete endpoint',
  deleteTitle: 'Delete this endpoint?',
  deleteQuestion: 'It stops receiving events, and its delivery log is deleted with it. This cannot be undone.',
  settingsHeading: 'Settings',
  logHeading: 'Deliveries',
  logDescription: 'The last 100, newest first.',
  noDeliveries: 'No deliveries yet. Send a test event to try the endpoint.',
  redeliver: 'Redeliver',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  nextAttempt: (at: string) => `next attempt ${at}`,
  attempt: (n: number) => `Attempt ${n}`,
  noAnswer: 'No answer',
  answer: 'Answer (first 1 KB)',
  emptyAnswer: 'Empty answer',
  deliveryStatus: { pending: 'Pending', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed' },
  loadFailed: 'Failed to load webhooks',
  back: 'All endpoints',
} as const;
