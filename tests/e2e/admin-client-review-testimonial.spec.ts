/**
 * Client review of a testimonial (issue 30, its fourth part) in two browsers: a new testimonial needs
 * its client's approval, so setting it Active is refused; staff send it for review from the Client
 * review panel under the testimonial's form; the client (no account, no JavaScript) opens the link
 * from the e-mail the run's SMTP server caught, sees the card as the site draws it, comments on the
 * testimonial and approves; then it may be Active, the decision waits on the dashboard until the
 * testimonial is opened, and an edit makes the approval stale. Axe and the keyboard on the panel and
 * the review page at 390 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { createTestimonial } from '#app/.server/changes/testimonials.ts';
import type { Database } from '#app/.server/db/index.ts';
import { expect, expectNoAxeViolations, hydrated, linkFromMail, login, test, toast } from './fixtures.ts';
import { clientWithoutScripts, commentByKeyboard, replyThenRevoke } from './review-steps.ts';

let database: Database;
let testimonialId: string;
const author = `Dana Whitfield ${Math.random().toString(36).slice(2, 7)}`;
const company = 'Harbor Logistics';
const subject = `Please review: Testimonial from ${author}, ${company}`;
const quote = 'Our month-end close went from nine days to four, and nobody works weekends now.';

test.beforeAll(async ({ database: opened }) => {
  database = opened;
  const testimonial = await createTestimonial(
    database,
    { quote, authorName: author, title: 'Controller', company, image: '', status: 'inactive' },
    { approvalRequired: true },
  );
  testimonialId = testimonial.id;
});

const editorPath = () => `/admin/testimonials?edit=${testimonialId}`;

async function sendFromEditor(page: Page, name: string, label: string) {
  await page.goto(editorPath());
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Client review' });
  const email = `${label}-${Math.random().toString(36).slice(2, 7)}@client.example`;
  await panel.getByLabel('Contact name').fill(name);
  await panel.getByLabel('Contact e-mail').fill(email);
  await panel.getByLabel('Message (optional)').fill('Is this how you would like to be quoted?');
  await panel.getByRole('button', { name: 'Send review request' }).click();
  await expect(toast(page, `Review request sent to ${email}`)).toBeVisible();
  const { path } = await linkFromMail(email, /\/review\/[A-Za-z0-9_-]{43}$/, { subject });
  return { email, link: path, panel };
}

/** The open testimonial form: sets the status (and the quote), and saves. */
async function saveForm(page: Page, status: 'Active' | 'Inactive', newQuote?: string) {
  const form = page.getByRole('region', { name: 'Edit Testimonial' });
  if (newQuote) await form.getByLabel('Quote').fill(newQuote);
  await form.getByRole('radio', { name: new RegExp(`^${status}`) }).check();
  await form.getByRole('button', { name: 'Save Testimonial' }).click();
}

test.describe
  .serial('a testimonial in client review', () => {
    test('refused Active until the client approves the card they saw; then Active; an edit makes it stale', async ({
      page,
      login,
      browser,
    }) => {
      await login();
      await page.goto(editorPath());
      await hydrated(page);
      await saveForm(page, 'Active');
      await expect(
        toast(page, 'Not set to Active: client approval required', 'has not been approved by the client'),
      ).toBeVisible();

      const { link, panel } = await sendFromEditor(page, 'Dana Client', 'dana');
      await expect(panel.getByRole('listitem', { name: 'Dana Client, Open' })).toBeVisible();

      const client = await clientWithoutScripts(browser);
      const review = client.page;
      await review.goto(link);
      await expect(review.getByRole('region', { name: 'Draft for review' })).toContainText('Version 1');
      await expect(review).toHaveTitle(`Review: Testimonial from ${author}, ${company}`);
      const card = review.getByRole('figure');
      await expect(card).toContainText(`“${quote}”`);
      await expect(card).toContainText(author);
      await expect(card).toContainText(`Controller at ${company}`);
      await expect(review.getByText('Is this how you would like to be quoted?')).toBeVisible();
      await expect(review.getByText('About: The testimonial')).toBeVisible();
      await review.getByRole('textbox', { name: 'Comment' }).fill('Please say “four days”.');
      await review.getByRole('button', { name: 'Add comment' }).click();
      await expect(review.getByRole('status')).toHaveText(/Thank you: your comment was saved\./);
      await expect(review.getByText('Please say “four days”.')).toBeVisible();

      // Staff reply; the client sees it and approves. Loaded at the panel (#client-review), the page
      // keeps its place as it hydrates: the form above neither takes the focus nor scrolls to itself.
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('region', { name: 'Edit Testimonial' }).getByLabel('Quote')).not.toBeFocused();
      await expect(panel.getByRole('heading', { name: 'Client review' })).toBeInViewport();
      await panel.getByLabel('Reply to Dana').fill('It says four days already.');
      await panel.getByRole('button', { name: 'Send reply' }).click();
      await expect(toast(page, 'Reply saved. The client sees it on their review page.')).toBeVisible();
      await review.goto(link);
      await expect(review.getByText('It says four days already.')).toBeVisible();
      await review.getByRole('button', { name: 'Approve this version' }).click();
      await expect(review.getByRole('heading', { level: 1 })).toHaveText('This review is complete');
      await expect(review.getByText('You approved this testimonial.')).toBeVisible();
      await expect(review.locator('form')).toHaveCount(0);
      await client.context.close();

      // The decision waits on the dashboard, and leads to the testimonial's panel.
      await page.goto('/admin');
      const decisions = page.getByRole('region', { name: /Client decisions/ });
      const entry = decisions.getByRole('link', {
        name: `Dana Client approved “Testimonial from ${author}, ${company}” (unread)`,
      });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/admin/testimonials\\?edit=${testimonialId}#client-review$`));
      await hydrated(page);
      await expect(panel.getByText(/Approved version 1: Dana Client/)).toBeVisible();
      await expect(page.getByRole('article', { name: `Testimonial by ${author}` })).toContainText('Approved');

      // Approved: it may be Active now.
      await saveForm(page, 'Active');
      await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();

      // Changing what an Active one says is refused; as Inactive the change is kept, and the approval is stale.
      await page.goto(editorPath());
      await hydrated(page);
      await saveForm(page, 'Active', `${quote} Truly.`);
      await expect(toast(page, 'Not saved: client approval required', 'Set it to Inactive')).toBeVisible();
      await saveForm(page, 'Inactive');
      await expect(toast(page, 'Success', 'Testimonial updated successfully')).toBeVisible();
      await page.goto(editorPath());
      await expect(panel.getByText('Approved version 1; the current version is 3.')).toBeVisible();
      await expect(panel.getByRole('definition').filter({ hasText: 'Now:' })).toContainText(`${quote} Truly.`);
      await expect(panel.getByRole('button', { name: 'Send version 3 to Dana Client for review' })).toBeVisible();
    });

    test('the panel works without JavaScript: send, the client comments, reply and revoke are plain posts', async ({
      browser,
    }) => {
      const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
      const page = await staff.newPage();
      await login(page);
      await page.goto(editorPath());
      const panel = page.getByRole('region', { name: 'Client review' });
      const email = `noscript-${Math.random().toString(36).slice(2, 7)}@client.example`;
      await panel.getByLabel('Contact name').fill('Noah Script');
      await panel.getByLabel('Contact e-mail').fill(email);
      await panel.getByRole('button', { name: 'Send review request' }).click();
      await expect(panel.getByRole('listitem', { name: 'Noah Script, Open' })).toBeVisible();

      const { path } = await linkFromMail(email, /\/review\/[A-Za-z0-9_-]{43}$/, { subject });
      const client = await clientWithoutScripts(browser);
      await client.page.goto(path);
      await client.page.getByRole('textbox', { name: 'Comment' }).fill('Without scripts.');
      await client.page.getByRole('button', { name: 'Add comment' }).click();
      await expect(client.page.getByText('Without scripts.')).toBeVisible();
      await client.context.close();

      await replyThenRevoke(page, 'Noah Script', email);
      await staff.close();
    });

    test('the panel and the review page pass axe and work from the keyboard at 390 and 1440 px', async ({
      page,
      login,
      browser,
    }) => {
      await login();
      const { link } = await sendFromEditor(page, 'Kay Board', 'keys');
      const context = await browser.newContext();
      const review = await context.newPage();
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.getByRole('region', { name: 'Client review' }).scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page);
        // By keyboard: from the contact's name through the form to its button.
        const panel = page.getByRole('region', { name: 'Client review' });
        await panel.getByLabel('Contact name').focus();
        await page.keyboard.press('Tab');
        await expect(panel.getByLabel('Contact e-mail')).toBeFocused();

        await review.setViewportSize(viewport);
        await review.goto(link);
        await hydrated(review);
        await expectNoAxeViolations(review);
        // The one target is stated, not chosen: the form starts at the name.
        await review.getByRole('textbox', { name: 'Your name' }).first().focus();
        await commentByKeyboard(review, `Checked at ${viewport.width} px.`);
        await expectNoAxeViolations(review);
      }
      await context.close();
    });
  });
