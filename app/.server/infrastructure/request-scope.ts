/**
 * The request a piece of server code is running for, without passing it through every function:
 * the request handler (server/app.ts) runs each request inside `runInRequestScope`, and code deep
 * below it (the audit log's writer) reads the request id with `currentRequestId`. Outside a request
 * (the scheduler, scripts, tests) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentRequestId(): string | null {
  return storage.getStore()?.requestId || null;
}
