import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteUrlFrom } from '../../components/seo/page-meta.ts';
import type { Page } from '../../lib/page.ts';

/** What a page's meta tags are made of: all of a page its routes send the browser besides its blocks. */
export type PageMetaFields = Pick<Page, 'path' | 'title' | 'metaDescription' | 'ogImage' | 'noindex'>;

/** A page's meta tags: its own (title, description, canonical, social image, noindex), or the not-found page's. */
export function servedPageMeta(
  data: { page: PageMetaFields | null } | undefined,
  matches: Parameters<typeof siteUrlFrom>[0],
): MetaDescriptor[] {
  const page = data?.page;
  if (!page) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path: page.path,
    siteUrl: siteUrlFrom(matches),
    ...(page.ogImage ? { image: page.ogImage } : {}),
    noindex: page.noindex,
  });
}
