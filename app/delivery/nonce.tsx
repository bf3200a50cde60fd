import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response. The server provides it from the request context; the
 * browser reads it back from a script tag that carries it, so hydration sees the same value.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

export function readNonceFromDocument(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}
