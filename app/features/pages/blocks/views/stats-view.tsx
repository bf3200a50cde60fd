import { StatGrid } from '../../../../components/marketing/stat-grid.tsx';
import { TextBesideStats } from '../../../../components/marketing/text-beside-stats.tsx';
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
        {(heading) => <TextBesideStats heading={heading} paragraphs={block.paragraphs} stats={block.stats} />}
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
