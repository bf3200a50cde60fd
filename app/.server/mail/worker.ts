/**
 * Delivers the outbox: polls for due e-mails, sends each through the transport and records the
 * outcome. A failure is retried with backoff until MAX_DELIVERY_ATTEMPTS, then marked failed. Every
 * app instance may run one; the outbox's leases keep two from sending the same e-mail. Delivery is
 * at least once: docs/decisions/outbox-delivery.md. A sealed body (a secret-bearing e-mail) is opened
 * here, right before sending; one that no longer opens is given up at once, never sent garbled.
 */
import { claimDueEmails, markEmailFailed, markEmailSent, type OutboxEmail } from '../db/repositories/outbox.ts';
import type { Database } from '../db/types.ts';
import type { Config } from '../infrastructure/config.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { createPoller } from '../jobs/poller.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './backoff.ts';
import { openedBody } from './sealed-body.ts';
import type { MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  database: Database;
  logger: Logger;
  transport: MailTransport;
  /** The sender of every e-mail (MAIL_FROM). */
  from: string;
  /** The key that opens sealed bodies (SESSION_SECRET, the same on every instance). */
  secrets: Pick<Config, 'sessionSecret'>;
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed e-mail stays reserved for this worker (longer than one SMTP send). */
  lockSeconds?: number;
  maxAttempts?: number;
  now?: () => Date;
  random?: () => number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailWorker {
  /** Starts polling; the first run is immediate. */
  start(): void;
  /** Runs one batch now (what the poller does on every tick). */
  runOnce(): Promise<DeliveryReport>;
  /** Stops polling, lets a send in progress finish (and be recorded), claims nothing more, closes the transport. */
  stop(): Promise<void>;
}

/** Why a sealed e-mail was given up without a send: shown as its last error, and logged. */
export const UNOPENABLE_BODY =
  'Not sent: its body was sealed under another SESSION_SECRET (changed since it was queued) and no longer opens. Send it again (an invitation: Resend on the Staff page).';

const describe = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    database,
    logger,
    transport,
    from,
    secrets,
    intervalMs = 5000,
    batchSize = 10,
    lockSeconds = 120,
    maxAttempts = MAX_DELIVERY_ATTEMPTS,
    now = () => new Date(),
    random = Math.random,
  } = options;

  // stop() lets the send in progress finish and claims no further e-mail.
  const poller = createPoller({
    intervalMs,
    logger,
    failure: 'outbox poll failed',
    // A full batch means more may be waiting: go again at once.
    pass: async () => {
      const report = await runOnce();
      return report.sent + report.retrying + report.failed >= batchSize;
    },
  });

  async function deliver(email: OutboxEmail, report: DeliveryReport) {
    const body = openedBody(secrets, email);
    // No retry: the key will not come back by waiting, and a blank or garbled e-mail helps nobody.
    if (!body) {
      await markEmailFailed(database, email.id, UNOPENABLE_BODY, null);
      report.failed += 1;
      logger.error(
        { outboxId: email.id, attempts: email.attempts, reason: UNOPENABLE_BODY },
        'e-mail given up: its sealed body does not open',
      );
      return;
    }
    try {
      await transport.send({
        from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        ...body,
        outboxId: email.id,
      });
      await markEmailSent(database, email.id);
      report.sent += 1;
      logger.info({ outboxId: email.id, attempts: email.attempts }, 'e-mail sent');
    } catch (error) {
      const reason = describe(error);
      if (email.attempts >= maxAttempts) {
        await markEmailFailed(database, email.id, reason, null);
        report.failed += 1;
        logger.error(
          { outboxId: email.id, attempts: email.attempts, reason },
          'e-mail given up after the last attempt',
        );
      } else {
        const retryAt = new Date(now().getTime() + retryDelayMs(email.attempts, random));
        await markEmailFailed(database, email.id, reason, retryAt);
        report.retrying += 1;
        logger.warn({ outboxId: email.id, attempts: email.attempts, retryAt, reason }, 'e-mail not sent; will retry');
      }
    }
  }

  async function runOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    // One claim per send, each right before it: a lease then only has to outlast one SMTP send (not
    // a whole batch), so no e-mail's lease can run out while it still waits its turn here and another
    // instance claims it too. And a stopping worker holds no claimed-but-unsent e-mail.
    for (let done = 0; done < batchSize && !poller.stopping; done += 1) {
      const [email] = await claimDueEmails(database, { now: now(), limit: 1, lockSeconds });
      if (!email) break;
      await deliver(email, report);
    }
    return report;
  }

  return {
    start: poller.start,
    runOnce,
    async stop() {
      await poller.stop();
      transport.close();
    },
  };
}
