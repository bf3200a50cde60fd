/**
 * The boundary between the outbox and the outside world. The worker only knows `MailTransport`, so
 * tests hand it a fake and production hands it SMTP (nodemailer, which builds and encodes every
 * header itself: nothing from a form can inject one).
 */
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** The outbox id, sent as a header so a delivered e-mail can be traced back to its row. */
  outboxId: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** An SMTP transport from `smtp(s)://user:pass@host:port`, with timeouts short enough for a poller. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        headers: { 'X-Outbox-Id': email.outboxId },
        // Defence in depth: nodemailer would encode a line break anyway, but none may reach a header.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transporter.close();
    },
  };
}
