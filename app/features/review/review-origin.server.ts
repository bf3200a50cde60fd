/**
 * Whether a post to a review link came from the review page itself. The page is sent with
 * `Referrer-Policy: no-referrer` (the token is in its address), under which browsers send
 * `Origin: null` with a form post; so `null` is accepted only with `Sec-Fetch-Site: same-origin`,
 * which the browser sets and no page can forge. Any other site's post is refused.
 */
import type { Config } from '../../.server/infrastructure/config.ts';

export function isPostFromReviewPage(request: Request, config: Pick<Config, 'publicUrl'>): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('Origin');
  if (origin === null || origin === 'null') return fetchSite === 'same-origin';
  return origin === new URL(config.publicUrl).origin || origin === new URL(request.url).origin;
}
