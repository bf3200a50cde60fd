/**
 * Client review over HTTP against the production build (issue 30): staff send a case study for
 * review from the editor's panel; the e-mail (sealed in the outbox) carries the only copy of the
 * link; the reviewer's page shows the draft with its bar, never cached, never indexed, no referrer;
 * comments are stored as text and shown escaped; staff reply; the client asks for changes, then
 * approves, after which the link shows why it no longer works; revoked, expired and unknown links
 * show a clear page with no form; posts from another site are refused; the address's budget is
 * enforced.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { openedBody } from '#app/.server/mail/sealed-body.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { signInAsTestAdmin, startTestServer, type TestServer } from '../helpers/server.ts';

const SECRET = 'r'.repeat(48);
const TOKEN_IN_URL = /\/review\/([A-Za-z0-9_-]{43})/;

describe('client review over HTTP', () => {
  let server: TestServer;
  let database: Database;
  let admin: string;
  let studyId: string;
  const config = () => parseConfig({ NODE_ENV: 'test', PUBLIC_URL: server.url, SESSION_SECRET: SECRET });

  beforeAll(async () => {
    server = await startTestServer({ SESSION_SECRET: SECRET, LOGIN_RATE_LIMIT: '8' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
    admin = await signInAsTestAdmin(server);
    const study = await createCaseStudy(
      database,
      caseStudyInput({ slug: 'review-draft', title: 'Claims Triage', status: 'draft', showTestimonial: true }),
    );
    studyId = study.caseStudy.id;
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  /** A post of the editor's "Client review" panel as the signed-in Admin. */
  const panelPost = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/case-studies/review/${studyId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: admin, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  /** A post of the review page's forms, as a browser sends it under the page's no-referrer policy. */
  const reviewPost = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/review/${token}/respond`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(fields),
    });

  const reviewPage = (token: string, query = '') => fetch(`${server.url}/review/${token}${query}`);

  /** Sends a review request from the panel and reads its link out of the queued (sealed) e-mail. */
  async function sendRequest(contactEmail: string, days = '14'): Promise<string> {
    const response = await panelPost({
      intent: 'send',
      contactName: 'Dana <Client>',
      contactEmail,
      message: 'Please check the figures.',
      days,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/case-studies/edit/${studyId}#client-review`);
    const mail = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', contactEmail)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Please review: Claims Triage');
    expect(Boolean(mail.sealed)).toBe(true);
    const body = openedBody(config(), { text: mail.text_body, html: mail.html_body, sealed: Boolean(mail.sealed) });
    const token = TOKEN_IN_URL.exec(body?.text ?? '')?.[1];
    if (!token) throw new Error('no review link in the e-mail');
    // Nothing stored opens the link: the outbox row is sealed and the request keeps a hash.
    expect(JSON.stringify(mail)).not.toContain(token);
    const requests = await database.db.selectFrom('review_requests').selectAll().execute();
    expect(JSON.stringify(requests)).not.toContain(token);
    return token;
  }

  let token = '';

  it('sends a request from the panel and shows the draft to the reviewer, unindexed and uncached', async () => {
    token = await sendRequest('dana@client.example');
    const response = await reviewPage(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-cache')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Draft for review');
    expect(html).toContain('Version 1');
    expect(html).toContain('Claims Triage');
    expect(html).toContain('Please check the figures.');
    // The public page's article: its metrics, and the metric as a target of a comment.
    expect(html).toContain('Key Results');
    expect(html).toMatch(/<option value="metric:[^"]+">Metric: 78% Touchless<\/option>/);
    // The requester's address is not the reviewer's business.
    expect(html).not.toContain('integration-admin@example.com');

    const panel = await fetch(`${server.url}/admin/case-studies/edit/${studyId}`, { headers: { Cookie: admin } });
    const studio = await panel.text();
    expect(studio).toContain('Client review');
    expect(studio).toContain('Dana &lt;Client&gt;');
    expect(studio).toContain('dana@client.example');
  });

  it('stores a comment on a metric as text, shows it escaped, and carries the staff reply back', async () => {
    const page = await (await reviewPage(token)).text();
    const metric = /<option value="(metric:[^"]+)">Metric: 78% Touchless/.exec(page)?.[1] ?? '';
    const posted = await reviewPost(token, {
      intent: 'comment',
      target: metric,
      name: 'Dana',
      comment: 'Make it 77% <script>alert(1)</script>',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/review/${token}?done=comment`);
    const after = await (await reviewPage(token, '?done=comment')).text();
    expect(after).toContain('Thank you: your comment was saved.');
    expect(after).toContain('Make it 77% &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(after).not.toContain('<script>alert(1)</script>');

    const stored = await database.db.selectFrom('review_comments').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      target: metric,
      target_label: 'Metric: 78% Touchless',
      body: 'Make it 77% <script>alert(1)</script>',
      author_name: 'Dana',
      version: 1,
    });

    expect(
      (await panelPost({ intent: 'reply', commentId: stored.id, reply: 'Fixed in the next version.' })).status,
    ).toBe(303);
    const replied = await (await reviewPage(token)).text();
    expect(replied).toContain('Fixed in the next version.');
  });

  it('refuses a comment on something the case study does not have, and a post from another site', async () => {
    const wrongTarget = await reviewPost(token, {
      intent: 'comment',
      target: 'metric:nope',
      name: 'Dana',
      comment: 'x',
    });
    expect(wrongTarget.headers.get('location')).toBe(`/review/${token}?form=comment&error=target`);
    const tooLong = await reviewPost(token, {
      intent: 'comment',
      target: 'study',
      name: 'Dana',
      comment: 'x'.repeat(2001),
    });
    expect(tooLong.headers.get('location')).toBe(`/review/${token}?form=comment&error=comment`);
    const shown = await (await reviewPage(token, '?form=comment&error=comment')).text();
    expect(shown).toContain('Write your comment (at most 2,000 characters).');

    const crossSite = await reviewPost(
      token,
      { intent: 'decision', decision: 'approved', name: 'Mallory' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await database.db.selectFrom('review_decisions').selectAll().execute()).toEqual([]);
  });

  it('asks for changes (with a message), then approves; the requester is e-mailed each time', async () => {
    const noMessage = await reviewPost(token, { intent: 'decision', decision: 'changes_requested', name: 'Dana' });
    expect(noMessage.headers.get('location')).toBe(`/review/${token}?form=decision&error=message`);

    const changes = await reviewPost(token, {
      intent: 'decision',
      decision: 'changes_requested',
      name: 'Dana',
      message: 'The savings figure is not public.',
    });
    expect(changes.headers.get('location')).toBe(`/review/${token}?done=changes`);
    const still = await reviewPage(token, '?done=changes');
    expect(still.status).toBe(200);
    expect(await still.text()).toContain('You asked for changes to version 1');

    const approved = await reviewPost(token, { intent: 'decision', decision: 'approved', name: 'Dana' });
    expect(approved.headers.get('location')).toBe(`/review/${token}?done=approved`);
    const done = await reviewPage(token, '?done=approved');
    expect(done.status).toBe(410);
    const html = await done.text();
    expect(html).toContain('This review is complete');
    expect(html).not.toContain('<form');

    const mails = await database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('related_type', '=', 'review_request')
      .where('to_address', '=', 'integration-admin@example.com')
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Client requested changes: Claims Triage',
      'Client approved: Claims Triage',
    ]);
    expect(mails[0]?.text_body).toContain('The savings figure is not public.');

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity_type', '=', 'review_request')
      .orderBy('created_at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'review.requested',
      'review.commented',
      'review.replied',
      'review.changes_requested',
      'review.approved',
    ]);
    expect(audit[1]?.actor).toBe('client:dana@client.example');
  });

  it('refuses revoked, expired and unknown links with a clear page and no form', async () => {
    const revokedToken = await sendRequest('legal@client.example');
    const request = await database.db
      .selectFrom('review_requests')
      .select('id')
      .where('contact_email', '=', 'legal@client.example')
      .executeTakeFirstOrThrow();
    expect((await panelPost({ intent: 'revoke', requestId: request.id })).status).toBe(303);
    const revoked = await reviewPage(revokedToken);
    expect(revoked.status).toBe(410);
    const revokedHtml = await revoked.text();
    expect(revokedHtml).toContain('This review link was withdrawn');
    expect(revokedHtml).not.toContain('<form');
    const refusedPost = await reviewPost(revokedToken, { intent: 'comment', target: 'study', name: 'L', comment: 'x' });
    expect(refusedPost.headers.get('location')).toBe(`/review/${revokedToken}`);

    const expiredToken = await sendRequest('ops@client.example', '1');
    await database.db
      .updateTable('review_requests')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('contact_email', '=', 'ops@client.example')
      .execute();
    const expired = await reviewPage(expiredToken);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This review link has expired');

    const unknown = await reviewPage('A'.repeat(43));
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('This review link does not work');
    expect(unknownHtml).not.toContain('<form');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a request the schema does not accept (days out of range)', async () => {
    const response = await panelPost({
      intent: 'send',
      contactName: 'X',
      contactEmail: 'x@client.example',
      days: '61',
    });
    expect(response.status).toBe(303);
    expect(
      await database.db
        .selectFrom('review_requests')
        .where('contact_email', '=', 'x@client.example')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('limits look-ups of links that do not work per address', async () => {
    let status = 0;
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt++) {
      const response = await reviewPage(`${'B'.repeat(42)}${attempt % 10}`);
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      await response.arrayBuffer();
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
