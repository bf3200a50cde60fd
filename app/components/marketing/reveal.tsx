import { type CSSProperties, createElement, type ReactNode, useEffect, useRef, useState } from 'react';

/** SPEC 9: a card reveals once a tenth of it is visible. */
export const REVEAL_THRESHOLD = 0.1;

// One observer for every card on the page instead of one per card.
let sharedObserver: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();

/**
 * Calls `callback` once, when a tenth of `element` is visible (at once without IntersectionObserver);
 * returns a function that stops watching.
 */
export function revealOnView(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onVisible.get(entry.target)?.();
        onVisible.delete(entry.target);
        sharedObserver?.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  onVisible.set(element, callback);
  sharedObserver.observe(element);
  return () => {
    onVisible.delete(element);
    sharedObserver?.unobserve(element);
  };
}

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
