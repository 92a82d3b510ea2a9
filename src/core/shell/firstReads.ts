import { FIRST_READS } from '../http/earlyRequests';
import { firstReads } from 'virtual:painel-signed-out';

/** What a signed-in load of this path asks first: the session, what the shell's components read, and on "/" the dashboard's. */
export function firstReadsFor(pathname: string): string[] {
  return [...FIRST_READS, ...firstReads.shell, ...(pathname === '/' ? firstReads.dashboard : [])];
}
