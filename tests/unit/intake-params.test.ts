import { describe, expect, it } from 'vitest';
import {
  createdMessage,
  INTAKE_SPEC_MESSAGES,
  isAllowedImageSrc,
  parseChipColor,
  parseFeatured,
  splitResults,
} from '#app/features/intake/intake-params.ts';
import { parseUseCaseBody, parseUseCaseQuery } from '#app/features/intake/intake-schema.ts';

const valid = {
  title: 'Automated Claims Intake',
  industry: 'Insurance',
  category: 'agents',
  description: 'An AI agent routes each claim.',
  image_src: '/images/case-studies/claims-automation.svg',
};

const query = (params: Record<string, string>) => parseUseCaseQuery(new URLSearchParams(params));

describe('SPEC 8 messages', () => {
  it('are exactly the texts of the catalogue', () => {
    expect(INTAKE_SPEC_MESSAGES).toEqual({
      invalidApiKey: 'Invalid API key provided. Please use the correct API key for authentication.',
      missingFields: 'Missing required fields: title, industry, category, description, and image_src are mandatory',
      invalidCategory: 'Category must be either "rpa" or "agents"',
      unknownError: 'Unknown error occurred',
      createdToast: 'Added new use case',
    });
    expect(createdMessage('Claims Bot', 'abc-123')).toBe(
      'Use case "Claims Bot" was successfully created with ID: abc-123',
    );
  });
});

describe('SPEC 5 parameter rules', () => {
  it('splits results on commas, trims items and drops empty ones', () => {
    expect(splitResults(' 85% faster ,, 3x throughput ,  ')).toEqual(['85% faster', '3x throughput']);
    expect(splitResults('')).toEqual([]);
  });

  it.each([
    ['true', true],
    ['TRUE', false],
    ['1', false],
    ['yes', false],
    ['', false],
    [null, false],
  ])('featured %j is %s', (value, expected) => {
    expect(parseFeatured(value)).toBe(expected);
  });

  it.each([
    ['blue', 'blue'],
    ['purple', 'purple'],
    ['green', 'green'],
    ['gray', 'gray'],
    ['Purple', 'purple'],
    ['red', 'blue'],
    ['', 'blue'],
    [null, 'blue'],
  ])('chip_color %j gives %s', (value, expected) => {
    expect(parseChipColor(value)).toBe(expected);
  });

  it.each([
    ['/images/a.svg', true],
    ['https://cdn.example.com/a.png', true],
    ['http://cdn.example.com/a.png', true],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['ftp://example.com/a.png', false],
    ['images/a.svg', false],
  ])('image_src %j allowed: %s', (value, expected) => {
    expect(isAllowedImageSrc(value)).toBe(expected);
  });
});

describe('parseUseCaseQuery (the /webhook-api page)', () => {
  it('accepts the five required fields and fills in the defaults', () => {
    const result = query(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Automated Claims Intake',
        industry: 'Insurance',
        category: 'agents',
        description: 'An AI agent routes each claim.',
        imageSrc: '/images/case-studies/claims-automation.svg',
        subtitle: null,
        results: [],
        chipColor: 'blue',
        featured: false,
        externalId: null,
        clientName: null,
        imageAlt: null,
        status: 'draft',
        slug: 'automated-claims-intake',
      },
    });
  });

  it('reads every optional parameter', () => {
    const result = query({
      ...valid,
      subtitle: ' Triage in minutes ',
      results: '85% faster, 91% accuracy,',
      chip_color: 'green',
      featured: 'true',
      id: 'crm-4711',
      client_name: 'Northwind Mutual',
      image_alt: 'Claims sorted',
      status: 'published',
    });
    expect(result.ok && result.value).toMatchObject({
      subtitle: 'Triage in minutes',
      results: ['85% faster', '91% accuracy'],
      chipColor: 'green',
      featured: true,
      externalId: 'crm-4711',
      clientName: 'Northwind Mutual',
      imageAlt: 'Claims sorted',
      status: 'published',
    });
  });

  it.each(['title', 'industry', 'category', 'description', 'image_src'])(
    'a missing or blank %s gives the missing-fields message',
    (name) => {
      const without = { ...valid } as Record<string, string>;
      delete without[name];
      expect(query(without)).toEqual({
        ok: false,
        code: 'missing_fields',
        message: INTAKE_SPEC_MESSAGES.missingFields,
      });
      expect(query({ ...valid, [name]: '   ' })).toMatchObject({
        ok: false,
        message: INTAKE_SPEC_MESSAGES.missingFields,
      });
    },
  );

  it('checks required fields before the category', () => {
    expect(query({ category: 'nonsense' })).toMatchObject({ message: INTAKE_SPEC_MESSAGES.missingFields });
  });

  it.each(['RPA', 'agent', 'ai', 'rpa,agents'])('category %j gives the category message', (category) => {
    expect(query({ ...valid, category })).toEqual({
      ok: false,
      code: 'invalid_category',
      message: INTAKE_SPEC_MESSAGES.invalidCategory,
      field: 'category',
    });
  });

  it('accepts both categories', () => {
    expect(query({ ...valid, category: 'rpa' }).ok).toBe(true);
    expect(query({ ...valid, category: ' agents ' }).ok).toBe(true);
  });

  it.each([
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters', 'title'],
    [{ industry: 'x'.repeat(81) }, 'industry must be at most 80 characters', 'industry'],
    [{ description: 'x'.repeat(5001) }, 'description must be at most 5000 characters', 'description'],
    [{ subtitle: 'x'.repeat(301) }, 'subtitle must be at most 300 characters', 'subtitle'],
    [
      { image_src: 'javascript:alert(1)' },
      'image_src must be an http(s) URL or a path on this site starting with "/"',
      'image_src',
    ],
    [
      { results: Array.from({ length: 13 }, (_, i) => `r${i}`).join(',') },
      'results may list at most 12 items',
      'results',
    ],
    [{ results: 'x'.repeat(301) }, 'each result must be at most 300 characters', 'results'],
    [{ id: 'has spaces' }, expect.stringContaining('id must be at most 100 characters'), 'id'],
    [{ id: '-leading' }, expect.stringContaining('id must be'), 'id'],
    [{ status: 'archived' }, 'status must be either "draft" or "published"', 'status'],
    [{ title: '!!!' }, 'title must contain at least one letter or digit', 'title'],
  ])('refuses %j', (override, message, field) => {
    expect(query({ ...valid, ...override })).toEqual({ ok: false, code: 'invalid_field', message, field });
  });
});

describe('parseUseCaseBody (the API)', () => {
  it('takes results as an array or a comma-separated string, featured as a boolean, id as a number', () => {
    const fromArray = parseUseCaseBody({ ...valid, results: [' a ', '', 'b'], featured: true, id: 7 });
    expect(fromArray.ok && fromArray.value).toMatchObject({ results: ['a', 'b'], featured: true, externalId: '7' });
    const fromString = parseUseCaseBody({ ...valid, results: 'a, b', featured: 'true' });
    expect(fromString.ok && fromString.value).toMatchObject({ results: ['a', 'b'], featured: true });
    expect(parseUseCaseBody({ ...valid, featured: false }).ok).toBe(true);
  });

  it('ignores unknown fields and treats null like absent', () => {
    const result = parseUseCaseBody({ ...valid, extra: { nested: true }, subtitle: null, results: null });
    expect(result.ok && result.value).toMatchObject({ subtitle: null, results: [] });
  });

  it.each([null, 'text', 42, [valid], true])('refuses a body that is not an object: %j', (body) => {
    expect(parseUseCaseBody(body)).toEqual({
      ok: false,
      code: 'invalid_body',
      message: 'Request body must be a JSON object',
    });
  });

  it('gives the SPEC messages for missing fields and a bad category', () => {
    expect(parseUseCaseBody({})).toMatchObject({ message: INTAKE_SPEC_MESSAGES.missingFields });
    expect(parseUseCaseBody({ ...valid, title: null })).toMatchObject({ message: INTAKE_SPEC_MESSAGES.missingFields });
    expect(parseUseCaseBody({ ...valid, title: '' })).toMatchObject({ message: INTAKE_SPEC_MESSAGES.missingFields });
    expect(parseUseCaseBody({ ...valid, category: 'bots' })).toMatchObject({
      message: INTAKE_SPEC_MESSAGES.invalidCategory,
    });
    expect(parseUseCaseBody({ ...valid, category: ['rpa'] })).toMatchObject({
      message: INTAKE_SPEC_MESSAGES.invalidCategory,
    });
  });

  it.each([
    [{ title: 5 }, 'title must be a string', 'title'],
    [{ image_src: { url: '/a.svg' } }, 'image_src must be a string', 'image_src'],
    [{ subtitle: 1 }, 'subtitle must be a string', 'subtitle'],
    [{ results: [1, 2] }, 'results must be an array of strings or a comma-separated string', 'results'],
    [{ results: { a: 1 } }, 'results must be an array of strings or a comma-separated string', 'results'],
    [{ featured: 1 }, 'featured must be a boolean', 'featured'],
    [{ id: 1.5 }, 'id must be a string or a whole number', 'id'],
    [{ id: -1 }, 'id must be a string or a whole number', 'id'],
    [{ id: true }, 'id must be a string or a whole number', 'id'],
  ])('refuses a wrong type: %j', (override, message, field) => {
    expect(parseUseCaseBody({ ...valid, ...override })).toEqual({ ok: false, code: 'invalid_field', message, field });
  });
});

describe('the order of the checks (the first problem is the one reported, on both doors)', () => {
  it('reports missing fields before a bad category or a wrong type', () => {
    expect(parseUseCaseBody({ ...valid, title: 5, category: 'bots', image_src: ' ' })).toEqual({
      ok: false,
      code: 'missing_fields',
      message: INTAKE_SPEC_MESSAGES.missingFields,
    });
  });

  it('reports the category before a wrong type, and types before lengths', () => {
    expect(parseUseCaseBody({ ...valid, title: 5, category: 'bots' })).toMatchObject({ code: 'invalid_category' });
    expect(parseUseCaseBody({ ...valid, title: 'x'.repeat(201), id: 1.5 })).toMatchObject({ field: 'id' });
    expect(parseUseCaseBody({ ...valid, subtitle: 1, featured: 'yes', results: 2 })).toMatchObject({
      field: 'subtitle',
    });
  });

  it('checks lengths in a fixed order, and the image address’s length before its form', () => {
    expect(query({ ...valid, subtitle: 'x'.repeat(301), title: 'x'.repeat(201) })).toMatchObject({ field: 'title' });
    expect(query({ ...valid, image_src: `javascript:${'x'.repeat(2048)}`, status: 'archived' })).toMatchObject({
      message: 'image_src must be at most 2048 characters',
    });
    expect(query({ ...valid, title: '!!!', status: 'archived' })).toMatchObject({ field: 'status' });
  });
});

describe('normalisation', () => {
  it('keeps each item of a results array whole (commas inside an item do not split it)', () => {
    const result = parseUseCaseBody({ ...valid, results: [' $1.2M saved, in year one ', ' '] });
    expect(result.ok && result.value.results).toEqual(['$1.2M saved, in year one']);
  });

  it('takes id as a whole number up to the largest safe integer, and a blank id as none', () => {
    const zero = parseUseCaseBody({ ...valid, id: 0 });
    expect(zero.ok && zero.value.externalId).toBe('0');
    expect(parseUseCaseBody({ ...valid, id: 2 ** 53 })).toMatchObject({ field: 'id' });
    const blank = parseUseCaseBody({ ...valid, id: '  ' });
    expect(blank.ok && blank.value.externalId).toBeNull();
  });

  it('reads a blank status as a draft and a blank chip colour as blue', () => {
    const result = query({ ...valid, status: ' ', chip_color: ' ' });
    expect(result.ok && result.value).toMatchObject({ status: 'draft', chipColor: 'blue' });
  });

  it('reads the first of a repeated query parameter', () => {
    const params = new URLSearchParams(valid);
    params.append('title', 'Second Title');
    params.append('category', 'nonsense');
    const result = parseUseCaseQuery(params);
    expect(result.ok && result.value.title).toBe(valid.title);
  });
});
