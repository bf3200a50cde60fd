/**
 * What each event sends as its `data`: the record as staff see it, without what only the server
 * should know (a visitor's IP address and user agent, internal intake key ids). The record kinds
 * declare which of these follow a change (app/.server/changes/kinds), and the change pipeline queues
 * them in the change's transaction (docs/decisions/webhooks.md).
 */
import type { CaseStudy } from '../../lib/case-study.ts';
import type { Page } from '../../lib/page.ts';
import type { EventDraft } from '../changes/pipeline.ts';
import type { ContactMessage } from '../db/repositories/contact-messages.ts';
import type { PipelineChange } from '../db/repositories/lead-notes.ts';
import type { Lead } from '../db/repositories/leads.ts';

export function contactCreated(message: ContactMessage): EventDraft {
  const { ip: _ip, userAgent: _userAgent, ...record } = message;
  return { type: 'contact.created', data: record, at: message.createdAt };
}

/** An ROI e-mail request is `roi_report.requested`; a lead-intake or process-assessment form, `lead.created`. */
export function leadStored(lead: Lead): EventDraft {
  const { ip: _ip, ...record } = lead;
  return {
    type: lead.kind === 'roi_email' ? 'roi_report.requested' : 'lead.created',
    data: record,
    at: lead.createdAt,
  };
}

/**
 * A submission's pipeline changed (issue 31): which fields, and the status, owner and follow-up it
 * now has. A note's text stays in the studio: the event says only that one was written.
 */
export function leadUpdated(record: PipelineChange): EventDraft {
  return {
    type: 'lead.updated',
    data: {
      source: record.source,
      id: record.id,
      kind: record.kind,
      name: record.name,
      email: record.email,
      company: record.company,
      status: record.status,
      lostReason: record.lostReason,
      lostNote: record.lostNote,
      owner: record.ownerId ? { id: record.ownerId, email: record.ownerEmail } : null,
      followUpOn: record.followUpOn,
      changes: record.changes,
    },
  };
}

/** A person erased (issue 31): which submissions are gone, so a receiver can delete its copies. */
export interface ErasedPerson {
  /** What the audit log calls them from now on; nothing that leads back to them. */
  pseudonym: string;
  submissions: { source: 'contact' | 'lead'; id: string }[];
}

/** Only ids and the pseudonym: the event must not carry what it asks the receiver to delete. */
export function leadErased(person: ErasedPerson, at: string): EventDraft {
  return { type: 'lead.erased', data: { pseudonym: person.pseudonym, submissions: person.submissions }, at };
}

export function caseStudyPublished(study: CaseStudy): EventDraft {
  return {
    type: 'case_study.published',
    data: {
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
    },
  };
}

/** A page built from blocks that went live: where it is and what it says of itself, not its blocks. */
export function pagePublished(page: Page): EventDraft {
  return {
    type: 'page.published',
    data: {
      id: page.id,
      path: page.path,
      title: page.title,
      metaDescription: page.metaDescription,
      noindex: page.noindex,
      publishedAt: page.publishedAt,
      updatedAt: page.updatedAt,
      version: page.version,
    },
  };
}
