/**
 * The server's half of a static island's data (app/delivery/server-values.tsx is the React half): a
 * loader keeps a value for this document's render only, and entry.server.tsx hands the kept values
 * to React. Here, not in app/delivery, because it reads the request context.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { requestContext } from './context.ts';

/** The values a request's loaders kept, and how many of them are numbered (not named). */
interface KeptValues {
  values: Map<number | string, unknown>;
  numbered: number;
}

const keptValues = createContext<KeptValues | null>(null);

/**
 * In a loader: `value` for the server's render of this document only, and a small marker in the
 * hydration data instead of it, for data a static island renders (the browser keeps the island's
 * HTML, so serialising its data would only cost time and bytes). A data request (a client-side
 * navigation) gets the value itself: the browser renders that page.
 */
export function renderOnServer<T>(
  context: Readonly<RouterContextProvider>,
  value: T,
  /**
   * A name for the value, for a loader that runs beside others (the root's): numbers follow the order
   * loaders ask in, which varies, and the same page must make the same HTML.
   */
  name?: string,
): T | RenderedOnServer {
  if (context.get(requestContext).dataRequest) return value;
  let kept = context.get(keptValues);
  if (!kept) {
    kept = { values: new Map(), numbered: 0 };
    context.set(keptValues, kept);
  }
  // Numbered apart from the named ones, so a named value kept first or last changes no number.
  const id = name ?? kept.numbered++;
  kept.values.set(id, value);
  return { renderedOnServer: id };
}

/** The values this request's loaders kept for the render (entry.server.tsx provides them to React). */
export function serverValuesOf(context: Readonly<RouterContextProvider>): ReadonlyMap<number | string, unknown> | null {
  return context.get(keptValues)?.values ?? null;
}
