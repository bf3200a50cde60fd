import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '#app/.server/admin-bootstrap.ts';
import { verifyPassword } from '#app/.server/auth/password.ts';
import {
  countCaseStudies,
  getCaseStudyDetail,
  listPublishedCaseStudies,
} from '#app/.server/db/repositories/case-studies.ts';
import { createSession, findSessionByTokenHash } from '#app/.server/db/repositories/sessions.ts';
import {
  createTestimonial,
  listActiveTestimonials,
  listTestimonials,
} from '#app/.server/db/repositories/testimonials.ts';
import { countUsers, findUserByEmail } from '#app/.server/db/repositories/users.ts';
import type { Logger } from '#app/.server/logger.ts';
import { seedIfEmpty } from '#app/.server/seed.ts';
import { seedCaseStudies, seedTestimonials } from '#app/content/seed-content.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A real pino logger (with the app's redaction) whose lines the test can read. */
function captureLogger(): { logger: Logger; lines: LogLine[]; text: () => string } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      callback();
    },
  });
  const logger = pino({ level: 'info', redact: { paths: ['password', '*.password'], remove: true } }, stream);
  return { logger, lines, text: () => raw.join('') };
}

const WARN = 40;
const config = (admin?: { email: string; password: string }) => ({ admin, publicUrl: 'https://example.test' });

describe.each(engines)('seeding on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('seeds an empty database once, with counts matching the seed content', async () => {
    const { logger } = captureLogger();
    expect(await seedIfEmpty(database, logger)).toBe(true);

    const inputs = seedCaseStudies.map((c) => c.caseStudy);
    expect(await countCaseStudies(database)).toEqual({
      total: inputs.length,
      published: inputs.filter((c) => c.status === 'published').length,
      drafts: inputs.filter((c) => c.status === 'draft').length,
      featured: inputs.filter((c) => c.featured).length,
    });
    expect(await listTestimonials(database)).toHaveLength(seedTestimonials.length);
    // The seed file's order is the display order: its first entry is the newest.
    expect((await listActiveTestimonials(database)).map((t) => t.authorName)).toEqual(
      seedTestimonials.filter((t) => t.status === 'active').map((t) => t.authorName),
    );

    const first = seedCaseStudies[0];
    const detail = first && (await getCaseStudyDetail(database, first.caseStudy.slug, { publishedOnly: false }));
    expect(detail?.sections).toHaveLength(first?.sections.length ?? -1);
    expect(detail?.metrics).toHaveLength(first?.metrics.length ?? -1);
    const published = await listPublishedCaseStudies(database);
    const createdAt = published.map((c) => Date.parse(c.createdAt));
    expect(Math.max(...createdAt) - Math.min(...createdAt)).toBeGreaterThan(30 * 86_400_000);
    expect(published.every((c) => c.publishedAt !== null)).toBe(true);

    expect(await seedIfEmpty(database, logger)).toBe(false);
    expect((await countCaseStudies(database)).total).toBe(inputs.length);
    expect(await listTestimonials(database)).toHaveLength(seedTestimonials.length);
  });

  it('does not seed a database that holds only testimonials', async () => {
    await createTestimonial(database, { quote: 'Kept.', authorName: 'A', title: 'T', company: 'C', image: null });
    expect(await seedIfEmpty(database, captureLogger().logger)).toBe(false);
    expect((await countCaseStudies(database)).total).toBe(0);
    expect(await listTestimonials(database)).toHaveLength(1);
  });
});

describe.each(engines)('admin bootstrap on %s', { timeout: 60_000 }, (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('creates the configured admin, then updates its password and ends its sessions', async () => {
    const log = captureLogger();
    const admin = { email: 'Owner@Example.com', password: 'first-password-123' };
    expect(await bootstrapAdmin(database, config(admin), log.logger)).toEqual({
      action: 'created',
      email: 'owner@example.com',
    });
    const user = await findUserByEmail(database, 'owner@example.com');
    expect(user && (await verifyPassword('first-password-123', user.passwordHash))).toBe(true);
    expect(log.lines.at(-1)).toMatchObject({ msg: 'admin account ready', email: 'owner@example.com' });

    await createSession(database, {
      userId: user?.id ?? '',
      tokenHash: 'old-session',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    const changed = { ...admin, password: 'second-password-456' };
    expect((await bootstrapAdmin(database, config(changed), log.logger)).action).toBe('updated');
    const updated = await findUserByEmail(database, 'owner@example.com');
    expect(updated?.id).toBe(user?.id);
    expect(updated && (await verifyPassword('second-password-456', updated.passwordHash))).toBe(true);
    expect(updated && (await verifyPassword('first-password-123', updated.passwordHash))).toBe(false);
    expect(await findSessionByTokenHash(database, 'old-session')).toBeNull();

    expect((await bootstrapAdmin(database, config(changed), log.logger)).action).toBe('unchanged');
    expect(await countUsers(database)).toBe(1);
    expect(log.text()).not.toContain('password-123');
    expect(log.text()).not.toContain('password-456');
    expect(log.lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it('creates one random admin when none exists and logs its password once', async () => {
    const log = captureLogger();
    const outcome = await bootstrapAdmin(database, config(), log.logger);
    expect(outcome).toMatchObject({ action: 'generated', email: 'admin@brightflow.io' });
    const password = outcome.action === 'generated' ? outcome.password : '';
    expect(password).toHaveLength(20);

    const user = await findUserByEmail(database, 'admin@brightflow.io');
    expect(user && (await verifyPassword(password, user.passwordHash))).toBe(true);
    const warnings = log.lines.filter((l) => l.level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      email: 'admin@brightflow.io',
      initialPassword: password,
      loginUrl: 'https://example.test/admin/login',
    });
    expect(warnings[0]?.msg).toContain(password);
    expect(warnings[0]?.msg).toContain('https://example.test/admin/login');

    expect(await bootstrapAdmin(database, config(), log.logger)).toEqual({ action: 'none' });
    expect(await countUsers(database)).toBe(1);
    expect(log.lines.filter((l) => l.level === WARN)).toHaveLength(1);
  });
});
