import { useRouteLoaderData } from 'react-router';
import type { Navigation } from '../../lib/navigation.ts';

export type HeaderNavigation = Pick<Navigation, 'header' | 'services'>;

const NONE: HeaderNavigation = { header: [], services: [] };

/**
 * The navigation the header shows: the root loader's (features/navigation), so it comes with the
 * page's data and no list of links is part of the shell's code. Empty only where the root loader
 * has not answered (its own error page). The footer's columns come with the frame's details
 * (components/site/site-settings.ts).
 */
export function useSiteNavigation(): HeaderNavigation {
  return (useRouteLoaderData('root') as { navigation?: HeaderNavigation } | undefined)?.navigation ?? NONE;
}
