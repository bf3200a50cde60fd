import { useRouteLoaderData } from 'react-router';
import { ServerScript } from '../../delivery/server-script.tsx';
import { serializeJsonLd } from '../../lib/json-ld.ts';
import type { JsonLdObject } from '../../lib/structured-data.ts';

/**
 * The one place structured data is rendered (DESIGN 8): the Organization (root layout), a page's
 * BreadcrumbList (below), the consulting FAQ and case-study Articles (their pages).
 *
 * Structured data for search engines, built with app/lib/structured-data.ts. The JSON is escaped
 * (`<` and friends) so no value can end the script element; the nonce keeps strict CSPs happy.
 *
 * Search engines read it from the server's HTML, and the browser has no use for it: callers build it
 * on the server only (`data={import.meta.env.SSR && builder(...)}`, `false` in the browser, where
 * the element keeps the text the server wrote), so the builders stay out of the browser's bundle.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] | false }) {
  return <ServerScript type="application/ld+json" text={data !== false && serializeJsonLd(data)} />;
}

/** The site's public URL from the root loader (absolute URLs in structured data come from PUBLIC_URL). */
export function useSiteUrl(): string | undefined {
  return (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl;
}
