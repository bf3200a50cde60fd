/** The testimonials admin's empty state (SPEC 2.11), on the server started without sample content. */
import { expect, expectNoAxeViolations, hydrated, login, test } from './fixtures.ts';

test('says there are none yet and offers to add the first', async ({ page }) => {
  await login(page);
  await page.goto('/admin/testimonials');
  await expect(page.getByText('Total: 0 standalone testimonials')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No testimonials yet' })).toBeVisible();
  await expect(page.getByText('Create your first testimonial to get started')).toBeVisible();
  await expectNoAxeViolations(page);
  await hydrated(page);
  await page.getByRole('link', { name: 'Add Your First Testimonial' }).click();
  await expect(page.getByRole('region', { name: 'Add New Testimonial' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No testimonials yet' })).toBeHidden();
});
