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

/** The raw body as text; throws a 413 BodyError past `maxBytes` (declared or actual). */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new BodyError(413, `The request body must be at most ${Math.floor(maxBytes / 1024)} KB`);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();

/** A JSON body; 415 unless it is sent as JSON (which also keeps plain cross-site forms out), 400 if unparsable. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaType(request) !== 'application/json') {
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
    throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded');
  }
  return new URLSearchParams(await readTextBody(request, maxBytes));
}
