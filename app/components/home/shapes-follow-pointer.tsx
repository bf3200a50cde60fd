import { type RefObject, useEffect } from 'react';

/**
 * Makes the hero's background shapes (hero-shapes.tsx) drift with the mouse over `area` (SPEC 2.3),
 * each by its `data-depth`. Pointer moves are coalesced into one transform update per animation
 * frame; nothing moves for touch input or for people who prefer reduced motion. Renders nothing:
 * the shapes are server-rendered in the hero's static content.
 */
export function ShapesFollowPointer({ area }: { area: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const hero = area.current;
    if (!hero) return;
    const shapes = Array.from(hero.querySelectorAll<HTMLElement>('[data-depth]'));
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    let x = 0;
    let y = 0;

    const apply = () => {
      frame = 0;
      for (const shape of shapes) {
        const depth = Number(shape.dataset.depth);
        shape.style.transform = `translate3d(${(x * depth).toFixed(1)}px, ${(y * depth).toFixed(1)}px, 0)`;
      }
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const box = hero.getBoundingClientRect();
      // -0.5 … 0.5 across the hero, so shapes drift at most half their depth from home.
      x = (event.clientX - box.left) / box.width - 0.5;
      y = (event.clientY - box.top) / box.height - 0.5;
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const start = () => hero.addEventListener('pointermove', onPointerMove, { passive: true });
    const stop = () => {
      hero.removeEventListener('pointermove', onPointerMove);
      cancelAnimationFrame(frame);
      frame = 0;
      for (const shape of shapes) shape.style.transform = '';
    };
    const sync = () => (reducedMotion.matches ? stop() : start());

    sync();
    reducedMotion.addEventListener('change', sync);
    return () => {
      reducedMotion.removeEventListener('change', sync);
      stop();
    };
  }, [area]);
  return null;
}
