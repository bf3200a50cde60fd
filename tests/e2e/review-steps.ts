/** Steps of client review (issue 30) that the case study's and the testimonial's specs both take. */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A browser without JavaScript: the client's whole review is plain form posts. */
export async function clientWithoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * From the comment form's name field to its button by Tab, typing `text` on the way, and sent with
 * Enter; the comment then shows on the page.
 */
export async function commentByKeyboard(review: Page, text: string): Promise<void> {
  await expect(review.getByRole('textbox', { name: 'Your name' }).first()).toBeFocused();
  await review.keyboard.press('Tab');
  await expect(review.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await review.keyboard.type(text);
  await review.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Add comment' })).toBeFocused();
  await review.keyboard.press('Enter');
  await expect(review.getByText(text)).toBeVisible();
}

/**
 * Staff (with or without JavaScript: plain posts) reload the editor, reply to the open request's
 * comment from `name`, and revoke the link sent to `email`.
 */
export async function replyThenRevoke(page: Page, name: string, email: string): Promise<void> {
  await page.reload();
  const panel = page.getByRole('region', { name: 'Client review' });
  const item = panel.getByRole('listitem', { name: `${name}, Open` });
  await item.getByLabel(`Reply to ${name}`).fill('Noted, without scripts too.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByText('Noted, without scripts too.')).toBeVisible();
  await panel.getByRole('button', { name: `Revoke link for ${email}` }).click();
  await expect(panel.getByRole('listitem', { name: `${name}, Revoked` })).toBeVisible();
}
