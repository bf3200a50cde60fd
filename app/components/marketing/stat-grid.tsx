import type { Stat } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';
import { Reveal } from './reveal.tsx';
import { useDarkSection } from './section.tsx';

/**
 * Headline figures as a list, each read as one phrase: the value first, then what it measures
 * ('60-85% operating-cost reduction'), with an optional explanation.
 */
export function StatGrid({
  stats,
  columns = stats.length >= 4 ? 4 : 2,
  className,
}: {
  stats: readonly Stat[];
  /** Columns on large screens; two on tablets, one on phones. */
  columns?: 2 | 4;
  className?: string;
}) {
  const dark = useDarkSection();
  // Bare figures are short enough to sit two abreast even on a phone.
  const compact = stats.every((stat) => !stat.description);
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2 sm:gap-6',
        compact && 'grid-cols-2',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {stats.map((stat, index) => (
        <Reveal
          as="li"
          key={stat.label}
          delay={index * 100}
          className={cn(
            'rounded-2xl border p-5 sm:p-7',
            dark ? 'border-white/10 bg-white/5' : 'border-slate-200 bg-white shadow-sm',
          )}
        >
          <p
            className={cn(
              'text-3xl font-bold tracking-tight sm:text-4xl',
              dark ? 'text-white' : 'bg-gradient-to-r from-blue-700 to-violet-700 bg-clip-text text-transparent',
            )}
          >
            {stat.value}
          </p>
          <p className={cn('mt-2 text-base font-semibold', dark ? 'text-white' : 'text-slate-900')}>{stat.label}</p>
          {stat.description && (
            <p className={cn('mt-2 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
              {stat.description}
            </p>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
