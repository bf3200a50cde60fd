/**
 * The name a block gives each drawing the copy modules use (block-schemas.ts BLOCK_ICONS): seed
 * pages name their icons, while the copy modules hold the drawings. tests/unit/seed-pages.test.ts
 * checks every name draws the same icon on the page.
 */
import type { LucideIcon } from 'lucide-react';
import { ICON_DRAWINGS } from '../icon-drawings.ts';

const ICON_NAMES = new Map<LucideIcon, string>(Object.entries(ICON_DRAWINGS).map(([name, icon]) => [icon, name]));

/** The block icon name of a drawing; throws for one blocks cannot show, so a seed never stores a bad name. */
export function iconName(icon: LucideIcon): string {
  const name = ICON_NAMES.get(icon);
  if (!name) throw new Error(`No block icon draws ${icon.displayName ?? 'this icon'}: add it to BLOCK_ICONS`);
  return name;
}
