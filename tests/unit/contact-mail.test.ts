import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '#app/.server/db/repositories/contact-messages.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '#app/.server/mail/backoff.ts';
import { contactNotificationEmail, escapeHtml, roiAnalysisEmail } from '#app/.server/mail/templates.ts';
import { computeRoi, defaultRoiInputs, SEEDED_PUBLISHED_ROI_MODEL } from '#app/lib/roi.ts';

describe('retry backoff', () => {
  it('grows exponentially, with half of each wait random', () => {
    const minute = 60_000;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 1))).toEqual([
      minute,
      3 * minute,
      9 * minute,
      27 * minute,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([
      minute / 2,
      1.5 * minute,
      4.5 * minute,
      13.5 * minute,
    ]);
  });

  it('never waits more than six hours', () => {
    expect(retryDelayMs(20, () => 1)).toBe(6 * 60 * 60_000);
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS, () => 0.5)).toBeLessThanOrEqual(6 * 60 * 60_000);
  });

  it('gives up after eight attempts', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(8);
  });
});

const message: ContactMessage = {
  id: 'm1',
  name: '<script>alert(1)</script> Ada',
  email: 'ada@example.com',
  company: null,
  message: 'Hello & welcome\n\n<b>bold?</b>',
  contactMode: 'email',
  status: 'new',
  ip: null,
  userAgent: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  attribution: null,
};

describe('e-mail templates', () => {
  it('escapes everything a visitor typed in the HTML version', () => {
    const email = contactNotificationEmail(message, { publicUrl: 'https://brightflow.io' });
    expect(email.subject).toBe('New message from <script>alert(1)</script> Ada');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ada');
    expect(email.html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
    expect(email.text).toContain('Company: Not given');
    expect(email.text).toContain('Hello & welcome');
    expect(email.text).toContain('https://brightflow.io/admin/messages');
  });

  it('names a consultation request as such', () => {
    expect(contactNotificationEmail({ ...message, contactMode: 'consultation' }, { publicUrl: '' }).subject).toMatch(
      /^New consultation request from/,
    );
  });

  it('puts the inputs, the results and the links into the ROI analysis', () => {
    const links = {
      share: 'https://x.test/roi?a=1&b=2',
      pdf: 'https://x.test/r.pdf',
      contact: 'https://x.test/contact',
    };
    const email = roiAnalysisEmail(defaultRoiInputs, computeRoi(defaultRoiInputs), links);
    for (const text of ['$15,400', '$184,800', '$129,360', '8 weeks', '2 months', '708.5%', 'Finance & Accounting']) {
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain(links.share);
    expect(email.html).toContain('https://x.test/roi?a=1&amp;b=2');
    expect(email.html).toContain('Finance &amp; Accounting');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('signs with the company’s details from the site settings, escaped', () => {
    const company = {
      companyName: 'Acme <Automation> Ltd.',
      contactEmail: 'sales@acme.example',
      phone: '+44 20 7946 0000',
      postalAddress: '1 High Street, London',
    };
    const contact = contactNotificationEmail(message, { publicUrl: '' }, company);
    expect(contact.html).toContain('Acme &lt;Automation&gt; Ltd. · 1 High Street, London');
    const links = { share: 'https://x.test/s', pdf: 'https://x.test/p', contact: 'https://x.test/c' };
    const roi = roiAnalysisEmail(
      defaultRoiInputs,
      computeRoi(defaultRoiInputs),
      links,
      SEEDED_PUBLISHED_ROI_MODEL,
      company,
    );
    expect(roi.text).toContain('Brightflow · sales@acme.example · +44 20 7946 0000');
    expect(roi.html).toContain('1 High Street, London');
    // Without settings (the defaults): today's footer.
    expect(contactNotificationEmail(message, { publicUrl: '' }).html).toContain(
      'Brightflow Automation Ltd. · 548 Market Street, Suite 400, San Francisco, CA 94104, United States',
    );
  });
});
