/**
 * The studio's "Add endpoint" form (and its edit form): an https URL and the events to send. The
 * address rule for literal IPs is checked here; host names are resolved and checked by the server
 * (app/features/webhooks/targets.server.ts), and again at every delivery.
 */

import { z } from '../../lib/schemas/zod.ts';
import { classifyAddress, isAllowedTarget, literalAddress } from '../../lib/webhooks/address-policy.ts';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '../../lib/webhooks/events.ts';

export const WEBHOOK_URL_MAX = 2000;

export const webhookMessages = {
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a valid URL, e.g. https://hooks.example.com/brightflow',
  urlNotHttps: 'The URL must start with https://',
  urlCredentials: 'Put no user name or password in the URL; the signature proves the sender',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlPrivate:
    'This URL points to a private, loopback, link-local or metadata address; webhooks can only be sent to public addresses',
  urlUnresolvable: 'This host name could not be found; check the URL',
  eventsRequired: 'Choose at least one event',
} as const;

/** Why a URL cannot be an endpoint, or null when its form is fine (its host is checked on the server). */
export function webhookUrlProblem(value: string, options: { allowPrivate: boolean }): string | null {
  const text = value.trim();
  if (text === '') return webhookMessages.urlRequired;
  if (text.length > WEBHOOK_URL_MAX) return webhookMessages.urlTooLong;
  if (!URL.canParse(text)) return webhookMessages.urlInvalid;
  const url = new URL(text);
  if (url.protocol !== 'https:') return webhookMessages.urlNotHttps;
  if (url.username || url.password) return webhookMessages.urlCredentials;
  if (url.hostname === '') return webhookMessages.urlInvalid;
  const literal = literalAddress(url.hostname);
  if (literal && !isAllowedTarget(literal, options)) return webhookMessages.urlPrivate;
  // `localhost` and its subdomains resolve to loopback without asking DNS (RFC 6761).
  if (!options.allowPrivate && /(^|\.)localhost\.?$/i.test(url.hostname)) return webhookMessages.urlPrivate;
  if (literal && classifyAddress(literal) === 'invalid') return webhookMessages.urlInvalid;
  return null;
}

export const webhookEndpointSchema = (options: { allowPrivate: boolean }) =>
  z.object({
    url: z
      .string({ error: webhookMessages.urlRequired })
      .trim()
      .superRefine((value, context) => {
        const problem = webhookUrlProblem(value, options);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      // The form the URL class writes (lower-case host, default port dropped), so equal URLs compare equal.
      .transform((value) => new URL(value).href),
    events: z
      .array(z.string(), { error: webhookMessages.eventsRequired })
      .transform((values) => WEBHOOK_EVENTS.filter((event) => values.includes(event)))
      .pipe(z.array(z.custom<WebhookEvent>(isWebhookEvent)).min(1, webhookMessages.eventsRequired)),
  });

export type WebhookEndpointInput = z.infer<ReturnType<typeof webhookEndpointSchema>>;
