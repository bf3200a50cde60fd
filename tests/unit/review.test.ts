/** Client review's rules (issue 30): when a link works, how long, what may be commented on, what the forms accept. */
import { describe, expect, it } from 'vitest';
import { reviewCopy } from '#app/features/review/review-copy.ts';
import { commentSchema, decisionSchema, replySchema, sendReviewSchema } from '#app/features/review/review-schema.ts';
import {
  acceptsReview,
  caseStudyReviewTargets,
  dashboardReviewState,
  reviewActionPath,
  reviewableContent,
  reviewEditorPath,
  reviewExpiry,
  reviewRequestState,
  TESTIMONIAL_REVIEW_TARGETS,
  testimonialReviewableContent,
  testimonialReviewTitle,
} from '#app/lib/review.ts';

const now = new Date('2026-11-27T12:00:00.000Z');
const open = { expiresAt: '2026-12-01T00:00:00.000Z', revokedAt: null };

describe('reviewRequestState', () => {
  it('is open until it expires, is revoked or is approved; a request for changes keeps it open', () => {
    expect(reviewRequestState(open, null, now)).toBe('open');
    expect(reviewRequestState(open, 'changes_requested', now)).toBe('changes_requested');
    expect(reviewRequestState(open, 'approved', now)).toBe('approved');
    expect(reviewRequestState({ ...open, expiresAt: now.toISOString() }, null, now)).toBe('expired');
    expect(reviewRequestState({ ...open, revokedAt: '2026-11-26T00:00:00.000Z' }, 'approved', now)).toBe('revoked');
    // An approval stands after the link's time is up: the review is finished, not expired.
    expect(reviewRequestState({ ...open, expiresAt: '2026-11-01T00:00:00.000Z' }, 'approved', now)).toBe('approved');
  });

  it('takes comments and decisions only while open', () => {
    expect(
      ['open', 'changes_requested', 'approved', 'expired', 'revoked'].map((s) => acceptsReview(s as never)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('reviewExpiry', () => {
  it('counts whole days from the moment the request is sent', () => {
    expect(reviewExpiry(now, 14).toISOString()).toBe('2026-12-11T12:00:00.000Z');
  });
});

describe('caseStudyReviewTargets', () => {
  it('offers the whole study, each section, each metric and the testimonial when there is one', () => {
    const targets = caseStudyReviewTargets({
      sections: [{ type: 'challenge', title: 'The challenge' }],
      metrics: [{ id: 'm1', label: 'Touchless', value: '78%' }],
      hasTestimonial: true,
    });
    expect(targets).toEqual([
      { value: 'study', label: 'The whole case study' },
      { value: 'section:challenge', label: 'Section: The challenge' },
      { value: 'metric:m1', label: 'Metric: 78% Touchless' },
      { value: 'testimonial', label: 'The testimonial' },
    ]);
    expect(caseStudyReviewTargets({ sections: [], metrics: [], hasTestimonial: false })).toEqual([
      { value: 'study', label: 'The whole case study' },
    ]);
  });
});

describe('review forms', () => {
  it('sends for 14 days unless told, within 1 to 60 whole days', () => {
    const base = { contactName: ' Dana ', contactEmail: 'Dana@Client.example' };
    expect(sendReviewSchema.parse(base)).toEqual({
      contactName: 'Dana',
      contactEmail: 'Dana@Client.example',
      message: null,
      days: 14,
    });
    expect(sendReviewSchema.parse({ ...base, days: '60' }).days).toBe(60);
    for (const days of ['0', '61', '1.5', 'soon']) {
      const result = sendReviewSchema.safeParse({ ...base, days });
      expect(result.success, days).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Days must be a whole number from 1 to 60');
    }
    expect(sendReviewSchema.safeParse({ ...base, contactEmail: 'not an address' }).success).toBe(false);
  });

  it('limits what a reviewer and staff may type', () => {
    expect(commentSchema.safeParse({ target: 'study', name: 'Dana', comment: 'x'.repeat(2000) }).success).toBe(true);
    expect(
      commentSchema.safeParse({ target: 'study', name: 'Dana', comment: 'x'.repeat(2001) }).error?.issues[0]?.message,
    ).toBe('Comment must be at most 2000 characters');
    expect(commentSchema.safeParse({ target: 'study', name: ' ', comment: 'ok' }).error?.issues[0]?.message).toBe(
      'Your name is required',
    );
    expect(replySchema.safeParse({ commentId: 'c1', reply: '' }).error?.issues[0]?.message).toBe('Reply is required');
  });

  it('needs a message to ask for changes, not to approve', () => {
    expect(decisionSchema.safeParse({ decision: 'approved', name: 'Dana' }).success).toBe(true);
    const changes = decisionSchema.safeParse({ decision: 'changes_requested', name: 'Dana', message: ' ' });
    expect(changes.error?.issues).toMatchObject([{ path: ['message'], message: 'Say what should change' }]);
    expect(decisionSchema.safeParse({ decision: 'publish', name: 'Dana' }).success).toBe(false);
  });
});

describe('review links are private', () => {
  it('are never page-cached, send no referrer, and their reviewer is audited as a client', async () => {
    const { pageCacheKey } = await import('#app/.server/page-cache/key.ts');
    const { referrerPolicyOf } = await import('#app/.server/infrastructure/security-headers.ts');
    const { describeActor, clientReviewerActor } = await import('#app/lib/audit-log.ts');
    expect(pageCacheKey({ method: 'GET', url: `/review/${'a'.repeat(43)}`, cookie: null })).toBeNull();
    expect(referrerPolicyOf(`/review/${'a'.repeat(43)}`)).toBe('no-referrer');
    expect(referrerPolicyOf(`/review/${'a'.repeat(43)}/respond`)).toBe('no-referrer');
    expect(referrerPolicyOf('/reviews')).toBeNull();
    expect(describeActor(clientReviewerActor('dana@client.example'))).toEqual({
      kind: 'client',
      name: 'dana@client.example',
    });
  });
});

describe('dashboardReviewState', () => {
  const request = (id: string, createdAt: string, changes: { revokedAt?: string; expiresAt?: string } = {}) => ({
    id,
    createdAt,
    expiresAt: changes.expiresAt ?? '2026-12-20T00:00:00.000Z',
    revokedAt: changes.revokedAt ?? null,
  });
  it('says In review while a request waits, else the newest decision; nothing when never sent', () => {
    expect(dashboardReviewState([], [], now)).toBeNull();
    const sent = request('r1', '2026-11-20T00:00:00.000Z');
    expect(dashboardReviewState([sent], [], now)).toBe('in_review');
    const changes = { requestId: 'r1', decision: 'changes_requested' as const, createdAt: '2026-11-21T00:00:00.000Z' };
    expect(dashboardReviewState([sent], [changes], now)).toBe('changes_requested');
    const approved = { requestId: 'r1', decision: 'approved' as const, createdAt: '2026-11-22T00:00:00.000Z' };
    expect(dashboardReviewState([sent], [changes, approved], now)).toBe('approved');
    // The next version sent after the approval: in review again.
    expect(dashboardReviewState([sent, request('r2', '2026-11-23T00:00:00.000Z')], [changes, approved], now)).toBe(
      'in_review',
    );
    // A revoked or expired request waits for nothing.
    expect(
      dashboardReviewState(
        [request('r3', '2026-11-20T00:00:00.000Z', { revokedAt: '2026-11-21T00:00:00.000Z' })],
        [],
        now,
      ),
    ).toBeNull();
    expect(
      dashboardReviewState(
        [request('r4', '2026-11-01T00:00:00.000Z', { expiresAt: '2026-11-15T00:00:00.000Z' })],
        [],
        now,
      ),
    ).toBeNull();
  });
});

describe('reviewableContent', () => {
  const titles = { solution: 'The solution' };
  const detail = (caseStudy: Record<string, unknown>, title: string | null = null) => ({
    caseStudy: {
      id: 'a',
      title: 'Claims',
      subtitle: 'Fast',
      status: 'draft',
      version: 1,
      featured: false,
      ...caseStudy,
    },
    sections: [{ sectionType: 'solution', title, content: '<p>Bots</p>', orderIndex: 0 }],
    metrics: [],
    processes: [],
    media: [],
  });
  it('is what the page shows: not its status, order, version or ids; an empty title is the default one', () => {
    const approved = reviewableContent(detail({}), titles);
    expect(reviewableContent(detail({ status: 'published', version: 2, featured: true, id: 'b' }), titles)).toBe(
      approved,
    );
    expect(reviewableContent(detail({}, 'The solution'), titles)).toBe(approved);
    expect(reviewableContent(detail({}, ' '), titles)).toBe(approved);
    expect(reviewableContent(detail({ subtitle: 'Faster' }), titles)).not.toBe(approved);
    expect(reviewableContent(detail({}, 'How we did it'), titles)).not.toBe(approved);
  });
});

describe('a testimonial under review', () => {
  const testimonial = {
    quote: 'The close takes four days now.',
    authorName: 'Dana Lee',
    title: 'Controller',
    company: 'Harbor Logistics',
    image: null as string | null,
  };

  it('is named by its author and company, in titles and in sentences', () => {
    expect(testimonialReviewTitle(testimonial)).toBe('Testimonial from Dana Lee, Harbor Logistics');
    expect(reviewCopy.recordPhrase('testimonial', testimonialReviewTitle(testimonial))).toBe(
      'the testimonial from Dana Lee, Harbor Logistics',
    );
    expect(reviewCopy.recordPhrase('case_study', 'Invoice Automation')).toBe('the case study "Invoice Automation"');
  });

  it('approves what its card shows: not whether it is shown, and no photo is no photo', () => {
    const content = testimonialReviewableContent(testimonial);
    expect(testimonialReviewableContent({ ...testimonial, image: '' })).toBe(content);
    expect(testimonialReviewableContent({ ...testimonial, status: 'active', version: 7 } as typeof testimonial)).toBe(
      content,
    );
    for (const field of ['quote', 'authorName', 'title', 'company', 'image'] as const) {
      expect(testimonialReviewableContent({ ...testimonial, [field]: 'Changed' }), field).not.toBe(content);
    }
  });

  it('is edited and reviewed at its own studio addresses', () => {
    expect(reviewEditorPath('testimonial', 'a b')).toBe('/admin/testimonials?edit=a%20b');
    expect(reviewEditorPath('case_study', 'c1')).toBe('/admin/case-studies/edit/c1');
    expect(reviewActionPath('testimonial', 't1')).toBe('/admin/testimonials/review/t1');
    expect(reviewActionPath('case_study', 'c1')).toBe('/admin/case-studies/review/c1');
    expect(TESTIMONIAL_REVIEW_TARGETS).toEqual([{ value: 'testimonial', label: 'The testimonial' }]);
  });
});
