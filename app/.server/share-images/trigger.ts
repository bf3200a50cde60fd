/**
 * Makes a record's share image right after the change that publishes it (issue 32;
 * docs/decisions/share-images.md): the change pipeline nudges this instance's trigger after its
 * commit with the records the change wrote, and the share-image job runs at once in the background
 * for those only, claimed per record in the database like the scheduler's tick (which stays the
 * safety net for a nudge lost to a restart or a failure). Nudges that come during a run are kept and
 * run next, together; a save never waits on a render.
 */
import type { ShareImageTarget } from '../db/repositories/share-images.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { StorageDriver } from '../storage/index.ts';
import { runShareImageJob } from './job.ts';

/** A record a change wrote, as the change pipeline names it (any kind: the trigger keeps its own). */
export interface ChangedRecord {
  entityType: string;
  entityId: string;
}

export interface ShareImageTrigger {
  /** Renders the images of these records soon, in the background; other kinds are ignored. */
  nudge(records: readonly ChangedRecord[]): void;
  /** Waits for the run in progress and the nudges already made (tests, shutdown). */
  settled(): Promise<void>;
  /** Takes no more nudges and waits for the run in progress. */
  stop(): Promise<void>;
}

/** The trigger of an instance that renders no share images (SHARE_IMAGES=off): nudges are dropped. */
export const noShareImages: ShareImageTrigger = {
  nudge() {},
  settled: async () => {},
  stop: async () => {},
};

const isShareImageTarget = (record: ChangedRecord): record is ShareImageTarget =>
  record.entityType === 'case_study' || record.entityType === 'page';

export function createShareImageTrigger(options: {
  database: Database;
  storage: StorageDriver;
  logger: Logger;
  /** The job (tests pass their own). */
  run?: typeof runShareImageJob;
}): ShareImageTrigger {
  const { run = runShareImageJob, ...services } = options;
  const pending = new Map<string, ShareImageTarget>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drain(): Promise<void> {
    while (pending.size > 0) {
      const only = [...pending.values()];
      pending.clear();
      try {
        await run({ ...services, only, limit: only.length });
      } catch (error) {
        // The scheduler's tick tries again within its interval.
        options.logger.error({ err: error }, 'share images after a change failed');
      }
    }
  }

  function start(): void {
    running = drain().finally(() => {
      running = null;
      // A nudge that came as the last run ended.
      if (pending.size > 0 && !stopped) start();
    });
  }

  return {
    nudge(records) {
      if (stopped) return;
      for (const record of records.filter(isShareImageTarget)) {
        pending.set(`${record.entityType}:${record.entityId}`, {
          entityType: record.entityType,
          entityId: record.entityId,
        });
      }
      if (!running && pending.size > 0) start();
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      pending.clear();
      while (running) await running;
    },
  };
}
