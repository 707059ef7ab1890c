import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided by entry.server.tsx. */
export const NonceContext = createContext<string>('')
export const useNonce = () => useContext(NonceContext)
