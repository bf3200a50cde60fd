/**
 * Client review of a testimonial on both engines (issue 30, its fourth part): the request names the
 * testimonial, the reviewer sees its card and comments on "the testimonial", the decision reaches the
 * requester, the "Client approval required" gate refuses to make an unapproved one Active (a create,
 * an edit, a restore), an edit makes the approval stale, and the decisions list and cards show it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientApprovalRequired } from '#app/.server/changes/reviews.ts';
import { createTestimonial, updateTestimonial } from '#app/.server/changes/testimonials.ts';
import { listClientDecisionsFor, markClientDecisionsSeen } from '#app/.server/db/repositories/review-requests.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import {
  commentAsReviewer,
  decideAsReviewer,
  loadReviewPage,
  loadReviewPanel,
  openReviewLink,
  reviewStatesFor,
  sendReviewRequest,
  setApprovalRequired,
} from '#app/features/review/review.server.ts';
import { restoreTestimonialVersion, saveTestimonial } from '#app/features/testimonials/testimonials.server.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { reviewConfig, reviewMailTo, reviewStaffAndWebhook } from '../helpers/review-setup.ts';

const config = reviewConfig;
const logger = { error: () => {}, warn: () => {}, info: () => {} } as never;
const pageCache = { invalidate: async () => {}, invalidateAll: async () => {} } as never;

const QUOTE = 'Month-end close went from nine days to four, and nobody works weekends now.';
const values = (changes: Record<string, string> = {}) => ({
  quote: QUOTE,
  authorName: 'Dana Lee',
  title: 'Controller',
  company: 'Harbor Logistics',
  image: '',
  status: 'inactive',
  ...changes,
});

describe.each(engines)('client review of a testimonial on %s', (engine) => {
  let database: TestDatabase;
  let services: { database: TestDatabase; config: typeof config; logger: never; pageCache: never };
  let staff: { userId: string; email: string; sessionId: string; role: 'editor' };
  let id: string;
  const ref = () => ({ type: 'testimonial' as const, id });

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, config, logger, pageCache };
    const { userId, email } = await reviewStaffAndWebhook(database);
    staff = { userId, email, sessionId: 's', role: 'editor' };
    const created = await saveTestimonial(services, staff, undefined, { values: values(), approvalRequired: true });
    if (created.status !== 'created') throw new Error(`not created: ${created.status}`);
    id = created.testimonial.id;
  });
  afterEach(async () => {
    await database.destroy();
  });

  async function send(): Promise<string> {
    const outcome = await sendReviewRequest(services, staff, '127.0.0.5', ref(), {
      contactName: 'Dana',
      contactEmail: 'Dana@Client.example',
      message: null,
      days: 14,
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Review request sent to dana@client.example' });
    const mail = await reviewMailTo(database, 'dana@client.example');
    expect(mail.subject).toBe('Please review: Testimonial from Dana Lee, Harbor Logistics');
    expect(mail.text).toContain('review the testimonial from Dana Lee, Harbor Logistics before it is published');
    expect(mail.html).toContain('Review the testimonial</a>');
    return mail.token;
  }

  it('sends the testimonial for review, shows its card, takes a comment on it and an approval', async () => {
    const token = await send();
    const link = await openReviewLink(database, token);
    if (!link.ok) throw new Error('the link does not open');
    expect(link.record).toMatchObject({ type: 'testimonial', id, version: 1 });
    const page = await loadReviewPage(services, link);
    expect(page.title).toBe('Testimonial from Dana Lee, Harbor Logistics');
    expect(page.draft).toEqual({
      kind: 'testimonial',
      testimonial: {
        id,
        quote: QUOTE,
        authorName: 'Dana Lee',
        title: 'Controller',
        company: 'Harbor Logistics',
        image: '',
      },
    });
    expect(page.targets).toEqual([{ value: 'testimonial', label: 'The testimonial' }]);

    // A case study's targets are not a testimonial's.
    expect(
      await commentAsReviewer(services, token, { target: 'study', name: 'Dana', comment: 'Hm' }, undefined),
    ).toMatchObject({ ok: false, status: 400, field: 'target' });
    expect(
      await commentAsReviewer(
        services,
        token,
        { target: 'testimonial', name: 'Dana', comment: 'Say "five"' },
        '10.0.0.1',
      ),
    ).toEqual({ ok: true, kind: 'commented', version: 1 });
    expect(
      await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, '10.0.0.1'),
    ).toEqual({ ok: true, kind: 'approved', version: 1 });
    expect(await openReviewLink(database, token)).toEqual({
      ok: false,
      problem: 'approved',
      recordType: 'testimonial',
    });

    const events = await database.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload'])
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => event.event_type)).toEqual([
      'review.requested',
      'review.commented',
      'review.approved',
    ]);
    expect(JSON.parse(events[1]?.payload ?? '{}').data).toMatchObject({
      recordType: 'testimonial',
      recordId: id,
      title: 'Testimonial from Dana Lee, Harbor Logistics',
      slug: null,
      targetLabel: 'The testimonial',
      comment: 'Say "five"',
    });
    const decisionMail = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'editor@example.com')
      .executeTakeFirstOrThrow();
    expect(decisionMail.subject).toBe('Client approved: Testimonial from Dana Lee, Harbor Logistics');
    expect(decisionMail.text_body).toContain(
      `Open the testimonial in the studio:\nhttps://site.example/admin/testimonials?edit=${id}`,
    );
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'review.%')
      .orderBy('created_at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['review.requested', 'review.commented', 'review.approved']);
    for (const entry of audit) {
      expect(typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details).toMatchObject({
        testimonialId: id,
        title: 'Testimonial from Dana Lee, Harbor Logistics',
      });
    }

    const panel = await loadReviewPanel(database, ref());
    expect(panel).toMatchObject({ recordType: 'testimonial', recordId: id, currentVersion: 1 });
    expect(panel.approval).toMatchObject({
      required: true,
      current: true,
      latest: { version: 1, reviewerName: 'Dana' },
    });
    expect(panel.requests[0]?.comments.map((c) => [c.targetLabel, c.body])).toEqual([
      ['The testimonial', 'Say "five"'],
    ]);
    expect((await reviewStatesFor(database, 'testimonial', [id])).get(id)).toBe('approved');
  });

  it('refuses to make it Active until the client approves, and again after an edit makes the approval stale', async () => {
    const activate = () => saveTestimonial(services, staff, undefined, { id, values: values({ status: 'active' }) });
    expect(await activate()).toMatchObject({
      status: 'approval-required',
      refused: 'publish',
      reason: expect.stringContaining(
        '"Testimonial from Dana Lee, Harbor Logistics" has not been approved by the client',
      ),
    });
    expect(await listRevisions(database, 'testimonial', id)).toHaveLength(1);

    const token = await send();
    await decideAsReviewer(services, token, { decision: 'approved', name: 'Dana', message: null }, undefined);
    expect(await activate()).toMatchObject({ status: 'updated', testimonial: { status: 'active', version: 2 } });

    // Changing what an Active one says is refused; set Inactive, the change is saved and the approval is stale.
    const edited = values({ status: 'active', quote: `${QUOTE} Truly.` });
    expect(await saveTestimonial(services, staff, undefined, { id, values: edited })).toMatchObject({
      status: 'approval-required',
      refused: 'edit',
      reason: expect.stringContaining('Set it to Inactive to save the change'),
    });
    expect(
      await saveTestimonial(services, staff, undefined, { id, values: { ...edited, status: 'inactive' } }),
    ).toMatchObject({ status: 'updated', testimonial: { version: 3 } });
    const panel = await loadReviewPanel(database, ref());
    expect(panel.currentVersion).toBe(3);
    expect(panel.approval).toMatchObject({ current: false, latest: { version: 1 }, diffPath: null });
    expect(panel.approval.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ['Quote', QUOTE, `${QUOTE} Truly.`],
    ]);
    expect(await saveTestimonial(services, staff, undefined, { id, values: edited })).toMatchObject({
      status: 'approval-required',
      refused: 'publish',
      reason: expect.stringContaining('was approved as version 1, and what it shows has changed since (version 4)'),
    });

    // Restoring the approved words is approved; restoring the edit as Active is not.
    const revisions = await listRevisions(database, 'testimonial', id);
    const approvedActive = revisions.find((revision) => revision.version === 2);
    expect(
      await restoreTestimonialVersion(services, staff, undefined, { id, revisionId: approvedActive?.id ?? '' }),
    ).toMatchObject({
      ok: true,
      testimonial: { status: 'active', quote: QUOTE },
    });
    await setApprovalRequired(services, staff, undefined, ref(), false);
    expect(await saveTestimonial(services, staff, undefined, { id, values: edited })).toMatchObject({
      status: 'updated',
    });
  });

  it('refuses a new Active testimonial that needs approval, keeping nothing; without the setting it is created', async () => {
    const before = await database.db.selectFrom('testimonials').select('id').execute();
    const refused = saveTestimonial(services, staff, undefined, {
      values: values({ status: 'active' }),
      approvalRequired: true,
    });
    expect(await refused).toMatchObject({
      status: 'approval-required',
      reason: expect.stringContaining('Save it as Inactive and send it for review'),
    });
    expect(await database.db.selectFrom('testimonials').select('id').execute()).toEqual(before);
    expect(await database.db.selectFrom('review_settings').select('record_id').execute()).toEqual([{ record_id: id }]);
    expect(await saveTestimonial(services, staff, undefined, { values: values({ status: 'active' }) })).toMatchObject({
      status: 'created',
    });
    // The seed and older callers write no setting: off, as for case studies.
    const seeded = await createTestimonial(database, values({ status: 'active' }) as never);
    await expect(updateTestimonial(database, seeded.id, { quote: `${QUOTE} Again.` })).resolves.toMatchObject({
      version: 2,
    });
    await expect(updateTestimonial(database, id, { status: 'active' })).rejects.toBeInstanceOf(ClientApprovalRequired);
  });

  it("lists a client's decision on a testimonial to its requester, unread until they open it", async () => {
    const token = await send();
    await decideAsReviewer(
      services,
      token,
      { decision: 'changes_requested', name: 'Dana', message: 'Say five.' },
      undefined,
    );
    const listed = await listClientDecisionsFor(database, staff.userId, 8);
    expect(listed.unread).toBe(1);
    expect(listed.decisions.map((d) => [d.decision, d.recordType, d.recordId, d.recordTitle, d.message])).toEqual([
      ['changes_requested', 'testimonial', id, 'Testimonial from Dana Lee, Harbor Logistics', 'Say five.'],
    ]);
    expect((await reviewStatesFor(database, 'testimonial', [id])).get(id)).toBe('changes_requested');
    // A case study of the same id would not be this record: opening one marks only its own type's decisions.
    await markClientDecisionsSeen(database, { recordId: id, userId: staff.userId, at: new Date() });
    expect((await listClientDecisionsFor(database, staff.userId, 8)).unread).toBe(1);
    await markClientDecisionsSeen(database, {
      recordType: 'testimonial',
      recordId: id,
      userId: staff.userId,
      at: new Date(),
    });
    expect((await listClientDecisionsFor(database, staff.userId, 8)).unread).toBe(0);
    // A deleted testimonial leaves the list.
    await database.db.deleteFrom('testimonials').where('id', '=', id).execute();
    expect(await listClientDecisionsFor(database, staff.userId, 8)).toEqual({ decisions: [], unread: 0 });
  });
});
