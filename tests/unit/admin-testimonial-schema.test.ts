import { describe, expect, it } from 'vitest';
import { isImageAddress, testimonialSchema } from '#app/features/testimonials/testimonial-schema.ts';
import { zod3TypeName } from '#app/features/testimonials/zod3-messages.ts';
import { fieldErrors } from '#app/lib/schemas/field-errors.ts';

const valid = {
  quote: 'They cut our invoice cycle from nine days to two.',
  authorName: 'Jo Park',
  title: 'CFO',
  company: 'Acme',
};

const errorsOf = (input: unknown) => {
  const result = testimonialSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('testimonial schema (SPEC 5)', () => {
  it('accepts a valid testimonial, trims it, defaults the status and empties a missing image', () => {
    const result = testimonialSchema.parse({ ...valid, quote: `  ${valid.quote}  ` });
    expect(result).toEqual({ ...valid, image: '', status: 'active' });
  });

  it.each([
    ['quote', 'too short', 'Quote must be at least 10 characters'],
    ['authorName', 'J', 'Author name must be at least 2 characters'],
    ['title', 'C', 'Title must be at least 2 characters'],
    ['company', 'A', 'Company must be at least 2 characters'],
  ])('gives SPEC message for a short %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('counts length after trimming', () => {
    expect(errorsOf({ ...valid, quote: '   123456789   ' })).toEqual({ quote: 'Quote must be at least 10 characters' });
    expect(errorsOf({ ...valid, quote: '1234567890' })).toEqual({});
  });

  it("says 'Required' for each missing field", () => {
    expect(errorsOf({})).toEqual({ quote: 'Required', authorName: 'Required', title: 'Required', company: 'Required' });
  });

  it("says 'Expected X, received Y' for a wrong type, as zod 3 did", () => {
    expect(errorsOf({ ...valid, quote: 42, authorName: null, title: ['CFO'], company: false, image: 7 })).toEqual({
      quote: 'Expected string, received number',
      authorName: 'Expected string, received null',
      title: 'Expected string, received array',
      company: 'Expected string, received boolean',
      image: 'Expected string, received number',
    });
  });

  it('turns a cleared (empty, blank or null) image into empty text', () => {
    expect(testimonialSchema.parse({ ...valid, image: '' }).image).toBe('');
    expect(testimonialSchema.parse({ ...valid, image: '   ' }).image).toBe('');
    expect(testimonialSchema.parse({ ...valid, image: null }).image).toBe('');
  });

  it('accepts inactive and refuses unknown statuses', () => {
    expect(testimonialSchema.parse({ ...valid, status: 'inactive' }).status).toBe('inactive');
    expect(errorsOf({ ...valid, status: 'deleted' })).toEqual({ status: "Status must be 'active' or 'inactive'" });
  });

  it('refuses overlong text', () => {
    expect(errorsOf({ ...valid, authorName: 'x'.repeat(121) })).toEqual({
      authorName: 'Author name must be at most 120 characters',
    });
  });
});

describe('isImageAddress', () => {
  it.each(['', '/uploads/a.webp', 'https://cdn.example.com/a.png', 'http://localhost:9000/bucket/a.jpg'])(
    'accepts %j',
    (value) => {
      expect(isImageAddress(value)).toBe(true);
    },
  );
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/\\evil', 'not a url'])(
    'refuses %j',
    (value) => {
      expect(isImageAddress(value)).toBe(false);
    },
  );
});

describe('zod3TypeName', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [1, 'number'],
    [Number.NaN, 'nan'],
    ['', 'string'],
    [[], 'array'],
    [{}, 'object'],
    [new Date(0), 'date'],
    [1n, 'bigint'],
  ])('%s is named %s', (value, name) => {
    expect(zod3TypeName(value)).toBe(name);
  });
});
