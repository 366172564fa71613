import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; the browser never needs it. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
