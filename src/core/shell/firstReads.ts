import { FIRST_READS } from '../http/earlyRequests';
import { CORE_BARE_PATHS } from '../routing/corePaths';
import { matchesRoute } from './matchRoute';
import { firstReads } from 'virtual:painel-signed-out';

const barePaths = [...CORE_BARE_PATHS, ...firstReads.barePaths];

/**
 * What a signed-in load of this path asks first: the session, what the shell's components read (unless
 * the page is bare, drawn without the shell), and on "/" the dashboard's.
 */
export function firstReadsFor(pathname: string): string[] {
  const bare = barePaths.some((path) => matchesRoute(path, pathname));
  // Components may declare a session read too (the announcements read the credits): each is sent once.
  return [...new Set([...FIRST_READS, ...(bare ? [] : firstReads.shell), ...(pathname === '/' ? firstReads.dashboard : [])])];
}
