import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the per-request CSP nonce to the server render. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; undefined in the browser (browsers hide it anyway). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
