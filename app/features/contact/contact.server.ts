/**
 * Contact submissions, from the /contact form and from POST /api/send-contact-email alike:
 * honeypot, validation, a per-IP rate limit, then the message is stored with its notification
 * e-mail and webhook event in one transaction (../../.server/changes/submissions.ts): a stored message always has its
 * e-mail queued, and the outbox delivers it after the commit (or retries; the visitor never waits).
 */

import { createContactMessage } from '../../.server/changes/submissions.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Config } from '../../.server/infrastructure/config.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { Metrics } from '../../.server/infrastructure/metrics.ts';
import { contactNotificationEmail } from '../../.server/mail/templates.ts';
import { ATTRIBUTION_FIELD, parseAttribution } from '../../lib/lead-attribution.ts';
import { type ContactFieldErrors, HONEYPOT_FIELD, parseContact } from '../../lib/schemas/contact.ts';
import { readCompanyDetails } from '../settings/site-documents.server.ts';

export type SubmissionServices = {
  config: Pick<Config, 'mail' | 'publicUrl' | 'rateLimits'>;
  database: Database;
  logger: Logger;
  /** Counts refusals for /metrics; absent where nobody scrapes (scripts, tests). */
  metrics?: Pick<Metrics, 'rateLimitRefused'>;
};

export interface SubmissionMeta {
  ip: string | undefined;
  userAgent?: string | null;
}

export type ContactOutcome =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; message: string; fieldErrors: ContactFieldErrors }
  | { status: 'rate-limited'; message: string; retryAfterSeconds: number };

/** `related_type` of the outbox e-mails caused by a contact message (the admin inbox reads it). */
export const CONTACT_OUTBOX_TYPE = 'contact_message';

/**
 * One budget per IP for everything a visitor can send (contact messages, ROI e-mails), set by
 * CONTACT_RATE_LIMIT / CONTACT_RATE_WINDOW_SECONDS. Returns the 429 outcome, or null when allowed.
 */
export async function checkSubmissionRateLimit(
  services: SubmissionServices,
  scope: 'contact' | 'lead',
  ip: string | undefined,
): Promise<Extract<ContactOutcome, { status: 'rate-limited' }> | null> {
  const { limit, windowSeconds } = services.config.rateLimits.contact;
  const result = await hitRateLimit(services.database, `${scope}:${ip ?? 'unknown'}`, { limit, windowSeconds });
  if (result.allowed) return null;
  services.metrics?.rateLimitRefused(scope);
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(result.resetAt) - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  services.logger.warn({ scope, ip, count: result.count }, 'submission rate limit reached');
  const { contactEmail } = await readCompanyDetails(services);
  return {
    status: 'rate-limited',
    retryAfterSeconds,
    message: `Too many submissions from your network in a short time. Please try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }, or write to us at ${contactEmail}.`,
  };
}

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export async function submitContactMessage(
  services: SubmissionServices,
  input: unknown,
  meta: SubmissionMeta,
): Promise<ContactOutcome> {
  const { logger, config } = services;

  // A bot that fills in the invisible field is told it succeeded and nothing is kept.
  if (typeof input === 'object' && input !== null && isFilled((input as Record<string, unknown>)[HONEYPOT_FIELD])) {
    logger.info({ ip: meta.ip }, 'contact honeypot filled in: submission dropped');
    return { status: 'sent', id: crypto.randomUUID() };
  }

  const parsed = parseContact(input);
  if (!parsed.success) return { status: 'invalid', message: parsed.message, fieldErrors: parsed.fieldErrors };

  const limited = await checkSubmissionRateLimit(services, 'contact', meta.ip);
  if (limited) return limited;

  const company = await readCompanyDetails(services);
  const message = await createContactMessage(
    services,
    {
      ...parsed.data,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      attribution: parseAttribution((input as Record<string, unknown>)[ATTRIBUTION_FIELD]),
    },
    (stored) => [
      {
        to: config.mail.contactTo,
        replyTo: stored.email,
        ...contactNotificationEmail(stored, config, company),
        relatedType: CONTACT_OUTBOX_TYPE,
        relatedId: stored.id,
      },
    ],
  );
  logger.info({ contactMessageId: message.id, contactMode: message.contactMode }, 'contact message stored');
  return { status: 'sent', id: message.id };
}
