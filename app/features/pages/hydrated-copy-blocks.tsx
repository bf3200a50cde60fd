/**
 * The copy blocks that hydrate instead of staying static islands (pages.server.ts isStaticBlock):
 * the FAQ (its accordion's keyboard) and a document holding the cookie choice, each from a module
 * loaded only on a page that has one. Shared by the copy pages' routes and the home page.
 */
import { Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { Block } from './blocks/block-schemas.ts';
import type { DocumentSlots } from './blocks/views/document-view.tsx';
import type { ServedDocument } from './served-blocks.ts';

const documentViews = lazyModule(() => import('./blocks/views/document-view.tsx'));
const faqViews = lazyModule(() => import('./blocks/views/faq-accordion-view.tsx'));

function HydratedView({ block, slots }: { block: Block | ServedDocument; slots: DocumentSlots }) {
  if (block.type === 'document') {
    const { DocumentView } = documentViews.read();
    return <DocumentView block={block} slots={slots} />;
  }
  if (block.type === 'faq') {
    const { FaqAccordionView } = faqViews.read();
    return <FaqAccordionView block={block} />;
  }
  return null;
}

/** A FAQ or a document served whole; nothing for any other block. */
export function HydratedCopyBlock({ block, slots = {} }: { block: Block | ServedDocument; slots?: DocumentSlots }) {
  if (block.type !== 'document' && block.type !== 'faq') return null;
  return (
    <Suspense fallback={null}>
      <HydratedView block={block} slots={slots} />
    </Suspense>
  );
}
