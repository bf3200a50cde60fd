/**
 * The words of the audit log's page and CSV (issue 19): what each action and kind of actor is called,
 * and the page's texts.
 */
import type { ActorKind, AuditAction } from '../../lib/audit-log.ts';

const actions: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Changed password',
  'case_study.created': 'Created case study',
  'case_study.updated': 'Updated case study',
  'case_study.deleted': 'Deleted case study',
  'case_study.version_restored': 'Restored a case study version',
  'case_study.undeleted': 'Restored deleted case study',
  'case_study.published_on_schedule': 'Published case study on schedule',
  'case_study.publication_skipped': 'Skipped a scheduled publication (client approval required)',
  'testimonial.created': 'Created testimonial',
  'testimonial.updated': 'Updated testimonial',
  'testimonial.deleted': 'Deleted testimonial',
  'testimonial.version_restored': 'Restored a testimonial version',
  'page.created': 'Created page',
  'page.updated': 'Updated page',
  'page.deleted': 'Deleted page',
  'page.version_restored': 'Restored a page version',
  'page.published_on_schedule': 'Published page on schedule',
  'site_settings.updated': 'Updated site settings',
  'site_settings.version_restored': 'Restored a site settings version',
  'navigation.updated': 'Updated the navigation',
  'navigation.version_restored': 'Restored a navigation version',
  'roi_model.saved': 'Saved an ROI model version',
  'roi_model.version_restored': 'Restored an ROI model version',
  'roi_model.published': 'Published an ROI model version',
  'roi_model.publish_scheduled': 'Scheduled an ROI model version',
  'roi_model.publish_unscheduled': 'Cancelled an ROI model schedule',
  'roi_model.published_on_schedule': 'Published an ROI model version on schedule',
  'review.requested': 'Sent for client review',
  'review.revoked': 'Revoked a review link',
  'review.commented': 'Client commented',
  'review.replied': 'Replied to a client comment',
  'review.approved': 'Client approved',
  'review.changes_requested': 'Client requested changes',
  'review.approval_setting_changed': 'Changed "Client approval required"',
  'review.comments_exported': 'Exported client review comments',
  'message.status_changed': 'Changed message status',
  'messages.exported': 'Exported messages',
  'lead.updated': 'Updated a lead',
  'image.uploaded': 'Uploaded image',
  'staff.invited': 'Invited staff member',
  'staff.invitation_resent': 'Resent invitation',
  'staff.invitation_revoked': 'Revoked invitation',
  'staff.invitation_accepted': 'Accepted invitation',
  'staff.deactivated': 'Deactivated account',
  'staff.reactivated': 'Reactivated account',
  'staff.role_changed': 'Changed role',
  'api_key.created': 'Created API key',
  'api_key.revoked': 'Revoked API key',
  'webhook.created': 'Added webhook endpoint',
  'webhook.updated': 'Changed webhook endpoint',
  'webhook.secret_rotated': 'Rotated webhook signing secret',
  'webhook.enabled': 'Enabled webhook endpoint',
  'webhook.disabled': 'Disabled webhook endpoint',
  'webhook.deleted': 'Deleted webhook endpoint',
  'webhook.test_sent': 'Sent webhook test event',
  'webhook.redelivered': 'Redelivered webhook',
  'webhook.disabled_after_failures': 'Webhook endpoint disabled after repeated failures',
  'intake.case_study_created': 'Case study created through the intake API',
  'intake.case_study_existing': 'Intake call matched an existing case study',
  'intake.request_replayed': 'Intake call replayed (same idempotency key)',
  'intake.request_rejected': 'Intake call rejected',
  'audit.exported': 'Exported audit log',
};

const actorKinds: Record<ActorKind, string> = {
  staff: 'Staff',
  intake_key: 'Intake key',
  intake_without_key: 'Intake API',
  scheduler: 'Automatic',
  system: 'System',
  client: 'Client reviewer',
};

/** What each entity type is called above its name in "What". */
const entityTypes: Record<string, string> = {
  case_study: 'Case study',
  testimonial: 'Testimonial',
  page: 'Page',
  site_settings: 'Site settings',
  navigation: 'Navigation',
  user: 'Staff account',
  staff_invitation: 'Invitation',
  review_request: 'Client review',
  api_key: 'API key',
  webhook_endpoint: 'Webhook endpoint',
  contact_message: 'Contact message',
  lead: 'Lead',
  image: 'Image',
  session: 'Session',
  inbox: 'Messages',
  audit_log: 'Audit log',
};

export const auditCopy = {
  heading: 'Audit log',
  description: 'Who did what in the studio and through the intake API, newest first.',
  filtersLabel: 'Audit log filters',
  person: 'Person',
  anyPerson: 'Everyone',
  action: 'Action',
  anyAction: 'All actions',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  tableCaption: 'Audit log entries, newest first',
  columns: {
    time: 'Time',
    who: 'Who',
    action: 'Action',
    subject: 'What',
    ip: 'Client address',
    requestId: 'Request ID',
  },
  withoutKey: 'No valid key',
  gone: 'no longer exists',
  none: '—',
  emptyTitle: 'No entries yet',
  emptyText: 'Sign-ins, changes in the studio and intake API calls will appear here.',
  noMatchTitle: 'No entries match',
  noMatchText: 'Try another person, action or date range.',
  pastEndText: 'There are no more entries in this direction.',
  newest: 'Back to the newest entries',
  pagesLabel: 'Audit log pages',
  showing: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'} on this page`,
  timeZoneNote: (zone: string) => `Times in ${zone}; dates are whole days there.`,
  loadFailed: 'Failed to load the audit log',
  csvHeader: [
    'Time (UTC)',
    'Who',
    'Kind',
    'Action',
    'Action code',
    'Entity type',
    'Entity ID',
    'What',
    'Client address',
    'Request ID',
    'Details',
  ],
  actions,
  actorKinds,
  entityTypes,
} as const;

/** An action's label; an unknown code (written by a newer version of the app) shows as itself. */
export const actionLabel = (code: string): string => (actions as Record<string, string>)[code] ?? code;

/** An entity type's label; an unknown type shows as itself. */
export const entityTypeLabel = (type: string): string => entityTypes[type] ?? type;

/** How a person is listed in the person filter and shown in the CSV's "Who". */
export function actorLabel(actor: { kind: ActorKind; name: string }): string {
  if (actor.kind === 'intake_key') return `${actor.name} (${actorKinds.intake_key})`;
  if (actor.kind === 'intake_without_key') return `${actorKinds.intake_without_key}: ${auditCopy.withoutKey}`;
  if (actor.kind === 'client') return `${actor.name} (${actorKinds.client})`;
  return actor.name;
}
