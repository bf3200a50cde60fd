import { type CSSProperties, createElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { revealOnView } from '../../delivery/reveal-on-view.ts';

/**
 * Fades and slides its content in once, when 10% of it becomes visible (SPEC 4), after an optional
 * delay in milliseconds. The hiding is pure CSS (site-theme.css, `data-reveal`) that applies only when
 * JavaScript runs and motion is welcome, so content is never lost without either.
 */
export function Reveal({
  as = 'div',
  delay = 0,
  className,
  children,
}: {
  as?: 'div' | 'li' | 'article';
  /** Milliseconds to wait after the element becomes visible, for staggered cards. */
  delay?: number;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    return revealOnView(element, () => setRevealed(true));
  }, [revealed]);

  return createElement(
    as,
    {
      ref,
      className,
      'data-reveal': '',
      'data-revealed': revealed ? '' : undefined,
      style: delay ? ({ '--reveal-delay': `${delay}ms` } as CSSProperties) : undefined,
    },
    children,
  );
}
