/** The review page by keyboard alone (issue 30): shared by the case study's and the testimonial's specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

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
