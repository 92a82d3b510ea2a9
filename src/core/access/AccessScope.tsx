import { createContext, useContext, type ReactNode } from 'react';
import type { AccessHosting } from './rules';

/**
 * The hosting the current page is about, as the signed-in user sees it. A plugin's layout that
 * loads a hosting provides it, so that the guards of nested routes and tabs can judge access.
 */
const AccessScopeContext = createContext<AccessHosting | null>(null);

export function AccessScope({ hosting, children }: { hosting: AccessHosting | null; children: ReactNode }) {
  return <AccessScopeContext.Provider value={hosting}>{children}</AccessScopeContext.Provider>;
}

export function useAccessScope(): AccessHosting | null {
  return useContext(AccessScopeContext);
}
