/**
 * What the client-review integration tests share (issue 30): the site's config, the staff member who
 * sends the requests, a webhook endpoint for the four review events, and the link's token as the
 * contact's e-mail carries it (the body is sealed in the outbox).
 */
import { hashPassword } from '#app/.server/auth/password.ts';
import type { Database } from '#app/.server/db/index.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { openedBody } from '#app/.server/mail/sealed-body.ts';

export const reviewConfig = parseConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://site.example',
  SESSION_SECRET: 's'.repeat(40),
});

/** Erin, an Editor, who sends the requests; and an endpoint subscribed to every review event. */
export async function reviewStaffAndWebhook(database: Database): Promise<{ userId: string; email: string }> {
  const user = await createUser(database, {
    email: 'editor@example.com',
    name: 'Erin Editor',
    passwordHash: await hashPassword('a-long-enough-passphrase'),
    role: 'editor',
  });
  await database.db
    .insertInto('webhook_endpoints')
    .values({
      id: 'endpoint-1',
      url: 'https://hooks.example/review',
      events: JSON.stringify(['review.requested', 'review.commented', 'review.approved', 'review.changes_requested']),
      secret_sealed: 'x',
      enabled: true,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      secret_rotated_at: new Date().toISOString(),
    })
    .execute();
  return { userId: user.id, email: user.email };
}

/** The newest e-mail to `to`, opened, and the review token its link carries. */
export async function reviewMailTo(database: Database, to: string) {
  // The newest e-mail to the contact: a decision's e-mail to staff may be queued in the same instant.
  const mail = await database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const body = openedBody(reviewConfig, { text: mail.text_body, html: mail.html_body, sealed: Boolean(mail.sealed) });
  const token = /https:\/\/site\.example\/review\/([A-Za-z0-9_-]{43})/.exec(body?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the e-mail');
  return { subject: mail.subject, text: body?.text ?? '', html: body?.html ?? '', token };
}
