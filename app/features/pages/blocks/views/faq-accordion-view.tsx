import { FaqAccordion } from '../../../../components/marketing/faq-accordion.tsx';
import { JsonLd } from '../../../../components/seo/json-ld.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';
import { faqJsonLd } from './faq-view.tsx';

/**
 * A FAQ block on a public page: /enterprise-consulting's accordion (FaqAccordion), which hydrates:
 * arrow keys move between questions, Enter and Space toggle one, as SPEC's keyboard rules ask. The
 * studio's preview draws FaqView, the same layout without JavaScript.
 */
export function FaqAccordionView({ block }: { block: BlockOf<'faq'> }) {
  return (
    <BlockSection block={block} align="left">
      {(heading) => (
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
          {heading}
          <FaqAccordion faqs={block.items} />
          <JsonLd data={import.meta.env.SSR && faqJsonLd(block)} />
        </div>
      )}
    </BlockSection>
  );
}
