/**
 * The page editor's live preview (issue 28): the draft's blocks in a frame of the site's own page
 * (/admin/pages/frame), at a phone's width (390 px) or a desktop's (1440 px, scaled down to fit the
 * column), chosen with two toggle buttons. A frame, not a box in the editor, so that the site's media
 * queries answer to the preview's width rather than the studio window's. The blocks are posted to
 * the frame when it says it is ready, then as they change, at most once per ~150 ms.
 */
import { Monitor, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { PREVIEW_COPY } from '../blocks/block-copy.ts';
import type { BlockInput } from '../blocks/block-schemas.ts';
import {
  blocksMessage,
  createThrottledPost,
  editorHelloMessage,
  isFrameReady,
  PAGE_FRAME_PATH,
  PREVIEW_SIZES,
  type PreviewSize,
} from '../preview-protocol.ts';

const SIZE_ICONS = { phone: Smartphone, desktop: Monitor } as const;

export function PagePreview({ blocks }: { blocks: BlockInput[] }) {
  const [size, setSize] = useState<PreviewSize>('desktop');
  const [available, setAvailable] = useState<number | null>(null);
  const column = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(blocks);
  latest.current = blocks;

  // The frame's window, once it has said it listens.
  const ready = useRef(false);
  const [post] = useState(() =>
    createThrottledPost((value: BlockInput[]) => {
      const target = frame.current?.contentWindow;
      if (ready.current && target) target.postMessage(blocksMessage(value), window.location.origin);
    }),
  );

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isFrameReady(event.data)) return;
      // A (re)loaded frame starts empty: it gets the draft as it is now.
      ready.current = true;
      frame.current?.contentWindow?.postMessage(blocksMessage(latest.current), window.location.origin);
    };
    window.addEventListener('message', receive);
    // A frame that loaded before this page listened (it hydrates sooner) said `ready` to no one: ask again.
    frame.current?.contentWindow?.postMessage(editorHelloMessage(), window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    post(blocks);
  }, [blocks, post]);

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, height } = PREVIEW_SIZES[size];
  // Until the column is measured (and before hydration) the frame is drawn at a third of its size.
  const scale = Math.min(1, (available ?? width / 3) / width);

  return (
    <div className="space-y-3">
      <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{PREVIEW_COPY.widthLabel}</legend>
        {(['phone', 'desktop'] as const).map((option) => {
          const Icon = SIZE_ICONS[option];
          return (
            <button
              key={option}
              type="button"
              aria-pressed={size === option}
              onClick={() => setSize(option)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
                size === option ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {PREVIEW_COPY[option]}
              <span className="text-xs font-normal text-slate-600">{PREVIEW_SIZES[option].width} px</span>
            </button>
          );
        })}
      </fieldset>
      <div ref={column} className="w-full">
        <div
          className="mx-auto overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xs"
          style={{ width: width * scale + 2, height: height * scale + 2 }}
        >
          <iframe
            ref={frame}
            src={PAGE_FRAME_PATH}
            title={PREVIEW_COPY.frameTitle}
            width={width}
            height={height}
            className="block origin-top-left border-0"
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </div>
  );
}
