/**
 * What the preview frame (/admin/pages/frame) shows: the draft's blocks as the site draws them, at the
 * frame's own width, so the site's media queries apply as on a phone or a desktop. It lives outside
 * the feature's admin folder on purpose: the frame carries the public stylesheet only, and that
 * stylesheet has the classes of this module.
 *
 * Blocks arrive by postMessage from the studio page that frames it (same origin, its parent only;
 * app/features/pages/preview-protocol.ts). Live blocks and interactive ones (and a document's cookie
 * choice) are drawn as a labelled box, since their content is the site's own; a block that does not
 * pass its schema yet is a notice saying what it lacks. Links do not navigate: the frame is a picture of the page, not a window.
 */
import { type MouseEvent, useEffect, useState } from 'react';
import { BLOCK_COPY, BLOCK_OPTION_LABELS, PREVIEW_COPY } from './blocks/block-copy.ts';
import type { BlockOf, BlockType } from './blocks/block-schemas.ts';
import { type BlockRenderers, PageBlocks } from './blocks/page-blocks.tsx';
import { DocumentView } from './blocks/views/document-view.tsx';
import {
  blocksOfMessage,
  frameReadyMessage,
  isEditorHello,
  type PreviewEntry,
  previewEntries,
} from './preview-protocol.ts';
import { previewRichText } from './preview-rich-text.ts';

function Placeholder({ text, tone }: { text: string; tone: 'live' | 'interactive' | 'incomplete' }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <p
        className={
          tone === 'incomplete'
            ? 'rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-5 py-6 text-center text-sm font-medium text-amber-950'
            : 'rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center text-base font-medium text-slate-700'
        }
      >
        {text}
      </p>
    </div>
  );
}

const box =
  (tone: 'live' | 'interactive') =>
  <T extends BlockType>(block: BlockOf<T>) => (
    <Placeholder tone={tone} text={PREVIEW_COPY[tone](BLOCK_COPY[block.type].name)} />
  );

/** The cookie choice of a document (the site's own, which hydrates on /cookies) as a box in its place. */
const previewSlots = {
  'cookie-choice': (
    <p className="rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-5 py-6 text-center text-sm font-medium text-slate-700">
      {PREVIEW_COPY.interactive(BLOCK_OPTION_LABELS.part['cookie-choice'])}
    </p>
  ),
};

/** The live and interactive blocks as boxes, and a document's cookie choice; rich text cleaned in the browser first. */
const PREVIEW_RENDERERS: BlockRenderers = {
  document: (block) => <DocumentView block={block} slots={previewSlots} />,
  'featured-case-studies': box('live'),
  testimonials: box('live'),
  'case-study-carousel': box('live'),
  'contact-form': box('interactive'),
  'project-request-form': box('interactive'),
  'process-assessment-form': box('interactive'),
  'roi-calculator': box('interactive'),
};

/** A rich-text block with its HTML cleaned for the preview. */
const cleanRichText = (entry: PreviewEntry): PreviewEntry =>
  entry.kind === 'block' && entry.block.type === 'rich-text'
    ? { ...entry, block: { ...entry.block, html: previewRichText(entry.block.html) } }
    : entry;

export function PageFrameView() {
  const [entries, setEntries] = useState<PreviewEntry[] | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only the studio page that frames this one (or the frame itself, opened on its own).
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isEditorHello(event.data) && window.parent !== window) {
        window.parent.postMessage(frameReadyMessage(), window.location.origin);
        return;
      }
      const blocks = blocksOfMessage(event.data);
      if (blocks) setEntries(previewEntries(blocks).map(cleanRichText));
    };
    window.addEventListener('message', receive);
    // The editor may not listen yet: it greets the frame once it does, and gets this answer again.
    if (window.parent !== window) window.parent.postMessage(frameReadyMessage(), window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  const stayHere = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keeps the preview's links from navigating; Enter on a link fires the same click
    <main id="main" onClick={stayHere} className="min-h-screen bg-white">
      {entries === null ? (
        <Placeholder tone="interactive" text={PREVIEW_COPY.waiting} />
      ) : entries.length === 0 ? (
        <Placeholder tone="interactive" text={PREVIEW_COPY.empty} />
      ) : (
        // Keyed by place too: a draft may hold two blocks with one id until the schema's message is heeded.
        entries.map((entry, index) =>
          entry.kind === 'block' ? (
            <PageBlocks key={`${index}-${entry.block.id}`} blocks={[entry.block]} render={PREVIEW_RENDERERS} />
          ) : (
            <Placeholder
              key={`${index}-${entry.key}`}
              tone="incomplete"
              text={PREVIEW_COPY.incomplete(
                entry.type ? BLOCK_COPY[entry.type].name : PREVIEW_COPY.unknownBlock,
                entry.message,
              )}
            />
          ),
        )
      )}
    </main>
  );
}
