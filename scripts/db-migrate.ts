/**
 * `npm run db:migrate`: brings the database named by the environment (SQLite in DATA_DIR, or
 * DATABASE_URL) up to the latest schema and lists what it applied.
 */

import { migrateToLatest, openDatabase } from '#app/.server/db/index.ts';
import { ConfigError, loadConfig } from '#app/.server/infrastructure/config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const where = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL (DATABASE_URL)';
  const database = openDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length === 0) {
      console.log(`${where} is up to date; no migrations to apply.`);
    } else {
      console.log(`Applied ${applied.length} migration(s) to ${where}:`);
      for (const name of applied) console.log(`  ${name}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exitCode = 1;
});
