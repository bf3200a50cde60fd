import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Feature, LinkAction } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';
import { Reveal } from './reveal.tsx';

const accents = ['bg-blue-50 text-blue-700', 'bg-indigo-50 text-indigo-700', 'bg-violet-50 text-violet-700'];

/** The grid's columns by count: one on phones, two on tablets, then the count (PanelGrid uses them too). */
export const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A grid of icon cards (benefits, features, document types…), revealed one after another. With
 * `action`, every card ends in the same link; hidden text names the card ('Learn More about …') so
 * each link makes sense on its own to screen readers and search engines.
 */
export function FeatureGrid({
  features,
  columns = 3,
  action,
  className,
}: {
  features: readonly Feature[];
  columns?: keyof typeof columnClasses;
  action?: LinkAction;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns], className)}>
      {features.map((feature, index) => (
        <Reveal
          as="li"
          key={feature.title}
          delay={(index % columns) * 100}
          className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg hover:shadow-slate-200/70 sm:p-7"
        >
          <span
            className={cn(
              'inline-flex size-12 items-center justify-center rounded-xl ring-1 ring-inset ring-current/10',
              accents[index % accents.length],
            )}
          >
            <feature.icon aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 flex-1 leading-7 text-slate-600">{feature.description}</p>
          {action && (
            <Link
              to={action.href}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {action.label}
              <span className="sr-only"> about {feature.title}</span>
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
