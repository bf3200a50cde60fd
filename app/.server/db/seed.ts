/**
 * Sample content for a fresh database (DESIGN 4: the first run shows a complete site). Seeding
 * goes through the repositories, so sample rows look exactly like rows the admin studio writes.
 */
import { seedCaseStudies, seedTestimonials } from '../../content/seed-content.ts';
import { createCaseStudy } from '../changes/case-studies.ts';
import { createTestimonial } from '../changes/testimonials.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { Database } from './index.ts';
import { countCaseStudies } from './repositories/case-studies.ts';
import { listTestimonials } from './repositories/testimonials.ts';
import { isUniqueViolation } from './repositories/unique-violation.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Inserts the sample case studies and testimonials. The first entry of each list is the newest, so
 * the seed file's order is the order visitors see wherever lists are sorted newest first; case
 * studies are spread about three weeks apart over the past months, like a real portfolio.
 */
export async function seedSampleContent(
  database: Database,
  logger: Logger,
): Promise<{ caseStudies: number; testimonials: number }> {
  const start = Date.now();
  for (const [index, input] of seedCaseStudies.entries()) {
    const createdAt = new Date(start - (index * 23 + 5) * DAY_MS).toISOString();
    await createCaseStudy(database, input, { now: createdAt, by: { actor: 'sample content' } });
  }
  for (const [index, testimonial] of seedTestimonials.entries()) {
    const createdAt = new Date(start - (index + 1) * DAY_MS - index * HOUR_MS).toISOString();
    await createTestimonial(database, { ...testimonial, createdAt });
  }
  const counts = { caseStudies: seedCaseStudies.length, testimonials: seedTestimonials.length };
  logger.info(counts, 'sample content seeded');
  return counts;
}

/**
 * Seeds only a database with neither case studies nor testimonials, so content an editor has
 * deleted never comes back. Returns whether it seeded.
 */
export async function seedIfEmpty(database: Database, logger: Logger): Promise<boolean> {
  const [{ total }, testimonials] = await Promise.all([countCaseStudies(database), listTestimonials(database)]);
  if (total > 0 || testimonials.length > 0) return false;
  try {
    await seedSampleContent(database, logger);
    return true;
  } catch (error) {
    // Instances starting together on one empty PostgreSQL race to seed; the loser hits a taken slug.
    if (!isUniqueViolation(error)) throw error;
    logger.info('sample content is being seeded by another instance');
    return false;
  }
}
