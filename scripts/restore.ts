/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into an empty DATA_DIR
 * (and, on PostgreSQL, an empty database). Stop the server first.
 */
import { restoreBackup } from '#app/.server/backup/backup.ts';
import { ConfigError, loadConfig } from '#app/.server/infrastructure/config.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}

try {
  const manifest = await restoreBackup(loadConfig(), file);
  console.log(`Restored the ${manifest.database} backup of ${manifest.createdAt} from ${file}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
