/**
 * Consistent snapshots of everything a site holds: the database (SQLite's online backup API, or
 * pg_dump for PostgreSQL) plus the uploads folder, packed into one .tar.gz. Restoring refuses to
 * overwrite: it needs an empty data directory (and, on PostgreSQL, an empty database).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../infrastructure/config.ts';
import {
  ensurePrivateDir,
  ensurePrivateFile,
  PRIVATE_DIR_MODE,
  restrictToOwner,
} from '../infrastructure/private-files.ts';

type BackupConfig = Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>;

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
}

const DB_FILE = { sqlite: 'site.db', postgres: 'site.sql' } as const;

export async function createBackup(config: BackupConfig, outFile: string): Promise<Manifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'site-backup-'));
  try {
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: config.database.kind };
    if (config.database.kind === 'sqlite') {
      // The online backup API copies a consistent snapshot while the server keeps writing.
      const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(staging, DB_FILE.sqlite));
      } finally {
        source.close();
      }
    } else {
      execFileSync(
        'pg_dump',
        [
          '--no-owner',
          '--no-privileges',
          '--format=plain',
          `--file=${path.join(staging, DB_FILE.postgres)}`,
          config.database.url,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    }
    // So that whoever unpacks the archive by hand gets a private copy too.
    restrictToOwner(path.join(staging, DB_FILE[config.database.kind]));
    if (existsSync(config.uploadsDir)) cpSync(config.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // The archive holds the whole database: made 0600 before tar writes into it (tar keeps the mode of
    // a file it overwrites), in a folder only we can open when we are the ones creating it.
    mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true, mode: PRIVATE_DIR_MODE });
    ensurePrivateFile(path.resolve(outFile));
    execFileSync('tar', ['-czf', path.resolve(outFile), '-C', staging, '.']);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function isPostgresEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'case_studies'",
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

export async function restoreBackup(config: BackupConfig, archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new Error(`No such backup file: ${archive}`);
  const staging = mkdtempSync(path.join(tmpdir(), 'site-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error('Unknown backup format');
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `This backup holds a ${manifest.database} database but the site is configured for ${config.database.kind}`,
      );
    }
    const occupied =
      existsSync(config.dataDir) && readdirSync(config.dataDir).some((name) => name !== 'session-secret');
    if (occupied) throw new Error(`Refusing to restore into ${config.dataDir}: it is not empty`);
    ensurePrivateDir(config.dataDir);

    if (config.database.kind === 'sqlite') {
      // Tightened before the copy, which takes the mode along: the archive's copy may be 0644.
      restrictToOwner(path.join(staging, DB_FILE.sqlite));
      cpSync(path.join(staging, DB_FILE.sqlite), config.database.file);
    } else {
      if (!(await isPostgresEmpty(config.database.url)))
        throw new Error('Refusing to restore: the PostgreSQL database is not empty');
      execFileSync(
        'psql',
        ['--quiet', '--set=ON_ERROR_STOP=1', `--file=${path.join(staging, DB_FILE.postgres)}`, config.database.url],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
    }
    const uploads = path.join(staging, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, config.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
