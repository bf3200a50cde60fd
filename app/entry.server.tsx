import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, type ServerInstrumentation, ServerRouter } from 'react-router';
import { requestContext, routeObservationContext, servicesContext } from './.server/infrastructure/context.ts';
import { serverValuesOf } from './.server/infrastructure/server-values.ts';
import { loadLazyModules } from './delivery/lazy-module.ts';
import { NonceContext } from './delivery/nonce.tsx';
import { createRememberedIslands } from './delivery/remembered-islands.server.tsx';
import { RememberedIslands } from './delivery/remembered-islands.ts';
import { ServerValues } from './delivery/server-values.tsx';
import { redactUrl } from './lib/redact-url.ts';
import { routeLabel } from './lib/route-label.ts';

export const streamTimeout = 5_000;

/** The copy blocks' HTML, rendered once per page version (delivery/remembered-islands.server.tsx). */
const rememberIsland = createRememberedIslands();

/**
 * Hands the route pattern React Router matched (`/use-cases/:slug`; '' when nothing matched) to the
 * server's request log and /metrics, which label requests by it rather than by their URL (server.ts).
 * Read-only: the framework's own observation hook, after the match it makes anyway.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle, { context }) {
          const result = await handle();
          if (context && result.meta) context.get(routeObservationContext).route = routeLabel(result.meta.pattern);
        },
      });
    },
  },
];

/**
 * Hands React's output on in one piece per burst. React writes its HTML in pieces of about 2 KB, all
 * at once for the shell, and React Router flushes the compressor after every piece it reads: a home
 * page became 70 brotli flushes, which cost more CPU than rendering it (docs/benchmarks.md). A burst is
 * what React writes before the event loop turns, so deferred data still streams as soon as it is ready.
 */
class Coalesce extends Transform {
  #pieces: Buffer[] = [];
  #scheduled = false;
  readonly #onFinal: () => void;

  constructor(onFinal: () => void) {
    super();
    this.#onFinal = onFinal;
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pieces.push(piece);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#pushPieces());
    }
    callback();
  }

  #pushPieces() {
    this.#scheduled = false;
    if (this.#pieces.length === 0) return;
    this.push(this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces));
    this.#pieces = [];
  }

  override _flush(callback: TransformCallback) {
    this.#onFinal();
    this.#pushPieces();
    callback();
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  const { logger } = loadContext.get(servicesContext);
  // Every lazily loaded part of the app is ready before React renders, so no page streams a fallback
  // for one (instant once they are loaded, i.e. after the first page).
  await loadLazyModules();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerValues value={serverValuesOf(loadContext)}>
          <RememberedIslands value={rememberIsland}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RememberedIslands>
        </ServerValues>
      </NonceContext>,
      {
        nonce,
        // React outlines even completed Suspense boundaries once a document is large (they then
        // appear only when an inline script moves them in): our lazily hydrated sections are always
        // complete on the server, so keep them inline, where they are visible without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new Coalesce(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by the router.
          if (shellRendered) logger.error({ err: error, url: redactUrl(request.url) }, 'streaming render failed');
        },
      },
    );
  });
}
