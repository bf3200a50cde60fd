/**
 * Client review on both engines (issue 30): what a request, a comment and the decisions store, which
 * webhook events and e-mails follow in the same change, and that a link stops working once revoked,
 * expired or approved.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, publishDueCaseStudies, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { ClientApprovalRequired, unapprovedEditReason } from '#app/.server/changes/reviews.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import { listClientDecisionsFor, markClientDecisionsSeen } from '#app/.server/db/repositories/review-requests.ts';
import { revisionAtVersion } from '#app/.server/db/repositories/revisions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import { fullValuesFromDetail, simpleValuesFromDetail } from '#app/features/case-studies/case-study-form.ts';
import { loadDashboard } from '#app/features/case-studies/dashboard.server.ts';
import { saveCaseStudy } from '#app/features/case-studies/editor.server.ts';
import { restoreVersion } from '#app/features/case-studies/history.server.ts';
import {
  commentAsReviewer,
  decideAsReviewer,
  loadReviewPanel,
  openReviewLink,
  revokeReviewRequest,
  sendReviewRequest,
  setApprovalRequired,
} from '#app/features/review/review.server.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { reviewConfig, reviewMailTo, reviewStaffAndWebhook } from '../helpers/review-setup.ts';

const config = reviewConfig;
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
    staff = await reviewStaffAndWebhook(database);
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
    return (await reviewMailTo(database, 'dana@client.example')).token;
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
    expect(await openReviewLink(database, token)).toEqual({ ok: false, problem: 'approved', recordType: 'case_study' });
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

    const dashboard = await loadDashboard(services, { q: '', status: 'all', page: 1 });
    expect(dashboard.rows.find((row) => row.id === studyId)?.reviewState).toBe('approved');

    const panel = await loadReviewPanel(database, studyId);
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
    expect(await openReviewLink(database, expired)).toEqual({
      ok: false,
      problem: 'expired',
      recordType: 'case_study',
    });

    const revoked = await send();
    const request = (await loadReviewPanel(database, studyId)).requests.find((r) => r.state === 'open');
    expect(await revokeReviewRequest(services, staff, undefined, studyId, request?.id ?? '')).toMatchObject({
      ok: true,
    });
    expect(await openReviewLink(database, revoked)).toEqual({
      ok: false,
      problem: 'revoked',
      recordType: 'case_study',
    });
    expect(await revokeReviewRequest(services, staff, undefined, studyId, request?.id ?? '')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await openReviewLink(database, 'x'.repeat(43))).toEqual({ ok: false, problem: 'unknown' });
  });

  const publish = (fields: Parameters<typeof caseStudyInput>[0] = {}) =>
    updateCaseStudy(database, studyId, caseStudyInput({ status: 'published', ...fields }), {
      by: { actor: staff.email, userId: staff.userId },
    });

  it('refuses to publish without an approval of what the page shows, and allows it after', async () => {
    // Off by default: publishing works as before.
    const other = (await createCaseStudy(database, caseStudyInput({ slug: 'other', status: 'draft' }))).caseStudy.id;
    await updateCaseStudy(database, other, caseStudyInput({ slug: 'other', status: 'published' }));

    expect(await setApprovalRequired(services, staff, undefined, studyId, true)).toMatchObject({ ok: true });
    await expect(publish()).rejects.toThrow(ClientApprovalRequired);
    await expect(publish()).rejects.toThrow(
      'Client approval required: "Invoice Automation" has not been approved by the client.',
    );
    expect(
      (await database.db.selectFrom('case_studies').select('status').where('id', '=', studyId).executeTakeFirst())
        ?.status,
    ).toBe('draft');

    const token = await send();
    await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, undefined);
    // The approved content, published: a new version, the same page.
    const published = await publish();
    expect(published?.caseStudy).toMatchObject({ status: 'published', version: 2 });
    const panel = await loadReviewPanel(database, studyId);
    expect(panel.approval).toMatchObject({ required: true, current: true, latest: { version: 1 }, diffPath: null });
  });

  it("answers an editor's publishing save without the approval with 409 and the reason, saving nothing", async () => {
    await setApprovalRequired(services, staff, undefined, studyId, true);
    const detail = await getCaseStudyDetail(database, studyId, { publishedOnly: false });
    if (!detail) throw new Error('no study');
    const values = fullValuesFromDetail(detail, defaultSectionTitles, 'UTC');
    const outcome = await saveCaseStudy(services, {
      editor: 'full',
      payload: { ...values, status: 'published' },
      id: studyId,
      admin: staff,
      expectedVersion: 1,
    });
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      refused:
        'Client approval required: "Invoice Automation" has not been approved by the client. Send it for review from its Client review panel, or turn off "Client approval required" there.',
      refusal: 'publish',
    });
    expect((await getCaseStudyDetail(database, studyId, { publishedOnly: false }))?.caseStudy).toMatchObject({
      status: 'draft',
      version: 1,
    });
  });

  it('refuses a save that changes what a published study shows (either editor, a restore) unless it is the approved content', async () => {
    await setApprovalRequired(services, staff, undefined, studyId, true);
    const token = await send();
    await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, undefined);
    await publish();
    const stored = async () => {
      const detail = await getCaseStudyDetail(database, studyId, { publishedOnly: false });
      if (!detail) throw new Error('no study');
      return detail;
    };
    const save = async (editor: 'full' | 'simple', changes: Record<string, unknown>) => {
      const detail = await stored();
      const values =
        editor === 'full' ? fullValuesFromDetail(detail, defaultSectionTitles, 'UTC') : simpleValuesFromDetail(detail);
      return saveCaseStudy(services, {
        editor,
        payload: { ...values, ...changes },
        id: studyId,
        admin: staff,
        expectedVersion: detail.caseStudy.version,
      });
    };
    const refused = { ok: false, status: 409, refused: unapprovedEditReason('Invoice Automation'), refusal: 'edit' };
    expect(unapprovedEditReason('Invoice Automation')).toBe(
      'Client approval required: "Invoice Automation" is published, and this save changes what its page shows, which the client has not approved. Set it to Draft to save the change and send it for review from its Client review panel, then publish it once the client approves; or save only content the client approved.',
    );

    // Version 2 is published and approved. A change to what it shows is refused from either editor.
    expect(await save('full', { subtitle: 'Now 77% touchless' })).toEqual(refused);
    expect(await save('simple', { executiveSummary: 'Rewritten without the client.' })).toEqual(refused);
    expect((await stored()).caseStudy).toMatchObject({ version: 2, status: 'published' });
    // A save that leaves the page as it was passes (featured is not on the page).
    expect(await save('full', { featured: true })).toMatchObject({ ok: true, detail: { caseStudy: { version: 3 } } });
    // As a draft, the change is saved: the way to send it for review.
    expect(await save('full', { subtitle: 'Now 77% touchless', status: 'draft' })).toMatchObject({ ok: true });
    expect((await stored()).caseStudy).toMatchObject({ version: 4, status: 'draft', subtitle: 'Now 77% touchless' });

    const restore = async (version: number) => {
      const revision = await revisionAtVersion(database, 'case_study', studyId, version);
      if (!revision) throw new Error(`no version ${version}`);
      return restoreVersion(services, { id: studyId, revisionId: revision.id, admin: staff });
    };
    // Restoring the approved, published version 3 publishes what the client approved.
    expect(await restore(3)).toMatchObject({ ok: true, detail: { caseStudy: { version: 5, status: 'published' } } });
    // With the setting off, a change goes live (version 6); on again, restoring it over the approved 7 is refused.
    await setApprovalRequired(services, staff, undefined, studyId, false);
    await publish({ subtitle: 'Live without approval' });
    await setApprovalRequired(services, staff, undefined, studyId, true);
    expect(await restore(5)).toMatchObject({ ok: true, detail: { caseStudy: { version: 7 } } });
    expect(await restore(6)).toEqual({ ok: false, status: 409, message: unapprovedEditReason('Invoice Automation') });
    expect((await stored()).caseStudy).toMatchObject({
      version: 7,
      status: 'published',
      subtitle: 'Straight-through posting',
    });
  });

  it("lists a client's decisions to the staff member who sent the request, unread until they open the study", async () => {
    const first = await send(new Date(Date.now() - 60_000));
    await decideAsReviewer(
      services,
      first,
      { decision: 'changes_requested', name: 'Dana', message: 'Fix the figure.' },
      undefined,
    );
    const second = await send();
    await decideAsReviewer(services, second, { decision: 'approved', name: 'Dana', message: null }, undefined);

    const listed = await listClientDecisionsFor(database, staff.userId, 8);
    expect(listed.unread).toBe(2);
    expect(listed.decisions.map((d) => [d.decision, d.reviewerName, d.recordTitle, d.seenAt])).toEqual([
      ['approved', 'Dana', 'Invoice Automation', null],
      ['changes_requested', 'Dana', 'Invoice Automation', null],
    ]);
    expect(listed.decisions[1]?.message).toBe('Fix the figure.');
    expect((await listClientDecisionsFor(database, staff.userId, 1)).decisions).toHaveLength(1);

    // Somebody else's requests are not theirs to read; opening the study marks only the requester's.
    const other = await createUser(database, { email: 'other@example.com', passwordHash: 'x', role: 'editor' });
    await markClientDecisionsSeen(database, { recordId: studyId, userId: other.id, at: new Date() });
    expect(await listClientDecisionsFor(database, other.id, 8)).toEqual({ decisions: [], unread: 0 });
    expect((await listClientDecisionsFor(database, staff.userId, 8)).unread).toBe(2);

    await markClientDecisionsSeen(database, { recordId: studyId, userId: staff.userId, at: new Date() });
    const read = await listClientDecisionsFor(database, staff.userId, 8);
    expect(read.unread).toBe(0);
    expect(read.decisions.every((d) => d.seenAt !== null)).toBe(true);
  });

  it('marks an approval stale when what the page shows changes, and refuses to publish that', async () => {
    await setApprovalRequired(services, staff, undefined, studyId, true);
    const token = await send();
    await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, undefined);
    await updateCaseStudy(database, studyId, caseStudyInput({ status: 'draft', subtitle: 'Now 77% touchless' }));

    const panel = await loadReviewPanel(database, studyId);
    expect(panel.currentVersion).toBe(2);
    expect(panel.approval).toMatchObject({ current: false, latest: { version: 1, contactName: 'Dana' } });
    expect(panel.approval.diffPath).toMatch(new RegExp(`^/admin/case-studies/edit/${studyId}\\?revision=`));
    await expect(publish({ subtitle: 'Now 77% touchless' })).rejects.toThrow(
      'Client approval required: "Invoice Automation" was approved as version 1, and what it shows has changed since (version 3).',
    );
  });

  it('skips a scheduled publication that reaches its time unapproved: audited, the requester e-mailed', async () => {
    await setApprovalRequired(services, staff, undefined, studyId, true);
    await send();
    const due = new Date(Date.now() - 60_000).toISOString();
    await updateCaseStudy(database, studyId, caseStudyInput({ status: 'draft', publishAt: due }));

    expect(await publishDueCaseStudies(database, { now: new Date(), limit: 10 })).toEqual([]);
    const row = await database.db
      .selectFrom('case_studies')
      .select(['status', 'publish_at'])
      .where('id', '=', studyId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', publish_at: null });
    const skipped = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'case_study.publication_skipped')
      .execute();
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.actor).toBe('Scheduler');
    const mail = await database.db
      .selectFrom('outbox')
      .select(['to_address', 'text_body'])
      .where('subject', '=', 'Not published: Invoice Automation')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('editor@example.com');
    expect(mail.text_body).toContain('It is still a draft and no longer scheduled.');
    // Nothing is due any more: the next tick does nothing and says nothing.
    await publishDueCaseStudies(database, { now: new Date(), limit: 10 });
    expect(
      await database.db
        .selectFrom('audit_log')
        .where('action', '=', 'case_study.publication_skipped')
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });
});
