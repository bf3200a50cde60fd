/**
 * Client review (issue 30) in two browsers: staff send a case study for review from the editor's
 * "Client review" panel; the client (no account, no JavaScript) opens the link from the e-mail,
 * (as the run's SMTP server caught it), comments on a metric and asks for changes; staff see it and reply; the client sees the reply and
 * approves, after which the link is done with. Axe and the keyboard on the review page and the panel
 * at 390 and 1440 px; revoked and unknown links show why, with no form; an edit after the approval
 * makes it stale, and "Client approval required" is switched on from the panel.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { expect, expectNoAxeViolations, hydrated, linkFromMail, login, test, toast } from './fixtures.ts';
import { clientWithoutScripts, commentByKeyboard, replyThenRevoke } from './review-steps.ts';

let database: Database;
let studyId: string;
const title = `Claims Triage ${Math.random().toString(36).slice(2, 7)}`;

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  studyId = (await createCaseStudy(database, caseStudyInput({ slug, title, status: 'draft' }))).caseStudy.id;
});

const editorPath = () => `/admin/case-studies/edit/${studyId}`;

/** The review link in the newest e-mail `email` received (the request's, by its subject). */
async function reviewLinkFromEmail(email: string): Promise<string> {
  const { path } = await linkFromMail(email, /\/review\/[A-Za-z0-9_-]{43}$/, { subject: `Please review: ${title}` });
  return path;
}

async function sendForReview(page: Page, name: string, email: string, options: { toast?: boolean } = {}) {
  const panel = page.getByRole('region', { name: 'Client review' });
  await panel.getByLabel('Contact name').fill(name);
  await panel.getByLabel('Contact e-mail').fill(email);
  await panel.getByLabel('Message (optional)').fill('Please check the figures before we publish.');
  await panel.getByLabel('Link valid for (days)').fill('10');
  await panel.getByRole('button', { name: 'Send review request' }).click();
  // Toasts are drawn by the page's script: without it, the list below says the request went.
  if (options.toast !== false) await expect(toast(page, `Review request sent to ${email}`)).toBeVisible();
}

/** Signed in, on the editor: sends the study to `name` at a fresh address; the address and the link from its e-mail. */
async function sendFromEditor(page: Page, login: () => Promise<void>, name: string, label: string) {
  await login();
  await page.goto(editorPath());
  await hydrated(page);
  const email = `${label}-${Math.random().toString(36).slice(2, 7)}@client.example`;
  await sendForReview(page, name, email);
  return { email, link: await reviewLinkFromEmail(email), panel: page.getByRole('region', { name: 'Client review' }) };
}

test('staff send a review; the client comments, asks for changes, sees the reply and approves', async ({
  page,
  login,
  browser,
}) => {
  const { link, panel } = await sendFromEditor(page, login, 'Dana Client', 'dana');
  await expect(panel.getByRole('listitem', { name: 'Dana Client, Open' })).toBeVisible();

  const client = await clientWithoutScripts(browser);
  const review = client.page;
  await review.goto(link);
  const bar = review.getByRole('region', { name: 'Draft for review' });
  await expect(bar).toContainText('Version 1');
  await expect(bar).toContainText('This link works until');
  await expect(review.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(review.getByText('Please check the figures before we publish.')).toBeVisible();

  // A comment on one metric.
  await review.getByLabel('About').selectOption({ label: 'Metric: 78% Touchless' });
  await review.getByRole('textbox', { name: 'Comment' }).fill('Please say 77%, not 78%.');
  await review.getByRole('button', { name: 'Add comment' }).click();
  await expect(review.getByRole('status')).toHaveText(/Thank you: your comment was saved\./);
  await expect(review.getByText('Please say 77%, not 78%.')).toBeVisible();

  // Asking for changes needs a message.
  const decision = review.locator('form', { has: review.getByRole('button', { name: 'Request changes' }) });
  await decision.getByRole('button', { name: 'Request changes' }).click();
  await expect(review.getByRole('alert')).toHaveText(/Say what should change/);
  await decision.getByLabel('Message (required to ask for changes)').fill('Fix the touchless figure.');
  await decision.getByRole('button', { name: 'Request changes' }).click();
  await expect(review.getByRole('status')).toHaveText(/the team has been told what to change/);

  // Staff see the comment and the decision, and reply.
  await page.reload();
  await expect(panel.getByRole('listitem', { name: 'Dana Client, Changes requested' })).toBeVisible();
  await expect(panel.getByText('Fix the touchless figure.')).toBeVisible();
  await expect(panel.getByText('Please say 77%, not 78%.')).toBeVisible();
  await panel.getByLabel('Reply to Dana').fill('Changed to 77% in the next version.');
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply saved. The client sees it on their review page.')).toBeVisible();

  // The client sees the reply and approves.
  await review.goto(link);
  await expect(review.getByText('Changed to 77% in the next version.')).toBeVisible();
  await expect(review.getByText('You asked for changes to version 1')).toBeVisible();
  await review.getByRole('button', { name: 'Approve this version' }).click();
  await expect(review.getByRole('heading', { level: 1 })).toHaveText('This review is complete');
  await expect(review.locator('form')).toHaveCount(0);

  await page.reload();
  await expect(panel.getByRole('listitem', { name: 'Dana Client, Approved' })).toBeVisible();
  await expect(panel.getByText(/Approved version 1: Dana/)).toBeVisible();
  await client.context.close();
});

test('the review page and the panel pass axe and work from the keyboard at 390 and 1440 px', async ({
  page,
  login,
  browser,
}) => {
  const { link } = await sendFromEditor(page, login, 'Kay Board', 'keys');

  const context = await browser.newContext();
  const review = await context.newPage();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const panel = page.getByRole('region', { name: 'Client review' });
    await panel.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    await review.setViewportSize(viewport);
    await review.goto(link);
    await hydrated(review);
    await expectNoAxeViolations(review);

    // From the target to the button, by keyboard alone, and the comment is sent with Enter.
    await review.getByLabel('About').focus();
    await review.keyboard.press('Tab');
    await commentByKeyboard(review, `Checked at ${viewport.width} px.`);
    await expectNoAxeViolations(review);
  }
  await context.close();
});

test('a revoked link and an unknown one say why, with no form', async ({ page, login, browser }) => {
  const { email, link, panel } = await sendFromEditor(page, login, 'Lee Gal', 'legal');
  await panel.getByRole('button', { name: `Revoke link for ${email}` }).click();
  await expect(toast(page, `The review link sent to ${email} no longer works`)).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'Lee Gal, Revoked' })).toBeVisible();

  const client = await clientWithoutScripts(browser);
  const response = await client.page.goto(link);
  expect(response?.status()).toBe(410);
  await expect(client.page.getByRole('heading', { level: 1 })).toHaveText('This review link was withdrawn');
  await expect(client.page.locator('form')).toHaveCount(0);

  const unknown = await client.page.goto(`/review/${'x'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(client.page.getByRole('heading', { level: 1 })).toHaveText('This review link does not work');
  await expect(client.page.locator('form')).toHaveCount(0);
  await client.context.close();
});

test('an edit after the approval makes it stale: the panel says so, shows the changes and offers the new version', async ({
  page,
  login,
}) => {
  await login();
  // The approval of version 1 (the first test); the subtitle changes since.
  await updateCaseStudy(
    database,
    studyId,
    caseStudyInput({ slug: title.toLowerCase().replace(/\s+/g, '-'), title, status: 'draft', subtitle: 'Now 77%' }),
  );
  await page.goto(editorPath());
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Client review' });
  await expect(panel.getByText('Approved version 1; the current version is 2.')).toBeVisible();

  await panel.getByRole('checkbox', { name: /Client approval required/ }).check();
  await panel.getByRole('button', { name: 'Save setting' }).click();
  await expect(toast(page, 'Client approval is now required before publishing')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /Client approval required/ })).toBeChecked();

  await panel.getByRole('button', { name: 'Send version 2 to Dana Client for review' }).click();
  await expect(toast(page, 'Review request sent to dana-')).toBeVisible();

  // The dashboard says where the review stands: the new version is in review.
  await page.goto(`/admin?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('In review')).toBeVisible();
  await page.goto(editorPath());
  await panel.getByRole('link', { name: 'See what changed since' }).click();
  await expect(page).toHaveURL(/\?revision=/);
  await expect(page.getByText('Now 77%').first()).toBeVisible();
});

test('the panel works without JavaScript: send, reply and revoke are plain posts', async ({ browser }) => {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await staff.newPage();
  await login(page);
  await page.goto(editorPath());
  const email = `noscript-${Math.random().toString(36).slice(2, 7)}@client.example`;
  await sendForReview(page, 'Noah Script', email, { toast: false });
  const panel = page.getByRole('region', { name: 'Client review' });
  await expect(panel.getByRole('listitem', { name: 'Noah Script, Open' })).toBeVisible();

  const link = await reviewLinkFromEmail(email);
  const client = await clientWithoutScripts(browser);
  await client.page.goto(link);
  await client.page.getByRole('textbox', { name: 'Comment' }).fill('Without scripts.');
  await client.page.getByRole('button', { name: 'Add comment' }).click();
  await client.context.close();

  await replyThenRevoke(page, 'Noah Script', email);
  await staff.close();
});

test('publishing is refused (409) until the client approves what the page shows, and allowed after', async ({
  page,
  login,
  browser,
}) => {
  // "Client approval required" is on (the stale-approval test) and the approval is of version 1.
  await login();
  await page.goto(editorPath());
  await hydrated(page);
  const publish = async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: /^Published/ }).check();
    await page.getByRole('button', { name: 'Update Case Study' }).click();
  };
  await publish();
  await expect(toast(page, 'Not published: client approval required', 'was approved as version 1')).toBeVisible();
  expect(
    (await database.db.selectFrom('case_studies').select('status').where('id', '=', studyId).executeTakeFirst())
      ?.status,
  ).toBe('draft');

  const { link } = await sendFromEditor(page, login, 'Ada Proval', 'ada');
  const client = await clientWithoutScripts(browser);
  await client.page.goto(link);
  await client.page.getByRole('button', { name: 'Approve this version' }).click();
  await expect(client.page.getByRole('heading', { level: 1 })).toHaveText('This review is complete');
  await client.context.close();

  await page.goto(editorPath());
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Client review' })).toContainText(
    'The page still shows what was approved.',
  );
  // The refused save left its values in the browser: this save starts from the stored study.
  await page.getByRole('region', { name: 'Unsaved changes found' }).getByRole('button', { name: 'Discard' }).click();
  await publish();
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  expect(
    (await database.db.selectFrom('case_studies').select('status').where('id', '=', studyId).executeTakeFirst())
      ?.status,
  ).toBe('published');
});

test('a change to the published study is refused (409) until it goes back to Draft, in either editor', async ({
  page,
  login,
}) => {
  // Published with the client's approval (the test before). The change is refused with the way out.
  await login();
  await page.goto(editorPath());
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('A figure nobody approved');
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(toast(page, 'Not saved: client approval required', 'Set it to Draft to save the change')).toBeVisible();
  const stored = () =>
    database.db.selectFrom('case_studies').select(['status', 'subtitle']).where('id', '=', studyId).executeTakeFirst();
  expect(await stored()).toMatchObject({ status: 'published', subtitle: 'Now 77%' });

  // The simple editor refuses it the same way.
  await page.goto(`/admin/case-studies/simple-edit/${studyId}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Executive summary', exact: true }).fill('Rewritten without the client.');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(page, 'Not saved: client approval required')).toBeVisible();

  // As a draft, the change is saved, ready to be sent for review.
  await page.goto(editorPath());
  await hydrated(page);
  await page.getByRole('region', { name: 'Unsaved changes found' }).getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('A figure nobody approved');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Draft/ }).check();
  await page.getByRole('button', { name: 'Update Case Study' }).click();
  await expect(toast(page, 'Case study updated successfully')).toBeVisible();
  expect(await stored()).toMatchObject({ status: 'draft', subtitle: 'A figure nobody approved' });
});

test('the panel downloads the comments, replies and decisions as a spreadsheet-safe CSV', async ({ page, login }) => {
  await login();
  await page.goto(editorPath());
  const panel = page.getByRole('region', { name: 'Client review' });
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download comments (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`review-comments-${title.toLowerCase().replace(/\s+/g, '-')}.csv`);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    '"Kind","Contact","Contact e-mail","Version","About","By","Text","At (UTC)","Reply by","Reply","Replied at (UTC)"',
  );
  // The first test's comment on a metric, with the staff reply, and Dana's two decisions.
  const comment = lines.find((line) => line.includes('Please say 77%, not 78%.'));
  expect(comment).toMatch(
    /^"Comment","Dana Client","dana-[a-z0-9]+@client\.example","1","Metric: 78% Touchless","Dana Client",/,
  );
  expect(comment).toContain('"Changed to 77% in the next version."');
  expect(
    lines.some(
      (line) => line.startsWith('"Changes requested","Dana Client"') && line.includes('"Fix the touchless figure."'),
    ),
  ).toBe(true);
  expect(lines.some((line) => line.startsWith('"Approved","Dana Client"'))).toBe(true);
});

test('a client decision waits on the dashboard, unread until the study is opened; axe and keyboard at 390 and 1440 px', async ({
  page,
  login,
  browser,
}) => {
  const { link } = await sendFromEditor(page, login, 'Rae Viewer', 'rae');
  const client = await clientWithoutScripts(browser);
  await client.page.goto(link);
  await client.page.getByRole('button', { name: 'Approve this version' }).click();
  await expect(client.page.getByRole('heading', { level: 1 })).toHaveText('This review is complete');
  await client.context.close();

  const notice = `Rae Viewer approved “${title}”`;
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    await hydrated(page);
    const decisions = page.getByRole('region', { name: /Client decisions/ });
    await expect(decisions.getByRole('heading', { level: 2 })).toContainText('1 unread');
    const entry = decisions.getByRole('link', { name: `${notice} (unread)` });
    await expect(entry).toBeVisible();
    await expectNoAxeViolations(page);
    // By keyboard: the entry is a link; Enter opens the study at its Client review panel.
    await entry.focus();
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/case-studies/edit/${studyId}#client-review$`));
    await expect(
      page.getByRole('region', { name: 'Client review' }).getByText(/Approved version \d+: Rae Viewer/),
    ).toBeVisible();

    // Opened: read from now on.
    await page.goto('/admin');
    await expect(decisions.getByRole('link', { name: notice, exact: true })).toBeVisible();
    await expect(decisions.getByText('1 unread')).toHaveCount(0);
    // The next viewport starts from an unread one again.
    await database.db
      .updateTable('review_decisions')
      .set({ seen_at: null })
      .where('reviewer_name', '=', 'Rae Viewer')
      .execute();
  }
});
