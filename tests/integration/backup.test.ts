import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '#app/.server/backup/backup.ts';
import { migrateToLatest, openDatabase } from '#app/.server/db/index.ts';
import { countCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { listTestimonials } from '#app/.server/db/repositories/testimonials.ts';
import { seedIfEmpty } from '#app/.server/db/seed.ts';
import { parseConfig } from '#app/.server/infrastructure/config.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { postgresUrl } from '../helpers/database.ts';

const logger = createLogger({ logLevel: 'silent' });
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function seededSite(env: Record<string, string>) {
  const config = parseConfig(env);
  const database = openDatabase(config);
  await migrateToLatest(database);
  await seedIfEmpty(database, logger);
  const counts = await countCaseStudies(database);
  const testimonials = (await listTestimonials(database)).length;
  await database.close();
  mkdirSync(path.join(config.uploadsDir, 'case-study-images'), { recursive: true });
  writeFileSync(path.join(config.uploadsDir, 'case-study-images', '1-abc.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { config, counts, testimonials };
}

async function readBack(env: Record<string, string>) {
  const config = parseConfig(env);
  const database = openDatabase(config);
  try {
    return { counts: await countCaseStudies(database), testimonials: (await listTestimonials(database)).length };
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  it('round-trips a SQLite site with its uploads, and refuses to overwrite', async () => {
    const source = await seededSite({ DATA_DIR: tempDir('backup-src-') });
    const archive = path.join(tempDir('backup-out-'), 'site.tar.gz');
    await createBackup(source.config, archive);

    const targetEnv = { DATA_DIR: path.join(tempDir('backup-dst-'), 'data') };
    const target = parseConfig(targetEnv);
    await restoreBackup(target, archive);
    expect(await readBack(targetEnv)).toEqual({ counts: source.counts, testimonials: source.testimonials });
    expect([...readFileSync(path.join(target.uploadsDir, 'case-study-images', '1-abc.png'))]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);

    await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty/);
  });

  it.runIf(postgresUrl && hasCommand('pg_dump'))('round-trips a PostgreSQL site', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const names = [`backup_src_${randomBytes(4).toString('hex')}`, `backup_dst_${randomBytes(4).toString('hex')}`];
    for (const name of names) await admin.query(`create database ${name}`);
    cleanup.push(async () => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const urlFor = (name: string) => {
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    };

    const source = await seededSite({ DATA_DIR: tempDir('pg-src-'), DATABASE_URL: urlFor(names[0]!) });
    const archive = path.join(tempDir('pg-out-'), 'site.tar.gz');
    await createBackup(source.config, archive);

    const targetEnv = { DATA_DIR: path.join(tempDir('pg-dst-'), 'data'), DATABASE_URL: urlFor(names[1]!) };
    await restoreBackup(parseConfig(targetEnv), archive);
    expect(await readBack(targetEnv)).toEqual({ counts: source.counts, testimonials: source.testimonials });
  });
});

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
