import { ComparisonTable } from '../../../../components/marketing/comparison-table.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';

/** Two approaches compared row by row: /agent-automation's ComparisonTable, the right column highlighted. */
export function ComparisonView({ block }: { block: BlockOf<'comparison'> }) {
  return (
    <BlockSection block={block}>
      {(heading) => (
        <>
          {heading}
          <div className="mx-auto mt-14 max-w-5xl">
            <ComparisonTable
              caption={block.caption}
              columns={{ capability: block.columns.label, rpa: block.columns.left, agents: block.columns.right }}
              rows={block.rows.map((row) => ({ capability: row.label, rpa: row.left, agents: row.right }))}
            />
          </div>
        </>
      )}
    </BlockSection>
  );
}
