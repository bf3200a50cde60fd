/**
 * The check of an endpoint's URL when staff save it: its form (app/lib/schemas/webhook-endpoint.ts)
 * and where its host name points now. The delivery checks the addresses again at every attempt
 * (./http.ts), so a name that is re-pointed later gains nothing; this check tells staff at once.
 */

import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { webhookMessages } from '../../lib/schemas/webhook-endpoint.ts';
import { literalAddress } from '../../lib/webhooks/address-policy.ts';
import { refusalOf } from './http.ts';

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
