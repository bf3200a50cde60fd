import type { Stat } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';
import { Reveal } from './reveal.tsx';
import { useDarkSection } from './section.tsx';

/** Headline figures: a description list, value drawn large above its label. */
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
  return (
    <dl className={cn('grid gap-6 sm:grid-cols-2', columns === 4 && 'lg:grid-cols-4', className)}>
      {stats.map((stat, index) => (
        <Reveal
          key={stat.label}
          delay={index * 100}
          className={cn(
            'flex flex-col-reverse justify-end rounded-2xl border p-6 sm:p-7',
            dark ? 'border-white/10 bg-white/5' : 'border-slate-200 bg-white shadow-sm',
          )}
        >
          <dt className={cn('mt-2 text-base font-semibold', dark ? 'text-white' : 'text-slate-900')}>
            {stat.label}
            {stat.description && (
              <span
                className={cn('mt-2 block text-sm font-normal leading-6', dark ? 'text-slate-300' : 'text-slate-600')}
              >
                {stat.description}
              </span>
            )}
          </dt>
          <dd
            className={cn(
              'text-4xl font-bold tracking-tight',
              dark ? 'text-white' : 'bg-gradient-to-r from-blue-700 to-violet-700 bg-clip-text text-transparent',
            )}
          >
            {stat.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
