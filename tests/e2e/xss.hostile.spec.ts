/**
 * Hostile content never runs: 112 script-injection payloads go into every text and rich-text field
 * a visitor or an admin can fill (case studies, testimonials, contact messages), and the public
 * pages and the studio that render them are opened in Chromium with a trap for executed script and
 * dialogs. Content is written straight to the database, so the render-time defences are tested
 * without the save-time sanitiser's help. It runs against its own server (the 'hostile' project),
 * since it fills that server's database with junk other tests would trip over.
 */
import { createCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createContactMessage } from '#app/.server/changes/submissions.ts';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import type { CaseStudyInput } from '#app/lib/case-study.ts';
import { xssPayloads } from '../fixtures/xss-payloads.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { expect, login, test } from './fixtures.ts';

const CHUNK = 14;
const chunks = Array.from({ length: Math.ceil(xssPayloads.length / CHUNK) }, (_, i) =>
  xssPayloads.slice(i * CHUNK, (i + 1) * CHUNK),
);
const runId = Date.now().toString(36);
const slugFor = (index: number) => `xss-corpus-${runId}-${index}`;

function hostileCaseStudy(index: number, payloads: typeof xssPayloads): CaseStudyInput {
  const p = (k: number) => payloads[k % payloads.length]!.payload;
  const html = payloads.map((x) => `<p>before</p>${x.payload}<p>after</p>`).join('\n');
  const base = caseStudyInput({ slug: slugFor(index) });
  return {
    ...base,
    caseStudy: {
      ...base.caseStudy,
      title: `XSS corpus ${index} ${p(0)}`,
      subtitle: p(1),
      executiveSummary: p(2),
      clientName: `Client ${p(3)}`,
      clientIndustry: p(4),
      clientLocation: p(5),
      clientDescription: p(6),
      mainImageUrl: `javascript:__xss(${payloads[0]!.id})`,
      mainImageAlt: p(7),
      processFlowImageUrl: `" onerror="__xss(${payloads[0]!.id})`,
      testimonialQuote: p(8),
      testimonialAuthor: p(9),
      testimonialTitle: p(10),
      testimonialCompany: p(11),
      testimonialImage: `javascript:__xss(${payloads[0]!.id})`,
      showTestimonial: true,
      metaTitle: p(12),
      metaDescription: p(13),
      tags: payloads.slice(0, 3).map((x) => x.payload),
      technologyUsed: payloads.slice(3, 6).map((x) => x.payload),
      teamRoles: payloads.slice(6, 8).map((x) => x.payload),
      status: 'published',
      featured: false,
    },
    sections: (['client', 'challenge', 'solution', 'outcome'] as const).map((sectionType, orderIndex) => ({
      sectionType,
      title: p(orderIndex),
      content: html,
      orderIndex,
    })),
    metrics: payloads.slice(0, 4).map((x, orderIndex) => ({
      label: x.payload,
      value: p(orderIndex + 5),
      metricType: 'text' as const,
      description: p(orderIndex + 9),
      orderIndex,
      emphasis: orderIndex === 0,
    })),
    processes: payloads
      .slice(0, 3)
      .map((x, orderIndex) => ({ title: x.payload, description: p(orderIndex + 4), orderIndex })),
    media: [{ url: `javascript:__xss(${payloads[0]!.id})`, alt: p(1), caption: p(2), kind: 'image', orderIndex: 0 }],
  };
}

test.beforeAll(async ({ database }) => {
  for (const [index, payloads] of chunks.entries()) {
    await createCaseStudy(database, hostileCaseStudy(index, payloads));
  }
  for (const { payload } of xssPayloads.slice(0, 20)) {
    await createTestimonial(database, {
      quote: payload,
      authorName: payload,
      title: payload,
      company: payload,
      image: null,
    });
    await createContactMessage(database, {
      name: payload,
      email: 'attacker@example.com',
      company: payload,
      message: payload,
      contactMode: 'email',
      ip: null,
      userAgent: payload,
    });
  }
});

async function armTrap(page: import('@playwright/test').Page) {
  const executed: string[] = [];
  await page.exposeFunction('__xssReport', (id: string) => executed.push(id));
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (id: string) => void }).__xssReport;
    (window as unknown as { __xss: (id: number) => void }).__xss = (id) => report(String(id));
  });
  page.on('dialog', (dialog) => {
    executed.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return executed;
}

/** No element the page rendered carries an event handler or a script URL. */
async function expectNoLiveHooks(page: import('@playwright/test').Page) {
  const hooks = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.trim().toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].includes(attribute.name) &&
          /^(javascript|data:text|vbscript)/.test([...value].filter((c) => c.charCodeAt(0) > 32).join(''))
        ) {
          found.push(`${element.tagName} ${attribute.name}=${value.slice(0, 40)}`);
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'BASE'].includes(element.tagName)) found.push(element.tagName);
    }
    return found;
  });
  expect(hooks).toEqual([]);
}

test('case-study pages render every payload as inert content', async ({ page }) => {
  test.setTimeout(120_000);
  const executed = await armTrap(page);
  for (const index of chunks.keys()) {
    const response = await page.goto(`/use-cases/${slugFor(index)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`XSS corpus ${index}`);
    await page.mouse.move(200, 300);
    await expectNoLiveHooks(page);
  }
  // The list page shows every study's title and summary; a cookie keeps it out of the page cache.
  await page.context().addCookies([{ name: 'fresh', value: '1', url: page.url() }]);
  await page.goto('/use-cases');
  await expect(page.getByText(`XSS corpus 0`, { exact: false }).first()).toBeVisible();
  await expectNoLiveHooks(page);
  await page.goto('/');
  await expectNoLiveHooks(page);
  expect(executed).toEqual([]);
});

test('the studio shows hostile messages and testimonials as text', async ({ page }) => {
  test.setTimeout(120_000);
  const executed = await armTrap(page);
  await login(page);
  for (const path of ['/admin/messages', '/admin/testimonials', '/admin']) {
    await page.goto(path);
    await expectNoLiveHooks(page);
  }
  expect(executed).toEqual([]);
});

test('a script without the response’s nonce is blocked by the CSP', async ({ page }) => {
  const executed = await armTrap(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = '__xss(999)';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(executed).toEqual([]);
});
