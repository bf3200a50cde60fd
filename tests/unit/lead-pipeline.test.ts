import { describe, expect, it } from 'vitest';
import {
  applyPipelineUpdate,
  changedFields,
  describeTimelineEntry,
  NEW_PIPELINE,
  PIPELINE_MESSAGES,
  parsePipelineForm,
} from '#app/lib/lead-pipeline.ts';

/** The form as the inbox draws it for a new, unassigned lead, with `changes` made by the person. */
const form = (changes: Record<string, string> = {}) => ({
  source: 'lead',
  id: 'l1',
  status: 'new',
  wasStatus: 'new',
  lostReason: '',
  wasLostReason: '',
  lostNote: '',
  wasLostNote: '',
  ownerId: '',
  wasOwnerId: '',
  followUpOn: '',
  wasFollowUpOn: '',
  note: '',
  ...changes,
});

describe('the pipeline form', () => {
  it('saves only the fields the person changed', () => {
    expect(parsePipelineForm(form({ status: 'contacted', ownerId: 'u1' }))).toEqual({
      ok: true,
      ref: { source: 'lead', id: 'l1' },
      update: { status: { status: 'contacted', lostReason: null, lostNote: null }, ownerId: 'u1' },
    });
    // Someone else assigned it since the page was drawn: this save sets the follow-up and leaves the owner.
    expect(parsePipelineForm(form({ followUpOn: '2026-12-01', note: '  Call back Tuesday  ' }))).toEqual({
      ok: true,
      ref: { source: 'lead', id: 'l1' },
      update: { followUpOn: '2026-12-01', note: 'Call back Tuesday' },
    });
    expect(parsePipelineForm(form({ wasOwnerId: 'u1', ownerId: '' }))).toMatchObject({ update: { ownerId: null } });
  });

  it('asks why a lead was lost, and forgets the reason when it is no longer lost', () => {
    expect(parsePipelineForm(form({ status: 'lost' }))).toEqual({ ok: false, message: PIPELINE_MESSAGES.lostReason });
    expect(parsePipelineForm(form({ status: 'lost', lostReason: 'because' }))).toEqual({
      ok: false,
      message: PIPELINE_MESSAGES.lostReason,
    });
    expect(parsePipelineForm(form({ status: 'lost', lostReason: 'no_budget', lostNote: 'Next year' }))).toMatchObject({
      update: { status: { status: 'lost', lostReason: 'no_budget', lostNote: 'Next year' } },
    });
    // A reason picked while the status is not Lost is not kept.
    expect(parsePipelineForm(form({ status: 'won', lostReason: 'no_budget' }))).toMatchObject({
      update: { status: { status: 'won', lostReason: null, lostNote: null } },
    });
    // Lost already, only the reason changed: still a status change.
    const stillLost = { status: 'lost', wasStatus: 'lost', wasLostReason: 'no_budget', lostReason: 'bad_timing' };
    expect(parsePipelineForm(form(stillLost))).toMatchObject({
      update: { status: { status: 'lost', lostReason: 'bad_timing', lostNote: null } },
    });
  });

  it('refuses a date that is not a day, a note too long, an empty save and a form it did not send', () => {
    for (const day of ['2026-02-30', 'tomorrow', '01/12/2026']) {
      expect(parsePipelineForm(form({ followUpOn: day }))).toEqual({
        ok: false,
        message: PIPELINE_MESSAGES.followUpOn,
      });
    }
    expect(parsePipelineForm(form({ note: 'x'.repeat(5001) }))).toEqual({ ok: false, message: PIPELINE_MESSAGES.note });
    expect(parsePipelineForm(form())).toEqual({ ok: false, message: PIPELINE_MESSAGES.nothing });
    expect(parsePipelineForm(form({ status: 'closed' }))).toEqual({ ok: false, message: PIPELINE_MESSAGES.invalid });
    expect(parsePipelineForm(form({ source: 'page' }))).toEqual({ ok: false, message: PIPELINE_MESSAGES.invalid });
  });
});

describe('a pipeline change', () => {
  it('applies the update and names what really changed', () => {
    const lost = applyPipelineUpdate(
      { ...NEW_PIPELINE, ownerId: 'u1' },
      { status: { status: 'lost', lostReason: 'not_a_fit', lostNote: null }, ownerId: 'u1', followUpOn: null },
    );
    expect(lost).toEqual({ ...NEW_PIPELINE, status: 'lost', ownerId: 'u1', lostReason: 'not_a_fit' });
    expect(changedFields({ ...NEW_PIPELINE, ownerId: 'u1' }, lost)).toEqual(['status']);
    const reopened = applyPipelineUpdate(lost, { status: { status: 'qualified', lostReason: null, lostNote: null } });
    expect(reopened.lostReason).toBeNull();
    expect(changedFields(NEW_PIPELINE, { ...NEW_PIPELINE, followUpOn: '2026-12-01', ownerId: 'u2' })).toEqual([
      'owner',
      'follow_up',
    ]);
  });

  it('tells each timeline entry in a sentence', () => {
    const base = { id: 'n', author: 'sam@example.com', createdAt: '2026-11-27T10:00:00.000Z' };
    expect(
      describeTimelineEntry({
        ...base,
        entry: 'status',
        from: 'new',
        to: 'lost',
        lostReason: 'no_budget',
        lostNote: 'Q3',
      }),
    ).toBe('sam@example.com moved it from New to Lost (No budget: Q3)');
    expect(describeTimelineEntry({ ...base, entry: 'owner', from: null, to: 'sam@example.com' })).toBe(
      'sam@example.com assigned it to sam@example.com',
    );
    expect(describeTimelineEntry({ ...base, entry: 'owner', from: 'a@example.com', to: null })).toBe(
      'sam@example.com unassigned it from a@example.com',
    );
    expect(describeTimelineEntry({ ...base, entry: 'follow_up', from: null, to: '2026-12-01' })).toBe(
      'sam@example.com set the follow-up date to 2026-12-01',
    );
    expect(describeTimelineEntry({ ...base, entry: 'follow_up', from: '2026-12-01', to: null })).toBe(
      'sam@example.com cleared the follow-up date',
    );
    expect(describeTimelineEntry({ ...base, entry: 'note', body: 'Hi' })).toBe('sam@example.com wrote a note');
  });
});
