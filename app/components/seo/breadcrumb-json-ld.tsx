import { useMatches } from 'react-router';
import { homeCrumb } from '../../content/navigation.ts';
import { breadcrumbJsonLd, breadcrumbsFor } from '../../lib/structured-data.ts';
import { JsonLd, useSiteUrl } from './json-ld.tsx';

/** The current page's BreadcrumbList, from its route's `handle.breadcrumbs` (nothing when it has none). */
export function BreadcrumbJsonLd() {
  const matches = useMatches();
  const siteUrl = useSiteUrl();
  const crumbs = breadcrumbsFor(matches, homeCrumb);
  return siteUrl && crumbs ? <JsonLd data={import.meta.env.SSR && breadcrumbJsonLd(siteUrl, crumbs)} /> : null;
}
