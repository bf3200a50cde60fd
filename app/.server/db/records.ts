/**
 * Records as their repositories return them, apart from the repositories: the webhook events that
 * send them (app/.server/webhooks/events.ts) are called by those repositories, so naming a record
 * there through its repository would be an import circle. The repositories re-export them.
 */
import type { LeadAttribution } from '../../lib/lead-attribution.ts';
import type { ContactMode, InboxStatus, LeadKind } from './schema.ts';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  contactMode: ContactMode;
  status: InboxStatus;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  /** Where the visit came from; null when the browser sent nothing usable (see lib/lead-attribution.ts). */
  attribution: LeadAttribution | null;
}

export interface Lead {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  company: string | null;
  payload: Record<string, unknown>;
  status: InboxStatus;
  ip: string | null;
  createdAt: string;
  /** Where the visit came from; null when the browser sent nothing usable (see lib/lead-attribution.ts). */
  attribution: LeadAttribution | null;
}
