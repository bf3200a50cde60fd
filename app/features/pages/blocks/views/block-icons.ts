/** The drawing of each icon a block may name (block-schemas.ts BLOCK_ICONS). */
import type { LucideIcon } from 'lucide-react';
import { ICON_DRAWINGS } from '../../../../content/icon-drawings.ts';
import type { BlockIcon } from '../block-schemas.ts';

export const BLOCK_ICON_DRAWINGS: Record<BlockIcon, LucideIcon> = ICON_DRAWINGS;
