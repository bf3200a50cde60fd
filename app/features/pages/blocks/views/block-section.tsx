import type { ReactNode } from 'react';
import { Section, SectionHeading } from '../../../../components/marketing/section.tsx';
import type { BlockHeading, SectionTone } from '../block-schemas.ts';

/** The id of a block's heading: `<anchor>-title` (as today's pages: 'story-title'), else from the block's id. */
export function headingIdOf(block: { id: string; anchor?: string }): string {
  return `${block.anchor ?? `block-${block.id}`}-title`;
}

/**
 * A block that is a band of the page: the marketing Section (tone, rhythm, width) labelled by the
 * block's SectionHeading. `children` come after the heading; `layout` replaces both when the
 * heading stands elsewhere (beside the content).
 */
export function BlockSection({
  block,
  align,
  className,
  children,
}: {
  block: { id: string; anchor?: string; tone: SectionTone; heading?: BlockHeading; accessibleName?: string };
  align?: 'center' | 'left';
  className?: string;
  children: (heading: ReactNode) => ReactNode;
}) {
  const headingId = headingIdOf(block);
  const heading = block.heading ? <SectionHeading id={headingId} copy={block.heading} align={align} /> : null;
  return (
    <Section
      id={block.anchor}
      labelledBy={heading ? headingId : undefined}
      label={heading ? undefined : block.accessibleName}
      tone={block.tone}
      className={className}
    >
      {children(heading)}
    </Section>
  );
}
