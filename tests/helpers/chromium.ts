/**
 * The system's Chromium, as every browser test here launches it: never a downloaded browser, and
 * with the flags that keep it from reaching for the network at start (closed on this machine).
 */
import { existsSync } from 'node:fs';

/**
 * CHROME_PATH, else the old headless shell (Debian's chromium-headless-shell: on two cores it runs the
 * suite about a fifth faster than the full browser in headless mode), else a full Chromium or Chrome.
 */
export const chromiumPath = [
  process.env.CHROME_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p) => p && existsSync(p));

export function chromiumLaunchOptions() {
  if (!chromiumPath) {
    throw new Error('No Chromium found: install it (e.g. apt-get install chromium) or set CHROME_PATH.');
  }
  return {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
