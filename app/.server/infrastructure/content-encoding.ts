/**
 * Which of the encodings a response can be sent in the client takes, by its Accept-Encoding: one
 * reading of the header (q-values, `gzip;q=0` as a refusal, `*`) for the page cache and the CSV
 * downloads alike. Where the client states no preference between two, the smaller body wins.
 */
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding<T extends ContentEncoding>(
  acceptEncoding: string | null | undefined,
  available: readonly T[],
): T | 'identity' {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? undefined } });
  // `identity;q=0` with nothing else acceptable would leave no answer; a plain body is still the
  // one every client reads (RFC 9110 12.5.3 allows it rather than a 406).
  return (negotiator.encoding([...available, 'identity'], { preferred: available }) as T | undefined) ?? 'identity';
}
