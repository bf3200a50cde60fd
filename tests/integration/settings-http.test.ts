/**
 * The site settings through HTTP on a production server of each engine (issue 29): only Admins may
 * open or post /admin/settings; a form posted without JavaScript saves them and every public page
 * shows them on its next request (the footer, the Organization JSON-LD, the contact page's
 * details and booking frame); a bad field is refused with its message, a stale save with the
 * conflict notice; History restores an earlier version. The booking page's frame and the CSP's
 * frame-src follow the booking link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { listRevisions } from '#app/.server/db/repositories/revisions.ts';
import { getSiteDocuments } from '#app/.server/db/repositories/site-documents.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { brand } from '#app/content/brand.ts';
import { defaultSiteSettings } from '#app/content/site-settings.ts';
import { SETTINGS_MESSAGES, settingsToFormValues } from '#app/features/settings/settings-schema.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { hydrationDataOf } from '../helpers/hydration-data.ts';
import { signInAs, signInAsTestAdmin, testAdmin } from '../helpers/server.ts';

const text = async (response: Response) =>
  (await response.text())
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x2F;', '/');

const BOOKING = 'https://calendly.com/brightflow-test/30min';
const NEW_PHONE = '+44 20 7946 0123';

describe.each(engines)('site settings over HTTP on %s (issue 29)', (engine) => {
  let setup: EngineServer;
  let admin: string;
  const others: Record<string, string> = {};

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none', SCHEDULER_URL: BOOKING });
    admin = await signInAsTestAdmin(setup.server);
    const password = 'a-long-enough-passphrase';
    for (const role of ['editor', 'sales'] as const) {
      const email = `${role}@example.com`;
      await createUser(setup.database, { email, passwordHash: await hashPassword(password), role });
      others[role] = await signInAs(setup.server, { email, password });
    }
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const url = (path: string) => `${setup.server.url}${path}`;
  const get = (path: string, cookie?: string) =>
    fetch(url(path), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, body: Record<string, string>, cookie = admin) =>
    fetch(url(path), {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: setup.server.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
  const form = (changes: Record<string, string> = {}, version = '0') => ({
    ...settingsToFormValues(defaultSiteSettings(BOOKING)),
    version,
    ...changes,
  });
  const organization = async (path: string) => {
    const html = await text(await get(path));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
    const found = scripts.map((match) => JSON.parse(match[1] ?? '{}')).find((data) => data['@type'] === 'Organization');
    return { html, organization: found };
  };

  it('is refused to Editors and Sales (403), to read and to post, and opens for Admins on today’s values', async () => {
    for (const role of ['editor', 'sales']) {
      expect((await get('/admin/settings', others[role])).status).toBe(403);
      expect((await post('/admin/settings', form({ phone: '+1 555 0100' }), others[role])).status).toBe(403);
    }
    expect((await getSiteDocuments(setup.database)).settings).toBeNull();
    const page = await get('/admin/settings', admin);
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain('Site settings');
    expect(html).toContain(`value="${brand.phone}"`);
    expect(html).toContain(`value="${BOOKING}"`);
    expect(html).toContain('Never changed: these are the site’s defaults.');
  });

  it('a fresh site shows today’s details in the footer, the JSON-LD and the contact page', async () => {
    const { html, organization: org } = await organization('/');
    expect(html).toContain(`>${brand.phone}</a>`);
    expect(html).toContain(brand.tagline);
    expect(org).toMatchObject({ telephone: brand.phone, email: brand.emails.hello, legalName: brand.legalName });
    const response = await get('/contact');
    expect(response.headers.get('content-security-policy')).toContain("frame-src https://calendly.com 'self'");
    expect(await text(response)).toContain(`${BOOKING}?embed_domain=`);
  });

  it('saves a form posted without JavaScript, and every public page shows it on its next request', async () => {
    await get('/'); // cached now
    const saved = await post(
      '/admin/settings',
      form({
        phone: NEW_PHONE,
        footerTagline: 'Automation that pays for itself.',
        socialLabel0: 'LinkedIn',
        socialUrl0: 'https://www.linkedin.com/company/brightflow-test',
        bookingUrl: 'https://cal.com/brightflow-test/intro',
        cookieTitle: 'Essential cookies only',
        defaultOgImage: '/images/case-studies/claims-automation.svg',
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/settings');

    const { html, organization: org } = await organization('/');
    expect(html).toContain(`>${NEW_PHONE}</a>`);
    expect(html).toContain('Automation that pays for itself.');
    expect(html).toContain('href="https://www.linkedin.com/company/brightflow-test"');
    expect(html).toContain('Essential cookies only');
    // Drawn by a static island: the banner's words are in the HTML only, and in full in a data request.
    expect(hydrationDataOf(html)).toContain('loaderData');
    expect(hydrationDataOf(html)).not.toContain('Essential cookies only');
    expect(await text(await get('/.data'))).toContain('Essential cookies only');
    expect(org).toMatchObject({ telephone: NEW_PHONE, sameAs: ['https://www.linkedin.com/company/brightflow-test'] });
    // A page without an image of its own is shared with the settings' default image.
    const calculator = await text(await get('/roi-calculator'));
    expect(calculator).toContain(
      `<meta property="og:image" content="${setup.server.url}/images/case-studies/claims-automation.svg"/>`,
    );
    // The first render after the save, and the cached copy after it, let the new booking page be framed.
    for (const attempt of ['rendered', 'cached']) {
      const response = await get('/contact');
      expect(response.headers.get('content-security-policy'), attempt).toContain("frame-src https://cal.com 'self'");
    }
    const contact = await text(await get('/contact'));
    expect(contact).toContain(NEW_PHONE);
    expect(contact).toContain('https://cal.com/brightflow-test/intro?embed_domain=');

    const revisions = await listRevisions(setup.database, 'site_settings', 'settings');
    expect(revisions.map((r) => [r.version, r.kind, r.actor])).toEqual([
      [2, 'edited', testAdmin.email],
      [1, 'created', 'Site setup'],
    ]);
    const [entry] = await setup.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'site_settings')
      .execute();
    expect(entry?.action).toBe('site_settings.updated');
    const details = typeof entry?.details === 'string' ? JSON.parse(entry.details) : entry?.details;
    expect(details).toMatchObject({
      version: 2,
      changed: ['Phone', 'Social links', 'Booking link', 'Default social image', 'Footer tagline', 'Cookie banner'],
    });
  });

  it('refuses a bad e-mail with its message, keeping what was typed, and a stale save with the conflict notice', async () => {
    const bad = await post('/admin/settings', form({ contactEmail: 'sales-at-example', phone: '+1 555 0199' }, '2'));
    expect(bad.status).toBe(400);
    const html = await text(bad);
    expect(html).toContain(SETTINGS_MESSAGES.emailInvalid);
    expect(html).toContain('value="sales-at-example"');
    expect(html).toContain('aria-invalid="true"');
    expect((await getSiteDocuments(setup.database)).settings?.version).toBe(2);

    const stale = await post('/admin/settings', form({ phone: '+1 555 0199' }, '0'));
    expect(stale.status).toBe(409);
    const notice = await text(stale);
    expect(notice).toContain(`The settings were changed by ${testAdmin.email} at`);
    expect(notice).toContain('Keep yours');
    expect((await getSiteDocuments(setup.database)).settings?.data).toMatchObject({ phone: NEW_PHONE });
  });

  it('restores the first version from History: the defaults are back on the site', async () => {
    const [, first] = await listRevisions(setup.database, 'site_settings', 'settings');
    const history = await text(await get(`/admin/settings?revision=${first?.id}`, admin));
    expect(history).toContain('Restore this version');
    const restored = await post('/admin/settings?restore', { revision: first?.id ?? '' });
    expect(restored.status).toBe(303);
    expect(restored.headers.get('location')).toBe('/admin/settings?tab=history');
    const { organization: org } = await organization('/');
    expect(org).toMatchObject({ telephone: brand.phone });
    expect((await getSiteDocuments(setup.database)).settings).toMatchObject({ version: 3 });
    expect((await post('/admin/settings?restore', { revision: 'missing' })).status).toBe(404);
  });
});
