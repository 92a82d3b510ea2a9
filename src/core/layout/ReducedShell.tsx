import { createContext, useContext } from 'react';

/**
 * Part 1 §2 "Layout": for a first-access user the admin header, announcements and help buttons
 * are hidden once per session (the wizard's reduced header). The shell provides whether it is
 * reduced now; anything drawn in it (help buttons, questionnaire bar) asks with useReducedShell().
 */
const ReducedShellContext = createContext(false);

export const ReducedShellProvider = ReducedShellContext.Provider;

export function useReducedShell(): boolean {
  return useContext(ReducedShellContext);
}
