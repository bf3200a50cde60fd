/**
 * Decorative background shapes of the home hero (SPEC 2.3), hidden from assistive technology. Each
 * one's `data-depth` is how far it drifts with the mouse (shapes-follow-pointer.tsx).
 */
export function HeroShapes() {
  const shape = 'absolute transition-transform duration-700 ease-out';
  return (
    <div aria-hidden data-testid="hero-shapes" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
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
