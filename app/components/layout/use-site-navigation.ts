import { useRouteLoaderData } from 'react-router';
import type { Navigation } from '../../lib/navigation.ts';

const NONE: Navigation = { header: [], services: [], footer: [] };

/**
 * The navigation the header and the footer show: the root loader's (features/navigation), so it
 * comes with the page's data and no list of links is part of the shell's code. Empty only where
 * the root loader has not answered (its own error page).
 */
export function useSiteNavigation(): Navigation {
  return (useRouteLoaderData('root') as { navigation?: Navigation } | undefined)?.navigation ?? NONE;
}
