import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'site' },
      redact: { paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization'], remove: true },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    // Lines written in batches off the request path: a synchronous write per request line was a
    // quarter of a cached page's CPU (docs/benchmarks.md). Pino flushes what is buffered on exit.
    pino.destination({ dest: 1, sync: false }),
  );
}
