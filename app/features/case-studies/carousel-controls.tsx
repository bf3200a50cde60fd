import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const arrowClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-blue-300 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * Previous/next arrows, one dot per slide and, for auto-rotating carousels, a stop/start button.
 * Dots are real buttons (24 px targets, WCAG 2.5.8) naming their slide; the current one is marked
 * with aria-current.
 */
export function CarouselControls({
  count,
  index,
  itemLabel,
  controls,
  onPrevious,
  onNext,
  onSelect,
  rotation,
  tone = 'light',
  className,
}: {
  count: number;
  index: number;
  /** What one slide is, for the buttons' names: 'testimonial', 'case study'. */
  itemLabel: string;
  /** Id of the element holding the slides. */
  controls: string;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  rotation?: { stopped: boolean; onToggle: () => void };
  tone?: 'light' | 'dark';
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-x-4 gap-y-3', className)}>
      {rotation && (
        <button
          type="button"
          onClick={rotation.onToggle}
          aria-label={
            rotation.stopped ? `Start automatic ${itemLabel} rotation` : `Stop automatic ${itemLabel} rotation`
          }
          className={cn(arrowClasses, 'size-9')}
        >
          {rotation.stopped ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      )}
      <button
        type="button"
        onClick={onPrevious}
        aria-controls={controls}
        aria-label={`Previous ${itemLabel}`}
        className={arrowClasses}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <ul className="order-first flex basis-full flex-wrap items-center justify-center gap-1 sm:order-none sm:basis-auto">
        {Array.from({ length: count }, (_, i) => {
          const current = i === index;
          return (
            // One dot per slide position: the index is the identity.
            <li key={i}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-controls={controls}
                aria-label={`Show ${itemLabel} ${i + 1} of ${count}`}
                aria-current={current ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-2.5 rounded-full transition-all duration-300',
                    current
                      ? 'w-6 bg-blue-600'
                      : tone === 'dark'
                        ? 'w-2.5 bg-white/40 group-hover:bg-white/70'
                        : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                  )}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onNext}
        aria-controls={controls}
        aria-label={`Next ${itemLabel}`}
        className={arrowClasses}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );
}
