import { type ComponentType, createContext, use, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * What a document's hydration data carries in place of a value that only the server's render needs:
 * the content of a static island, which the browser keeps as the server's HTML and never renders
 * from data (docs/decisions/static-islands.md). Loaders hand such values over with
 * `renderOnServer` (app/.server/infrastructure/server-values.ts); a client-side navigation's data
 * request still gets the value itself, since the browser renders that page.
 */
export interface RenderedOnServer {
  /** The value's key: its loader's name for it, or the order in which it was kept. */
  readonly renderedOnServer: number | string;
}

/** Props whose values a loader may have kept on the server. */
export type OrRenderedOnServer<P> = { [K in keyof P]: P[K] | RenderedOnServer };

/** The values the loaders of the request being rendered kept on the server; `null` in the browser. */
export const ServerValues = /* @__PURE__ */ createContext<ReadonlyMap<number | string, unknown> | null>(null);

export function isRenderedOnServer(value: unknown): value is RenderedOnServer {
  return typeof value === 'object' && value !== null && 'renderedOnServer' in value;
}

/**
 * The props with every kept value put back: on the server, from the request's values; in the
 * browser, `null` when any value stayed on the server (there is no data to render it from).
 */
export function useServerValues<P extends object>(props: OrRenderedOnServer<P>): P | null {
  if (!Object.values(props).some(isRenderedOnServer)) return props as P;
  // Only the server has the values: the browser's bundle leaves the rest out.
  if (!import.meta.env.SSR) return null;
  return withValuesPutBack(props, use(ServerValues));
}

/** The props with every kept value put back from `values` (the server's), or null without them. */
export function withValuesPutBack<P extends object>(
  props: OrRenderedOnServer<P>,
  values: ReadonlyMap<number | string, unknown> | null,
): P | null {
  const entries = Object.entries(props);
  if (!entries.some(([, value]) => isRenderedOnServer(value))) return props as P;
  if (!values) return null;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, isRenderedOnServer(value) ? values.get(value.renderedOnServer) : value]),
  ) as P;
}

/**
 * Rendered in the browser where an island's data stayed on the server and there is no server HTML
 * to keep (React gave up hydrating it): navigates to the page it is on, which makes React Router run
 * the page's loaders again, and a data request gets the data in full.
 */
function RefetchData() {
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    void navigate(pathname + search + hash, { replace: true, preventScrollReset: true });
  }, [navigate]);
  return null;
}

/**
 * `Component`, taking props whose values a loader may have kept on the server: for a static island's
 * component, in the module the island loads (so none of this is in a page's up-front JavaScript).
 */
export function withServerValues<P extends object>(Component: ComponentType<P>) {
  return function WithServerValues(props: OrRenderedOnServer<P>) {
    const resolved = useServerValues(props);
    return resolved ? <Component {...resolved} /> : <RefetchData />;
  };
}
