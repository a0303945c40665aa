import { createContext, useContext } from "react";

/** The CSP nonce of the current response: present while rendering on the server, empty in the browser. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
