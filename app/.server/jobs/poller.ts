import type { Logger } from '../infrastructure/logger.ts';

/**
 * The loop every background worker runs in each instance (the e-mail outbox, the webhook outbox, the
 * scheduler): a pass, then the next one after `intervalMs`, or at once when the pass says more is
 * waiting. The work itself is claimed in the database, so N instances polling is safe
 * (docs/decisions/outbox-delivery.md). Timers are unref'd: a poller never keeps the process alive.
 */
export interface Poller {
  start(): void;
  /** Ends the loop; resolves once the pass in progress (if any) has finished. */
  stop(): Promise<void>;
  /** Between start() and stop(). */
  readonly started: boolean;
  /** Since stop(), until the next start(): a pass in progress takes on no further work. */
  readonly stopping: boolean;
}

export function createPoller(options: {
  intervalMs: number;
  logger: Logger;
  /** Logged with the error when a pass throws. */
  failure: string;
  /** One pass; true when more work may be waiting (a full batch), to go again at once. */
  pass: () => Promise<boolean>;
}): Poller {
  const { intervalMs, logger, failure, pass } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  let stopping = false;

  function schedule(delay: number) {
    if (!started) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    running = pass().then(
      (busy) => schedule(busy ? 0 : intervalMs),
      (error: unknown) => {
        logger.error({ err: error }, failure);
        schedule(intervalMs);
      },
    );
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    get started() {
      return started;
    },
    get stopping() {
      return stopping;
    },
  };
}
