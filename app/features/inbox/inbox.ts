/**
 * The admin inbox's view model: contact messages and leads as one kind of item, their labels, and
 * the CSV export rows. Pure, so the mapping is unit-tested without a database.
 */
import { toCsv } from '../../lib/csv.ts';
import { INBOX_KIND_LABELS, type InboxKind, type InboxView } from '../../lib/inbox-query.ts';
import { type LeadAttribution, type LeadSource, leadSource } from '../../lib/lead-attribution.ts';
import {
  LEAD_STATUS_LABELS,
  LOST_REASON_LABELS,
  type PipelineState,
  type TimelineEntry,
} from '../../lib/lead-pipeline.ts';

export type InboxStatus = 'new' | 'read' | 'archived';
export type DeliveryState = 'pending' | 'sent' | 'failed';

// Also what the lead digest e-mail names them (a server job): kept beside the kinds.
export {
  INBOX_KIND_LABELS,
  INBOX_VIEWS,
  type InboxKind,
  type InboxView,
  parseInboxView,
} from '../../lib/inbox-query.ts';

export interface Delivery {
  status: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface InboxDetail {
  label: string;
  value: string;
}

/** Where the visit came from, with the case studies it read named by their current titles. */
export interface InboxAttribution extends LeadAttribution {
  source: LeadSource;
  /** One per slug of `caseStudies`: its title while the study exists, else null. */
  caseStudiesRead: { slug: string; title: string | null }[];
}

/** Case-study titles by slug or id, as the inbox's loader found them. */
export type CaseStudyTitles = ReadonlyMap<string, string>;

export function inboxAttribution(
  attribution: LeadAttribution | null | undefined,
  titles: CaseStudyTitles = new Map(),
): InboxAttribution | null {
  if (!attribution) return null;
  return {
    ...attribution,
    source: leadSource(attribution),
    caseStudiesRead: attribution.caseStudies.map((slug) => ({ slug, title: titles.get(slug) ?? null })),
  };
}

export interface InboxItem {
  id: string;
  source: 'contact' | 'lead';
  kind: InboxKind;
  name: string | null;
  email: string;
  company: string | null;
  /** The visitor's own words (contact messages). */
  message: string | null;
  /** Everything else the form collected, as label/value pairs. */
  details: InboxDetail[];
  status: InboxStatus;
  createdAt: string;
  delivery: Delivery | null;
  /** Null when the browser sent none (no JavaScript, the JSON API, messages from before it existed). */
  attribution?: InboxAttribution | null;
  /** Its place in the pipeline (issue 31) and the timeline of notes and changes, oldest first. */
  pipeline?: PipelineState;
  timeline?: TimelineEntry[];
}

/**
 * What the list shows of a submission (issue 31): what a salesperson scans. The rest (the whole
 * message, the answers, the visit, the e-mail's delivery, the pipeline form and the timeline) is
 * read and drawn only for the one opened, so a page of 50 stays light.
 */
export interface InboxSummary
  extends Pick<InboxItem, 'id' | 'source' | 'kind' | 'name' | 'email' | 'company' | 'status' | 'createdAt'> {
  pipeline: PipelineState;
  /** The start of the visitor's words, else of the form's answers; null when there are neither. */
  excerpt: string | null;
}

/** How much of a message the list shows. */
export const EXCERPT_LENGTH = 160;

/** `text` on one line, cut at a word before `length` characters with an ellipsis when longer. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function inboxSummary(item: InboxItem, pipeline: PipelineState): InboxSummary {
  const answers = item.details
    .filter((detail) => detail.label !== ROI_MODEL_VERSION_LABEL)
    .map((detail) => `${detail.label}: ${detail.value}`)
    .join('; ');
  const words = item.message ?? answers;
  return {
    id: item.id,
    source: item.source,
    kind: item.kind,
    name: item.name,
    email: item.email,
    company: item.company,
    status: item.status,
    createdAt: item.createdAt,
    pipeline,
    excerpt: words ? excerptOf(words) : null,
  };
}

interface ContactLike {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  contactMode: 'consultation' | 'email';
  status: InboxStatus;
  createdAt: string;
  attribution?: LeadAttribution | null;
}

interface LeadLike {
  id: string;
  kind: Exclude<InboxKind, 'contact'>;
  name: string | null;
  email: string;
  company: string | null;
  payload: Record<string, unknown>;
  status: InboxStatus;
  createdAt: string;
  attribution?: LeadAttribution | null;
  roiModelVersion?: number | undefined;
}

/** How the inbox and its CSV name an ROI request's model version. */
export const ROI_MODEL_VERSION_LABEL = 'ROI model version';

export function inboxItemFromContact(
  message: ContactLike,
  delivery: Delivery | null,
  titles?: CaseStudyTitles,
): InboxItem {
  return {
    id: message.id,
    source: 'contact',
    kind: 'contact',
    name: message.name,
    email: message.email,
    company: message.company,
    message: message.message,
    details: [{ label: 'Contact mode', value: message.contactMode === 'email' ? 'E-mail' : 'Consultation' }],
    status: message.status,
    createdAt: message.createdAt,
    delivery,
    attribution: inboxAttribution(message.attribution, titles),
  };
}

/** 'processHours' -> 'Process hours', 'image_src' -> 'Image src'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${humanizeKey(key)}: ${displayValue(inner)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export function inboxItemFromLead(lead: LeadLike, delivery: Delivery | null, titles?: CaseStudyTitles): InboxItem {
  const { message, ...rest } = lead.payload;
  return {
    id: lead.id,
    source: 'lead',
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    details: [
      // Which figures an ROI request's numbers came from (issue 29), first: the inbox and its CSV show it.
      ...(lead.roiModelVersion === undefined
        ? []
        : [{ label: ROI_MODEL_VERSION_LABEL, value: String(lead.roiModelVersion) }]),
      ...Object.entries(rest)
        .map(([key, value]) => ({ label: humanizeKey(key), value: displayValue(value) }))
        .filter((detail) => detail.value !== ''),
    ],
    status: lead.status,
    createdAt: lead.createdAt,
    delivery,
    attribution: inboxAttribution(lead.attribution, titles),
  };
}

/** The items a folder of the inbox shows: Inbox (everything not archived), Unread, Archived. */
export function filterInbox(items: readonly InboxItem[], view: InboxView): InboxItem[] {
  switch (view) {
    case 'unread':
      return items.filter((item) => item.status === 'new');
    case 'archived':
      return items.filter((item) => item.status === 'archived');
    default:
      return items.filter((item) => item.status !== 'archived');
  }
}

export function deliveryLabel(delivery: Delivery | null): string {
  if (!delivery) return 'No e-mail';
  switch (delivery.status) {
    case 'sent':
      return 'E-mail sent';
    case 'failed':
      return 'E-mail failed';
    default:
      return delivery.attempts > 0 ? `E-mail retrying (attempt ${delivery.attempts})` : 'E-mail queued';
  }
}

export const STATUS_LABELS: Record<InboxStatus, string> = { new: 'Unread', read: 'Read', archived: 'Archived' };

export const INBOX_CSV_HEADER = [
  'Received at',
  'Type',
  'Status',
  'Name',
  'Email',
  'Company',
  'Message',
  'Details',
  'E-mail delivery',
  'Source',
  'Landing page',
  'Referrer',
  'UTM',
  'Pages seen',
  'Case studies read',
  // The pipeline (issue 31), last, so sheets made from the older export keep their columns.
  'Lead status',
  'Owner',
  'Follow-up date',
  'Lost reason',
];

/** The attribution's cells of a CSV row: raw values (paths, slugs), which a spreadsheet can filter. */
function attributionCells(attribution: InboxAttribution | null | undefined): string[] {
  if (!attribution) return ['', '', '', '', '', ''];
  return [
    attribution.source.name,
    attribution.landingPage ?? '',
    attribution.referrer ?? '',
    Object.entries(attribution.utm)
      .map(([key, value]) => `utm_${key}=${value}`)
      .join('; '),
    attribution.pages.join(' '),
    attribution.caseStudiesRead.map((study) => study.slug).join(' '),
  ];
}

/** The pipeline's cells of a CSV row: status, the owner's e-mail, the follow-up day, why it was lost. */
function pipelineCells(item: InboxItem, ownerEmails: ReadonlyMap<string, string>): string[] {
  const pipeline = item.pipeline;
  if (!pipeline) return ['', '', '', ''];
  const lost = pipeline.lostReason
    ? [LOST_REASON_LABELS[pipeline.lostReason], pipeline.lostNote].filter(Boolean).join(': ')
    : '';
  return [
    LEAD_STATUS_LABELS[pipeline.status],
    pipeline.ownerId ? (ownerEmails.get(pipeline.ownerId) ?? '') : '',
    pipeline.followUpOn ?? '',
    lost,
  ];
}

/** One submission as a CSV row, in the columns of INBOX_CSV_HEADER. */
export function inboxCsvCells(item: InboxItem, ownerEmails: ReadonlyMap<string, string>): string[] {
  return [
    item.createdAt,
    INBOX_KIND_LABELS[item.kind],
    STATUS_LABELS[item.status],
    item.name ?? '',
    item.email,
    item.company ?? '',
    item.message ?? '',
    item.details.map((d) => `${d.label}: ${d.value}`).join('; '),
    deliveryLabel(item.delivery),
    ...attributionCells(item.attribution),
    ...pipelineCells(item, ownerEmails),
  ];
}

export function inboxCsv(items: readonly InboxItem[], ownerEmails: ReadonlyMap<string, string> = new Map()): string {
  return toCsv([INBOX_CSV_HEADER, ...items.map((item) => inboxCsvCells(item, ownerEmails))]);
}
