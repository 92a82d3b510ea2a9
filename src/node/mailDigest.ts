import { createHash } from 'node:crypto';
import type { MailDomain } from './mailContract';

const byLocalPart = (a: { localPart: string }, b: { localPart: string }) => (a.localPart < b.localPart ? -1 : a.localPart > b.localPart ? 1 : 0);

/**
 * The digest of a hosting's whole mail state, computed the same way by the panel and the agent: the
 * panel's repair pass compares it with what the node lists, without the node ever sending a hash back.
 * Accounts and aliases are sorted first, so their order in the panel's query does not matter.
 */
export function mailDigest(state: MailDomain): string {
  const canonical = {
    hostingId: state.hostingId,
    domain: state.domain,
    accounts: [...state.accounts].sort(byLocalPart).map(({ localPart, passwordHash, quotaMb, disabled, autoresponder }) => [localPart, passwordHash, quotaMb, disabled, autoresponder ?? null]),
    aliases: [...state.aliases].sort(byLocalPart).map(({ localPart, destinations }) => [localPart, [...destinations].sort()]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
