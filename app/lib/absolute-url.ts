/** The absolute form of a path on the site (canonical links, sitemaps, structured data), or of a full URL as it is. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}
