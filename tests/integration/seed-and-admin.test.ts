import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '#app/.server/auth/admin-bootstrap.ts';
import { changePassword } from '#app/.server/auth/change-password.ts';
import { verifyPassword } from '#app/.server/auth/password.ts';
import { startSession } from '#app/.server/auth/sessions.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import {
  countCaseStudies,
  getCaseStudyDetail,
  listPublishedCaseStudies,
} from '#app/.server/db/repositories/case-studies.ts';
import { createSession, findSessionByTokenHash } from '#app/.server/db/repositories/sessions.ts';
import { listActiveTestimonials, listTestimonials } from '#app/.server/db/repositories/testimonials.ts';
import { countUsers, findUserByEmail } from '#app/.server/db/repositories/users.ts';
import { seedIfEmpty } from '#app/.server/db/seed.ts';
import type { Logger } from '#app/.server/infrastructure/logger.ts';
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

const INFO = 30;
const WARN = 40;
const config = (admin?: { email: string; password: string; resetPassword?: boolean }) => ({
  admin: admin && { resetPassword: false, ...admin },
  publicUrl: 'https://example.test',
});
const authConfig = { publicUrl: 'https://example.test', rateLimits: { login: { limit: 5, windowSeconds: 900 } } };

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

  const envAdmin = { email: 'Owner@Example.com', password: 'first-password-123' };

  /** The admin signs in and changes the password on the Account page; returns the session kept. */
  async function changeOnAccountPage(newPassword: string) {
    const user = await findUserByEmail(database, 'owner@example.com');
    if (!user) throw new Error('no admin');
    const { session } = await startSession(database, authConfig, { userId: user.id });
    const identity = { userId: user.id, email: user.email, sessionId: session.id };
    const outcome = await changePassword(database, authConfig, identity, '10.0.0.1', {
      currentPassword: envAdmin.password,
      newPassword,
    });
    expect(outcome.status).toBe('changed');
    return session;
  }

  const passwordWorks = async (password: string) => {
    const user = await findUserByEmail(database, 'owner@example.com');
    return Boolean(user && (await verifyPassword(password, user.passwordHash)));
  };

  it('creates the configured admin when it is missing, and finds it unchanged at the next start', async () => {
    const log = captureLogger();
    expect(await bootstrapAdmin(database, config(envAdmin), log.logger)).toEqual({
      action: 'created',
      email: 'owner@example.com',
    });
    expect(await passwordWorks('first-password-123')).toBe(true);
    expect(log.lines.at(-1)).toMatchObject({ level: INFO, email: 'owner@example.com', action: 'created' });

    expect(await bootstrapAdmin(database, config(envAdmin), log.logger)).toEqual({
      action: 'unchanged',
      email: 'owner@example.com',
    });
    expect(await countUsers(database)).toBe(1);
    expect(log.text()).not.toContain('password-123');
    expect(log.lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it('keeps a password changed on the Account page across restarts, and says ADMIN_PASSWORD was not applied', async () => {
    const log = captureLogger();
    await bootstrapAdmin(database, config(envAdmin), log.logger);
    const session = await changeOnAccountPage('changed-in-studio-456');

    // The next deploy starts with the same environment.
    expect(await bootstrapAdmin(database, config(envAdmin), log.logger)).toEqual({
      action: 'kept',
      email: 'owner@example.com',
    });
    expect(await passwordWorks('changed-in-studio-456')).toBe(true);
    expect(await passwordWorks('first-password-123')).toBe(false);
    expect(await findSessionByTokenHash(database, session.tokenHash)).not.toBeNull();

    const notice = log.lines.at(-1);
    expect(notice).toMatchObject({ level: INFO, email: 'owner@example.com', action: 'kept' });
    expect(notice?.msg).toContain('ADMIN_PASSWORD was not applied');
    expect(notice?.msg).toContain('ADMIN_PASSWORD_RESET=1');
    expect(log.text()).not.toContain('password-123');
    expect(log.text()).not.toContain('studio-456');
    expect(log.lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it('with ADMIN_PASSWORD_RESET, gives the existing admin ADMIN_PASSWORD again and ends its sessions', async () => {
    const log = captureLogger();
    await bootstrapAdmin(database, config(envAdmin), log.logger);
    const session = await changeOnAccountPage('forgotten-password-456');

    const reset = { ...envAdmin, resetPassword: true };
    expect(await bootstrapAdmin(database, config(reset), log.logger)).toEqual({
      action: 'reset',
      email: 'owner@example.com',
    });
    const user = await findUserByEmail(database, 'owner@example.com');
    expect(await passwordWorks('first-password-123')).toBe(true);
    expect(await passwordWorks('forgotten-password-456')).toBe(false);
    expect(await findSessionByTokenHash(database, session.tokenHash)).toBeNull();
    expect(log.lines.at(-1)).toMatchObject({ level: WARN, email: 'owner@example.com', action: 'reset' });
    expect(log.lines.at(-1)?.msg).toContain('Unset ADMIN_PASSWORD_RESET');

    // Left set, the flag changes nothing while the password is still ADMIN_PASSWORD: sessions live on.
    await createSession(database, {
      userId: user?.id ?? '',
      tokenHash: 'new-session',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect((await bootstrapAdmin(database, config(reset), log.logger)).action).toBe('unchanged');
    expect(await findSessionByTokenHash(database, 'new-session')).not.toBeNull();
    expect(log.text()).not.toContain('password-123');
    expect(log.text()).not.toContain('password-456');
  });

  it('with ADMIN_PASSWORD_RESET, creates a missing admin as without it', async () => {
    const log = captureLogger();
    const outcome = await bootstrapAdmin(database, config({ ...envAdmin, resetPassword: true }), log.logger);
    expect(outcome).toEqual({ action: 'created', email: 'owner@example.com' });
    expect(await passwordWorks('first-password-123')).toBe(true);
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
