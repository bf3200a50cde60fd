/**
 * What the public frame's static islands draw (the footer, the structured data, the contact
 * details): the site settings and the footer's link columns, from the root loader's data (issue 29).
 * Only islands read them, so the root loader keeps them on the server for a document's render
 * (`renderOnServer`): they add nothing to a page's hydration data nor to its JavaScript.
 */
import { useRouteLoaderData } from 'react-router';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import { useKeptValue } from '../../delivery/kept-value.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import type { FooterColumn } from '../../lib/navigation.ts';
import { type PublicSiteSettings, publicSettings } from '../../lib/site-settings.ts';

export interface FrameDetails {
  settings: PublicSiteSettings;
  footer: FooterColumn[];
}

/** No root data: the root's own error page, which shows none of these sections. */
const WITHOUT_ROOT: FrameDetails = { settings: publicSettings(defaultSiteSettings(undefined)), footer: [] };

/** The frame's details; null in the browser while the root's data is being loaded again (useKeptValue). */
export function useFrameDetails(): FrameDetails | null {
  const root = useRouteLoaderData('root') as { frame?: FrameDetails | RenderedOnServer } | undefined;
  return useKeptValue(root?.frame ?? WITHOUT_ROOT);
}

export function useSiteSettings(): PublicSiteSettings | null {
  return useFrameDetails()?.settings ?? null;
}
