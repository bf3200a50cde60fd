import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { carouselReducer, initialCarouselState, slideRole } from './carousel.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for reduced motion; false on the server and during hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * State and behaviour of a carousel (SPEC 2.3, 4, 9): wrap-around moves, a transition lock of
 * `transitionMs` during which moves are ignored, and optional auto-advance every `autoAdvanceMs`
 * that pauses while the carousel is hovered or holds focus, stops under reduced motion, and can be
 * stopped by the visitor (WCAG 2.2.2).
 */
export function useCarousel({
  count,
  transitionMs,
  autoAdvanceMs,
}: {
  count: number;
  transitionMs: number;
  autoAdvanceMs?: number;
}) {
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  // The animation flag is cleared once the transition has run (SPEC 4). Keyed on the index too:
  // timers that fire in one batch (a throttled background tab) may settle one move and start the
  // next before React renders, and that next move needs its own timer.
  useEffect(() => {
    if (!state.animating) return;
    const index = state.index;
    const timer = setTimeout(() => dispatch({ type: 'settle', index }), transitionMs);
    return () => clearTimeout(timer);
  }, [state.animating, state.index, transitionMs]);

  const rotates = Boolean(autoAdvanceMs) && count > 1 && !reducedMotion && !stopped;
  const paused = hovered || focused;
  const rotating = rotates && !paused;

  // Restarted after every move, so a manual move gives the visitor a full interval on the new slide.
  // state.index is a dependency on purpose: each move restarts the interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'step', direction: 'next', count }), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [rotating, autoAdvanceMs, count, state.index]);

  const next = useCallback(() => dispatch({ type: 'step', direction: 'next', count }), [count]);
  const previous = useCallback(() => dispatch({ type: 'step', direction: 'previous', count }), [count]);
  const goTo = useCallback((index: number) => dispatch({ type: 'go', index, count }), [count]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    state,
    index: state.index,
    /** How slide `i` is drawn: under reduced motion nothing lingers on screen while leaving. */
    roleOf: (i: number) => {
      const role = slideRole(state, i);
      return role === 'outgoing' && reducedMotion ? 'idle' : role;
    },
    next,
    previous,
    goTo,
    reducedMotion,
    /** True when the carousel auto-advances at all (not stopped, not reduced motion, more than one slide). */
    rotates,
    /** True while it is actually moving on its own (not paused by hover or focus). */
    rotating,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    regionProps,
  };
}

/**
 * Slides the incoming slide in and the outgoing one out over `durationMs` with the Web Animations
 * API (no animation under reduced motion or on the first render).
 */
export function useSlideTransition(
  slides: RefObject<(HTMLElement | null)[]>,
  state: { index: number; outgoing: number | null; direction: 'next' | 'previous'; animating: boolean },
  { durationMs, reducedMotion }: { durationMs: number; reducedMotion: boolean },
) {
  const running = useRef<Animation[]>([]);
  useLayoutEffect(() => {
    if (!state.animating || state.outgoing === null || reducedMotion) return;
    const incoming = slides.current[state.index];
    const outgoing = slides.current[state.outgoing];
    if (!incoming?.animate || !outgoing?.animate) return;
    const offset = state.direction === 'next' ? 100 : -100;
    const timing = { duration: durationMs, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' };
    running.current = [
      incoming.animate(
        [
          { transform: `translateX(${offset}%)`, opacity: 0 },
          { transform: 'translateX(0)', opacity: 1 },
        ],
        timing,
      ),
      outgoing.animate(
        [
          { transform: 'translateX(0)', opacity: 1 },
          { transform: `translateX(${-offset}%)`, opacity: 0 },
        ],
        { ...timing, fill: 'forwards' },
      ),
    ];
    return () => {
      for (const animation of running.current) animation.cancel();
      running.current = [];
    };
  }, [slides, state.animating, state.index, state.outgoing, state.direction, durationMs, reducedMotion]);
}
