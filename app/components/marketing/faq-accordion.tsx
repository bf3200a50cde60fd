import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { Faq } from '../../content/marketing-types.ts';

/**
 * Questions and answers as an accordion (SPEC 2.6): one item open at a time, a second click closes
 * the open one, and Radix gives it full keyboard support (Tab, Enter/Space, arrow keys, Home/End).
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      // The first answer starts open, so it is in the page even before JavaScript runs.
      defaultValue={faqs[0]?.question}
      className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.question} value={faq.question} className="group">
          {/* Radix renders the header as an h3, under the section's h2. */}
          <Accordion.Header>
            <Accordion.Trigger className="flex w-full items-center justify-between gap-6 rounded-2xl px-6 py-6 text-left text-lg font-semibold text-slate-900 transition-colors hover:text-blue-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 sm:px-8">
              {faq.question}
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition-[transform,background-color] duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:bg-blue-600 group-data-[state=open]:text-white motion-reduce:transition-none">
                <ChevronDown aria-hidden className="size-5" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-6 pb-7 text-base leading-7 text-slate-600 sm:px-8">
            <p className="max-w-3xl">{faq.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
