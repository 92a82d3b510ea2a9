import { hostValue, integerValue, pathValue, UnsafeConfigValue } from './configValues';
import { ARGON2ID_HASH, MAIL_ADDRESS, MAIL_LOCAL_PART, type MailDomain } from './mailContract';

/**
 * The text of the node's mail files, rendered from the hostings' validated states; each value is
 * checked again on its way in. Postfix's maps are `key value` lines (postmap turns each into its
 * lookup table); Dovecot's passwd-file is one `user:password:uid:gid:gecos:home:shell:extra` line per
 * mailbox (a disabled one also in the domain's deny list), so nothing in a value may hold a space, a `:`, a `,` or a line break.
 */

function checked(kind: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new UnsafeConfigValue(`unsafe ${kind}`);
  return value;
}
const localPartValue = (value: string) => checked('local part', value, MAIL_LOCAL_PART);
const destinationValue = (value: string) => checked('address', value, MAIL_ADDRESS);
const hashValue = (value: string) => checked('password hash', value, ARGON2ID_HASH);

export const addressOf = (localPart: string, domain: string) => `${localPartValue(localPart)}@${hostValue(domain)}`;

const lines = (entries: string[]) => (entries.length === 0 ? '' : `${entries.join('\n')}\n`);

/** Dovecot's passwd-file of one domain: each mailbox with the panel's hash, its folder, its quota (none: no limit). */
export function renderPasswdFile(state: MailDomain, mailboxFolder: (hostingId: number, localPart: string) => string): string {
  return lines(
    state.accounts.map((account) => {
      const quota = account.quotaMb > 0 ? `userdb_quota_rule=*:storage=${integerValue(account.quotaMb)}M` : '';
      return `${addressOf(account.localPart, state.domain)}:{ARGON2ID}${hashValue(account.passwordHash)}::::${pathValue(mailboxFolder(state.hostingId, account.localPart))}::${quota}`;
    }),
  );
}

/** The domain's disabled mailboxes, one address a line: Dovecot's deny passdb, so they sign in nowhere (IMAP, POP3, submission). */
export function renderDisabledFile(state: MailDomain): string {
  return lines(state.accounts.filter((account) => account.disabled).map((account) => addressOf(account.localPart, state.domain)));
}

export interface PostfixMaps {
  /** virtual_mailbox_domains */
  domains: string;
  /** virtual_mailbox_maps: each mailbox's address (delivered to Dovecot's LMTP). */
  mailboxes: string;
  /** virtual_alias_maps: each forwarder, alias and list with its destinations. */
  aliases: string;
  /** smtpd_sender_login_maps: who may send as an address on the submission port (a mailbox as itself, an alias as the mailboxes it reaches). */
  senders: string;
}
export const POSTFIX_MAPS = ['domains', 'mailboxes', 'aliases', 'senders'] as const satisfies readonly (keyof PostfixMaps)[];

/** Postfix's maps for every domain the node serves, in a stable order. */
export function renderPostfixMaps(states: MailDomain[]): PostfixMaps {
  const sorted = [...states].sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0));
  const domains: string[] = [];
  const mailboxes: string[] = [];
  const aliases: string[] = [];
  const senders: string[] = [];
  for (const state of sorted) {
    domains.push(`${hostValue(state.domain)} OK`);
    const own = new Set<string>();
    for (const account of state.accounts) {
      const address = addressOf(account.localPart, state.domain);
      own.add(address);
      mailboxes.push(`${address} OK`);
      senders.push(`${address} ${address}`);
    }
    for (const alias of state.aliases) {
      const address = addressOf(alias.localPart, state.domain);
      const destinations = alias.destinations.map(destinationValue);
      aliases.push(`${address} ${destinations.join(', ')}`);
      const owners = destinations.filter((destination) => own.has(destination) && destination !== address);
      if (owners.length > 0 && !own.has(address)) senders.push(`${address} ${owners.join(', ')}`);
    }
  }
  return { domains: lines(domains), mailboxes: lines(mailboxes), aliases: lines(aliases), senders: lines(senders) };
}
