import { FIRST_READS } from '../http/earlyRequests';
import { CORE_BARE_PATHS } from '../routing/corePaths';
import { matchesRoute } from './matchRoute';
import { firstReads } from 'virtual:painel-signed-out';

const barePaths = [...CORE_BARE_PATHS, ...firstReads.barePaths];

/** Whether the page is drawn without the shell (checkout, sign-up): its load asks nothing for the shell's components. */
export const isBarePath = (pathname: string) => barePaths.some((path) => matchesRoute(path, pathname));

/**
 * What a signed-in load of this path asks first: the session, what the shell's components read (unless
 * the page is bare, drawn without the shell), and on "/" the dashboard's.
 */
export function firstReadsFor(pathname: string): string[] {
  const bare = isBarePath(pathname);
  // Components may declare a session read too (the announcements read the credits): each is sent once.
  return [...new Set([...FIRST_READS, ...(bare ? [] : firstReads.shell), ...(pathname === '/' ? firstReads.dashboard : [])])];
}
