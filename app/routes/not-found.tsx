import { data } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { NotFound } from '../components/site/not-found.tsx';
import type { Route } from './+types/not-found';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.get(servicesContext).logger.warn({ path: url.pathname }, '404: no route for path');
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
