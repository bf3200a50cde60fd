/**
 * One way to describe a page to search engines and social networks: every route's `meta` calls
 * `pageMeta`, so titles, descriptions, canonical URLs and Open Graph tags never drift apart.
 */
import type { MetaDescriptor } from 'react-router';
import { BRAND_NAME } from '../../content/brand-name.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/about'. */
  path: string;
  siteUrl: string;
  /** Absolute or site-relative image for social cards. */
  image?: string | null;
  /** The image when the page has none: the site settings' (`defaultImageFrom`), else the built-in one. */
  defaultImage?: string | null | undefined;
  imageAlt?: string;
  /** The image's size when known (a generated share image: 1200 x 630), as og:image:width/height. */
  imageSize?: { width: number; height: number } | undefined;
  type?: 'website' | 'article';
  noindex?: boolean;
}

// lib/site-settings.ts's BUILT_IN_OG_IMAGE, written out: importing it would add a chunk to every page's JavaScript.
export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png';

export function pageTitle(title: string): string {
  return title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image || input.defaultImage || DEFAULT_SOCIAL_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(input.imageSize
      ? [
          { property: 'og:image:width', content: String(input.imageSize.width) },
          { property: 'og:image:height', content: String(input.imageSize.height) },
        ]
      : []),
    { property: 'og:image:alt', content: input.imageAlt ?? title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The public site URL, which the root loader provides to every route's `meta`. */
export function siteUrlFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}

/** The site settings' default social image, from the root loader's data ('' when they name none). */
export function defaultImageFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { defaultOgImage?: string } | undefined;
  return root?.defaultOgImage ?? '';
}

/** The size of a generated share image (lib/share-image.ts), written out to keep that module off the pages' JavaScript. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A stored page's meta tags at `path` (issue 28: pages built from blocks): its title, description,
 * social image (the one staff uploaded, else its generated share image: issue 32) and noindex.
 */
export function publicPageMeta(
  page: {
    title: string;
    metaDescription: string;
    ogImage: string | null;
    shareImage?: string | null;
    noindex: boolean;
  },
  path: string,
  siteUrl: string,
  defaultImage?: string,
): MetaDescriptor[] {
  return pageMeta({
    defaultImage,
    title: page.title,
    description: page.metaDescription,
    path,
    siteUrl,
    ...(page.ogImage
      ? { image: page.ogImage }
      : page.shareImage
        ? { image: page.shareImage, imageSize: SHARE_IMAGE_SIZE }
        : {}),
    noindex: page.noindex,
  });
}
