/**
 * The benchmark's baseline: a minimal in-memory static server (node:http, nothing else) serving a
 * snapshot of the home page written by snapshot.ts. Bodies are compressed once at start (brotli and
 * gzip), like our page cache, so the two are compared like with like.
 *
 *   node scripts/bench/static-server.ts <snapshot-dir> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SnapshotFile {
  /** URL path, e.g. '/' or '/assets/app-123.css'. */
  path: string;
  /** File name inside the snapshot directory. */
  file: string;
  contentType: string;
}

interface Entry {
  contentType: string;
  cacheControl: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function loadSnapshot(dir: string): Map<string, Entry> {
  const files = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SnapshotFile[];
  const entries = new Map<string, Entry>();
  for (const file of files) {
    const identity = readFileSync(path.join(dir, file.file));
    entries.set(file.path, {
      contentType: file.contentType,
      cacheControl: file.contentType.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    });
  }
  return entries;
}

function main() {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) throw new Error('usage: static-server.ts <snapshot-dir> <port>');
  const entries = loadSnapshot(dir);
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    const entry = entries.get(pathname);
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const body = entry[encoding];
    res.writeHead(200, {
      'Content-Type': entry.contentType,
      'Content-Length': body.length,
      'Cache-Control': entry.cacheControl,
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

if (import.meta.main) main();
