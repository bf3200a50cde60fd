/**
 * The check of an endpoint's URL when staff save it: its form (app/features/webhooks/webhook-endpoint-schema.ts)
 * and where its host name points now. The delivery checks the addresses again at every attempt
 * (../../.server/webhooks/http.ts), so a name that is re-pointed later gains nothing; this check tells staff at once.
 */

import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { refusalOf } from '../../.server/webhooks/http.ts';
import { literalAddress } from '../../lib/webhooks/address-policy.ts';
import { webhookMessages } from './webhook-endpoint-schema.ts';

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A message for the URL field, or null when its host resolves to allowed addresses only. */
export async function targetProblem(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<string | null> {
  const { hostname } = new URL(url);
  if (literalAddress(hostname)) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await (options.resolve ?? systemResolver)(hostname);
  } catch {
    return webhookMessages.urlUnresolvable;
  }
  if (addresses.length === 0) return webhookMessages.urlUnresolvable;
  const refused = addresses.some((a) => refusalOf(hostname, a.address, options.allowPrivate) !== null);
  return refused ? webhookMessages.urlPrivate : null;
}
