'use client';

import { createContext, useContext } from 'react';
import type { HeaderAccount } from './header-account';

/**
 * The site header's account state (HeaderAccountProvider in header-account-client.tsx), in a module
 * of its own so that the phone menu reads it without bundling the provider a second time.
 */
export interface HeaderAccountState {
  account: HeaderAccount;
  /** The server's answer for this visitor is in (false while a cached page asks for it). */
  settled: boolean;
  /** The browser remembers a signed-in profile: while unsettled, the log-in links stay hidden. */
  expectUser: boolean;
}

export const HeaderAccountContext = createContext<HeaderAccountState | null>(null);

/** The header's account state; null outside a site header. */
export function useHeaderAccount(): HeaderAccountState | null {
  return useContext(HeaderAccountContext);
}
