import { Building2, Lightbulb, type LucideIcon, Target, TrendingUp } from 'lucide-react';
import type { ComponentType } from 'react';
import type { SectionType } from '../../lib/case-study.ts';
import { safeContentUrl } from '../../lib/safe-url.ts';
import { caseStudyDetailCopy } from './case-study-copy.ts';
import type { DetailBlock } from './case-study-view.ts';

/** Typography for sanitised section HTML (app/.server/infrastructure/html-sanitizer.ts decides what may appear). */
const richTextClasses = [
  'text-base leading-8 text-slate-700 sm:text-lg',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-blue-600',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-blue-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold [&_b]:text-slate-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:border-slate-200',
].join(' ');

/**
 * Section HTML that the server has already sanitised (see the loader): it is only ever inserted
 * here, and only after `sanitizeRichText`.
 */
export function RichText({ html }: { html: string }) {
  // Sanitised on the server with sanitizeRichText before it gets here.
  return <div className={richTextClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}

const sectionIcons: Record<SectionType, LucideIcon> = {
  client: Building2,
  challenge: Target,
  solution: Lightbulb,
  outcome: TrendingUp,
};

function SectionHeading({ type, title }: { type: SectionType; title: string }) {
  const Icon = sectionIcons[type];
  return (
    <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-100">
        <Icon aria-hidden className="size-5" />
      </span>
      {title}
    </h2>
  );
}

function SectionBlock({ block }: { block: Extract<DetailBlock, { kind: 'section' }> }) {
  return (
    <section data-section-type={block.sectionType}>
      <SectionHeading type={block.sectionType} title={block.title} />
      <div className="mt-6">
        <RichText html={block.html} />
      </div>
    </section>
  );
}

function PlaceholderBlock({ block }: { block: Extract<DetailBlock, { kind: 'placeholder' }> }) {
  return (
    <section data-section-type={block.sectionType}>
      <SectionHeading type={block.sectionType} title={block.title} />
      <p className="mt-6 text-base leading-8 text-slate-700 sm:text-lg">{block.text}</p>
    </section>
  );
}

function ProcessFlowBlock({ block }: { block: Extract<DetailBlock, { kind: 'process-flow' }> }) {
  const src = safeContentUrl(block.src);
  if (!src) return null;
  return (
    <figure className="overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200">
      <img
        src={src}
        alt={block.alt}
        width={1200}
        height={500}
        loading="lazy"
        decoding="async"
        className="h-auto w-full bg-white"
      />
      <figcaption className="border-t border-slate-200 px-6 py-4">
        <p className="font-semibold text-slate-900">{caseStudyDetailCopy.processFlow.title}</p>
        <p className="text-sm text-slate-600">{caseStudyDetailCopy.processFlow.caption}</p>
      </figcaption>
    </figure>
  );
}

/** How each kind of block is drawn: one entry per kind, no chain of ifs. */
const blockComponents: { [K in DetailBlock['kind']]: ComponentType<{ block: Extract<DetailBlock, { kind: K }> }> } = {
  section: SectionBlock,
  placeholder: PlaceholderBlock,
  'process-flow': ProcessFlowBlock,
};

export function DetailBlocks({ blocks }: { blocks: DetailBlock[] }) {
  return (
    <div className="space-y-14">
      {blocks.map((block) => {
        const Block = blockComponents[block.kind] as ComponentType<{ block: DetailBlock }>;
        return <Block key={block.key} block={block} />;
      })}
    </div>
  );
}
