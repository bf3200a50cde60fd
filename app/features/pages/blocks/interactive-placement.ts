/**
 * Where an interactive block's form stands on its page (components/forms/form-placement.tsx): the
 * section's fixed id, which the block's posts come back to. Fixed, so links such as
 * /industries/insurance#contact work on every page, which is why a page shows each of these blocks
 * at most once (block-schemas.ts, ONCE_PER_PAGE).
 */
import type { FormPlacement } from '../../../components/forms/form-placement.tsx';
import type { INTERACTIVE_BLOCK_TYPES } from './block-schemas.ts';

export type InteractiveBlockType = (typeof INTERACTIVE_BLOCK_TYPES)[number];

export const INTERACTIVE_BLOCK_ANCHORS = {
  'contact-form': 'contact',
  'project-request-form': 'lead-intake',
  'process-assessment-form': 'process-assessment',
  'roi-calculator': 'roi-calculator',
} as const satisfies Record<InteractiveBlockType, string>;

export const isInteractiveBlockType = (value: unknown): value is InteractiveBlockType =>
  typeof value === 'string' && Object.hasOwn(INTERACTIVE_BLOCK_ANCHORS, value);

export const placementOf = (block: InteractiveBlockType, path: string): FormPlacement => ({
  block,
  path,
  anchor: INTERACTIVE_BLOCK_ANCHORS[block],
});
