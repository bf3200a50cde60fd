/** Data that a loader either awaited or handed over as a promise to stream (app/.server/infrastructure/streaming.ts). */
export type Resolvable<T> = T | Promise<T>;

export function isPromiseLike<T>(value: Resolvable<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
