/**
 * Carousel index arithmetic and the transition lock shared by the testimonial and featured
 * case-study carousels (SPEC 2.3, 4): the index wraps around; while a 500 ms slide transition runs
 * (the "animation flag"), further presses are ignored.
 */

export type CarouselDirection = 'next' | 'previous';

export interface CarouselState {
  /** The slide shown (or being brought in). */
  index: number;
  /** The slide leaving during a transition, null at rest. */
  outgoing: number | null;
  direction: CarouselDirection;
  /** True from a move until the transition has finished. */
  animating: boolean;
}

export type CarouselAction =
  | { type: 'step'; direction: CarouselDirection; count: number }
  | { type: 'go'; index: number; count: number }
  /** The transition to `index` has finished; a settle meant for an earlier move is ignored. */
  | { type: 'settle'; index: number };

export const initialCarouselState: CarouselState = { index: 0, outgoing: null, direction: 'next', animating: false };

/** `index` brought into 0..count-1, wrapping in both directions; 0 for an empty carousel. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function moveTo(state: CarouselState, index: number, direction: CarouselDirection): CarouselState {
  return { index, outgoing: state.index, direction, animating: true };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'step': {
      if (state.animating || action.count < 2) return state;
      const delta = action.direction === 'next' ? 1 : -1;
      return moveTo(state, wrapIndex(state.index + delta, action.count), action.direction);
    }
    case 'go': {
      const target = wrapIndex(action.index, action.count);
      if (state.animating || action.count < 2 || target === state.index) return state;
      return moveTo(state, target, target > state.index ? 'next' : 'previous');
    }
    case 'settle':
      return state.animating && state.index === action.index ? { ...state, outgoing: null, animating: false } : state;
  }
}

/** Where a slide stands relative to the carousel's state, which decides how it is drawn and announced. */
export function slideRole(state: CarouselState, slide: number): 'current' | 'outgoing' | 'idle' {
  if (slide === state.index) return 'current';
  if (state.animating && slide === state.outgoing) return 'outgoing';
  return 'idle';
}
