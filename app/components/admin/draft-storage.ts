/**
 * Where the studio's unsaved editor drafts live in the browser (app/lib/studio-drafts.ts says what
 * they are; case-study-editor/use-draft-recovery.ts keeps and offers them), and their removal at
 * Sign Out.
 */
import { forgetDrafts } from '../../lib/studio-drafts.ts';

/**
 * Set at Sign Out: this page writes no draft any more. A change typed just before would otherwise
 * be written by its timer, or as the page goes away, after the server's answer has cleared the
 * site's storage (Clear-Site-Data).
 */
let signedOut = false;

/** localStorage may be missing or refuse (private mode, quota, blocked): drafts are then simply not kept. */
export const draftStorage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    if (signedOut) return;
    try {
      window.localStorage.setItem(key, value);
    } catch {}
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {}
  },
};

/**
 * Sign Out: every draft of every account goes with the session. The server's answer clears the
 * site's storage as well (Clear-Site-Data); this covers a browser that ignores that header.
 */
export function forgetStoredDrafts(): void {
  signedOut = true;
  try {
    forgetDrafts(window.localStorage);
  } catch {}
}
