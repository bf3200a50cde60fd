import { describe, expect, it } from 'vitest';
import { articleJsonLd, organizationJsonLd } from '#app/components/seo/organization-json-ld.ts';
import { brand } from '#app/content/brand.ts';
import { homeCrumb } from '#app/content/navigation.ts';
import { defaultSiteSettings } from '#app/content/site-settings.ts';
import { serializeJsonLd } from '#app/lib/json-ld.ts';
import { publicSettings } from '#app/lib/site-settings.ts';
import { breadcrumbJsonLd, breadcrumbsFor, faqPageJsonLd } from '#app/lib/structured-data.ts';

const site = 'https://www.example.com';

describe('structured data', () => {
  it('describes the Organization from the brand and the site settings’ defaults, with absolute URLs', () => {
    const org = organizationJsonLd(site, publicSettings(defaultSiteSettings(undefined)));
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.example.com/#organization',
      name: brand.name,
      legalName: brand.legalName,
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/images/logo.svg',
      email: brand.emails.hello,
      telephone: brand.phone,
      address: brand.address,
      image: 'https://www.example.com/images/og-default.png',
    });
    expect(org).not.toHaveProperty('sameAs');
  });

  it('takes the company’s details, social links and default image from the site settings', () => {
    const settings = {
      ...publicSettings(defaultSiteSettings(undefined)),
      companyName: 'Acme Automation GmbH',
      contactEmail: 'hallo@acme.example',
      phone: '+49 30 1234567',
      socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/acme' }],
      defaultOgImage: '/uploads/card.png',
    };
    expect(organizationJsonLd(site, settings)).toMatchObject({
      legalName: 'Acme Automation GmbH',
      email: 'hallo@acme.example',
      telephone: '+49 30 1234567',
      sameAs: ['https://www.linkedin.com/company/acme'],
      image: 'https://www.example.com/uploads/card.png',
      contactPoint: { email: 'hallo@acme.example', telephone: '+49 30 1234567' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute item URLs', () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Case Studies', path: '/use-cases' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Case Studies', item: 'https://www.example.com/use-cases' },
    ]);
  });

  it('turns questions into a FAQPage', () => {
    const faq = faqPageJsonLd([{ question: 'How long?', answer: '3-4 weeks.' }]);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '3-4 weeks.' } },
    ]);
  });

  it('publishes an Article by the Organization and caps the headline at 110 characters', () => {
    const article = articleJsonLd(site, {
      headline: 'x'.repeat(130),
      description: 'd',
      path: '/use-cases/abc',
      image: '/uploads/a.webp',
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: null,
      keywords: ['rpa', 'finance'],
      about: 'Acme',
    });
    expect(String(article.headline)).toHaveLength(110);
    expect(article).toMatchObject({
      '@type': 'Article',
      url: 'https://www.example.com/use-cases/abc',
      image: ['https://www.example.com/uploads/a.webp'],
      datePublished: '2026-01-01T00:00:00.000Z',
      publisher: { '@id': 'https://www.example.com/#organization', name: brand.name },
      about: { '@type': 'Organization', name: 'Acme' },
      keywords: 'rpa, finance',
    });
    expect(article).not.toHaveProperty('dateModified');
  });

  it('serialises so that no value can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('breadcrumbsFor', () => {
  const root = { handle: undefined, loaderData: { siteUrl: site } };
  const layout = { handle: undefined, loaderData: { consent: null } };

  it('starts at Home and follows the deepest route that declares a trail', () => {
    const terms = { handle: { breadcrumbs: [{ name: 'Terms of Service', path: '/terms' }] }, loaderData: null };
    const crumbs = breadcrumbsFor([root, layout, terms], homeCrumb);
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Terms of Service', path: '/terms' },
    ]);
    const json = JSON.parse(serializeJsonLd(breadcrumbJsonLd(site, crumbs!)));
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Terms of Service', item: `${site}/terms` },
    ]);
  });

  it('builds a trail from the loader data of a page titled from the database', () => {
    const detail = {
      handle: {
        breadcrumbs: (data: unknown) =>
          data
            ? [
                { name: 'Case Studies', path: '/use-cases' },
                { name: (data as { title: string }).title, path: '/use-cases/touchless' },
              ]
            : null,
      },
      loaderData: { title: 'Touchless Invoices' },
    };
    expect(breadcrumbsFor([root, layout, detail], homeCrumb)?.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Case Studies',
      'Touchless Invoices',
    ]);
    // A page that was not found has no loader data, and no trail.
    expect(breadcrumbsFor([root, layout, { ...detail, loaderData: undefined }], homeCrumb)).toBeNull();
  });

  it('gives none for pages without a trail (home, admin)', () => {
    expect(breadcrumbsFor([root, layout, { handle: undefined, loaderData: {} }], homeCrumb)).toBeNull();
    expect(breadcrumbsFor([], homeCrumb)).toBeNull();
  });
});
