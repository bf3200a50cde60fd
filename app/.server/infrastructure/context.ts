/**
 * Typed router contexts. They must be created in the bundled half of the server (server/app.ts
 * imports this module) so that routes and the request handler share one instance.
 */
import { createContext } from 'react-router';
import type { Role } from '../../lib/roles.ts';
import type { Services } from './services.ts';

export const servicesContext = createContext<Services>();

export interface RequestInfo {
  requestId: string;
  nonce: string;
  ip: string | undefined;
  /** A client-side navigation's request for loader data (`*.data`), not for a document. */
  dataRequest: boolean;
}

export const requestContext = createContext<RequestInfo>();

/**
 * Where the request handler's instrumentation (app/entry.server.tsx) leaves the matched route
 * pattern for the request log and /metrics in server.ts: the response's `res.locals`.
 */
export interface RouteObservation {
  route?: string;
}

export const routeObservationContext = createContext<RouteObservation>();

/** The signed-in staff member, set by the admin layout's middleware for every admin route below it. */
export interface AdminIdentity {
  userId: string;
  email: string;
  sessionId: string;
  /** Read from the account on every request, so a role change applies to the next one. */
  role: Role;
}

export const adminContext = createContext<AdminIdentity>();
