/**
 * A self-signed certificate made for one run (openssl, as Debian ships it), valid for a day, for
 * `localhost` and 127.0.0.1: nginx's in the production-topology test, the webhook receivers' in the
 * webhook tests. Run as a script (`node tests/helpers/certificate.ts DIR`) it writes DIR/site.crt and
 * DIR/site.key, for a server that must trust it from its start (NODE_EXTRA_CA_CERTS).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function selfSignedCertificate(dir: string, host = 'localhost'): { cert: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node tests/helpers/certificate.ts DIR');
  selfSignedCertificate(dir);
}
