/**
 * What search engines and social networks see (DESIGN 6 'SEO & sharing'): robots.txt, a sitemap
 * whose every URL answers 200, canonical / Open Graph / Twitter tags with a reachable image on every
 * public page, the Organization in JSON-LD everywhere, a BreadcrumbList on every page below Home, the
 * page-specific structured data (Article, FAQPage), none on admin previews, and noindex on the admin, the intake page and error pages.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openE2eDatabase } from './fixtures.ts';

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';
const DRAFT_SLUG = 'lease-abstraction-with-document-ai-for-1200-commercial-leases';

const indexable = [
  '/',
  '/about',
  '/rpa',
  '/agent-automation',
  '/document-processing',
  '/enterprise-consulting',
  '/process-assessment',
  '/lead-intake',
  '/roi-calculator',
  '/use-cases',
  `/use-cases/${SEEDED_SLUG}`,
  '/use-cases/1',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
];

interface HeadTags {
  canonical: string[];
  robots: string | null;
  title: string;
  description: string | null;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

async function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.querySelectorAll('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
      meta[key] = tag.getAttribute('content') ?? '';
    }
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const value = JSON.parse(script.textContent ?? 'null') as unknown;
      return Array.isArray(value) ? value : [value];
    });
    return {
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      meta,
      jsonLd,
    };
  });
}

test('robots.txt keeps crawlers out of the admin and the intake page and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain('Disallow: /webhook-api');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap lists every public page and published case study with lastmod, and every URL answers 200', async ({
  request,
  baseURL,
}) => {
  test.slow(); // it fetches every URL of the sitemap
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const path of indexable) expect(locations).toContain(`${baseURL}${path === '/' ? '/' : path}`);
  for (let id = 1; id <= 11; id++) expect(locations).toContain(`${baseURL}/use-cases/${id}`);
  expect(locations.some((l) => l.includes('/admin') || l.endsWith('/webhook-api'))).toBe(false);
  expect(locations).not.toContain(`${baseURL}/use-cases/${DRAFT_SLUG}`);
  expect(new Set(locations).size).toBe(locations.length);

  const seeded = new RegExp(
    `<loc>${baseURL}/use-cases/${SEEDED_SLUG}</loc>\\s*<lastmod>(\\d{4}-\\d{2}-\\d{2}T[^<]+Z)</lastmod>`,
  );
  expect(xml).toMatch(seeded);
  expect(Number.isNaN(Date.parse(seeded.exec(xml)![1]!))).toBe(false);

  for (const location of locations) {
    const page = await request.get(location, { maxRedirects: 0 });
    expect(page.status(), location).toBe(200);
  }
});

for (const path of indexable) {
  test(`${path} has its canonical URL, Open Graph and Twitter tags with an image, and the Organization`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const head = await headTags(page);
    const url = `${baseURL}${path}`;
    expect(head.canonical).toEqual([url]);
    expect(head.robots ?? '').not.toContain('noindex');
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description?.length ?? 0).toBeGreaterThan(50);
    expect(head.meta['og:url']).toBe(url);
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:description']).toBe(head.description);
    expect(head.meta['og:type']).toMatch(/^(website|article)$/);
    expect(head.meta['og:site_name']).toBe('Brightflow');
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['twitter:title']).toBe(head.title);
    const image = head.meta['og:image'] ?? '';
    expect(image).toMatch(/^https?:\/\//);
    expect(head.meta['twitter:image']).toBe(image);
    expect(head.meta['og:image:alt']?.length ?? 0).toBeGreaterThan(0);
    const picture = await request.get(image);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);

    const organizations = head.jsonLd.filter((item) => item['@type'] === 'Organization');
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Brightflow',
      url: `${baseURL}/`,
      logo: `${baseURL}/images/logo.svg`,
    });

    // Home › … › this page, numbered from 1, with absolute URLs from PUBLIC_URL.
    const trails = head.jsonLd.filter((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { '@type': string; position: number; name: string; item: string }[];
    }[];
    if (path === '/') {
      expect(trails).toHaveLength(0);
      return;
    }
    expect(trails).toHaveLength(1);
    const crumbs = trails[0]!.itemListElement;
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
    expect(crumbs[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` });
    expect(crumbs.at(-1)?.item).toBe(url);
    if (path.startsWith('/use-cases/')) {
      expect(crumbs).toHaveLength(3);
      expect(crumbs[1]).toMatchObject({ name: 'Case Studies', item: `${baseURL}/use-cases` });
      expect(crumbs[2]!.name).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    } else {
      expect(crumbs).toHaveLength(2);
    }
  });
}

test('a case study is an Article; the consulting FAQ is a FAQPage with the questions shown on the page', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.goto(`/use-cases/${SEEDED_SLUG}`);
  const article = (await headTags(page)).jsonLd.find((item) => item['@type'] === 'Article');
  expect(article).toMatchObject({ '@context': 'https://schema.org', url: `${baseURL}/use-cases/${SEEDED_SLUG}` });
  expect(String(article?.headline)).toBe(await page.getByRole('heading', { level: 1 }).innerText());

  await page.goto('/use-cases/1');
  const builtIn = (await headTags(page)).jsonLd.find((item) => item['@type'] === 'Article');
  expect(builtIn).toMatchObject({ url: `${baseURL}/use-cases/1` });
  expect(String(builtIn?.headline)).toBe(await page.getByRole('heading', { level: 1 }).innerText());

  await page.goto('/enterprise-consulting');
  const faq = (await headTags(page)).jsonLd.find((item) => item['@type'] === 'FAQPage') as
    | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    | undefined;
  expect(faq?.mainEntity).toHaveLength(4);
  for (const question of faq!.mainEntity) {
    await expect(page.getByRole('button', { name: question.name })).toBeVisible();
  }
  expect(faq!.mainEntity.some((q) => q.acceptedAnswer.text.includes('3-4 weeks'))).toBe(true);
});

test('an admin preview carries no page structured data (admin pages are noindex)', async ({ page }) => {
  const database = openE2eDatabase();
  const draft = await database.db
    .selectFrom('case_studies')
    .select(['id', 'title'])
    .where('slug', '=', DRAFT_SLUG)
    .executeTakeFirstOrThrow();
  await database.close();
  await login(page);
  await page.goto(`/admin/preview/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  const types = (await headTags(page)).jsonLd.map((item) => item['@type']);
  expect(types).not.toContain('Article');
  expect(types).not.toContain('BreadcrumbList');
  // No empty block either: every one there is has a type.
  expect(types.every((type) => typeof type === 'string')).toBe(true);
});

test('the admin, the intake page and error pages are noindex', async ({ page }) => {
  test.slow();
  for (const path of ['/admin/login', '/webhook-api', '/this-page-does-not-exist', `/use-cases/${DRAFT_SLUG}`]) {
    await page.goto(path);
    const head = await headTags(page);
    expect(head.robots ?? '', path).toContain('noindex');
  }
  // Signed out, /admin redirects to the sign-in page, which is noindex too.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await headTags(page)).robots ?? '').toContain('noindex');
});
