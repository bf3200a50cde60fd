import { createContext, type ReactNode, useContext } from 'react';
import type { SectionCopy } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';

export type SectionTone = 'white' | 'muted' | 'tint' | 'dark';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  tint: 'bg-gradient-to-b from-blue-50/70 via-white to-white',
  dark: 'bg-slate-950 text-slate-300',
};

const DarkSection = createContext(false);

/**
 * One band of a marketing page: consistent vertical rhythm and width, labelled by its heading so
 * screen-reader users can jump between sections.
 */
export function Section({
  id,
  labelledBy,
  label,
  tone = 'white',
  className,
  children,
}: {
  id?: string;
  /** Id of the heading that names this section (usually the SectionHeading's `id`); omit only when it has none. */
  labelledBy?: string;
  /** The section's name for screen readers when no heading names it. */
  label?: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DarkSection.Provider value={tone === 'dark'}>
      <section
        id={id}
        aria-labelledby={labelledBy}
        aria-label={label}
        className={cn('relative py-20 sm:py-24 lg:py-28', tones[tone], className)}
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
      </section>
    </DarkSection.Provider>
  );
}

/** Eyebrow, h2 and lead of a section; pass `id` and the same value as the Section's `labelledBy`. */
export function SectionHeading({
  id,
  copy,
  align = 'center',
  className,
}: {
  id: string;
  copy: SectionCopy;
  align?: 'center' | 'left';
  className?: string;
}) {
  const dark = useContext(DarkSection);
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl', className)}>
      {copy.eyebrow && (
        <p className={cn('text-sm font-semibold tracking-wider uppercase', dark ? 'text-blue-300' : 'text-blue-700')}>
          {copy.eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn('mt-3 text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-slate-900')}
      >
        {copy.title}
      </h2>
      {copy.lead && (
        <p className={cn('mt-5 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>{copy.lead}</p>
      )}
    </div>
  );
}

/** Whether the surrounding Section is dark, for components that adapt their colours. */
export function useDarkSection(): boolean {
  return useContext(DarkSection);
}
