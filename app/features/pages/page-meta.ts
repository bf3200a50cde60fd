import type { HeadersFunction, MetaDescriptor } from 'react-router';
import { defaultImageFrom, publicPageMeta, siteUrlFrom } from '../../components/seo/page-meta.ts';
import type { Page } from '../../lib/page.ts';

/** What a page's meta tags are made of: all of a page its routes send the browser besides its blocks. */
export type PageMetaFields = Pick<Page, 'path' | 'title' | 'metaDescription' | 'ogImage' | 'noindex'> & {
  /** Its generated share image's address (issue 32), when published and staff uploaded none. */
  shareImage?: string | null;
};

/** A page's meta tags: its own (title, description, canonical, social image, noindex), or the not-found or Gone page's. */
export function servedPageMeta(
  data: { page: PageMetaFields | null; preview?: unknown; gone?: boolean } | undefined,
  matches: Parameters<typeof siteUrlFrom>[0],
): MetaDescriptor[] {
  const page = data?.page;
  if (!page) {
    return [
      { title: data?.gone ? 'This page has been removed' : 'Page not found' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  // A preview is the staff's own view of a page as last saved: never for search engines.
  const noindex = page.noindex || Boolean(data?.preview);
  return publicPageMeta({ ...page, noindex }, page.path, siteUrlFrom(matches), defaultImageFrom(matches));
}

/**
 * A page route's headers are its loader's and its action's: a staff preview's PREVIEW_HEADERS
 * (private, no-store, noindex), a refused post's Retry-After. React Router sends them only through
 * the route's `headers`.
 */
export const servedPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
};
