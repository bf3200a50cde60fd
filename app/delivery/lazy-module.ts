import { use } from 'react';

/**
 * Every lazy module created on the server. The server entry loads them all before it renders
 * (`loadLazyModules`), so a page's HTML is always complete: no streamed fallback, which a browser
 * without JavaScript would never replace. Loaders and components never preload anything themselves.
 */
const serverModules = new Set<() => Promise<unknown>>();
let allLoaded = true;

/**
 * Loads every lazy module the server knows of; loading one may define more (a lazily loaded section
 * with islands of its own), so it repeats until nothing new appears. After the first request it
 * returns at once.
 */
export async function loadLazyModules(): Promise<void> {
  while (!allLoaded) {
    allLoaded = true;
    await Promise.all([...serverModules].map((load) => load()));
  }
}

/**
 * A module whose code is left out of a page's up-front JavaScript but whose components still render
 * on the server and hydrate in place. `read()` (inside a <Suspense> boundary) returns the module once
 * loaded and suspends until then: during hydration React keeps the server's HTML of that boundary
 * and hydrates it when the code arrives.
 *
 * In the browser the code is requested when a component first reads it, or, with `prefetch`, as soon
 * as the module defining it runs (for parts of a page that will certainly hydrate, so their code
 * arrives as a second step instead of when React reaches them).
 */
export function lazyModule<T>(load: () => Promise<T>, options: { prefetch?: boolean } = {}) {
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
  if (import.meta.env.SSR) {
    serverModules.add(preload);
    allLoaded = false;
  } else if (options.prefetch) {
    void preload();
  }
  // Always through use(): a component that suspended on it once must call it on every render.
  return { read: (): T => use(preload()) };
}
