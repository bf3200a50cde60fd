/**
 * Client review on both engines (issue 30): what a request, a comment and the decisions store, which
 * webhook events and e-mails follow in the same change, and that a link stops working once revoked,
 * expired or approved.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { openedBody } from '#app/.server/mail/sealed-body.ts';
import {
  commentAsReviewer,
  decideAsReviewer,
  loadReviewPanel,
  openReviewLink,
  revokeReviewRequest,
  sendReviewRequest,
} from '#app/features/review/review.server.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.example', SESSION_SECRET: 's'.repeat(40) });
const logger = { error: () => {}, warn: () => {}, info: () => {} } as never;
const DAY = 24 * 3600 * 1000;

describe.each(engines)('client review on %s', (engine) => {
  let database: TestDatabase;
  let services: { database: TestDatabase; config: typeof config; logger: never };
  let staff: { userId: string; email: string };
  let studyId: string;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, config, logger };
    const user = await createUser(database, {
      email: 'editor@example.com',
      name: 'Erin Editor',
      passwordHash: await hashPassword('a-long-enough-passphrase'),
      role: 'editor',
    });
    staff = { userId: user.id, email: user.email };
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
    studyId = (await createCaseStudy(database, caseStudyInput({ status: 'draft' }))).caseStudy.id;
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function send(at = new Date()): Promise<string> {
    const outcome = await sendReviewRequest(
      services,
      staff,
      '127.0.0.5',
      studyId,
      { contactName: 'Dana', contactEmail: 'Dana@Client.example', message: null, days: 14 },
      at,
    );
    expect(outcome).toMatchObject({ ok: true, message: 'Review request sent to dana@client.example' });
    const mail = await database.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const body = openedBody(config, { text: mail.text_body, html: mail.html_body, sealed: Boolean(mail.sealed) });
    const token = /https:\/\/site\.example\/review\/([A-Za-z0-9_-]{43})/.exec(body?.text ?? '')?.[1];
    if (!token) throw new Error('no link in the e-mail');
    return token;
  }

  it('keeps the version, the requester and a hash only, and queues the events and e-mails in the change', async () => {
    const token = await send();
    const link = await openReviewLink(database, token);
    expect(link).toMatchObject({
      ok: true,
      state: 'open',
      request: { version: 1, requestedByName: 'Erin Editor', contactEmail: 'dana@client.example' },
    });

    const comment = await commentAsReviewer(
      services,
      token,
      { target: 'study', name: 'Dana', comment: 'Looks right' },
      '10.0.0.1',
    );
    expect(comment).toEqual({ ok: true, kind: 'commented', version: 1 });
    const changes = await decideAsReviewer(
      services,
      token,
      { decision: 'changes_requested', name: 'Dana', message: 'Drop the savings figure' },
      '10.0.0.1',
    );
    expect(changes).toEqual({ ok: true, kind: 'changes_requested', version: 1 });
    expect(
      await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, '10.0.0.1'),
    ).toEqual({
      ok: true,
      kind: 'approved',
      version: 1,
    });
    expect(await openReviewLink(database, token)).toEqual({ ok: false, problem: 'approved' });
    expect(
      await commentAsReviewer(services, token, { target: 'study', name: 'Dana', comment: 'Late' }, undefined),
    ).toEqual({
      ok: false,
      status: 410,
      problem: 'approved',
    });

    const events = await database.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload'])
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => event.event_type)).toEqual([
      'review.requested',
      'review.commented',
      'review.changes_requested',
      'review.approved',
    ]);
    expect(JSON.parse(events[2]?.payload ?? '{}').data).toMatchObject({
      recordId: studyId,
      reviewerEmail: 'dana@client.example',
      message: 'Drop the savings figure',
      version: 1,
    });
    const mails = await database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'sealed'])
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => [mail.to_address, mail.subject, Boolean(mail.sealed)])).toEqual([
      ['dana@client.example', 'Please review: Invoice Automation', true],
      ['editor@example.com', 'Client requested changes: Invoice Automation', false],
      ['editor@example.com', 'Client approved: Invoice Automation', false],
    ]);

    const panel = await loadReviewPanel(database, { id: studyId, version: 1 });
    expect(panel.requests).toHaveLength(1);
    expect(panel.requests[0]).toMatchObject({ state: 'approved', requestedBy: 'Erin Editor' });
    expect(panel.requests[0]?.decisions.map((d) => [d.decision, d.ip])).toEqual([
      ['changes_requested', null],
      ['approved', null],
    ]);
    const stored = await database.db.selectFrom('review_decisions').select('ip').execute();
    expect(stored.map((row) => row.ip)).toEqual(['10.0.0.1', '10.0.0.1']);
  });

  it('stops a link when it is revoked or its days are up', async () => {
    const sentAt = new Date(Date.now() - 15 * DAY);
    const expired = await send(sentAt);
    expect(await openReviewLink(database, expired)).toEqual({ ok: false, problem: 'expired' });

    const revoked = await send();
    const request = (await loadReviewPanel(database, { id: studyId, version: 1 })).requests.find(
      (r) => r.state === 'open',
    );
    expect(await revokeReviewRequest(services, staff, undefined, studyId, request?.id ?? '')).toMatchObject({
      ok: true,
    });
    expect(await openReviewLink(database, revoked)).toEqual({ ok: false, problem: 'revoked' });
    expect(await revokeReviewRequest(services, staff, undefined, studyId, request?.id ?? '')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await openReviewLink(database, 'x'.repeat(43))).toEqual({ ok: false, problem: 'unknown' });
  });
});
