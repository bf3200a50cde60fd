/** The services a visitor's submission runs with (features/contact, features/roi), on a test database, mail not sent. */
import pino from 'pino';
import type { Database } from '#app/.server/db/index.ts';
import type { SubmissionServices } from '#app/features/contact/contact.server.ts';

export function submissionServices(database: Database, options: { contactLimit?: number } = {}): SubmissionServices {
  return {
    database,
    logger: pino({ level: 'silent' }),
    config: {
      publicUrl: 'https://brightflow.test',
      mail: {
        smtpUrl: undefined,
        from: 'Brightflow <no-reply@brightflow.test>',
        contactTo: 'sales@brightflow.test',
        pollMs: 5000,
        leaseSeconds: 120,
      },
      rateLimits: {
        contact: { limit: options.contactLimit ?? 3, windowSeconds: 600 },
        login: { limit: 5, windowSeconds: 900 },
        api: { limit: 60, windowSeconds: 60 },
      },
    },
  };
}
