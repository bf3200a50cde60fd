import { RichText } from '../../../case-studies/detail-blocks.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';

/**
 * Formatted text in a readable measure, with the case-study sections' typography. `html` must have
 * been sanitised on the server (sanitizeRichText in app/.server/infrastructure/html-sanitizer.ts)
 * before it reaches this view: the page's loader does it, never the browser.
 */
export function RichTextView({ block }: { block: BlockOf<'rich-text'> }) {
  return (
    <BlockSection block={block} align="left">
      {(heading) => (
        <div className="mx-auto max-w-3xl">
          {heading}
          <div className={heading ? 'mt-8' : undefined}>
            <RichText html={block.html} />
          </div>
        </div>
      )}
    </BlockSection>
  );
}
