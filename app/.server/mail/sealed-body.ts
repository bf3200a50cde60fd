/**
 * E-mails whose body carries a secret (a staff invitation's one-time link) wait in the outbox sealed
 * (../auth/sealing.ts, a purpose of their own) and are opened only by the worker, at send time; once
 * sent or given up, the row's body is blanked (db/repositories/outbox.ts). So a copy of the database
 * opens no link. The subject and recipient stay plain: the inbox and /metrics need no key to read
 * them, and they open nothing. docs/decisions/outbox-delivery.md, "Secrets in the outbox".
 */
import { type SealPurpose, seal, unseal } from '../auth/sealing.ts';
import type { OutboxEmail } from '../db/repositories/outbox.ts';
import type { Config } from '../infrastructure/config.ts';
import type { EmailContent } from './templates.ts';

type SecretConfig = Pick<Config, 'sessionSecret'>;

const OUTBOX_BODY: SealPurpose = { salt: 'outbox', info: 'outbox-body-seal' };

/** What `enqueueEmail` stores for a secret-bearing e-mail: both bodies sealed, and the row marked so. */
export function sealedBody(config: SecretConfig, content: Pick<EmailContent, 'text'> & { html?: string | null }) {
  return {
    text: seal(config, OUTBOX_BODY, content.text),
    html: content.html == null ? null : seal(config, OUTBOX_BODY, content.html),
    sealed: true,
  };
}

/**
 * The bodies to send: as stored for a plain row, opened for a sealed one; null when a sealed body no
 * longer opens (SESSION_SECRET changed since it was queued, or the value is damaged, or blank).
 */
export function openedBody(
  config: SecretConfig,
  email: Pick<OutboxEmail, 'text' | 'html' | 'sealed'>,
): { text: string; html: string | null } | null {
  if (!email.sealed) return { text: email.text, html: email.html };
  const text = unseal(config, OUTBOX_BODY, email.text);
  const html = email.html === null ? null : unseal(config, OUTBOX_BODY, email.html);
  if (text === null || (email.html !== null && html === null)) return null;
  return { text, html };
}
