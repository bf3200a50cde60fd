/**
 * A webhook endpoint as the studio's pages show it: built by the server (app/.server/admin/webhooks.ts)
 * and rendered by components/admin/webhook-endpoints.tsx.
 */
import type { WebhookDisabledReason, WebhookEvent } from './events.ts';

/** An endpoint as the pages show it: never its secret, sealed or not. */
export interface EndpointView {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: WebhookDisabledReason | null;
  createdAt: string;
  secretRotatedAt: string;
}
