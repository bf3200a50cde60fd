/**
 * What a failure shows (SPEC 8): the root's last resort, on a page of its own, and a public page's,
 * inside the site's header and footer. Both boundaries load it on demand, so no page's up-front
 * JavaScript carries it; the server renders it whole (delivery/lazy-module.ts).
 */
import { isRouteErrorResponse } from 'react-router';

const TITLE = 'Unexpected Application Error!';

/**
 * The reason phrases of the statuses a route gives (RFC 9110): React Router names a thrown 4xx that
 * carries no status text "Internal Server Error", which would tell a visitor the wrong thing.
 */
const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The status and, where the root shows it, the reason a route gave; never an error's own message in production. */
function detailOf(error: unknown, withReason: boolean): string {
  if (isRouteErrorResponse(error)) {
    return withReason && typeof error.data?.error === 'string'
      ? `${error.status}: ${error.data.error}`
      : `${error.status} ${REASON[error.status] ?? error.statusText ?? ''}`.trim();
  }
  return import.meta.env.DEV && error instanceof Error
    ? error.message
    : 'Something went wrong on our side. Please try again in a moment.';
}

/** The root's: the site's frame may be what failed, so a bare page with a way home. */
export function LastResortError({ error }: { error: unknown }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{TITLE}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{TITLE}</h1>
      <p className="text-slate-600">{detailOf(error, true)}</p>
      <a href="/" className="font-semibold text-blue-700 underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}

/** A public page's, drawn inside the site's frame by the public layout's boundary. */
export function PageError({ error }: { error: unknown }) {
  return (
    <>
      <title>{TITLE}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-xl px-6 pt-36 pb-24 text-center">
        <h1 className="text-3xl font-bold">{TITLE}</h1>
        <p className="mt-4 text-slate-600">{detailOf(error, false)}</p>
      </section>
    </>
  );
}
