/**
 * The share-image trigger (issue 32): a change's records are rendered at once in the background, the
 * kinds without a card ignored; nudges during a run are gathered (each record once) into the next
 * run; a failed run is logged and the next nudge still runs; after stop nothing more.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/types.ts';
import type { ShareImageJobOptions, ShareImageJobReport } from '#app/.server/share-images/job.ts';
import { createShareImageTrigger } from '#app/.server/share-images/trigger.ts';
import type { StorageDriver } from '#app/.server/storage/index.ts';

const logger = pino({ level: 'silent' });
const none: ShareImageJobReport = { rendered: [], unchanged: [], failed: [] };

/** A trigger over a fake job that records what each run was asked for and waits for `release`. */
function harness(fail = false) {
  const runs: string[][] = [];
  let release: () => void = () => {};
  const trigger = createShareImageTrigger({
    database: {} as Database,
    storage: {} as StorageDriver,
    logger,
    run: async (options: ShareImageJobOptions) => {
      runs.push((options.only ?? []).map((target) => `${target.entityType}:${target.entityId}`));
      expect(options.limit).toBe(options.only?.length);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (fail) throw new Error('render failed');
      return none;
    },
  });
  return { trigger, runs, release: () => release() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the share-image trigger', () => {
  it('runs the job at once for the case studies and pages a change wrote, and ignores other kinds', async () => {
    const { trigger, runs, release } = harness();
    trigger.nudge([
      { entityType: 'case_study', entityId: 'a' },
      { entityType: 'testimonial', entityId: 't' },
      { entityType: 'page', entityId: 'p' },
    ]);
    expect(runs).toEqual([['case_study:a', 'page:p']]);
    release();
    await trigger.settled();
    trigger.nudge([{ entityType: 'navigation', entityId: 'n' }]);
    expect(runs).toHaveLength(1);
  });

  it('gathers the nudges made during a run into one next run, each record once', async () => {
    const { trigger, runs, release } = harness();
    trigger.nudge([{ entityType: 'case_study', entityId: 'a' }]);
    trigger.nudge([{ entityType: 'page', entityId: 'p' }]);
    trigger.nudge([
      { entityType: 'page', entityId: 'p' },
      { entityType: 'case_study', entityId: 'b' },
    ]);
    expect(runs).toEqual([['case_study:a']]);
    release();
    await tick();
    expect(runs).toEqual([['case_study:a'], ['page:p', 'case_study:b']]);
    release();
    await trigger.settled();
    expect(runs).toHaveLength(2);
  });

  it('logs a failed run and runs the next nudge; takes none after stop', async () => {
    const { trigger, runs, release } = harness(true);
    trigger.nudge([{ entityType: 'case_study', entityId: 'a' }]);
    release();
    await trigger.settled();
    trigger.nudge([{ entityType: 'case_study', entityId: 'b' }]);
    expect(runs).toEqual([['case_study:a'], ['case_study:b']]);
    release();
    await trigger.stop();
    trigger.nudge([{ entityType: 'case_study', entityId: 'c' }]);
    expect(runs).toHaveLength(2);
  });
});
