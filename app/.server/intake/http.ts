/**
 * HTTP details of the intake API: reading a size-capped JSON body and answering in JSON with the
 * headers every intake response carries (never cached, never indexed).
 */

export const INTAKE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}): Response {
  const init = new Headers(headers);
  for (const [name, value] of Object.entries(INTAKE_RESPONSE_HEADERS)) init.set(name, value);
  return Response.json(body, { status, headers: init });
}

export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'too_large' }
  | { ok: false; reason: 'unreadable' };

/**
 * Beyond the cap, up to this much is still read (and thrown away) before answering 413, so that a
 * client still sending its body receives the answer instead of a reset connection. Anything larger
 * is cut off.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    while (size <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

/**
 * The request body as UTF-8 text, or 'too_large' as soon as more than `maxBytes` arrived (or were
 * declared in Content-Length).
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('Content-Length'));
  const declaredTooLarge = Number.isFinite(declared) && declared > maxBytes;
  if (!request.body) return declaredTooLarge ? { ok: false, reason: 'too_large' } : { ok: true, text: '' };

  const reader = request.body.getReader();
  if (declaredTooLarge) {
    await drain(reader, declared > DRAIN_LIMIT_BYTES ? Number.POSITIVE_INFINITY : 0);
    return { ok: false, reason: 'too_large' };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drain(reader, size);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, text: new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks)) };
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
