/**
 * The bundled half of the server (Vite builds it into build/server/index.js): everything that must
 * share module instances with the routes, i.e. the services, the router contexts and the React
 * Router request handler. server.ts, run by Node directly, imports only what this file exports.
 */
import 'react-router';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { isDatabaseReachable } from '#app/.server/db/index.ts';
import { requestContext, routeObservationContext, servicesContext } from '#app/.server/infrastructure/context.ts';
import { runInRequestScope } from '#app/.server/infrastructure/request-scope.ts';
import {
  cspHeader,
  fixedSecurityHeaders,
  framingOf,
  referrerPolicyOf,
} from '#app/.server/infrastructure/security-headers.ts';
import { createServices, type Services } from '#app/.server/infrastructure/services.ts';
import { redactUrl } from '#app/lib/redact-url.ts';
import { UNMATCHED_ROUTE } from '#app/lib/route-label.ts';
import { metricsEndpoint, readinessEndpoint } from './operations.ts';
import { pageCacheFrontDoor } from './page-cache-front-door.ts';
import { needsWholeRouteTable, withoutStudioRoutes } from './public-routes.ts';
import { redirectFrontDoor } from './redirect-front-door.ts';

export { ConfigError } from '#app/.server/infrastructure/config.ts';
export type { Services };
export {
  cspHeader,
  fixedSecurityHeaders,
  framingOf,
  isDatabaseReachable,
  metricsEndpoint,
  pageCacheFrontDoor,
  readinessEndpoint,
  redactUrl,
  redirectFrontDoor,
  referrerPolicyOf,
  UNMATCHED_ROUTE,
};

declare global {
  // Vite re-evaluates this module on route edits in development: open the database only once.
  var __siteServices: Promise<Services> | undefined;
}

export function getServices(): Promise<Services> {
  globalThis.__siteServices ??= createServices();
  return globalThis.__siteServices;
}

export function createApp(services: Services): express.Express {
  const app = express();
  // A mounted sub-app turns X-Powered-By back on.
  app.disable('x-powered-by');
  // The build as a module, not a function returning it: React Router re-derives its route tables from
  // a function on every request (for hot reloads), about 1 ms of each render. Dev calls createApp per
  // request (server.ts), so it still gets the current build. A visitor's request goes to a handler whose
  // table leaves the studio's routes out (public-routes.ts: React Router's cost per render grows with it).
  let handlers: { whole: express.RequestHandler; public: express.RequestHandler; manifestPath?: string } | undefined;
  app.use(async (req, res, next) => {
    if (!handlers) {
      const build: ServerBuild = await import('virtual:react-router/server-build');
      handlers = {
        whole: requestHandler(services, build),
        public: requestHandler(services, withoutStudioRoutes(build)),
        manifestPath: build.routeDiscovery.mode === 'lazy' ? build.routeDiscovery.manifestPath : undefined,
      };
    }
    const route = needsWholeRouteTable(req.originalUrl, handlers.manifestPath) ? handlers.whole : handlers.public;
    return runInRequestScope({ requestId: String(res.locals.requestId ?? '') }, () => route(req, res, next));
  });
  return app;
}

function requestHandler(services: Services, build: ServerBuild): express.RequestHandler {
  return createRequestHandler({
    build,
    mode: services.config.env,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, {
        requestId: String(res.locals.requestId ?? ''),
        nonce: String(res.locals.nonce ?? ''),
        ip: req.ip,
        dataRequest: req.path.endsWith('.data'),
      });
      context.set(routeObservationContext, res.locals);
      return context;
    },
  });
}
