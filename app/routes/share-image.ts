/**
 * GET /share-images/<hash>.png: a generated share image (issue 32; docs/decisions/share-images.md),
 * named by the hash of what it shows, so it is cached for a year. Pages name the image of what they
 * show now; until the job has made it (a tick after publishing), this answers with a temporary
 * redirect to the site's default image, never cached, so the same address shows the card once made.
 */
import { servicesContext } from '../.server/infrastructure/context.ts';
import { shareImageKey } from '../.server/storage/keys.ts';
import { serveStoredObject, storedNotFound } from '../.server/storage/serve.ts';
import { DEFAULT_SOCIAL_IMAGE } from '../components/seo/page-meta.ts';
import { SHARE_IMAGE_FILE } from '../lib/share-image.ts';
import type { Route } from './+types/share-image';

const notYetMade = () =>
  new Response(null, { status: 302, headers: { Location: DEFAULT_SOCIAL_IMAGE, 'Cache-Control': 'no-store' } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const hash = SHARE_IMAGE_FILE.exec(params.file ?? '')?.[1];
  if (!hash) return storedNotFound();
  return serveStoredObject(request, context.get(servicesContext), shareImageKey(hash), notYetMade);
}
