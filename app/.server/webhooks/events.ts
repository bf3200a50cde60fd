/**
 * What each event sends as its `data`: the record as staff see it, without what only the server
 * should know (a visitor's IP address and user agent, internal intake key ids). Each is called by the
 * repository that stores the record, inside its transaction (docs/decisions/webhooks.md).
 */
import type { CaseStudy } from '../../lib/case-study.ts';
import type { ContactMessage, Lead } from '../db/records.ts';
import { enqueueWebhookEvent } from '../db/repositories/webhooks.ts';
import type { Database } from '../db/types.ts';

export function emitContactCreated(scoped: Database, message: ContactMessage) {
  const { ip: _ip, userAgent: _userAgent, ...record } = message;
  return enqueueWebhookEvent(scoped, 'contact.created', record, { now: message.createdAt });
}

/** An ROI e-mail request is `roi_report.requested`; a lead-intake or process-assessment form, `lead.created`. */
export function emitLeadStored(scoped: Database, lead: Lead) {
  const { ip: _ip, ...record } = lead;
  return enqueueWebhookEvent(scoped, lead.kind === 'roi_email' ? 'roi_report.requested' : 'lead.created', record, {
    now: lead.createdAt,
  });
}

export function emitCaseStudyPublished(scoped: Database, study: CaseStudy) {
  return enqueueWebhookEvent(scoped, 'case_study.published', {
    id: study.id,
    slug: study.slug,
    path: `/use-cases/${study.slug}`,
    title: study.title,
    subtitle: study.subtitle,
    executiveSummary: study.executiveSummary,
    clientName: study.clientName,
    clientIndustry: study.clientIndustry,
    tags: study.tags,
    featured: study.featured,
    publishedAt: study.publishedAt,
    updatedAt: study.updatedAt,
    version: study.version,
  });
}
