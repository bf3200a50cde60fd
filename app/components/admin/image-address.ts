import { decodeOrKeep } from '../../lib/decode-uri.ts';

/**
 * What the image field says about the image it holds: the file's name, and the host when the image
 * is not on this site (a testimonial photo entered as an address before photos were uploaded).
 */
export function describeImageAddress(url: string): { name: string; host: string | null } {
  const external = /^https?:\/\//i.test(url) && URL.canParse(url);
  const path = external ? new URL(url).pathname : (url.split(/[?#]/)[0] ?? '');
  const name = decodeOrKeep(path.split('/').filter(Boolean).pop() ?? '') || url;
  return { name, host: external ? new URL(url).host : null };
}
