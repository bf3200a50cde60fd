import { describe, expect, it } from 'vitest';
import {
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  slideRole,
  wrapIndex,
} from '#app/features/case-studies/carousel.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [4, 3, 1],
    [-1, 3, 2],
    [-4, 3, 2],
    [5, 1, 0],
    [7, 0, 0],
  ])('wraps %i into %i slides as %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('carouselReducer', () => {
  const settle = (state: CarouselState) => carouselReducer(state, { type: 'settle', index: state.index });

  it('moves to the next slide, wrapping from the last to the first', () => {
    let state = initialCarouselState;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      state = settle(carouselReducer(state, { type: 'step', direction: 'next', count: 3 }));
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 0, 1]);
  });

  it('moves to the previous slide, wrapping from the first to the last', () => {
    const state = carouselReducer(initialCarouselState, { type: 'step', direction: 'previous', count: 3 });
    expect(state).toEqual({ index: 2, outgoing: 0, direction: 'previous', animating: true });
  });

  it('ignores moves while a transition runs, and accepts them again once it has settled', () => {
    const moving = carouselReducer(initialCarouselState, { type: 'step', direction: 'next', count: 3 });
    expect(moving.animating).toBe(true);
    expect(carouselReducer(moving, { type: 'step', direction: 'next', count: 3 })).toBe(moving);
    expect(carouselReducer(moving, { type: 'step', direction: 'previous', count: 3 })).toBe(moving);
    expect(carouselReducer(moving, { type: 'go', index: 0, count: 3 })).toBe(moving);

    const settled = settle(moving);
    expect(settled).toEqual({ index: 1, outgoing: null, direction: 'next', animating: false });
    expect(carouselReducer(settled, { type: 'step', direction: 'next', count: 3 }).index).toBe(2);
  });

  it('goes to a chosen slide with the direction it lies in, and ignores the current one', () => {
    const forward = carouselReducer(initialCarouselState, { type: 'go', index: 2, count: 4 });
    expect(forward).toMatchObject({ index: 2, outgoing: 0, direction: 'next' });
    const back = carouselReducer(settle(forward), { type: 'go', index: 1, count: 4 });
    expect(back).toMatchObject({ index: 1, outgoing: 2, direction: 'previous' });
    const same = settle(back);
    expect(carouselReducer(same, { type: 'go', index: 1, count: 4 })).toBe(same);
  });

  it('does nothing with fewer than two slides', () => {
    expect(carouselReducer(initialCarouselState, { type: 'step', direction: 'next', count: 1 })).toBe(
      initialCarouselState,
    );
    expect(carouselReducer(initialCarouselState, { type: 'go', index: 3, count: 0 })).toBe(initialCarouselState);
  });

  it('settling at rest changes nothing', () => {
    expect(settle(initialCarouselState)).toBe(initialCarouselState);
  });

  it('ignores a settle meant for an earlier move, so a newer transition keeps its lock', () => {
    // Timers that fire in one batch: the first move settles, the next starts, then a stale settle arrives.
    const first = carouselReducer(initialCarouselState, { type: 'step', direction: 'next', count: 3 });
    const second = carouselReducer(settle(first), { type: 'step', direction: 'next', count: 3 });
    expect(carouselReducer(second, { type: 'settle', index: first.index })).toBe(second);
    expect(carouselReducer(second, { type: 'settle', index: second.index }).animating).toBe(false);
  });
});

describe('slideRole', () => {
  it('marks the current slide, the outgoing one during a transition, and the rest idle', () => {
    const moving = carouselReducer(initialCarouselState, { type: 'step', direction: 'next', count: 3 });
    expect([0, 1, 2].map((i) => slideRole(moving, i))).toEqual(['outgoing', 'current', 'idle']);
    const settled = carouselReducer(moving, { type: 'settle', index: moving.index });
    expect([0, 1, 2].map((i) => slideRole(settled, i))).toEqual(['idle', 'current', 'idle']);
  });
});
