import { StepList } from '../../../../components/marketing/step-list.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BlockSection } from './block-section.tsx';

/** A numbered process under a section heading: the marketing pages' StepList (an ordered list). */
export function StepsView({ block }: { block: BlockOf<'steps'> }) {
  return (
    <BlockSection block={block}>
      {(heading) => (
        <>
          {heading}
          <StepList steps={block.steps} className="mt-16" />
        </>
      )}
    </BlockSection>
  );
}
