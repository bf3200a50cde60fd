/**
 * The SQLite database (password and token hashes, contact details), the files SQLite keeps beside it,
 * its backups and the data folder are the site's user's alone: 0600 files in a 0700 folder, created
 * so and tightened when an older version left them readable by everyone.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '#app/.server/backup/backup.ts';
import { type Database, migrateToLatest, openDatabase } from '#app/.server/db/index.ts';
import { recordAudit } from '#app/.server/db/repositories/audit-log.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';

const mode = (file: string) => statSync(file).mode & 0o777;
const dirs: string[] = [];
let umask: number;

beforeAll(() => {
  // The usual default, under which the files used to come out 0644 and the folder 0755.
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-private-'));
  dirs.push(dir);
  return dir;
}

/** A database with a write in its WAL, so -wal and -shm exist. */
async function openAndWrite(dataDir: string): Promise<Database> {
  const database = openDatabase(parseConfig({ DATA_DIR: dataDir }));
  await migrateToLatest(database);
  await recordAudit(database, {
    userId: null,
    actor: 'test',
    action: 'test.write',
    entityType: null,
    entityId: null,
    details: {},
    ip: null,
  });
  return database;
}

describe('private files', () => {
  it('creates a fresh SQLite database, its -wal and -shm 0600 in a 0700 data folder', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const database = await openAndWrite(dataDir);
    try {
      const file = path.join(dataDir, 'site.db');
      for (const suffix of ['-wal', '-shm']) expect(existsSync(`${file}${suffix}`)).toBe(true);
      expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
      expect(mode(dataDir)).toBe(0o700);
    } finally {
      await database.close();
    }
  });

  it('tightens a database, -wal, -shm and data folder an older version left readable', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const file = path.join(dataDir, 'site.db');
    // Left open, as by a process that crashed: SQLite removes -wal and -shm when the last one closes.
    const older = await openAndWrite(dataDir);
    for (const target of [file, `${file}-wal`, `${file}-shm`]) chmodSync(target, 0o644);
    chmodSync(dataDir, 0o755);

    const database = await openAndWrite(dataDir);
    try {
      expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
      expect(mode(dataDir)).toBe(0o700);
    } finally {
      await database.close();
      await older.close();
    }
  });

  it('writes backups 0600, with a private database inside, and restores them private', async () => {
    const dataDir = path.join(tempDir(), 'data');
    await (await openAndWrite(dataDir)).close();
    const archive = path.join(tempDir(), 'backups', 'site.tar.gz');
    const config = parseConfig({ DATA_DIR: dataDir });
    await createBackup(config, archive);
    expect(mode(archive)).toBe(0o600);
    expect(mode(path.dirname(archive))).toBe(0o700);
    const listing = execFileSync('tar', ['-tvzf', archive], { encoding: 'utf8' });
    expect(listing).toMatch(/^-rw------- .*site\.db$/m);

    // Overwriting an older, readable backup leaves it private too.
    chmodSync(archive, 0o644);
    await createBackup(config, archive);
    expect(mode(archive)).toBe(0o600);

    const target = parseConfig({ DATA_DIR: path.join(tempDir(), 'restored') });
    await restoreBackup(target, archive);
    expect(mode(target.dataDir)).toBe(0o700);
    expect(mode(path.join(target.dataDir, 'site.db'))).toBe(0o600);
  });
});
