import { useFetcher, useRouteLoaderData } from 'react-router';
import { type ConsentChoice, isConsentChoice } from '../../lib/consent.ts';

/** The public layout's loader reads the consent cookie for every public page. */
export const CONSENT_LOADER_ROUTE = 'routes/public-layout';
/** One fetcher shared by the banner and the Cookie Policy's controls, so both see the same pending choice. */
export const CONSENT_FETCHER_KEY = 'cookie-consent';
/** The route whose action stores the choice: the Cookie Policy page. */
export const CONSENT_ACTION = '/cookies';

/**
 * The visitor's cookie choice as the page should show it: the one being saved right now, otherwise
 * the one the server read from the cookie. `known` is false where no public layout rendered.
 */
export function useConsent() {
  const layout = useRouteLoaderData(CONSENT_LOADER_ROUTE) as { consent?: ConsentChoice | null } | undefined;
  const fetcher = useFetcher<{ ok: boolean; choice?: ConsentChoice }>({ key: CONSENT_FETCHER_KEY });
  const pending = fetcher.formData?.get('choice');
  const choice: ConsentChoice | null = isConsentChoice(pending) ? pending : (layout?.consent ?? null);
  return { choice, known: layout !== undefined, fetcher, saving: fetcher.state !== 'idle' };
}
