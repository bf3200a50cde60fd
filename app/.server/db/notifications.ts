/**
 * Cross-instance signals over PostgreSQL LISTEN/NOTIFY, so that a save on one app instance reaches
 * every other instance within milliseconds (SQLite deployments are single-machine and rely on the
 * page cache's version poll instead).
 */
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../infrastructure/logger.ts';
import type { Database } from './types.ts';

export const PAGE_CACHE_CHANNEL = 'site_page_cache';

export async function notify(database: Database, channel: string, payload: string): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
}

/**
 * Listens on a channel with a dedicated connection, reconnecting after failures.
 * Returns a function that stops listening.
 */
export function listen(url: string, channel: string, onMessage: () => void, logger: Logger): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage();
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'notification connection lost; reconnecting');
      void next.end().catch(() => {});
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      // Anything missed while disconnected is covered by treating a (re)connect as a signal.
      onMessage();
    } catch (error) {
      logger.warn({ err: error, channel }, 'could not listen for notifications; retrying');
      void next.end().catch(() => {});
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 2000);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
