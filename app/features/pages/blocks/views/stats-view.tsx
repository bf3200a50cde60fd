import { StatGrid } from '../../../../components/marketing/stat-grid.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';

/**
 * Headline figures (StatGrid). With paragraphs, /about's 'Our Story': heading and paragraphs on the
 * left, the figures beside them; without, the figures under the heading, as /document-processing's
 * challenge band.
 */
export function StatsView({ block }: { block: BlockOf<'stats'> }) {
  if (block.paragraphs.length > 0) {
    return (
      <BlockSection block={block} align="left">
        {(heading) => (
          <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
            <div>
              {heading}
              <div className="mt-8 space-y-5 text-lg leading-8 text-slate-600">
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            </div>
            <StatGrid stats={block.stats} columns={2} className="self-center" />
          </div>
        )}
      </BlockSection>
    );
  }
  return (
    <BlockSection block={block}>
      {(heading) => (
        <>
          {heading}
          <StatGrid stats={block.stats} columns={block.columns} className="mt-14" />
        </>
      )}
    </BlockSection>
  );
}
