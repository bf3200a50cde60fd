import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fromJson,
  now,
  storedInstant,
  storedInstantOrNull,
  toBool,
  toInt,
  toIso,
  toIsoOrNull,
  toJson,
} from '#app/.server/db/mapping.ts';
import { rowToCaseStudy } from '#app/.server/db/repositories/case-study-rows.ts';
import { isUniqueViolation } from '#app/.server/db/repositories/unique-violation.ts';
import type { CaseStudyRow } from '#app/.server/db/schema.ts';
import { isFixedWidthInstant } from '#app/lib/instant.ts';
import { app, sourceFiles } from '../helpers/imports.ts';

describe('row mapping helpers', () => {
  it.each([
    [true, true],
    [1, true],
    [false, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('toBool(%s) is %s', (value, expected) => {
    expect(toBool(value)).toBe(expected);
  });

  it('turns SQLite text and PostgreSQL Date into the same ISO string', () => {
    const iso = '2024-02-03T04:05:06.789Z';
    expect(toIso(iso)).toBe(iso);
    expect(toIso(new Date(iso))).toBe(iso);
    expect(toIso('2024-02-03T05:05:06.789+01:00')).toBe(iso);
    expect(toIsoOrNull(null)).toBeNull();
    expect(toIsoOrNull(undefined)).toBeNull();
    expect(toIsoOrNull(new Date(iso))).toBe(iso);
    expect(now()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('reads JSON as text or already parsed, with a fallback for null and garbage', () => {
    expect(fromJson('["a","b"]', [])).toEqual(['a', 'b']);
    expect(fromJson(['a'], [])).toEqual(['a']);
    expect(fromJson({ k: 1 }, {})).toEqual({ k: 1 });
    expect(fromJson(null, ['x'])).toEqual(['x']);
    expect(fromJson(undefined, [])).toEqual([]);
    expect(fromJson('{not json', ['fallback'])).toEqual(['fallback']);
    expect(toJson(['a', 'b'])).toBe('["a","b"]');
  });

  it('reads counts that PostgreSQL returns as bigint strings', () => {
    expect(toInt('42')).toBe(42);
    expect(toInt(7)).toBe(7);
    expect(toInt(3n)).toBe(3);
    expect(toInt(null)).toBe(0);
  });
});

describe('storedInstant: every instant written in one fixed-width form (issue 26)', () => {
  it.each([
    [new Date('2024-02-03T04:05:06.789Z'), '2024-02-03T04:05:06.789Z'],
    ['2024-02-03T05:05:06.789+01:00', '2024-02-03T04:05:06.789Z'],
    [Date.UTC(2026, 11, 1, 9, 30), '2026-12-01T09:30:00.000Z'],
    // Padded to four digits, never shortened or expanded.
    [new Date('0999-07-04T00:00:00Z'), '0999-07-04T00:00:00.000Z'],
    ['0000-01-01T00:00:00.000Z', '0000-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ])('writes %s as %s', (value, stored) => {
    expect(storedInstant(value)).toBe(stored);
    expect(isFixedWidthInstant(stored)).toBe(true);
  });

  it.each([
    ['year 10000 (toISOString: +010000-…)', new Date(Date.UTC(10_000, 0, 1, 4, 59))],
    ['the first millisecond after 9999', Date.parse('9999-12-31T23:59:59.999Z') + 1],
    ['an expanded-year string', '+010000-01-01T04:59:00.000Z'],
    ['year -1', '-000001-01-01T00:00:00.000Z'],
    ['the last millisecond before year 0', Date.parse('0000-01-01T00:00:00.000Z') - 1],
    ['an invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['not a date', 'tomorrow'],
    ['an empty string', ''],
  ])('refuses %s rather than storing it', (_name, value) => {
    expect(() => storedInstant(value)).toThrow(RangeError);
  });

  it('passes null through, and the clock is stored in the same form', () => {
    expect(storedInstantOrNull(null)).toBeNull();
    expect(storedInstantOrNull(undefined)).toBeNull();
    expect(() => storedInstantOrNull('+010000-01-01T04:59:00.000Z')).toThrow(RangeError);
    expect(isFixedWidthInstant(now())).toBe(true);
  });

  it('knows the fixed-width form from look-alikes', () => {
    expect(isFixedWidthInstant('2026-12-01T09:30:00.000Z')).toBe(true);
    for (const value of [
      '2026-02-30T09:30:00.000Z',
      '2026-12-01T09:30:00Z',
      '2026-12-01 09:30:00',
      '+010000-01-01T04:59:00.000Z',
    ]) {
      expect(isFixedWidthInstant(value), value).toBe(false);
    }
  });

  it('is the only way the repositories turn a time into text', () => {
    const repositories = path.join(app, '.server/db/repositories');
    const offenders = sourceFiles(repositories).filter((file) => readFileSync(file, 'utf8').includes('.toISOString('));
    expect(offenders.map((file) => path.relative(app, file))).toEqual([]);
  });
});

describe('case study row mapping', () => {
  const base = {
    id: 'id-1',
    slug: 'slug',
    title: 'Title',
    subtitle: null,
    executive_summary: null,
    client_name: 'Client',
    client_industry: 'Retail',
    client_location: null,
    client_size: null,
    client_description: null,
    client_logo_url: null,
    project_duration: null,
    project_start_date: '2024-01-02',
    project_end_date: null,
    team_size: 3,
    main_image_url: null,
    main_image_alt: null,
    process_flow_image_url: null,
    testimonial_quote: null,
    testimonial_author: null,
    testimonial_title: null,
    testimonial_company: null,
    testimonial_image: null,
    meta_title: null,
    meta_description: null,
    status: 'published',
    display_order: null,
    external_id: null,
    intake_key_id: null,
    version: 3,
    search_text: 'title client retail slug',
    publish_at: null,
  } as const;

  const sqliteRow: CaseStudyRow = {
    ...base,
    technology_used: '["UiPath","SAP"]',
    team_roles: '[]',
    tags: '["RPA"]',
    show_testimonial: 1,
    featured: 0,
    created_at: '2024-02-03T04:05:06.789Z',
    updated_at: '2024-02-04T04:05:06.789Z',
    published_at: null,
  };
  const postgresRow: CaseStudyRow = {
    ...base,
    technology_used: ['UiPath', 'SAP'],
    team_roles: [],
    tags: ['RPA'],
    show_testimonial: true,
    featured: false,
    created_at: new Date('2024-02-03T04:05:06.789Z'),
    updated_at: new Date('2024-02-04T04:05:06.789Z'),
    published_at: null,
  };

  it('gives the same domain object for a SQLite row and a PostgreSQL row', () => {
    const fromSqlite = rowToCaseStudy(sqliteRow);
    expect(fromSqlite).toEqual(rowToCaseStudy(postgresRow));
    expect(fromSqlite).toMatchObject({
      technologyUsed: ['UiPath', 'SAP'],
      teamRoles: [],
      tags: ['RPA'],
      showTestimonial: true,
      featured: false,
      createdAt: '2024-02-03T04:05:06.789Z',
      publishedAt: null,
      publishAt: null,
      version: 3,
      executiveSummary: null,
      projectStartDate: '2024-01-02',
    });
  });

  it('reads a list column that is not a JSON array as empty', () => {
    expect(rowToCaseStudy({ ...sqliteRow, tags: '{"a":1}', team_roles: 'oops' })).toMatchObject({
      tags: [],
      teamRoles: [],
    });
  });
});

describe('isUniqueViolation', () => {
  it.each([
    [{ code: '23505' }, true],
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }, true],
    [{ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }, true],
    [{ code: '23503' }, false],
    [{ code: 'SQLITE_CONSTRAINT_CHECK' }, false],
    [new Error('duplicate'), false],
    [null, false],
    ['23505', false],
  ])('%o -> %s', (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
