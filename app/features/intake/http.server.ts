/**
 * HTTP details of the intake API: reading a size-capped JSON body and answering in JSON with the
 * headers every intake response carries (never cached, never indexed).
 */
import { BodyError, readBytesBody } from '../../.server/infrastructure/request-body.ts';

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
 * The request body as UTF-8 text, or 'too_large' as soon as more than `maxBytes` arrived (or were
 * declared in Content-Length). The shared reader drains an oversized body so the client gets the 413.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  try {
    return { ok: true, text: new TextDecoder().decode(await readBytesBody(request, maxBytes)) };
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return { ok: false, reason: 'too_large' };
    return { ok: false, reason: 'unreadable' };
  }
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
