import { describe, expect, it } from 'vitest';
import { parseRoiEmail, roiEmailMessages } from '#app/features/roi/roi-schema.ts';

describe("ROI 'email results' address (SPEC 5, 8)", () => {
  it.each(['', '   ', undefined, null])('asks for an address when it is empty (%s)', (value) => {
    expect(parseRoiEmail(value)).toEqual({
      success: false,
      reason: 'required',
      message: 'Please enter your email address to receive the results.',
    });
    expect(roiEmailMessages.required.title).toBe('Email Required');
  });

  it.each(['nope', 'a@b', 'x@example.com\nBcc: y@example.com', `${'a'.repeat(250)}@example.com`, 42])(
    'rejects %s as not a valid email',
    (value) => {
      expect(parseRoiEmail(value)).toEqual({
        success: false,
        reason: 'invalid',
        message: 'Please enter a valid email',
      });
    },
  );

  it('accepts and trims a real address', () => {
    expect(parseRoiEmail('  cfo@example.com ')).toEqual({ success: true, email: 'cfo@example.com' });
  });
});
