import { useEffect, useRef } from 'react';

/**
 * Decorative background shapes of the home hero that drift with the mouse (SPEC 2.3). Pointer moves
 * are coalesced into one transform update per animation frame; nothing moves for touch input or for
 * people who prefer reduced motion, and the shapes are hidden from assistive technology.
 */
export function HeroShapes() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    const area = root?.parentElement;
    if (!root || !area) return;
    const shapes = Array.from(root.querySelectorAll<HTMLElement>('[data-depth]'));
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
      const box = area.getBoundingClientRect();
      // -0.5 … 0.5 across the hero, so shapes drift at most half their depth from home.
      x = (event.clientX - box.left) / box.width - 0.5;
      y = (event.clientY - box.top) / box.height - 0.5;
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const start = () => area.addEventListener('pointermove', onPointerMove, { passive: true });
    const stop = () => {
      area.removeEventListener('pointermove', onPointerMove);
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
  }, []);

  const shape = 'absolute transition-transform duration-700 ease-out';
  return (
    <div
      ref={ref}
      aria-hidden
      data-testid="hero-shapes"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      <div data-depth="40" className={`${shape} -top-32 -left-24 size-[28rem] rounded-full bg-blue-300/40 blur-3xl`} />
      <div
        data-depth="-60"
        className={`${shape} top-10 right-[-8rem] size-[32rem] rounded-full bg-violet-300/35 blur-3xl`}
      />
      <div
        data-depth="30"
        className={`${shape} bottom-[-10rem] left-1/3 size-[26rem] rounded-full bg-sky-200/50 blur-3xl`}
      />
      <div
        data-depth="-90"
        className={`${shape} top-36 left-[46%] hidden size-16 rotate-12 rounded-2xl border-2 border-indigo-300/60 lg:block`}
      />
      <div data-depth="70" className={`${shape} top-28 left-[8%] size-5 rounded-full bg-blue-500/40`} />
      <div
        data-depth="-50"
        className={`${shape} bottom-16 left-[42%] hidden size-10 rounded-full border-2 border-violet-400/50 lg:block`}
      />
    </div>
  );
}
