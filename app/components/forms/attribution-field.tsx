import { ATTRIBUTION_FIELD } from '../../lib/visit-trail.ts';

/**
 * Where the visit came from, sent with a lead form: empty in the HTML (pages are cached and shared),
 * filled in from the tab's record by the visit-trail script as the form is submitted, with or
 * without React (components/layout/visit-trail.tsx). Without JavaScript it stays empty.
 */
export function AttributionField() {
  return <input type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />;
}
