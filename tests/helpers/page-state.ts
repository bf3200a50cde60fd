/**
 * What a browser test waits for on a page of this app, for the e2e suite and for the integration
 * tests that drive Chromium themselves (the production topology).
 */
import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page, so client-side behaviour (dialogs, toasts, carousels) is
 * live: the main landmark and each of its sections, which includes the ones hydrated in a second
 * step once their code arrives (the home page's sections below the hero).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('#main');
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return main !== null && isHydrated(main) && [...main.children].every(isHydrated);
  });
}

/** A toast as sonner renders it, found by its title and (optionally) its description. */
export function toast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  const item = region.locator('[data-sonner-toast]').filter({ hasText: title });
  return description ? item.filter({ hasText: description }) : item;
}
