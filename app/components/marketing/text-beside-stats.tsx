import type { ReactNode } from 'react';
import type { Stat } from '../../content/marketing-types.ts';
import { StatGrid } from './stat-grid.tsx';

/** A heading and paragraphs with headline figures beside them (/about's 'Our Story'). */
export function TextBesideStats({
  heading,
  paragraphs,
  stats,
}: {
  /** The section's SectionHeading (align left). */
  heading: ReactNode;
  paragraphs: readonly string[];
  stats: readonly Stat[];
}) {
  return (
    <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
      <div>
        {heading}
        <div className="mt-8 space-y-5 text-lg leading-8 text-slate-600">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </div>
      <StatGrid stats={stats} columns={2} className="self-center" />
    </div>
  );
}
