import { createContext, useContext, type ReactNode } from "react";

// The CSP nonce of the current response. The server provides it; in the browser it is "" because
// browsers hide nonce attributes from the DOM, which React tolerates on hydration.
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
