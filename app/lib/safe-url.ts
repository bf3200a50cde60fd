/**
 * Stored URLs (images, media links) come from editors and the intake API: only site-relative paths
 * and http(s) URLs may reach a `src` or `href`. Anything else (javascript:, data:, vbscript:,
 * protocol-relative `//host` or `/\host`) is dropped, so the page shows its placeholder instead.
 */
export function safeContentUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return /^\/[/\\]/.test(value) ? null : value;
  if (!/^https?:\/\//i.test(value)) return null;
  return URL.canParse(value) ? value : null;
}
