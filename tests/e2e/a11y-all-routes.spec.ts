/**
 * axe (WCAG 2.0/2.1/2.2 A and AA rules) on every public route and every admin screen, signed in,
 * on a phone (390x844) and a desktop (1440x900), including the states a visitor opens on top of a
 * page (mobile menu, Services dropdown, the full editor's tabs). Any violation fails the test.
 *
 * Motion is reduced so scroll-revealed cards are visible to axe's contrast checks without scrolling.
 */
import { listAllCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures.ts';

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';

const publicRoutes: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/rpa' },
  { path: '/agent-automation' },
  { path: '/document-processing' },
  { path: '/enterprise-consulting' },
  { path: '/process-assessment' },
  { path: '/lead-intake' },
  { path: '/roi-calculator' },
  { path: '/use-cases' },
  { path: `/use-cases/${SEEDED_SLUG}` },
  { path: '/use-cases/1' },
  { path: '/contact' },
  { path: '/contact?mode=email' },
  // Opened bare, the page is the integration guide.
  { path: '/webhook-api', status: 200 },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/cookies' },
  { path: '/this-page-does-not-exist', status: 404 },
];

/** Admin screens; `{id}` is replaced by a seeded case study's id. */
const adminScreens = [
  '/admin',
  '/admin/testimonials',
  '/admin/messages',
  '/admin/account',
  '/admin/api-keys',
  '/admin/webhooks',
  '/admin/staff',
  '/admin/settings',
  '/admin/lead-retention',
  '/admin/audit',
  '/admin/case-studies/new',
  '/admin/case-studies/edit/{id}',
  '/admin/case-studies/simple-new',
  '/admin/case-studies/simple-edit/{id}',
  '/admin/preview/{id}',
  '/admin/pages',
  '/admin/pages/new',
  '/admin/roi-model',
];

let caseStudyId = '';
test.beforeAll(async ({ database }) => {
  const studies = await listAllCaseStudies(database);
  caseStudyId = (studies.find((s) => s.slug === SEEDED_SLUG) ?? studies[0])?.id ?? '';
  expect(caseStudyId).not.toBe('');
});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status ?? 200);
        await hydrated(page);
        await expectNoAxeViolations(page);
      });
    }

    if (viewport.name === 'phone') {
      test('the open mobile menu has no axe violations', async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    } else {
      test('the open Services dropdown has no axe violations', async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('/admin/login has no axe violations', async ({ page }) => {
      const response = await page.goto('/admin/login');
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expectNoAxeViolations(page);
    });

    test('an invitation link that does not work has no axe violations', async ({ page }) => {
      const response = await page.goto(`/admin/invitation/${'x'.repeat(43)}`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expectNoAxeViolations(page);
    });

    for (const screen of adminScreens) {
      test(`${screen} (signed in) has no axe violations`, async ({ page, login }) => {
        await login();
        const response = await page.goto(screen.replace('{id}', caseStudyId));
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).not.toBe('/admin/login');
        await hydrated(page);
        await expectNoAxeViolations(page);
      });
    }

    test('every tab of the full editor has no axe violations', async ({ page, login }) => {
      await login();
      await page.goto(`/admin/case-studies/edit/${caseStudyId}`);
      await hydrated(page);
      const tabs = page.getByRole('tab');
      const names = ['Basic Info', 'Content', 'Metrics', 'Settings', 'History'];
      await expect(tabs).toHaveText(names);
      for (const name of names) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page);
      }
    });
  });
}
