import { data } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { NotFound } from '../components/site/not-found.tsx';
import { redactUrl } from '../lib/redact-url.ts';
import type { Route } from './+types/not-found';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Redacted like the request log: a mistyped invitation link still holds its token.
  context.get(servicesContext).logger.warn({ path: redactUrl(url.pathname) }, '404: no route for path');
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
