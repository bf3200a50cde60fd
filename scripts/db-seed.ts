/**
 * `npm run db:seed`: migrates, then fills an empty database with the sample case studies and
 * testimonials. A database that already holds content is left alone.
 */

import { migrateToLatest, openDatabase } from '#app/.server/db/index.ts';
import { countCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { listTestimonials } from '#app/.server/db/repositories/testimonials.ts';
import { seedIfEmpty } from '#app/.server/db/seed.ts';
import { ConfigError, loadConfig } from '#app/.server/infrastructure/config.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // This script prints its own summary; the logger only speaks up for warnings.
  const logger = createLogger({ logLevel: 'warn' });
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    if (!(await seedIfEmpty(database, logger))) {
      console.log('Database is not empty; nothing seeded.');
      return;
    }
    const counts = await countCaseStudies(database);
    const testimonials = await listTestimonials(database);
    console.log(
      `Seeded ${counts.total} case studies (${counts.published} published, ${counts.featured} featured) ` +
        `and ${testimonials.length} testimonials.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${String(error)}`);
  process.exitCode = 1;
});
