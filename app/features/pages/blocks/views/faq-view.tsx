import { ChevronDown } from 'lucide-react';
import { JsonLd } from '../../../../components/seo/json-ld.tsx';
import { faqPageJsonLd, type JsonLdObject } from '../../../../lib/structured-data.ts';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';

/** The FAQPage structured data of a FAQ block's questions (they are all visible on the page, as Google requires). */
export function faqJsonLd(block: BlockOf<'faq'>): JsonLdObject {
  return faqPageJsonLd(block.items);
}

/**
 * Questions and answers as on /enterprise-consulting: the heading beside the list, one answer open
 * at a time, the first open from the start. Native `<details name>` elements of one group do what
 * the consulting page's Radix accordion does, without JavaScript, so the block stays a static
 * island; the classes are FaqAccordion's, keyed on `open` instead of Radix's `data-state`. Each
 * question is an h3 under the section's h2. The FAQPage JSON-LD is written on the server.
 */
export function FaqView({ block }: { block: BlockOf<'faq'> }) {
  const group = `faq-${block.id}`;
  return (
    <BlockSection block={block} align="left">
      {(heading) => (
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
          {heading}
          <div className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm">
            {block.items.map((item, index) => (
              <details key={item.question} name={group} open={index === 0} className="group">
                <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-6 rounded-2xl px-6 py-6 text-left text-lg font-semibold text-slate-900 transition-colors hover:text-blue-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 sm:px-8 [&::-webkit-details-marker]:hidden">
                  <h3>{item.question}</h3>
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition-[transform,background-color] duration-200 group-open:rotate-180 group-open:bg-blue-600 group-open:text-white motion-reduce:transition-none">
                    <ChevronDown aria-hidden className="size-5" />
                  </span>
                </summary>
                <div className="px-6 pb-7 text-base leading-7 text-slate-600 sm:px-8">
                  <p className="max-w-3xl">{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
          <JsonLd data={import.meta.env.SSR && faqJsonLd(block)} />
        </div>
      )}
    </BlockSection>
  );
}
