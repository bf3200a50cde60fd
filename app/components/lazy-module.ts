import { use } from 'react';

/**
 * A module whose code is left out of a page's up-front JavaScript but whose components still
 * render on the server and hydrate in place. `read()` (inside a <Suspense> boundary) returns the
 * module once loaded and suspends until then: during hydration React keeps the server's HTML of
 * that boundary and hydrates it when the code arrives. The route's loader awaits `preload()`, so on
 * the server the module is always ready when rendering and the HTML is complete (no streamed
 * fallback, which a browser without JavaScript would never replace).
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      // The fields React reads on a settled promise: use() then returns the module at once, on the
      // server and in every render after the first, instead of suspending again.
      Object.assign(loading as object, { status: 'fulfilled', value: module });
      return module;
    });
    return loading;
  };
  // Always through use(): a component that suspended on it once must call it on every render.
  return { preload, read: (): T => use(preload()) };
}
