/**
 * The navigation the public pages show (issue 29): the saved document as stored, else today's
 * (content/default-navigation.ts). It was checked when it was saved, so a public render parses
 * nothing more. The root loader passes it to the header and the footer with every page's data.
 */
import type { StoredSiteDocument } from '../../.server/db/repositories/site-documents.ts';
import { defaultNavigation } from '../../content/default-navigation.ts';
import type { Navigation } from '../../lib/navigation.ts';

export const navigationOf = (stored: StoredSiteDocument | null): Navigation =>
  (stored?.data as Navigation | undefined) ?? defaultNavigation;
