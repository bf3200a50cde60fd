/**
 * `npm run backup [-- FILE]`: writes a consistent snapshot of the database and the uploads to FILE
 * (default backups/site-<timestamp>.tar.gz). Safe while the server runs.
 */
import { createBackup } from '#app/.server/backup/backup.ts';
import { ConfigError, loadConfig } from '#app/.server/infrastructure/config.ts';

const file = process.argv[2] ?? `backups/site-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;

try {
  const manifest = await createBackup(loadConfig(), file);
  console.log(`Backup of the ${manifest.database} database and uploads written to ${file}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
