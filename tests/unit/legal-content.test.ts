import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#app/.server/auth/sessions.ts';
import { toastHeader } from '#app/.server/infrastructure/toast.ts';
import { brand } from '#app/content/brand.ts';
import { cookiePolicy, siteCookies } from '#app/content/legal/cookies.ts';
import type { LegalDocument } from '#app/content/legal/document.ts';
import { privacyPolicy } from '#app/content/legal/privacy.ts';
import { termsOfService } from '#app/content/legal/terms.ts';
import { CONSENT_COOKIE } from '#app/lib/consent.ts';
import { parseInline, plainText } from '#app/lib/inline-markup.ts';

/** Everything a reader sees in a document, as plain text. */
function fullText(document: LegalDocument): string {
  const parts = [document.intro];
  for (const section of document.sections) {
    parts.push(section.title);
    for (const block of section.blocks) {
      if (block.type === 'p' || block.type === 'h3') parts.push(block.text);
      if (block.type === 'ul') parts.push(...block.items);
      if (block.type === 'table') parts.push(...block.rows.flat());
    }
  }
  return parts.map(plainText).join('\n');
}

describe('Terms of Service', () => {
  it('has the ten sections SPEC 2.10 lists, in order', () => {
    expect(termsOfService.sections.map((s) => s.id)).toEqual([
      'agreement',
      'service-description',
      'user-responsibilities',
      'intellectual-property',
      'availability',
      'liability',
      'privacy',
      'termination',
      'changes',
      'contact',
    ]);
  });

  it('promises at least 30 days notice of material changes and names the legal mailbox', () => {
    const text = fullText(termsOfService);
    expect(text).toContain('at least 30 days notice');
    expect(text).toContain(brand.emails.legal);
    expect(termsOfService.contactEmail).toBe(brand.emails.legal);
  });
});

describe('Privacy Policy', () => {
  it('has twelve sections', () => {
    expect(privacyPolicy.sections).toHaveLength(12);
  });

  it('says the service is not for people under 16 and that data may leave the United States', () => {
    const text = fullText(privacyPolicy);
    expect(text).toContain('not directed to people under 16');
    expect(text).toMatch(/transferred to, stored in and processed in countries outside the United States/);
    expect(text).toContain(brand.emails.privacy);
  });
});

describe('Cookie Policy', () => {
  it('covers every topic of SPEC 2.10', () => {
    expect(cookiePolicy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'essential',
        'analytics',
        'functional',
        'marketing',
        'third-party',
        'consent-banner',
        'browser-controls',
      ]),
    );
    expect(cookiePolicy.contactEmail).toBe(brand.emails.privacy);
  });

  it('lists the cookies under the names the code really uses', async () => {
    expect(siteCookies.consent).toBe(CONSENT_COOKIE);
    expect(siteCookies.adminSession).toBe(SESSION_COOKIE);
    const toast = await toastHeader(
      { sessionSecret: 'a-test-secret-that-is-long-enough-123', publicUrl: 'http://localhost' },
      { type: 'success', title: 'Saved' },
    );
    expect(toast.split('=')[0]).toBe(siteCookies.toast);
    const table = cookiePolicy.sections.flatMap((s) => s.blocks).find((b) => b.type === 'table');
    expect(table?.type === 'table' && table.rows.map((row) => row[0])).toEqual(Object.values(siteCookies));
  });

  it('has a place for the visitor to change their choice', () => {
    const banner = cookiePolicy.sections.find((s) => s.id === 'consent-banner');
    expect(banner?.blocks).toContainEqual({ type: 'slot', name: 'consent-choice' });
  });
});

describe('every legal document', () => {
  it.each([termsOfService, privacyPolicy, cookiePolicy])('$title has unique section anchors', (document) => {
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([termsOfService, privacyPolicy, cookiePolicy])('$title links only to real pages or mailboxes', (document) => {
    const sources = [document.intro, ...document.sections.flatMap((s) => s.blocks)].flatMap((block) =>
      typeof block === 'string' ? [block] : block.type === 'p' ? [block.text] : block.type === 'ul' ? block.items : [],
    );
    const hrefs = sources.flatMap((text) => parseInline(text).flatMap((t) => (t.type === 'link' ? [t.href] : [])));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^(\/(terms|privacy|cookies|contact)(#[a-z-]+)?|mailto:(legal|privacy)@brightflow\.io)$/);
    }
  });
});

describe('parseInline', () => {
  it('splits text, bold, code and links', () => {
    expect(parseInline('Read **this**, the `toast` cookie and [our policy](/privacy).')).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'strong', text: 'this' },
      { type: 'text', text: ', the ' },
      { type: 'code', text: 'toast' },
      { type: 'text', text: ' cookie and ' },
      { type: 'link', text: 'our policy', href: '/privacy' },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves plain text alone', () => {
    expect(parseInline('Nothing special here')).toEqual([{ type: 'text', text: 'Nothing special here' }]);
    expect(plainText('Mail [a@b.c](mailto:a@b.c)')).toBe('Mail a@b.c');
  });
});
