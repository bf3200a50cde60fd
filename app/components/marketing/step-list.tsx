import type { Step } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';
import { Reveal } from './reveal.tsx';
import { useDarkSection } from './section.tsx';

const layouts = {
  3: 'lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A numbered process (delivery steps, 'How It Works'): an ordered list, so the order is announced,
 * drawn as a row of cards joined by a line on large screens.
 */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  const dark = useDarkSection();
  const columns = steps.length >= 4 ? 4 : 3;
  return (
    // The connecting line sits beside the list, not in it: an <ol> may hold only <li> (valid HTML).
    <div className={cn('relative', className)}>
      <span
        aria-hidden
        className={cn(
          'absolute top-[3.25rem] right-[12%] left-[12%] hidden h-0.5 lg:block',
          dark
            ? 'bg-gradient-to-r from-blue-500/0 via-blue-400/50 to-violet-500/0'
            : 'bg-gradient-to-r from-blue-200 via-indigo-300 to-violet-200',
        )}
      />
      <ol className={cn('relative grid gap-6', layouts[columns])}>
        {steps.map((step, index) => (
          <Reveal as="li" key={step.title} delay={index * 120} className="relative">
            <div
              className={cn(
                'h-full rounded-2xl border p-6 sm:p-7',
                // Opaque cards, so the connecting line shows only in the gaps between them.
                dark ? 'border-white/10 bg-slate-900' : 'border-slate-200 bg-white shadow-sm',
              )}
            >
              <span
                aria-hidden
                className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-blue-600 to-violet-600 text-lg font-bold text-white shadow-md shadow-blue-600/20"
              >
                {index + 1}
              </span>
              <h3 className={cn('mt-5 text-lg font-semibold', dark ? 'text-white' : 'text-slate-900')}>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              {step.meta && (
                <p className={cn('mt-1 text-sm font-medium', dark ? 'text-blue-300' : 'text-blue-700')}>{step.meta}</p>
              )}
              <p className={cn('mt-3 leading-7', dark ? 'text-slate-300' : 'text-slate-600')}>{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </div>
  );
}
