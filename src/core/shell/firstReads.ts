import { FIRST_READS } from '../http/earlyRequests';
import { firstReads } from 'virtual:painel-signed-out';

/** What a signed-in load of this path asks first: the session, what the shell's components read, and on "/" the dashboard's. */
export function firstReadsFor(pathname: string): string[] {
  // Components may declare a session read too (the announcements read the credits): each is sent once.
  return [...new Set([...FIRST_READS, ...firstReads.shell, ...(pathname === '/' ? firstReads.dashboard : [])])];
}
