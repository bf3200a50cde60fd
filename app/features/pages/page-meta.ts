import { pageMeta } from '../../components/seo/page-meta.ts';
import type { Page } from '../../lib/page.ts';

/** A published page's meta tags: its title, description, canonical address, social image and noindex. */
export function publicPageMeta(
  page: Pick<Page, 'title' | 'metaDescription' | 'ogImage' | 'noindex'>,
  path: string,
  siteUrl: string,
) {
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path,
    siteUrl,
    ...(page.ogImage ? { image: page.ogImage } : {}),
    noindex: page.noindex,
  });
}
