/**
 * A matched route pattern as requests are labelled by in logs and /metrics: React Router gives
 * `use-cases/:slug` for `/use-cases/:slug` and `/` only for the index; the label is always rooted.
 * Nothing matched is `unmatched`. Patterns come from the route table, so the labels are bounded.
 */
export const UNMATCHED_ROUTE = 'unmatched';

export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return UNMATCHED_ROUTE;
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}
