/**
 * Reading request bodies with a size cap, so a public form or API can answer 413 to an oversized
 * post instead of buffering whatever a client sends.
 */

export class BodyError extends Error {
  override name = 'BodyError';
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Beyond the cap, up to this much is still read (and thrown away) in the background after answering
 * 413, so that a client still sending its body receives the answer instead of a reset connection.
 * Anything larger is cut off.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

function drainInBackground(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): void {
  let total = alreadyRead;
  void (async () => {
    try {
      while (total <= DRAIN_LIMIT_BYTES) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing left to drain.
    }
  })();
}

/** For a body refused unread (e.g. a wrong content type): drained like an oversized one. */
function discardBody(request: Request): void {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  drainInBackground(request.body.getReader(), 0);
}

/** The raw body; throws a 413 BodyError past `maxBytes` (declared or actual). */
export async function readBytesBody(request: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new BodyError(413, `The request body must be at most ${Math.floor(maxBytes / 1024)} KB`);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (!request.body) {
    if (declared > maxBytes) throw tooLarge();
    return Buffer.alloc(0);
  }
  const reader = request.body.getReader();
  if (declared > maxBytes) {
    drainInBackground(reader, declared > DRAIN_LIMIT_BYTES ? Number.POSITIVE_INFINITY : 0);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      drainInBackground(reader, size);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The raw body as text; throws a 413 BodyError past `maxBytes` (declared or actual). */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBytesBody(request, maxBytes));
}

/** The body's media type, lower case, without parameters ('multipart/form-data'). */
export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();

/** A JSON body; 415 unless it is sent as JSON (which also keeps plain cross-site forms out), 400 if unparsable. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaType(request) !== 'application/json') {
    discardBody(request);
    throw new BodyError(415, 'Send the request body as JSON with Content-Type: application/json');
  }
  const text = await readTextBody(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON');
  }
}

/** The fields of a URL-encoded form post (what every public form sends, with or without JavaScript). */
export async function readFormBody(request: Request, maxBytes: number): Promise<URLSearchParams> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    discardBody(request);
    throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded');
  }
  return new URLSearchParams(await readTextBody(request, maxBytes));
}

/**
 * The fields of a studio form (URL-encoded, or multipart as a FormData fetch sends it), read with a
 * size cap: 413 past `maxBytes`, 415 for any other content type, 400 for a body that does not parse.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    discardBody(request);
    throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data');
  }
  const bytes = await readBytesBody(request, maxBytes);
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new BodyError(400, 'The form could not be read. Reload the page and try again.');
  }
}

/** Like readFormData, but a refusal is thrown as a 4xx response with `{ error }` for the error boundary. */
export async function readFormDataOrThrow(request: Request, maxBytes: number): Promise<FormData> {
  try {
    return await readFormData(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    throw Response.json(
      { error: error.message },
      { status: error.status, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
}

/**
 * One field of a URL-encoded form post, read from the body's first `maxBytes` (a form sends its
 * fields in order, so a field placed first is found even in an oversized post), and a copy of the
 * request that still holds the whole body, for the code that then reads it with its own limits and
 * messages. Throws a 415 BodyError for any other content type.
 */
export async function peekFormField(
  request: Request,
  name: string,
  maxBytes: number,
): Promise<{ value: string | null; request: Request }> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    discardBody(request);
    throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded');
  }
  if (!request.body) return { value: null, request };
  const reader = request.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let complete = false;
  while (size <= maxBytes) {
    const next = await reader.read();
    if (next.done) {
      complete = true;
      break;
    }
    head.push(next.value);
    size += next.value.byteLength;
  }
  const text = new TextDecoder().decode(Buffer.concat(head));
  // Cut short, the last field may be cut too: only whole fields count.
  const fields = new URLSearchParams(complete ? text : text.slice(0, text.lastIndexOf('&') + 1));

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (complete) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // Node's fetch needs this for a streamed body.
    duplex: 'half',
  } as RequestInit);
  return { value: fields.get(name), request: copy };
}
