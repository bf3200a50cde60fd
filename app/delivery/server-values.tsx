import { createContext, use } from 'react';

/**
 * What a document's hydration data carries in place of a value that only the server's render needs:
 * the content of a static island, which the browser keeps as the server's HTML and never renders
 * from data (docs/decisions/static-islands.md). Loaders hand such values over with
 * `renderOnServer` (server-values.server.ts); a client-side navigation's data request still gets the
 * value itself, since the browser renders that page.
 */
export interface RenderedOnServer {
  readonly renderedOnServer: number;
}

/** Props whose values a loader may have kept on the server. */
export type OrRenderedOnServer<P> = { [K in keyof P]: P[K] | RenderedOnServer };

/** The values the loaders of the request being rendered kept on the server; `null` in the browser. */
export const ServerValues = createContext<ReadonlyMap<number, unknown> | null>(null);

export function isRenderedOnServer(value: unknown): value is RenderedOnServer {
  return typeof value === 'object' && value !== null && 'renderedOnServer' in value;
}

/**
 * The props with every kept value put back: on the server, from the request's values; in the
 * browser, `null` when any value stayed on the server (there is no data to render it from).
 */
export function useServerValues<P extends object>(props: OrRenderedOnServer<P>): P | null {
  const values = use(ServerValues);
  const entries = Object.entries(props);
  if (!entries.some(([, value]) => isRenderedOnServer(value))) return props as P;
  if (!values) return null;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, isRenderedOnServer(value) ? values.get(value.renderedOnServer) : value]),
  ) as P;
}
