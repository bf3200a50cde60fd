/**
 * Starts e-mail delivery for this process when SMTP is configured. Without SMTP_URL nothing is
 * sent: messages and leads are still stored, and their e-mails wait in the outbox until it is set.
 */

import type { Database } from '../db/types.ts';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';
import { createMailWorker, type MailWorker } from './worker.ts';

export type { MailWorker } from './worker.ts';

export function startMailDelivery(options: {
  config: Pick<Config, 'mail' | 'sessionSecret'>;
  database: Database;
  logger: Logger;
  /** Overrides SMTP (tests). */
  transport?: MailTransport;
}): MailWorker | null {
  const { config, database, logger } = options;
  const transport = options.transport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined);
  if (!transport) {
    logger.warn('SMTP_URL is not set: e-mails are not sent; they wait in the outbox (messages are in the admin inbox)');
    return null;
  }
  const worker = createMailWorker({
    database,
    logger,
    transport,
    from: config.mail.from,
    secrets: config,
    intervalMs: config.mail.pollMs,
    lockSeconds: config.mail.leaseSeconds,
  });
  worker.start();
  logger.info({ from: config.mail.from }, 'e-mail delivery started');
  return worker;
}
