/**
 * Watching cards scroll into view, for the reveal animation (SPEC 4, 9): used by `Reveal`
 * (components/marketing/reveal.tsx) and by a static island, which reveals the `[data-reveal]` cards
 * of its server-rendered HTML without loading their component (static-island.tsx).
 */

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
