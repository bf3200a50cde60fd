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
 * The request body as UTF-8 text, or 'too_large' as soon as more than `maxBytes` arrived (a
 * declared Content-Length above the cap is refused before reading anything).
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
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
