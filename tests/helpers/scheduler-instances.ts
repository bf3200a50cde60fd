/**
 * Two app instances' schedulers on one database, for the tests of jobs that must run once however
 * many instances run them (scheduled publishing, revision and audit log retention): a database
 * another process can open, and two processes (tests/helpers/scheduler-instance.ts) released at once.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { type Database, migrateToLatest, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import type { SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import { createPostgresDatabase, type Engine } from './database.ts';

/** A fresh, migrated database, and where another process finds it (a SQLite file or a PostgreSQL URL). */
export async function freshDatabase(
  engine: Engine,
): Promise<{ database: Database; target: string; destroy(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-sched-'));
    const target = path.join(dir, 'site.db');
    const database = openSqlite(target);
    await migrateToLatest(database);
    return {
      database,
      target,
      async destroy() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await createPostgresDatabase('sched');
  const database = openPostgres(postgres.url, { max: 4 });
  await migrateToLatest(database);
  return {
    database,
    target: postgres.url,
    async destroy() {
      await database.close();
      await postgres.drop();
    },
  };
}

/**
 * A fresh database (freshDatabase) for each test of the enclosing block, handed to `use` before it
 * and destroyed after it, with the real clock back (tests of the daily jobs stop it).
 *
 *   let database: Database;
 *   let target: string;
 *   freshDatabaseEach(engine, (fresh) => ({ database, target } = fresh));
 */
export function freshDatabaseEach(engine: Engine, use: (fresh: { database: Database; target: string }) => void): void {
  let destroy: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const fresh = await freshDatabase(engine);
    destroy = fresh.destroy;
    use(fresh);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await destroy?.();
    destroy = undefined;
  });
}

const instanceScript = fileURLToPath(new URL('./scheduler-instance.ts', import.meta.url));

/**
 * Two processes running `script` with `args`, each printing 'ready' once connected; both are told to
 * go at the same moment, and each prints one JSON line: their results, process by process.
 */
export async function twoProcesses<T>(script: string, args: string[]): Promise<T[]> {
  const instances = [0, 1].map(() => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    return { child, lines };
  });
  for (const { lines } of instances) expect((await lines.next()).value).toBe('ready');
  for (const { child } of instances) child.stdin.write('go\n');
  return Promise.all(
    instances.map(async ({ child, lines }) => {
      const { value } = await lines.next();
      await once(child, 'exit');
      return JSON.parse(String(value)) as T;
    }),
  );
}

/**
 * Two app instances (two processes, each with its own connection) run their scheduler `runs` times
 * at the same moment, the clock stopped at `now`; their reports, instance by instance.
 */
export function twoInstances(
  target: string,
  options: { now: Date; batchSize?: number; runs?: number; leadDigest?: { hour: number; timeZone: string } },
): Promise<SchedulerReport[][]> {
  return twoProcesses<SchedulerReport[]>(instanceScript, [
    target,
    options.now.toISOString(),
    String(options.batchSize ?? 20),
    String(options.runs ?? 1),
    ...(options.leadDigest ? [String(options.leadDigest.hour), options.leadDigest.timeZone] : []),
  ]);
}
