import { useMatches } from 'react-router';
import { homeCrumb } from '../../content/navigation.ts';
import { breadcrumbJsonLd, breadcrumbsFor } from '../../lib/structured-data.ts';
import { useSiteSettings } from '../site/site-settings.ts';
import { JsonLd, useSiteUrl } from './json-ld.tsx';
import { organizationJsonLd } from './organization-json-ld.ts';

/**
 * A public page's structured data: the Organization behind the site, and the page's BreadcrumbList
 * from its route's `handle.breadcrumbs` (none when it has none). Rendered in a static island by the
 * public layout, so neither the builders nor the brand's texts are in the pages' JavaScript.
 */
export function SiteJsonLd() {
  const matches = useMatches();
  const siteUrl = useSiteUrl();
  const settings = useSiteSettings();
  if (!siteUrl || !settings) return null;
  const crumbs = breadcrumbsFor(matches, homeCrumb);
  return (
    <>
      <JsonLd data={import.meta.env.SSR && organizationJsonLd(siteUrl, settings)} />
      {crumbs ? <JsonLd data={import.meta.env.SSR && breadcrumbJsonLd(siteUrl, crumbs)} /> : null}
    </>
  );
}
