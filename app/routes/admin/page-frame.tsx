/**
 * /admin/pages/frame: the page editor's live preview (issue 28), framed by the editor and fed the
 * draft's blocks by postMessage (app/features/pages/preview-protocol.ts). Outside the studio's layout
 * on purpose: its own document with the public stylesheet and no studio shell, so the blocks look
 * and respond to the frame's width exactly as on the site. Guarded as every studio page is (the
 * layout's middleware, run here), never cached or indexed, and framable by the studio only: the
 * server sends this path `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` instead of the
 * site's DENY (app/.server/infrastructure/security-headers.ts).
 */
import { adminHeadersMiddleware, adminMiddleware } from '../../.server/auth/require-admin.ts';
import { PREVIEW_COPY } from '../../features/pages/blocks/block-copy.ts';
import { PageFrameView } from '../../features/pages/page-frame-view.tsx';
import type { Route } from './+types/page-frame';

export const middleware: Route.MiddlewareFunction[] = [adminHeadersMiddleware, adminMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: PREVIEW_COPY.documentTitle },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PageFrame() {
  return <PageFrameView />;
}
