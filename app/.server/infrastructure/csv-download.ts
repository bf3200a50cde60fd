/**
 * A streamed CSV file as a download (the inbox's and the audit log's exports), gzipped here when the
 * client accepts it, rather than by the server's compression middleware: under it, each wait for the
 * socket to drain left a listener on its gzip stream (it adds them there, and removing them from the
 * response finds none), so a long export held one more per wait and woke them all on each drain, and
 * the server's memory grew with the rows (bench:studio:leads, MaxListenersExceededWarning). An
 * encoded response is passed through as it is.
 */

import { preferredEncoding } from './content-encoding.ts';

/** Whether the request's client takes a gzipped body. */
export const acceptsGzip = (request: Request): boolean =>
  preferredEncoding(request.headers.get('Accept-Encoding'), ['gzip']) === 'gzip';

export function csvDownload(csv: ReadableStream<Uint8Array>, filename: string, options: { gzip: boolean }): Response {
  const body = options.gzip
    ? csv.pipeThrough(new CompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>)
    : csv;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Accept-Encoding',
      ...(options.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    },
  });
}
