/**
 * A webhook endpoint as the studio's pages show it: built by the server (app/features/webhooks/webhooks.server.ts)
 * and rendered by features/webhooks/admin/webhook-endpoints.tsx.
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
