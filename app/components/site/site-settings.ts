/**
 * The site settings as the public frame's sections read them (the footer, the structured data, the
 * contact details): from the root loader's data (issue 29). These
 * sections are static islands, drawn on the server only, so this adds nothing to the pages' JavaScript.
 */
import { useRouteLoaderData } from 'react-router';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import { type PublicSiteSettings, publicSettings } from '../../lib/site-settings.ts';

export function useSiteSettings(): PublicSiteSettings {
  const root = useRouteLoaderData('root') as { settings?: PublicSiteSettings } | undefined;
  // No root data: the root's own error page, which shows none of these sections.
  return root?.settings ?? publicSettings(defaultSiteSettings(undefined));
}
