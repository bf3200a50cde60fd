/** Screenshots of the dashboard of a seeded studio, narrow and wide, in the system's Chromium. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/helpers/chromium.ts';

/** Saves `<dir>/<name>-<width>.png` (full page) of each path at 390 and 1440 px; returns the files. */
export async function screenshotDashboard(
  baseUrl: string,
  cookie: string,
  dir: string,
  name: string,
  paths: readonly string[],
): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const files: string[] = [];
  try {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
        }),
      );
      const page = await context.newPage();
      for (const [index, pagePath] of paths.entries()) {
        await page.goto(pagePath);
        await page.waitForLoadState('networkidle');
        const file = path.join(dir, `${name}-${index + 1}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}
