import type { Feature } from '../../content/marketing-types.ts';
import { cn } from '../../lib/cn.ts';
import { columnClasses } from './feature-grid.tsx';

/** Icon cards on a dark band (/enterprise-consulting's deliverables): translucent panels, white titles. */
export function PanelGrid({
  items,
  columns = 4,
  className,
}: {
  items: readonly Feature[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-7">
          <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-blue-500 to-violet-500 text-white">
            <item.icon aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-white">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-300">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
