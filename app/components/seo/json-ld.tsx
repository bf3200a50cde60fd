import { useMatches, useRouteLoaderData } from 'react-router';
import { breadcrumbJsonLd, breadcrumbsFor, type JsonLdObject, serializeJsonLd } from '../../lib/structured-data.ts';
import { useNonce } from '../nonce.tsx';

/**
 * The one place structured data is rendered (DESIGN 8): the Organization (root layout), a page's
 * BreadcrumbList (below), the consulting FAQ and case-study Articles (their pages).
 *
 * Structured data for search engines, built with app/lib/structured-data.ts. The JSON is escaped
 * (`<` and friends) so no value can end the script element; the nonce keeps strict CSPs happy.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The site's public URL from the root loader (absolute URLs in structured data come from PUBLIC_URL). */
export function useSiteUrl(): string | undefined {
  return (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl;
}

/** The current page's BreadcrumbList, from its route's `handle.breadcrumbs` (nothing when it has none). */
export function BreadcrumbJsonLd() {
  const matches = useMatches();
  const siteUrl = useSiteUrl();
  const crumbs = breadcrumbsFor(matches);
  return siteUrl && crumbs ? <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} /> : null;
}
