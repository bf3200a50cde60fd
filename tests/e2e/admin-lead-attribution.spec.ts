/**
 * Where each lead came from (issue 20): a visitor lands from a campaign link, reads two case studies
 * (one page load, one client-side navigation), sends the contact form; the inbox says where they
 * came from and what they read, the CSV carries it, and the dashboard's Leads panel counts it.
 * Nothing is stored in a cookie on the way.
 */
import { expect, expectNoAxeViolations, hydrated, jsonColumn, login, test, toast } from './fixtures.ts';

const first = {
  slug: 'touchless-invoice-processing-across-14-sap-entities',
  title: 'Touchless Invoice Processing Across 14 SAP Entities',
};
const second = {
  slug: 'ai-claims-triage-agent-for-first-notice-of-loss',
  title: 'AI Claims Triage Agent for First Notice of Loss',
};

test('a contact form sent after reading two case studies shows its source and both studies in the inbox', async ({
  page,
  context,
}) => {
  const name = `Attributed Visitor ${Date.now()}`;
  // The first study's page comes from the page cache (its CSP allows inline scripts by hash): the
  // trail must be recorded from the shared copy as well.
  await page.request.get(`/use-cases/${first.slug}`);
  await page.goto('/rpa?utm_source=google&utm_medium=cpc&utm_campaign=autumn', {
    referer: 'https://www.google.com/search?q=rpa+consultancy',
  });
  const cached = await page.goto(`/use-cases/${first.slug}`);
  expect(cached?.headers()['x-cache']).toBe('HIT');
  await page.goto('/use-cases');
  await hydrated(page);
  // A client-side navigation: the trail sees it through the history API, not a page load.
  await page.locator(`a[href="/use-cases/${second.slug}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await page.goto('/contact?mode=email');
  await hydrated(page);

  // The trail lives in the tab's sessionStorage; the site has set no cookie for it.
  expect(await context.cookies()).toEqual([]);
  const trail = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bf-visit') ?? 'null'));
  expect(trail).toMatchObject({ landing: '/rpa', utm: { source: 'google', medium: 'cpc', campaign: 'autumn' } });

  await page.getByRole('textbox', { name: /Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Email/ }).fill('attributed@example.com');
  await page.getByRole('textbox', { name: /Message/ }).fill('We read about your invoice and claims work.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    toast(page, 'Message Sent Successfully', "Thank you! We've received your email and will respond shortly."),
  ).toBeVisible();

  await login(page);
  await page.goto('/admin/messages');
  const card = page.getByRole('article', { name: `Contact message from ${name}` });
  await card.getByRole('link', { name: /^Open/ }).click();
  await expect(card).toContainText(`Came from google (utm), read ${first.title} and ${second.title}`);
  await card.getByText('Visit details').click();
  await expect(card).toContainText(/Landing page:\s*\/rpa/);
  await expect(card).toContainText(/Referrer:\s*https:\/\/www\.google\.com\/search/);
  await expect(card).toContainText(/UTM:\s*utm_source=google, utm_medium=cpc, utm_campaign=autumn/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export CSV/ }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const header = text.split('\r\n')[0] ?? '';
  expect(header).toContain('"Source","Landing page","Referrer","UTM","Pages seen","Case studies read"');
  const row = text.split('\r\n').find((line) => line.includes(name)) ?? '';
  expect(row).toContain(`"google","/rpa","https://www.google.com/search"`);
  expect(row).toContain(`"${first.slug} ${second.slug}"`);

  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Leads' });
  await expect(panel.getByRole('img', { name: 'Submissions per week by source' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: /^google$/ })).toBeVisible();
  await expect(panel.locator('[data-leads-case-studies]')).toContainText(first.title);
  await expect(panel.locator('[data-leads-case-studies]')).toContainText(second.title);
  const table = panel.getByRole('table', { name: 'Submissions per week by source' });
  await expect(table.getByRole('columnheader', { name: 'google' })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('a form posted before hydration (no module script ever runs) still carries the attribution', async ({
  page,
  database,
}) => {
  const address = `roi-${Date.now()}@example.com`;
  // Only the pages' inline scripts run: React and every module are refused.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(`/use-cases/${first.slug}`, { referer: 'https://www.linkedin.com/feed/update/123?trk=x' });
  await page.goto('/roi-calculator?calculate=1');
  await page.getByRole('textbox', { name: 'Your email address' }).fill(address);
  await page.getByRole('button', { name: 'Email results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ROI Analysis Sent' })).toBeVisible();

  const lead = await database.db
    .selectFrom('leads')
    .select(['lead_source', 'attribution'])
    .where('email', '=', address)
    .executeTakeFirstOrThrow();
  expect(lead.lead_source).toBe('linkedin.com');
  expect(jsonColumn(lead.attribution)).toMatchObject({
    landingPage: `/use-cases/${first.slug}`,
    referrer: 'https://www.linkedin.com/feed/update/123',
    pages: [`/use-cases/${first.slug}`, '/roi-calculator'],
    caseStudies: [first.slug],
  });
});
