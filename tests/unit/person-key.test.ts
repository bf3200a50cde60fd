import { describe, expect, it } from 'vitest';
import { personKey } from '#app/lib/person-key.ts';

describe('one person behind several addresses', () => {
  it('folds case, plus-tags everywhere and dots at Gmail', () => {
    expect(personKey('  Ada.Lovelace+roi@Gmail.com ')).toBe('adalovelace@gmail.com');
    expect(personKey('adalovelace@googlemail.com')).toBe('adalovelace@gmail.com');
    expect(personKey('Ada.Lovelace+news@Example.com')).toBe('ada.lovelace@example.com');
    // Dots elsewhere are part of the address; a leading + is not a tag.
    expect(personKey('a.b@example.com')).not.toBe(personKey('ab@example.com'));
    expect(personKey('+x@example.com')).toBe('+x@example.com');
  });
});
