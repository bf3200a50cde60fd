/**
 * The deployment as it runs (DESIGN 7, issue 16): nginx terminating TLS with deploy/nginx.conf, two
 * app instances on one PostgreSQL database, uploads in an S3-compatible store, TRUST_PROXY=1 as the
 * README says. Everything that depends on the client, the scheme or the host is checked through the
 * proxy: forms in Chromium (with and without JavaScript), the studio, per-client rate limits from two
 * client addresses (127.0.0.2 and 127.0.0.3 both reach this machine), and sign-in while another
 * address is failing.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Browser, chromium, expect as expectPage, type Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { postgresUrl } from '../helpers/database.ts';
import { hydrated, toast } from '../helpers/page-state.ts';
import { testAdmin } from '../helpers/server.ts';
import { SITE_HOST, startTopology, type Topology } from '../helpers/topology.ts';

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

const METRICS_TOKEN = 'topology-metrics-token-0123456789';

describe.runIf(postgresUrl)('behind nginx with TLS, two instances, one PostgreSQL, S3 uploads', () => {
  let topology: Topology;
  let browser: Browser;
  let database: pg.Client;

  beforeAll(async () => {
    topology = await startTopology({
      env: { CONTACT_RATE_LIMIT: '3', LOGIN_RATE_LIMIT: '3', METRICS_TOKEN: METRICS_TOKEN },
    });
    database = new pg.Client({ connectionString: topology.databaseUrl });
    await database.connect();
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await database?.end();
    await topology?.stop();
  });

  /** A request to nginx over TLS, from the client address `from` (a 127.0.0.0/8 address). */
  function send(
    path: string,
    options: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    const url = new URL(path, topology.publicUrl);
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method: options.method ?? 'GET',
          ca: topology.certificate,
          servername: SITE_HOST,
          localAddress: options.from,
          headers: options.headers,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }

  /** A form post as a browser without JavaScript sends it (same-origin, so with its Origin). */
  const postForm = (
    path: string,
    fields: Record<string, string>,
    extra: { from?: string; forwardedFor?: string } = {},
  ) =>
    send(path, {
      method: 'POST',
      from: extra.from,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: topology.publicUrl,
        ...(extra.forwardedFor ? { 'X-Forwarded-For': extra.forwardedFor } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  async function newPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: topology.publicUrl, ...options });
    return context.newPage();
  }

  it('serves pages over TLS with HSTS, one set of security headers, canonical URLs at PUBLIC_URL, and sends plain HTTP there', async () => {
    const home = await send('/contact');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const names = home.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options']) {
      expect(names.filter((n) => n === name)).toHaveLength(1);
    }
    expect(home.body).toContain(`<link rel="canonical" href="${topology.publicUrl}/contact"`);

    const plain = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(`${topology.httpUrl}/contact?mode=email`, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(plain).toEqual({ status: 301, location: `${topology.publicUrl}/contact?mode=email` });
  });

  it('lets the proxy cache public pages per consent choice, never with one visitor’s nonce, never a studio page', async () => {
    const banner = 'id="cookie-banner-title"';
    // A render goes out private (it holds its nonce); once an instance answers from its page cache,
    // nginx keeps that copy. Two instances take turns, so it takes up to four requests.
    const fetchUntilProxyCached = async (headers: Record<string, string> = {}) => {
      let answer = await send('/about', { headers });
      for (let n = 0; n < 5 && answer.headers['x-proxy-cache'] !== 'HIT'; n++)
        answer = await send('/about', { headers });
      return answer;
    };
    const anonymous = await fetchUntilProxyCached();
    expect(anonymous.headers['x-proxy-cache']).toBe('HIT');
    expect(anonymous.body).toContain(banner);
    // A page served to many carries no nonce: its inline scripts are allowed by hash.
    expect(anonymous.headers['content-security-policy']).not.toMatch(/'nonce-/);
    expect(anonymous.body).not.toMatch(/ nonce="/);

    const consented = await fetchUntilProxyCached({ Cookie: 'cookie_consent=all' });
    expect(consented.headers['x-proxy-cache']).toBe('HIT');
    expect(consented.body).not.toContain(banner);

    const studio = await fetchUntilProxyCached({ Cookie: 'brightflow_admin=not-a-session' });
    expect(studio.headers['x-proxy-cache']).toBe('BYPASS');
  });

  it('accepts a contact form posted without JavaScript, stored with the visitor’s own address', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/contact?mode=email');
    await page.getByRole('textbox', { name: 'Name *' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email *' }).fill('grace@example.com');
    await page.getByRole('textbox', { name: 'Message *' }).fill('Compilers for the whole back office, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectPage(page).toHaveURL(`${topology.publicUrl}/contact?mode=email&sent=1`);
    await expectPage(page.getByRole('heading', { name: 'Message Sent Successfully' })).toBeVisible();
    await page.context().close();

    const { rows } = await database.query('select name, ip from contact_messages where email = $1', [
      'grace@example.com',
    ]);
    // Chromium connects from 127.0.0.1; the app sees that, not nginx's address or a forwarded list.
    expect(rows).toEqual([{ name: 'Grace Hopper', ip: '127.0.0.1' }]);
  });

  it('takes a lead form and an ROI e-mail request in Chromium', async () => {
    const page = await newPage();
    await page.goto('/lead-intake');
    await hydrated(page);
    await page.getByLabel('Full name').fill('Sam Okafor');
    await page.getByLabel('Work email').fill('sam@example.com');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Contoso');
    await page.getByLabel('Company size').selectOption('250-999');
    await page.getByLabel('Which processes do you want to automate?').fill('Employee onboarding across HR and IT.');
    await page.getByLabel('When would you like to start?').selectOption('within-3-months');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expectPage(page.getByRole('heading', { name: 'Thank you, Sam. We have your request.' })).toBeVisible();

    await page.goto('/roi-calculator');
    await hydrated(page);
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    await page.getByRole('textbox', { name: 'Your email address' }).fill('cfo@example.com');
    await page.getByRole('button', { name: 'Email results' }).click();
    await expectPage(
      toast(page, 'ROI Analysis Sent', 'Your ROI analysis has been sent to cfo@example.com.'),
    ).toBeVisible();
    await page.context().close();

    const { rows } = await database.query(
      "select kind, email, ip from leads where email in ('sam@example.com', 'cfo@example.com') order by kind",
    );
    expect(rows).toEqual([
      { kind: 'lead_intake', email: 'sam@example.com', ip: '127.0.0.1' },
      { kind: 'roi_email', email: 'cfo@example.com', ip: '127.0.0.1' },
    ]);
  });

  it('signs in to the studio, saves a case study with an uploaded image, and both instances show it at once', async () => {
    const [first, second] = topology.instances;
    const { rows } = await database.query('select id from case_studies where slug = $1', [SEEDED_SLUG]);
    const id = rows[0].id as string;
    // Both instances hold the page in their page cache before the save.
    for (const instance of [first, second]) {
      await (await fetch(`${instance.url}/use-cases/${SEEDED_SLUG}`)).text();
      expect((await fetch(`${instance.url}/use-cases/${SEEDED_SLUG}`)).headers.get('x-cache')).toBe('HIT');
    }

    const page = await newPage();
    await page.goto('/admin/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(testAdmin.email);
    await page.getByLabel('Password').fill(testAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPage(page).toHaveURL(`${topology.publicUrl}/admin`);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'brightflow_admin');
    expect(session).toMatchObject({ secure: true, httpOnly: true });

    await page.goto(`/admin/case-studies/simple-edit/${id}`);
    await hydrated(page);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Replace Image: Main image' }).click(),
    ]);
    await chooser.setFiles({
      name: 'control-room.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    });
    // The upload went through nginx to one instance and into the object store: its preview is shown.
    await expectPage(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
    const summary = 'Forty thousand invoices a month, matched before anyone opens the inbox.';
    await page.getByLabel('Executive summary').fill(summary);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectPage(page).toHaveURL(`${topology.publicUrl}/admin`);
    await expectPage(toast(page, 'Case study updated successfully')).toBeVisible();
    await page.context().close();

    const stored = await database.query('select main_image_url from case_studies where id = $1', [id]);
    const image = stored.rows[0].main_image_url as string;
    expect(image).toMatch(/^\/uploads\//);

    // Whichever instance took the save, neither serves the page it had cached.
    for (const instance of [first, second]) {
      const html = await (await fetch(`${instance.url}/use-cases/${SEEDED_SLUG}`)).text();
      expect(html).toContain(summary);
      expect(html).toContain(image);
    }
    const visitor = await newPage();
    await visitor.goto(`/use-cases/${SEEDED_SLUG}`);
    await expectPage(visitor.getByText(summary).first()).toBeVisible();
    const shown = visitor.locator(`img[src^="${image.replace(/\.[a-z]+$/, '')}"]`).first();
    await expectPage(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.context().close();
  });

  it('keeps /metrics and /readyz off the public side, while each instance answers them itself', async () => {
    const authorization = { Authorization: `Bearer ${METRICS_TOKEN}` };
    for (const path of ['/metrics', '/Metrics', '/metrics/', '/%6Detrics', '/readyz', '/READYZ']) {
      const answer = await send(path, { headers: authorization });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('http_request_duration_seconds');
      expect(answer.body, path).not.toContain('ready');
    }
    for (const instance of topology.instances) {
      const metrics = await fetch(`${instance.url}/metrics`, { headers: authorization });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    }
  });

  it('keeps a rate-limit budget per client address, which a forged X-Forwarded-For cannot renew', async () => {
    const message = (n: number) => ({
      name: 'Rate Tester',
      email: `rate-${n}@example.com`,
      message: 'Checking the limits here.',
    });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      // Each post claims to come from a new address; nginx appends the real one, the app trusts one hop.
      const answer = await postForm('/contact?mode=email', message(n), {
        from: '127.0.0.2',
        forwardedFor: `203.0.113.${n + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([303, 303, 303, 429, 429]);

    const other = await postForm('/contact?mode=email', message(9), { from: '127.0.0.3' });
    expect(other.status).toBe(303);

    const { rows } = await database.query(
      "select ip, count(*)::int as n from contact_messages where name = 'Rate Tester' group by ip order by ip",
    );
    expect(rows).toEqual([
      { ip: '127.0.0.2', n: 3 },
      { ip: '127.0.0.3', n: 1 },
    ]);
  });

  it('signs the admin in from one address while another address is failing and blocked', async () => {
    const signIn = (from: string, password: string) =>
      postForm('/admin/login', { email: testAdmin.email, password }, { from });
    const failing: number[] = [];
    for (let n = 0; n < 6; n++) failing.push((await signIn('127.0.0.2', `wrong-password-${n}`)).status);
    expect(failing.slice(0, 3)).not.toContain(429);
    expect(failing.slice(3)).toEqual([429, 429, 429]);
    // The right password from the blocked address is still refused: it learns nothing.
    expect((await signIn('127.0.0.2', testAdmin.password)).status).toBe(429);

    const owner = await signIn('127.0.0.3', testAdmin.password);
    expect(owner.status).toBe(303);
    const cookie = [owner.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('brightflow_admin='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
  });
});
