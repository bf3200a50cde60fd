/**
 * The lead pipeline through HTTP on a production server of each engine (issue 31): Sales saves a
 * lead's status, owner, follow-up and a note with a plain form post (no JavaScript) and comes back
 * to the inbox with a toast and the lead as saved; a bad save is refused with its message in the
 * lead's form; Editors are refused and change nothing. The list draws each lead as a summary and
 * the form only in the lead opened (`?open=`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/.server/auth/password.ts';
import { createLead } from '#app/.server/changes/submissions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { PIPELINE_MESSAGES } from '#app/lib/lead-pipeline.ts';
import { engines } from '../helpers/database.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { signInAs } from '../helpers/server.ts';

const text = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe.each(engines)('the lead pipeline over HTTP on %s (issue 31)', (engine) => {
  let setup: EngineServer;
  const cookies: Record<string, string> = {};
  let salesId: string;
  let leadId: string;

  beforeAll(async () => {
    setup = await startServerOn(engine, { SEED: 'none' });
    const password = 'a-long-enough-passphrase';
    for (const role of ['editor', 'sales'] as const) {
      const email = `${role}@example.com`;
      const user = await createUser(setup.database, { email, passwordHash: await hashPassword(password), role });
      if (role === 'sales') salesId = user.id;
      cookies[role] = await signInAs(setup.server, { email, password });
    }
    leadId = (await createLead(setup.database, { kind: 'roi_email', email: 'ada@example.com', name: 'Ada Byron' })).id;
  }, 120_000);
  afterAll(async () => {
    await setup?.cleanup();
  });

  const url = (path: string) => `${setup.server.url}${path}`;
  const post = (body: Record<string, string>, cookie: string | undefined, path = '/admin/messages') =>
    fetch(url(path), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: setup.server.url,
        Cookie: cookie ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(body),
    });
  const form = (changes: Record<string, string>) => ({
    intent: 'pipeline',
    source: 'lead',
    id: leadId,
    returnTo: '/admin/messages',
    status: 'new',
    wasStatus: 'new',
    lostReason: '',
    wasLostReason: '',
    lostNote: '',
    wasLostNote: '',
    ownerId: '',
    wasOwnerId: '',
    followUpOn: '',
    wasFollowUpOn: '',
    note: '',
    ...changes,
  });
  const row = () =>
    setup.database.db
      .selectFrom('leads')
      .select(['pipeline_status', 'owner_id', 'follow_up_on', 'lost_reason'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();

  it('is refused to Editors, who change nothing', async () => {
    const response = await post(form({ status: 'won' }), cookies.editor);
    expect(response.status).toBe(403);
    expect(await row()).toEqual({ pipeline_status: 'new', owner_id: null, follow_up_on: null, lost_reason: null });
    expect(await setup.database.db.selectFrom('lead_notes').select('id').execute()).toEqual([]);
  });

  const opened = () => `/admin/messages?open=lead:${leadId}`;

  it('shows every lead New and unassigned, with the form to change it once opened', async () => {
    const list = await text(await fetch(url('/admin/messages'), { headers: { Cookie: cookies.sales ?? '' } }));
    expect(list).toContain('Ada Byron');
    expect(list).toMatch(/data-pipeline-summary[^>]*>.*?New.*?Unassigned/s);
    expect(list).not.toContain('>Save lead</button>');
    expect(list).toContain(`href="/admin/messages?open=lead:${leadId}#lead-lead-${leadId}"`);
    const html = await text(await fetch(url(opened()), { headers: { Cookie: cookies.sales ?? '' } }));
    expect(html).toContain('>Save lead</button>');
    expect(html).toContain(`action="/admin/messages?open=lead:${leadId}"`);
    expect(html).toContain(`href="/admin/messages#lead-lead-${leadId}"`);
    expect(html).toContain(`<option value="${salesId}">sales@example.com</option>`);
    // Editors cannot own leads: they are not offered.
    expect(html).not.toContain('editor@example.com</option>');
  });

  it('saves a plain form post and comes back to the inbox with a toast and the lead as saved', async () => {
    const response = await post(
      form({ status: 'qualified', ownerId: salesId ?? '', followUpOn: '2026-12-01', note: 'Call after the board.' }),
      cookies.sales,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/messages');
    const toast = response.headers.get('set-cookie') ?? '';
    expect(toast).toMatch(/toast/i);
    expect(await row()).toEqual({
      pipeline_status: 'qualified',
      owner_id: salesId,
      follow_up_on: '2026-12-01',
      lost_reason: null,
    });

    const cookie = `${cookies.sales}; ${toast.split(';')[0]}`;
    const html = await text(await fetch(url(opened()), { headers: { Cookie: cookie } }));
    expect(html).toContain('Lead updated');
    expect(html).toMatch(/data-pipeline-summary[^>]*>.*?Qualified.*?sales@example.com.*?Follow up on 2026-12-01/s);
    expect(html).toContain('Timeline (4)');
    expect(html).toContain('sales@example.com moved it from New to Qualified');
    expect(html).toContain('sales@example.com assigned it to sales@example.com');
    expect(html).toContain('sales@example.com set the follow-up date to 2026-12-01');
    expect(html).toContain('Call after the board.');
    // Closed, the list reads and draws no timeline.
    const list = await text(await fetch(url('/admin/messages'), { headers: { Cookie: cookies.sales ?? '' } }));
    expect(list).toMatch(/data-pipeline-summary[^>]*>.*?Qualified/s);
    expect(list).not.toContain('Call after the board.');

    // The CSV carries the pipeline.
    const csv = await (await fetch(url('/admin/messages.csv'), { headers: { Cookie: cookies.sales ?? '' } })).text();
    expect(csv).toContain('"Lead status","Owner","Follow-up date","Lost reason"');
    expect(csv).toContain('"Qualified","sales@example.com","2026-12-01",""');
  });

  it('filters through the URL, with the exact count of each status', async () => {
    const page = async (search: string) =>
      text(await fetch(url(`/admin/messages${search}`), { headers: { Cookie: cookies.sales ?? '' } }));
    const mine = await page('?owner=mine&status=qualified&due=0');
    expect(mine).toContain('Ada Byron');
    expect(mine).toMatch(/data-status-count="qualified"[^>]*>1</);
    expect(mine).toMatch(/data-status-count="new"[^>]*>0</);
    const won = await page('?status=won');
    expect(won).not.toContain('Ada Byron');
    expect(won).toContain('Nothing matches these filters.');
    expect(await page('?owner=none')).not.toContain('Ada Byron');
    // One person's page: every submission from the address, however it was written.
    const person = await page('?person=Ada%2Bcalc%40Example.com');
    expect(person).toContain('Everything from Ada+calc@Example.com');
    expect(person).toContain('Ada Byron');
    expect(await page('?person=someone%40else.example')).not.toContain('Ada Byron');
    // A link nobody could make is ignored, not an error.
    expect(await page('?status=%3Cscript%3E&after=zz')).toContain('Ada Byron');
  });

  it('applies a bulk action to the selection posted without JavaScript, and refuses an empty one', async () => {
    const others = [];
    for (const email of ['one@example.com', 'two@example.com']) {
      others.push((await createLead(setup.database, { kind: 'lead_intake', email })).id);
    }
    const body = new URLSearchParams({ intent: 'bulk', returnTo: '/admin/messages', bulkAction: `assign:${salesId}` });
    for (const id of others) body.append('item', `lead:${id}`);
    const response = await fetch(url('/admin/messages'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: setup.server.url,
        Cookie: cookies.sales ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    });
    expect(response.status).toBe(303);
    const owners = await setup.database.db.selectFrom('leads').select('owner_id').where('id', 'in', others).execute();
    expect(owners).toEqual([{ owner_id: salesId }, { owner_id: salesId }]);

    const empty = await post({ intent: 'bulk', bulkAction: 'archive' }, cookies.sales);
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain('Select at least one message first.');
    expect((await post({ intent: 'bulk', bulkAction: 'archive', item: `lead:${leadId}` }, cookies.editor)).status).toBe(
      403,
    );
  });

  it('refuses a Lost without a reason, with the message in the lead’s form, and saves nothing', async () => {
    const before = await row();
    const response = await post(
      form({ status: 'lost', wasStatus: 'qualified', ownerId: salesId, wasOwnerId: salesId }),
      cookies.sales,
      opened(),
    );
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(PIPELINE_MESSAGES.lostReason);
    expect(await row()).toEqual(before);

    const missing = await post({ ...form({ note: 'Hello' }), id: 'no-such-lead' }, cookies.sales);
    expect(missing.status).toBe(404);
    expect(await text(missing)).toContain('That message no longer exists.');
  });

  it('exports the filtered list as CSV, shows Due today on the dashboard, and keeps the digest setting per member', async () => {
    const get = (path: string, cookie = cookies.sales) =>
      fetch(url(path), { headers: { Cookie: cookie ?? '', 'Sec-Fetch-Site': 'same-origin' } });
    const other = await createLead(setup.database, { kind: 'lead_intake', email: 'bo@example.com', name: 'Bo Other' });
    const csv = await (await get('/admin/messages.csv?view=inbox&kind=lead_intake')).text();
    expect(csv).toContain('"Bo Other"');
    expect(csv).not.toContain('"Ada Byron"');
    const inbox = await text(await get('/admin/messages?kind=lead_intake'));
    expect(inbox).toContain('href="/admin/messages.csv?kind=lead_intake&view=inbox"');
    expect(inbox).toContain('<label for="filter-source"');

    // Due today: the Sales member's leads with a follow-up today or earlier (the studio day in UTC here).
    await setup.database.db
      .updateTable('leads')
      .set({ owner_id: salesId, follow_up_on: '2026-01-01' })
      .where('id', '=', other.id)
      .execute();
    const dashboard = await text(await get('/admin'));
    expect(dashboard).toMatch(/data-due-today="\d+"/);
    expect(dashboard).toContain('Open your follow-ups');

    const account = async () => text(await get('/admin/account'));
    expect(await account()).toMatch(/name="leadDigest"[^>]*checked/);
    const save = (body: Record<string, string>, cookie = cookies.sales) => post(body, cookie, '/admin/account');
    expect((await save({ intent: 'lead-digest' })).status).toBe(303);
    const digest = async (id: string) =>
      (await setup.database.db.selectFrom('users').select('lead_digest').where('id', '=', id).executeTakeFirstOrThrow())
        .lead_digest;
    expect(Boolean(await digest(salesId))).toBe(false);
    expect(await account()).not.toMatch(/name="leadDigest"[^>]*checked/);
    expect((await save({ intent: 'lead-digest', leadDigest: 'on' })).status).toBe(303);
    expect(Boolean(await digest(salesId))).toBe(true);
    // Editors own no leads: no digest to turn on or off.
    expect(await text(await get('/admin/account', cookies.editor))).not.toContain('name="leadDigest"');
    expect((await save({ intent: 'lead-digest', leadDigest: 'on' }, cookies.editor)).status).toBe(403);
  });
});
