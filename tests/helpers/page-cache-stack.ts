/**
 * The page cache as the server wires it, around a stand-in for React Router's render: the front door
 * (server/page-cache-front-door.ts) at the front of an Express app, then the public layout's
 * middleware (app/.server/page-cache/middleware.ts) called as React Router calls it, with a
 * `next` that asks the test's renderer for the page's Response.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import type { Database } from '#app/.server/db/types.ts';
import { requestContext, servicesContext } from '#app/.server/infrastructure/context.ts';
import type { Logger } from '#app/.server/infrastructure/logger.ts';
import type { Services } from '#app/.server/infrastructure/services.ts';
import { pageCacheMiddleware } from '#app/.server/page-cache/middleware.ts';
import { PageCache } from '#app/.server/page-cache/store.ts';
import { pageCacheFrontDoor } from '../../server/page-cache-front-door.ts';

const logger = { warn() {}, error() {}, info() {} } as unknown as Logger;

/** What the middleware receives from React Router: the request, its context and `next`. */
type MiddlewareArgs = Parameters<typeof pageCacheMiddleware>[0];

export async function startPageCacheStack(
  render: (request: Request, response: { nonce: string }) => Response | Promise<Response>,
) {
  const pageCache = new PageCache({ enabled: true, database: {} as Database, logger, recompressAfterMs: 60_000 });
  const services = {
    pageCache,
    logger,
    config: { bookingUrl: undefined, s3: undefined, isProduction: true, publicUrl: 'http://127.0.0.1' },
  } as unknown as Services;
  /** The addresses the request log saw (as server.ts's request log reads them, once sent). */
  const logged: string[] = [];
  let arrivals = 0;

  const app = express();
  app.use((req, res, next) => {
    arrivals += 1;
    res.on('finish', () => logged.push(req.originalUrl));
    next();
  });
  app.use(pageCacheFrontDoor(services, { 'X-Frame-Options': 'DENY' }));
  app.use(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://127.0.0.1${req.originalUrl}`, { method: req.method, headers });
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    // A fresh nonce per response, as server.ts makes one.
    const nonce = `n${Math.random().toString(36).slice(2)}==`;
    context.set(requestContext, { requestId: 'test', nonce, ip: undefined, dataRequest: false });
    const response = (await pageCacheMiddleware(
      { request, context, params: {} } as unknown as MiddlewareArgs,
      async () => render(request, { nonce }),
    )) as Response;
    res.status(response.status);
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    pageCache,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logged,
    /** Resolves once `count` requests have reached the server (and so the front door). */
    waitForArrivals: async (count: number) => {
      while (arrivals < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page as React Router renders it: HTML in a Response. */
export const htmlResponse = (html: string) =>
  new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
