/**
 * Kysely table types. Column names are snake_case as in SPEC 3; repositories map rows to the
 * camelCase domain objects of app/lib. Booleans read back as 0/1 on SQLite and true/false on
 * PostgreSQL, JSON lists as text on SQLite and parsed arrays on PostgreSQL, timestamps as ISO text
 * on SQLite and Date on PostgreSQL: the mappers in ./mapping.ts even these out.
 */
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { LeadAttribution } from '../../lib/lead-attribution.ts';
import type { LeadStatus, LostReason } from '../../lib/lead-pipeline.ts';
import type { Role } from '../../lib/roles.ts';
import type { WebhookDisabledReason } from '../../lib/webhooks/events.ts';

/** lib/lead-attribution.ts's record as the `attribution` JSON columns hold it. */
export type StoredAttribution = LeadAttribution;

/** Written as a boolean (the SQLite plugin turns it into 0/1), read as either. */
export type DbBool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A JSON document: written as a JSON string, read as text (SQLite) or parsed (PostgreSQL). */
export type DbJson<T> = ColumnType<T | string, string | undefined, string>;
/** A point in time: written as an ISO string, read as text (SQLite) or Date (PostgreSQL). */
export type DbTimestamp = ColumnType<Date | string, string, string>;
export type DbNullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** An integer that PostgreSQL may return as a string when it is a bigint aggregate. */
export type DbInt = ColumnType<number, number | undefined, number>;

export interface CaseStudiesTable {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  executive_summary: string | null;
  client_name: string;
  client_industry: string;
  client_location: string | null;
  client_size: string | null;
  client_description: string | null;
  client_logo_url: string | null;
  project_duration: string | null;
  project_start_date: string | null;
  project_end_date: string | null;
  technology_used: DbJson<string[]>;
  team_size: number | null;
  team_roles: DbJson<string[]>;
  main_image_url: string | null;
  main_image_alt: string | null;
  process_flow_image_url: string | null;
  testimonial_quote: string | null;
  testimonial_author: string | null;
  testimonial_title: string | null;
  testimonial_company: string | null;
  testimonial_image: string | null;
  show_testimonial: DbBool;
  meta_title: string | null;
  meta_description: string | null;
  tags: DbJson<string[]>;
  status: ColumnType<'draft' | 'published' | 'archived', 'draft' | 'published' | 'archived' | undefined>;
  featured: DbBool;
  display_order: number | null;
  external_id: string | null;
  /** The intake key that created the study ('env' or api_keys.id); its external_id is unique per key. */
  intake_key_id: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  published_at: DbNullableTimestamp;
  /** Counts the saves; an editor's save names the version it was opened on (conflict detection). */
  version: DbInt;
  /** A draft with a publish_at is published by the scheduler at that moment. */
  publish_at: DbNullableTimestamp;
  /** The dashboard search's haystack: title, client, industry and slug folded (caseStudySearchText). */
  search_text: ColumnType<string, string | undefined, string>;
}

export interface CaseStudySlugRedirectsTable {
  old_slug: string;
  case_study_id: string;
  created_at: DbTimestamp;
}

export interface CaseStudySectionsTable {
  id: string;
  case_study_id: string;
  section_type: 'client' | 'challenge' | 'solution' | 'outcome';
  title: string | null;
  content: string;
  order_index: number;
}

export interface CaseStudyMetricsTable {
  id: string;
  case_study_id: string;
  label: string;
  value: string;
  metric_type: ColumnType<
    'percentage' | 'currency' | 'number' | 'time' | 'text',
    'percentage' | 'currency' | 'number' | 'time' | 'text' | undefined
  >;
  description: string | null;
  order_index: number;
  emphasis: DbBool;
}

export interface CaseStudyProcessesTable {
  id: string;
  case_study_id: string;
  title: string;
  description: string | null;
  order_index: number;
}

export interface CaseStudyMediaTable {
  id: string;
  case_study_id: string;
  url: string;
  alt: string | null;
  caption: string | null;
  kind: ColumnType<'image' | 'video' | 'document', 'image' | 'video' | 'document' | undefined>;
  order_index: number;
}

export interface TestimonialsTable {
  id: string;
  quote: string;
  author_name: string;
  title: string;
  company: string;
  image: string | null;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  version: DbInt;
}

/** A page built from blocks (issue 28): its blocks are one JSON document, checked by the pages feature. */
export interface PagesTable {
  id: string;
  path: string;
  title: string;
  meta_description: ColumnType<string, string | undefined, string>;
  og_image: string | null;
  noindex: DbBool;
  status: ColumnType<'draft' | 'published' | 'archived', 'draft' | 'published' | 'archived' | undefined>;
  publish_at: DbNullableTimestamp;
  published_at: DbNullableTimestamp;
  blocks: DbJson<unknown[]>;
  version: DbInt;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface PagePathRedirectsTable {
  old_path: string;
  page_id: string;
  created_at: DbTimestamp;
}

/** One row per path that answered 404 (issue 32): counts added by each instance's batches. */
export interface NotFoundPathsTable {
  path: string;
  /** An exploit probe (lib/not-found-paths.ts): counted apart, hidden by default. */
  probe: DbBool;
  hits: DbInt;
  first_seen_at: DbTimestamp;
  last_seen_at: DbTimestamp;
  /** The most frequent referrer seen (its origin and path), and how often. */
  top_referrer: string | null;
  top_referrer_hits: DbInt;
}

/** How often each redirect rule (by its source) has answered. */
export interface RedirectHitsTable {
  source: string;
  hits: DbInt;
  last_hit_at: DbTimestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Set while the account is deactivated: its sign-in is refused and it has no sessions. */
  deactivated_at: DbNullableTimestamp;
  last_sign_in_at: DbNullableTimestamp;
  /** What the account may open and change in the studio (app/lib/studio-access.ts). */
  role: Role;
  /** Whether the daily lead digest is e-mailed to them (migration 0019; on unless they turned it off). */
  lead_digest: DbBool;
}

export interface StaffInvitationsTable {
  id: string;
  /** Lower-cased and trimmed, like users.email. */
  email: string;
  name: string | null;
  /** SHA-256 of the one-time token in the link: how the link is looked up. */
  token_hash: string;
  /** The role the account gets when the invitation is accepted. */
  role: Role;
  invited_by: string | null;
  invited_by_email: string;
  created_at: DbTimestamp;
  /** When the current link was made (the invitation, or its last resend). */
  sent_at: DbTimestamp;
  expires_at: DbTimestamp;
  accepted_at: DbNullableTimestamp;
  accepted_user_id: string | null;
  revoked_at: DbNullableTimestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: DbTimestamp;
  last_seen_at: DbTimestamp;
  expires_at: DbTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export type ContactMode = 'consultation' | 'email';
export type InboxStatus = 'new' | 'read' | 'archived';

/** The lead pipeline's columns, on both kinds of submission (migration 0016; app/lib/lead-pipeline.ts). */
export interface LeadPipelineColumns {
  pipeline_status: ColumnType<LeadStatus, LeadStatus | undefined>;
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_on: ColumnType<string | null, string | null | undefined, string | null>;
  lost_reason: ColumnType<LostReason | null, LostReason | null | undefined, LostReason | null>;
  lost_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** lib/person-key.ts of the e-mail: one person's submissions share it (migration 0016). */
  person_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactMessagesTable extends LeadPipelineColumns {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  contact_mode: ContactMode;
  status: ColumnType<InboxStatus, InboxStatus | undefined>;
  ip: string | null;
  user_agent: string | null;
  created_at: DbTimestamp;
  /** Where the visit came from (lib/lead-attribution.ts), or null when the browser sent none. */
  attribution: ColumnType<StoredAttribution | string | null, string | null | undefined, string | null>;
  /** leadSource(attribution).name, kept beside it so the dashboard counts without reading the JSON. */
  lead_source: string | null;
  /** attribution.caseStudies again, as a JSON list, for the same reason; null when none were read. */
  case_studies_read: ColumnType<string[] | string | null, string | null | undefined, string | null>;
}

export type LeadKind = 'roi_email' | 'lead_intake' | 'process_assessment';

export interface LeadsTable extends LeadPipelineColumns {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  company: string | null;
  payload: DbJson<Record<string, unknown>>;
  status: ColumnType<InboxStatus, InboxStatus | undefined>;
  ip: string | null;
  created_at: DbTimestamp;
  attribution: ColumnType<StoredAttribution | string | null, string | null | undefined, string | null>;
  lead_source: string | null;
  case_studies_read: ColumnType<string[] | string | null, string | null | undefined, string | null>;
  /** The ROI model version an ROI request's numbers came from (migration 0014); null for other leads. */
  roi_model_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A lead's timeline: notes, and who changed its status, owner or follow-up (migration 0016). */
export interface LeadNotesTable {
  id: string;
  submission_type: 'contact' | 'lead';
  submission_id: string;
  entry: 'note' | 'status' | 'owner' | 'follow_up';
  author_id: string | null;
  /** The author's e-mail when it was written, kept if the account goes. */
  author: string;
  body: string | null;
  details: DbJson<Record<string, unknown>>;
  created_at: DbTimestamp;
  /** The order of the entries one save wrote at the same instant. */
  position: ColumnType<number, number | undefined, number>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  /** Sealed when `sealed`; blank once a sealed row is sent or given up. */
  text_body: string;
  html_body: string | null;
  /**
   * The body carries a secret (an invitation link): it is stored sealed under SESSION_SECRET and
   * blanked once the row is finished (docs/decisions/outbox-delivery.md, "Secrets in the outbox").
   */
  sealed: DbBool;
  /** e.g. 'contact_message' or 'lead', with related_id, so the inbox can show delivery status. */
  related_type: string | null;
  related_id: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined>;
  attempts: DbInt;
  next_attempt_at: DbTimestamp;
  locked_until: DbNullableTimestamp;
  last_error: string | null;
  created_at: DbTimestamp;
  sent_at: DbNullableTimestamp;
  /** When it was sent or given up (its last attempt); retention counts from here. Null while pending. */
  finished_at: DbNullableTimestamp;
}

export interface AuditLogTable {
  id: string;
  user_id: string | null;
  actor: string;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: DbJson<Record<string, unknown>>;
  ip: string | null;
  /** The request that made the change (the X-Request-Id of the response and the log lines). */
  request_id: string | null;
  created_at: DbTimestamp;
}

export interface RateLimitsTable {
  key: string;
  count: DbInt;
  reset_at: DbTimestamp;
}

export interface ApiKeysTable {
  id: string;
  name: string;
  key_hash: string;
  last_four: string;
  created_by: string | null;
  created_at: DbTimestamp;
  last_used_at: DbNullableTimestamp;
  revoked_at: DbNullableTimestamp;
}

export interface IdempotencyKeysTable {
  key: string;
  /** JSON of the first response (status + body), replayed for a repeated request. */
  response: DbJson<{ status: number; body: unknown }>;
  created_at: DbTimestamp;
}

export interface ImagesTable {
  id: string;
  /** Storage key of the original, e.g. 'case-study-images/1732230000000-k3j9x2.png'. */
  key: string;
  mime_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** Responsive variants: [{ key, format, width }]. */
  variants: DbJson<{ key: string; format: string; width: number }[]>;
  created_at: DbTimestamp;
}

export type RevisionEntityType = 'case_study' | 'testimonial' | 'page' | 'site_settings' | 'navigation' | 'redirects';

/** One stored version of a case study or testimonial: the whole record as it was saved, and by whom. */
export interface RevisionsTable {
  id: string;
  entity_type: RevisionEntityType;
  entity_id: string;
  /** The record's version this revision holds. */
  version: number;
  kind: string;
  snapshot: DbJson<unknown>;
  /** Who made it: a staff e-mail, 'API: <key name>', 'Scheduler'. */
  actor: string;
  user_id: string | null;
  created_at: DbTimestamp;
}

/** A periodic job's lease: the instance whose claim set `locked_until` runs it; `last_run_at` spaces the runs. */
export interface JobLeasesTable {
  name: string;
  locked_until: DbNullableTimestamp;
  last_run_at: DbNullableTimestamp;
}

/** A published record's generated share image (issue 32): what it shows (hash), where it is stored, who renders it. */
export interface ShareImagesTable {
  entity_type: 'case_study' | 'page';
  entity_id: string;
  /** The record's version last looked at: a newer one means the image may need rendering again. */
  source_version: number;
  content_hash: string | null;
  image_key: string | null;
  claimed_until: DbNullableTimestamp;
  rendered_at: DbNullableTimestamp;
}

/** A stored share image no `share_images` row names any more, since when (deleted after a grace period). */
export interface RetiredShareImagesTable {
  image_key: string;
  retired_at: DbTimestamp;
}

/** One row per cache scope; a save bumps its version so every instance drops stale pages. */
export interface CacheVersionsTable {
  scope: string;
  version: DbInt;
  updated_at: DbTimestamp;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A receiver of signed webhooks (docs/decisions/webhooks.md). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  /** The events it subscribes to (WEBHOOK_EVENTS of app/lib/webhooks/events.ts). */
  events: DbJson<string[]>;
  /** The signing secret (`whsec_…`), sealed with a key derived from SESSION_SECRET. */
  secret_sealed: string;
  enabled: DbBool;
  disabled_at: DbNullableTimestamp;
  /** Who switched it off: staff, repeated failures, or its owner's deactivation (issue 26). */
  disabled_reason: WebhookDisabledReason | null;
  /** Deliveries given up in a row; a success resets it. */
  consecutive_failures: DbInt;
  created_by: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  secret_rotated_at: DbTimestamp;
}

/** The webhook outbox: one message for one endpoint, its body frozen when it was queued. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  /** The `webhook-id` header: the receiver's idempotency key, the same for every retry and redelivery. */
  message_id: string;
  event_type: string;
  /** The exact body sent (JSON text). */
  payload: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined>;
  attempts: DbInt;
  next_attempt_at: DbTimestamp;
  locked_until: DbNullableTimestamp;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  created_at: DbTimestamp;
  finished_at: DbNullableTimestamp;
}

/** One try of a delivery, for the studio's delivery log. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  started_at: DbTimestamp;
  /** The answer's HTTP status; null when there was none (network error, timeout, refused address). */
  status_code: number | null;
  duration_ms: number;
  /** The first 1 KB of the answer's body. */
  response_excerpt: string | null;
  error: string | null;
}

/**
 * A document about the whole site that staff edit (issue 29): 'settings' or 'navigation', read and
 * written whole. No row: the document is still at its defaults (docs/decisions/site-settings.md).
 */
export interface SiteDocumentsTable {
  key: string;
  data: DbJson<unknown>;
  version: DbInt;
  updated_at: DbTimestamp;
  /** Who saved it last (a staff e-mail, 'Site setup'); null when nobody was named. */
  updated_by: string | null;
}

/** The setup steps a database has done once (the seeded copy pages), so none is done twice. */
export type RoiModelStatus = 'draft' | 'published' | 'archived';

/** One version of the ROI calculator's model (migration 0014): its figures never change once saved. */
export interface RoiModelsTable {
  version: number;
  model: DbJson<unknown>;
  status: ColumnType<RoiModelStatus, RoiModelStatus | undefined, RoiModelStatus>;
  publish_at: DbNullableTimestamp;
  published_at: DbNullableTimestamp;
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  restored_from: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: string;
  created_at: DbTimestamp;
}

export interface SiteSetupTable {
  step: string;
  done_at: DbTimestamp;
}

/** What a client review is about (migration 0021 added testimonials). */
export type ReviewRecordType = 'case_study' | 'testimonial';

/** A client review request (issue 30): one record sent to one contact, through a link only the e-mail carries. */
export interface ReviewRequestsTable {
  id: string;
  record_type: ReviewRecordType;
  record_id: string;
  contact_name: string;
  /** Lower-cased and trimmed. */
  contact_email: string;
  message: string | null;
  /** SHA-256 of the token in the link: how the link is looked up; nothing stored opens it. */
  token_hash: string;
  /** The record's version when the request was sent. */
  version: number;
  requested_by: string | null;
  requested_by_email: string;
  requested_by_name: string | null;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: DbNullableTimestamp;
}

/** A reviewer's comment on the record (or one part of it), with the staff reply to it, if any. */
export interface ReviewCommentsTable {
  id: string;
  request_id: string;
  /** 'study', 'section:<type>', 'metric:<id>' or 'testimonial' (app/lib/review.ts). */
  target: string;
  /** What the target was called when the comment was made (a metric's label). */
  target_label: string;
  body: string;
  author_name: string;
  version: number;
  ip: string | null;
  created_at: DbTimestamp;
  reply: string | null;
  replied_by_email: string | null;
  replied_by_name: string | null;
  replied_at: DbNullableTimestamp;
}

export type ReviewDecision = 'approved' | 'changes_requested';

/** A reviewer's decision on one version of the record. */
export interface ReviewDecisionsTable {
  id: string;
  request_id: string;
  decision: ReviewDecision;
  message: string | null;
  version: number;
  reviewer_name: string;
  reviewer_email: string;
  ip: string | null;
  created_at: DbTimestamp;
  /** When the staff member who sent the request opened the study after it (null: unread). */
  seen_at: DbTimestamp | null;
}

/** A record's "Client approval required", when staff set it (no row: the default, lib/review.ts). */
export interface ReviewSettingsTable {
  record_type: ReviewRecordType;
  record_id: string;
  approval_required: DbBool;
  updated_at: DbTimestamp;
  updated_by: string | null;
}

/** How long leads of a pipeline status are kept after they came in (migration 0019; no row: for ever). */
export interface LeadRetentionTable {
  pipeline_status: LeadStatus;
  months: number;
  updated_at: DbTimestamp;
  updated_by: string | null;
}

export interface DB {
  case_studies: CaseStudiesTable;
  case_study_slug_redirects: CaseStudySlugRedirectsTable;
  case_study_sections: CaseStudySectionsTable;
  case_study_metrics: CaseStudyMetricsTable;
  case_study_processes: CaseStudyProcessesTable;
  case_study_media: CaseStudyMediaTable;
  testimonials: TestimonialsTable;
  pages: PagesTable;
  page_path_redirects: PagePathRedirectsTable;
  site_setup: SiteSetupTable;
  site_documents: SiteDocumentsTable;
  roi_models: RoiModelsTable;
  users: UsersTable;
  staff_invitations: StaffInvitationsTable;
  sessions: SessionsTable;
  contact_messages: ContactMessagesTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  lead_retention: LeadRetentionTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  images: ImagesTable;
  cache_versions: CacheVersionsTable;
  revisions: RevisionsTable;
  job_leases: JobLeasesTable;
  share_images: ShareImagesTable;
  retired_share_images: RetiredShareImagesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  review_requests: ReviewRequestsTable;
  review_comments: ReviewCommentsTable;
  review_decisions: ReviewDecisionsTable;
  review_settings: ReviewSettingsTable;
  not_found_paths: NotFoundPathsTable;
  redirect_hits: RedirectHitsTable;
}

export type CaseStudyRow = Selectable<CaseStudiesTable>;
export type NewCaseStudyRow = Insertable<CaseStudiesTable>;
export type CaseStudyUpdate = Updateable<CaseStudiesTable>;
