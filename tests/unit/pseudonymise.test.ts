/** An erased person's name and addresses replaced in kept text (issue 31): addresses anywhere, names as whole words, JSON keys untouched. */
import { describe, expect, it } from 'vitest';
import { pseudonymiseJson, pseudonymiseText } from '#app/lib/pseudonymise.ts';

const personal = { addresses: ['al+roi@example.com', 'al@example.com'], names: ['Al', 'Form Ltd'] };
const pseudonym = { label: 'Erased person 1a2b3c4d', address: 'erased-1a2b3c4d@erased.invalid' };

describe('pseudonymise', () => {
  it('replaces addresses in any case, and names only as whole words', () => {
    expect(
      pseudonymiseText('Mail AL+ROI@Example.com and al@example.com; Al wrote, Alice did not', personal, pseudonym),
    ).toBe(
      'Mail erased-1a2b3c4d@erased.invalid and erased-1a2b3c4d@erased.invalid; Erased person 1a2b3c4d wrote, Alice did not',
    );
  });

  it('changes the strings of a JSON value, never its keys', () => {
    expect(
      pseudonymiseJson(
        { format: 'csv', email: ['al@example.com'], n: 2, company: 'form ltd', nested: { al: 'Al' } },
        personal,
        pseudonym,
      ),
    ).toEqual({
      format: 'csv',
      email: ['erased-1a2b3c4d@erased.invalid'],
      n: 2,
      company: 'Erased person 1a2b3c4d',
      nested: { al: 'Erased person 1a2b3c4d' },
    });
  });
});
