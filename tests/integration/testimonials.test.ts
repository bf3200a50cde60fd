import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '#app/.server/changes/testimonials.ts';
import { getTestimonial, listActiveTestimonials, listTestimonials } from '#app/.server/db/repositories/testimonials.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const sample = {
  quote: 'They automated our month-end close.',
  authorName: 'Grace Achterberg',
  title: 'Group Controller',
  company: 'Thornbury Foods',
  image: '/uploads/grace.webp',
};

describe.each(engines)('testimonials repository on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.destroy();
  });

  it('creates an active testimonial by default and reads it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T03:04:05.678Z'));
    const created = await createTestimonial(database, sample);
    expect(created).toEqual({
      ...sample,
      id: created.id,
      status: 'active',
      createdAt: '2025-01-02T03:04:05.678Z',
      version: 1,
    });
    expect(await getTestimonial(database, created.id)).toEqual(created);
    expect(await getTestimonial(database, 'missing')).toBeNull();

    const noImage = await createTestimonial(database, { ...sample, image: null, status: 'inactive' });
    expect(await getTestimonial(database, noImage.id)).toMatchObject({ image: null, status: 'inactive' });
  });

  it('lists newest first, and only active ones publicly', async () => {
    const at = (iso: string) => ({ createdAt: iso });
    const old = await createTestimonial(database, { ...sample, authorName: 'Old', ...at('2025-01-01T00:00:00.000Z') });
    const hidden = await createTestimonial(database, {
      ...sample,
      authorName: 'Hidden',
      status: 'inactive',
      ...at('2025-03-01T00:00:00.000Z'),
    });
    const recent = await createTestimonial(database, {
      ...sample,
      authorName: 'Recent',
      ...at('2025-02-01T00:00:00.000Z'),
    });

    expect((await listTestimonials(database)).map((t) => t.id)).toEqual([hidden.id, recent.id, old.id]);
    expect((await listActiveTestimonials(database)).map((t) => t.id)).toEqual([recent.id, old.id]);
  });

  it('updates only the given fields and returns null for an unknown id', async () => {
    const created = await createTestimonial(database, sample);
    const updated = await updateTestimonial(database, created.id, { quote: 'Even better than expected.', image: null });
    expect(updated).toEqual({ ...created, quote: 'Even better than expected.', image: null, version: 2 });
    const deactivated = await updateTestimonial(database, created.id, { status: 'inactive' });
    expect(deactivated?.status).toBe('inactive');
    expect(await listActiveTestimonials(database)).toEqual([]);
    expect(await updateTestimonial(database, 'missing', { quote: 'Nobody home here.' })).toBeNull();
  });

  it('deletes once', async () => {
    const created = await createTestimonial(database, sample);
    expect(await deleteTestimonial(database, created.id)).toBe(true);
    expect(await deleteTestimonial(database, created.id)).toBe(false);
    expect(await listTestimonials(database)).toEqual([]);
  });
});
