import { use, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { isRenderedOnServer, type RenderedOnServer, ServerValues } from './server-values.tsx';

/**
 * A value a loader may have kept on the server (`renderOnServer`) for the static islands that draw
 * it: on the server, the value; in the browser, the value once the route's data carries it, else
 * null while the data is loaded again (a data request carries every value in full). Only islands'
 * modules use it, which the browser loads when it renders one itself.
 */
export function useKeptValue<T>(value: T | RenderedOnServer): T | null {
  const values = use(ServerValues);
  const revalidator = useRevalidator();
  const missing = isRenderedOnServer(value) && !import.meta.env.SSR;
  useEffect(() => {
    if (missing && revalidator.state === 'idle') void revalidator.revalidate();
  }, [missing, revalidator]);
  if (!isRenderedOnServer(value)) return value;
  return import.meta.env.SSR ? ((values?.get(value.renderedOnServer) as T | undefined) ?? null) : null;
}
