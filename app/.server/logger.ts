import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'site' },
    redact: { paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization'], remove: true },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
