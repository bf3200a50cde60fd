/** The site settings form's validation (issue 29): every field's rules and messages. */
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#app/content/site-settings.ts';
import {
  parseSettingsForm,
  readSettingsForm,
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  settingsToFormValues,
} from '#app/features/settings/settings-schema.ts';

const defaults = defaultSiteSettings('https://calendly.com/brightflow/consultation');
const valid = () => settingsToFormValues(defaults);
const errorsOf = (changes: Record<string, string>) => {
  const result = parseSettingsForm({ ...valid(), ...changes });
  return result.success ? {} : result.errors;
};
const dataOf = (changes: Record<string, string>) => {
  const result = parseSettingsForm({ ...valid(), ...changes });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe('the settings form', () => {
  it('reads today’s values back unchanged', () => {
    expect(parseSettingsForm(valid())).toEqual({ success: true, data: defaults });
  });

  it('reads a posted form, every field, missing ones empty', () => {
    const form = new FormData();
    form.set('phone', '+44 20 7946 0000');
    const values = readSettingsForm(form);
    expect(Object.keys(values)).toEqual([...SETTINGS_FIELDS]);
    expect(values.phone).toBe('+44 20 7946 0000');
    expect(values.companyName).toBe('');
  });

  it('trims every text', () => {
    expect(dataOf({ companyName: '  Acme Ltd.  ', phone: ' +1 555 0100 ' })).toMatchObject({
      companyName: 'Acme Ltd.',
      phone: '+1 555 0100',
    });
  });

  it('company name: required, at most 120 characters, one line', () => {
    expect(errorsOf({ companyName: '  ' })).toEqual({ companyName: SETTINGS_MESSAGES.companyNameRequired });
    expect(errorsOf({ companyName: 'a'.repeat(121) })).toEqual({
      companyName: 'The company’s name must be 120 characters or fewer',
    });
    expect(errorsOf({ companyName: 'Acme\nLtd' })).toEqual({ companyName: SETTINGS_MESSAGES.controlCharacters });
    expect(dataOf({ companyName: 'a'.repeat(120) }).companyName).toHaveLength(120);
  });

  it('contact e-mail: required, an address, at most 254 characters', () => {
    expect(errorsOf({ contactEmail: '' })).toEqual({ contactEmail: SETTINGS_MESSAGES.emailRequired });
    expect(errorsOf({ contactEmail: 'hello@' })).toEqual({ contactEmail: SETTINGS_MESSAGES.emailInvalid });
    expect(errorsOf({ contactEmail: 'not an e-mail' })).toEqual({ contactEmail: SETTINGS_MESSAGES.emailInvalid });
    expect(errorsOf({ contactEmail: `${'a'.repeat(250)}@x.io` })).toEqual({
      contactEmail: 'The e-mail address must be 254 characters or fewer',
    });
    expect(dataOf({ contactEmail: 'sales@example.co.uk' }).contactEmail).toBe('sales@example.co.uk');
  });

  it('phone: required, digits and separators with an optional +, 6 to 20 digits, at most 30 characters', () => {
    expect(errorsOf({ phone: '' })).toEqual({ phone: SETTINGS_MESSAGES.phoneRequired });
    expect(errorsOf({ phone: 'call us' })).toEqual({ phone: SETTINGS_MESSAGES.phoneInvalid });
    expect(errorsOf({ phone: '555-CALL-NOW' })).toEqual({ phone: SETTINGS_MESSAGES.phoneInvalid });
    expect(errorsOf({ phone: '1+555 0100' })).toEqual({ phone: SETTINGS_MESSAGES.phoneInvalid });
    expect(errorsOf({ phone: '(12) 34' })).toEqual({ phone: SETTINGS_MESSAGES.phoneDigits });
    expect(errorsOf({ phone: '1'.repeat(21) })).toEqual({ phone: SETTINGS_MESSAGES.phoneDigits });
    expect(errorsOf({ phone: `+1 ${'(5) '.repeat(8)}` })).toEqual({
      phone: 'The phone number must be 30 characters or fewer',
    });
    for (const ok of ['+1 (415) 555-0134', '020 7946 0000', '+49.30.1234567'])
      expect(dataOf({ phone: ok }).phone).toBe(ok);
  });

  it('postal address: required, at most 300 characters, line breaks allowed', () => {
    expect(errorsOf({ postalAddress: '' })).toEqual({ postalAddress: SETTINGS_MESSAGES.addressRequired });
    expect(errorsOf({ postalAddress: 'a'.repeat(301) })).toEqual({
      postalAddress: 'The postal address must be 300 characters or fewer',
    });
    expect(errorsOf({ postalAddress: 'a\tb' })).toEqual({ postalAddress: SETTINGS_MESSAGES.controlCharacters });
    expect(dataOf({ postalAddress: '1 Main St\nSpringfield' }).postalAddress).toBe('1 Main St\nSpringfield');
    expect(dataOf({ postalAddress: '1 Main St\r\nSpringfield' }).postalAddress).toBe('1 Main St\nSpringfield');
  });

  it('social links: a name and an https address per row, empty rows dropped, in order', () => {
    expect(
      dataOf({
        socialLabel0: 'LinkedIn',
        socialUrl0: 'https://www.linkedin.com/company/brightflow',
        socialLabel2: 'GitHub',
        socialUrl2: 'https://github.com/brightflow',
      }).socialLinks,
    ).toEqual([
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/brightflow' },
      { label: 'GitHub', url: 'https://github.com/brightflow' },
    ]);
    expect(errorsOf({ socialLabel0: 'LinkedIn' })).toEqual({ socialUrl0: SETTINGS_MESSAGES.socialUrlRequired });
    expect(errorsOf({ socialUrl1: 'https://github.com/x' })).toEqual({
      socialLabel1: SETTINGS_MESSAGES.socialLabelRequired,
    });
    expect(errorsOf({ socialLabel0: 'X', socialUrl0: 'http://x.com/brightflow' })).toEqual({
      socialUrl0: SETTINGS_MESSAGES.httpsUrl,
    });
    expect(errorsOf({ socialLabel0: 'X', socialUrl0: 'javascript:alert(1)' })).toEqual({
      socialUrl0: SETTINGS_MESSAGES.httpsUrl,
    });
    expect(errorsOf({ socialLabel0: 'X', socialUrl0: 'https://user:pw@x.com' })).toEqual({
      socialUrl0: SETTINGS_MESSAGES.httpsUrl,
    });
    expect(errorsOf({ socialLabel5: 'a'.repeat(41), socialUrl5: 'https://x.com' })).toEqual({
      socialLabel5: 'The link’s name must be 40 characters or fewer',
    });
    expect(errorsOf({ socialLabel0: 'X', socialUrl0: `https://x.com/${'a'.repeat(490)}` })).toEqual({
      socialUrl0: 'The address must be 500 characters or fewer',
    });
  });

  it('booking link: empty (the e-mail form) or an https address', () => {
    expect(dataOf({ bookingUrl: '' }).bookingUrl).toBe('');
    expect(dataOf({ bookingUrl: 'https://cal.com/brightflow/30min' }).bookingUrl).toBe(
      'https://cal.com/brightflow/30min',
    );
    expect(errorsOf({ bookingUrl: 'http://calendly.com/x' })).toEqual({ bookingUrl: SETTINGS_MESSAGES.bookingUrl });
    expect(errorsOf({ bookingUrl: 'calendly.com/x' })).toEqual({ bookingUrl: SETTINGS_MESSAGES.bookingUrl });
    expect(errorsOf({ bookingUrl: 'https://localhost/x' })).toEqual({ bookingUrl: SETTINGS_MESSAGES.bookingUrl });
  });

  it('default Open Graph image: empty (the built-in one) or a path on this site', () => {
    expect(dataOf({ defaultOgImage: '' }).defaultOgImage).toBe('');
    expect(dataOf({ defaultOgImage: '/uploads/abc.png' }).defaultOgImage).toBe('/uploads/abc.png');
    for (const bad of ['https://evil.example/x.png', '//evil.example/x.png', '/a/../b.png', 'x.png', '/a b.png']) {
      expect(errorsOf({ defaultOgImage: bad })).toEqual({ defaultOgImage: SETTINGS_MESSAGES.image });
    }
  });

  it('footer tagline: required, at most 200 characters', () => {
    expect(errorsOf({ footerTagline: '' })).toEqual({ footerTagline: SETTINGS_MESSAGES.footerTaglineRequired });
    expect(errorsOf({ footerTagline: 'a'.repeat(201) })).toEqual({
      footerTagline: 'The tagline must be 200 characters or fewer',
    });
  });

  it('cookie banner: a title (at most 80) and a text (at most 400)', () => {
    expect(errorsOf({ cookieTitle: '', cookieBody: '' })).toEqual({
      cookieTitle: SETTINGS_MESSAGES.cookieTitleRequired,
      cookieBody: SETTINGS_MESSAGES.cookieBodyRequired,
    });
    expect(errorsOf({ cookieTitle: 'a'.repeat(81) })).toEqual({
      cookieTitle: 'The banner’s title must be 80 characters or fewer',
    });
    expect(errorsOf({ cookieBody: 'a'.repeat(401) })).toEqual({
      cookieBody: 'The banner’s text must be 400 characters or fewer',
    });
    expect(dataOf({ cookieTitle: 'Cookies', cookieBody: 'Only essential ones.' }).cookieBanner).toEqual({
      title: 'Cookies',
      body: 'Only essential ones.',
    });
  });

  it('gives one message per field at once', () => {
    expect(Object.keys(errorsOf({ companyName: '', contactEmail: 'x', phone: 'y' })).sort()).toEqual([
      'companyName',
      'contactEmail',
      'phone',
    ]);
  });
});
