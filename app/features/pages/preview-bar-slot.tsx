/**
 * Where a page shows the preview bar (preview-bar.tsx) to staff previewing it: its code is loaded
 * only then, so no visitor's page carries it.
 */
import { lazy, Suspense } from 'react';
import type { PagePreview } from './pages.server.ts';

const PagePreviewBar = lazy(() => import('./preview-bar.tsx').then((module) => ({ default: module.PagePreviewBar })));

export function PreviewBarSlot({ preview }: { preview: PagePreview | null }) {
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PagePreviewBar id={preview.id} status={preview.status} />
    </Suspense>
  );
}
