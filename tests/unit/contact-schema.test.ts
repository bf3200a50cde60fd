import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanMultiline,
  cleanSingleLine,
  contactLimits,
  contactSchema,
  parseContact,
} from '#app/lib/schemas/contact.ts';

/** The control characters (C0, DEL, C1) in a text, except the ones listed as allowed. */
const controls = (text: string, allowed = '') =>
  [...text].filter((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 || (code >= 0x7f && code <= 0x9f)) && !allowed.includes(c);
  });

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Hello!' };

const errorsOf = (input: unknown) => {
  const result = parseContact(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return result.fieldErrors;
};

describe('contact form schema (SPEC 5)', () => {
  it('accepts a complete message and defaults the mode to email', () => {
    expect(parseContact(valid)).toEqual({ success: true, data: { ...valid, contactMode: 'email' } });
  });

  it('gives the exact SPEC messages for empty fields', () => {
    expect(errorsOf({ name: '', email: '', company: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('treats missing and whitespace-only fields as empty', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(errorsOf({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    });
  });

  it.each(['not-an-email', 'ada@', '@example.com', 'ada example@example.com', 'ada@example'])(
    'says "Please enter a valid email" for %s',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email' });
    },
  );

  it('leaves the company optional', () => {
    for (const company of [undefined, null, '', '   ']) {
      const result = parseContact({ ...valid, company });
      expect(result.success && result.data.company).toBe('');
    }
  });

  it('limits every field with a clear message', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(contactLimits.name + 1) })).toEqual({
      name: 'Name must be 100 characters or fewer',
    });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'Email must be 254 characters or fewer',
    });
    expect(errorsOf({ ...valid, company: 'c'.repeat(contactLimits.company + 1) })).toEqual({
      company: 'Company must be 120 characters or fewer',
    });
    expect(errorsOf({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: 'Message must be 5000 characters or fewer',
    });
    expect(parseContact({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true);
  });

  it('names a wrong type instead of failing', () => {
    expect(errorsOf({ ...valid, name: 42, message: ['x'], company: {} })).toEqual({
      name: 'Name must be text',
      company: 'Company must be text',
      message: 'Message must be text',
    });
    expect(parseContact('a string')).toMatchObject({
      success: false,
      message: 'The request body must be a JSON object',
    });
    expect(parseContact(null)).toMatchObject({ success: false });
    expect(parseContact([valid])).toMatchObject({ success: false });
  });

  it('accepts only the two contact modes', () => {
    expect(parseContact({ ...valid, contactMode: 'consultation' })).toMatchObject({
      success: true,
      data: { contactMode: 'consultation' },
    });
    expect(errorsOf({ ...valid, contactMode: 'fax' })).toEqual({
      contactMode: "Contact mode must be 'consultation' or 'email'",
    });
  });

  it('refuses line breaks in one-line fields, so no header can be smuggled in', () => {
    expect(errorsOf({ ...valid, name: 'Ada\r\nBcc: victim@example.com' })).toEqual({
      name: 'Name must be on a single line',
    });
    expect(errorsOf({ ...valid, email: 'ada@example.com\r\nBcc: victim@example.com' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(errorsOf({ ...valid, company: 'Acme\nInc' })).toEqual({ company: 'Company must be on a single line' });
  });

  it('strips control characters and normalises line breaks in the message', () => {
    const result = contactSchema.parse({
      ...valid,
      name: '  Ada\u0000 Love\u0007lace\t ',
      message: 'Line one\r\nLine two\rLine three\u2028Four\u001b[31m',
    });
    expect(result.name).toBe('Ada Lovelace');
    expect(result.message).toBe('Line one\nLine two\nLine three\nFour[31m');
  });

  it('never throws and never lets a control character through, whatever it is given', () => {
    // Text made mostly of the troublesome characters: every C0/C1 control, line and paragraph separators.
    const tricky = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
        fc.constantFrom('\u2028', '\u2029', 'é', '@', '.', ' '),
      ),
      maxLength: 60,
    });
    const field = fc.oneof(tricky, fc.anything({ maxDepth: 1 }));
    const submission = fc.record(
      { name: field, email: fc.oneof(field, fc.emailAddress()), company: field, message: field, contactMode: field },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(submission, fc.anything({ maxDepth: 2 })), (input) => {
        const result = parseContact(input);
        if (result.success) {
          for (const value of [result.data.name, result.data.email, result.data.company]) {
            expect(controls(value)).toEqual([]);
          }
          expect(controls(result.data.message, '\n\t')).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(tricky, (text) => {
        // One-line fields keep line breaks for the schema to refuse; multi-line text keeps \n and tabs.
        expect(controls(cleanSingleLine(text), '\r\n')).toEqual([]);
        expect(controls(cleanMultiline(text), '\n\t')).toEqual([]);
      }),
    );
  });
});
