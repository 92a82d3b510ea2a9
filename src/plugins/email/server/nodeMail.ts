import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { HOSTNAME } from '../../../node/contract';
import { ARGON2ID_HASH, MAIL_ADDRESS, MAIL_LOCAL_PART, MAIL_MAX_DESTINATIONS, mailAutoresponderSchema, type MailAccount, type MailAutoresponder, type MailDomain } from '../../../node/mailContract';
import { mailDigest } from '../../../node/mailDigest';
import type { Database } from '@server/db/database';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { repeatEvery, SerialQueue } from '@server/provisioning/serialQueue';
import { publicHostFrom } from '@server/publicHost';
import type { EmailConfig } from '../contract';
import { publishDkimKey } from './dkimKeys';
import type { EmailTables } from './store';

/** A hosting's mail is served while it exists on its node (a suspended or paused one still receives); its accounts sign in only while it runs. */
const SERVED_STATUSES = ['Active', 'Restoring', 'Suspended', 'Paused'];
const SIGN_IN_STATUSES = new Set(['Active', 'Restoring']);
/** How often the repair pass compares the node's mail with the panel's (a real node only). */
export const MAIL_PASS_INTERVAL_MS = 5_000;

type Hosting = { id: number; domain: string; status: string };

/**
 * Keeps each hosting's mail on its node (Postfix and Dovecot) as the panel stores it: its accounts
 * with their password hashes, quotas, disabled flags and autoresponders, and one virtual alias per forwarder,
 * account alias and list. A route that changes any of them pushes the hosting's whole state at once
 * (`changed`); on a real node a pass of its own (`start`) compares each hosting's digest with the
 * node's list, writes what differs (a restore, a failed push) and removes the domains of hostings
 * that are gone. One hosting's failure is logged and retried at the next pass. After a hosting's
 * mail is written, the node's DKIM key for its domain is published in its zone if the panel has not
 * published that key yet (dkimKeys.ts).
 */
export class NodeMail {
  private readonly queue = new SerialQueue();
  private readonly mail: Kysely<EmailTables>;

  constructor(
    private readonly db: Database,
    private readonly node: HostingNode,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mail = db.withTables<EmailTables>() as unknown as Kysely<EmailTables>;
  }

  /** A route changed this hosting's mail: written now, after what is under way. */
  changed(hostingId: number): Promise<void> {
    return this.queue.run(async () => {
      const state = (await this.states(hostingId))[0];
      if (!state) return void (await this.node.perform('removeMail', { hostingId }));
      await this.node.perform('writeMail', state);
      await this.publishDkim(state);
    });
  }

  /** One pass over every hosting's mail and every domain the node serves. */
  syncAll(): Promise<void> {
    return this.queue.run(async () => {
      const served = new Map((await this.node.perform('listMail', {})).domains.map((domain) => [domain.hostingId, domain.digest]));
      const states = await this.states();
      const published = new Set((await this.mail.selectFrom('email_dkim').select('hosting_id').execute()).map((row) => row.hosting_id));
      for (const state of states) {
        const written = served.get(state.hostingId) === mailDigest(state);
        if (written && published.has(state.hostingId)) continue;
        try {
          if (!written) await this.node.perform('writeMail', state);
          await this.publishDkim(state);
        } catch (error) {
          this.log.warn({ err: error, hostingId: state.hostingId }, 'mail: not written to the node');
        }
      }
      const kept = new Set(states.map((state) => state.hostingId));
      for (const hostingId of served.keys()) {
        if (kept.has(hostingId)) continue;
        await this.node.perform('removeMail', { hostingId }).catch((error: unknown) => this.log.warn({ err: error, hostingId }, 'mail: not removed from the node'));
      }
    });
  }

  /** The node's DKIM key of the hosting's domain into its zone, once per key. */
  private async publishDkim(state: MailDomain): Promise<void> {
    await publishDkimKey(this.db, this.mail, this.node, { id: state.hostingId, domain: state.domain });
  }

  /** The repair pass, every few seconds, apart from the node's site loop. */
  start(intervalMs = MAIL_PASS_INTERVAL_MS): { stop: () => void } {
    return repeatEvery(intervalMs, () => this.syncAll(), (error) => this.log.warn({ err: error }, 'mail: sync pass failed'));
  }

  /** What the node should serve for each hosting (or the one asked for), from the panel's tables. */
  async states(hostingId?: number): Promise<MailDomain[]> {
    let hostingsQuery = this.db.selectFrom('hostings').select(['id', 'domain', 'status']).where('status', 'in', SERVED_STATUSES);
    if (hostingId !== undefined) hostingsQuery = hostingsQuery.where('id', '=', hostingId);
    // A domain the node would refuse (data older than today's checks) is left out rather than retried forever.
    const hostings = (await hostingsQuery.execute()).filter((hosting) => HOSTNAME.test(hosting.domain));
    if (hostings.length === 0) return [];
    const ids = hostings.map((hosting) => hosting.id);
    const [accounts, forwarders, aliases, lists, members, autoresponders] = await Promise.all([
      this.mail.selectFrom('email_accounts').select(['id', 'hosting_id', 'username', 'password_hash', 'quota_mb', 'disabled']).where('hosting_id', 'in', ids).orderBy('username').execute(),
      this.mail.selectFrom('email_forwarders').select(['hosting_id', 'username', 'forward']).where('hosting_id', 'in', ids).orderBy('forward').execute(),
      this.mail.selectFrom('email_aliases').select(['hosting_id', 'account_id', 'alias']).where('hosting_id', 'in', ids).execute(),
      this.mail.selectFrom('email_lists').select(['id', 'hosting_id', 'name']).where('hosting_id', 'in', ids).execute(),
      this.mail.selectFrom('email_list_members').select(['list_id', 'email']).where('hosting_id', 'in', ids).orderBy('email').execute(),
      this.mail.selectFrom('email_autoresponders').select(['account_id', 'subject', 'body', 'start_date', 'start_time', 'stop_date', 'stop_time']).where('hosting_id', 'in', ids).execute(),
    ]);
    return hostings.map((hosting) => stateOf(hosting, {
      accounts: accounts.filter((row) => row.hosting_id === hosting.id),
      forwarders: forwarders.filter((row) => row.hosting_id === hosting.id),
      aliases: aliases.filter((row) => row.hosting_id === hosting.id),
      lists: lists.filter((row) => row.hosting_id === hosting.id),
      members,
      autoresponders,
    }));
  }
}

interface Rows {
  accounts: { id: number; username: string; password_hash: string; quota_mb: number; disabled: number }[];
  forwarders: { username: string; forward: string }[];
  aliases: { account_id: number; alias: string }[];
  lists: { id: number; name: string }[];
  members: { list_id: number; email: string }[];
  autoresponders: { account_id: number; subject: string; body: string; start_date: string | null; start_time: string | null; stop_date: string | null; stop_time: string | null }[];
}

/**
 * A hosting's mail as the node takes it. An account whose name or hash the node cannot hold (a hash
 * from before argon2id) is left out; each forwarder, alias and list becomes one virtual alias
 * with every destination, and an account that forwards keeps its own copy.
 */
function stateOf(hosting: Hosting, rows: Rows): MailDomain {
  const address = (localPart: string) => `${localPart}@${hosting.domain}`;
  const active = SIGN_IN_STATUSES.has(hosting.status);
  const accounts: MailAccount[] = rows.accounts
    .filter((row) => MAIL_LOCAL_PART.test(row.username) && ARGON2ID_HASH.test(row.password_hash))
    .map((row) => ({ localPart: row.username, passwordHash: row.password_hash, quotaMb: row.quota_mb, disabled: row.disabled === 1 || !active, autoresponder: autoresponderOf(rows.autoresponders.find((entry) => entry.account_id === row.id)) }));
  const mailboxes = new Set(accounts.map((account) => account.localPart));
  const usernameOf = new Map(rows.accounts.map((row) => [row.id, row.username]));
  const destinations = new Map<string, Set<string>>();
  const send = (localPart: string, to: string) => {
    if (!MAIL_LOCAL_PART.test(localPart) || !MAIL_ADDRESS.test(to)) return;
    const set = destinations.get(localPart) ?? new Set<string>();
    if (mailboxes.has(localPart) && set.size === 0) set.add(address(localPart));
    set.add(to);
    destinations.set(localPart, set);
  };
  for (const row of rows.forwarders) send(row.username, row.forward);
  for (const row of rows.aliases) {
    const owner = usernameOf.get(row.account_id);
    if (owner !== undefined && mailboxes.has(owner)) send(row.alias, address(owner));
  }
  for (const list of rows.lists) for (const member of rows.members.filter((row) => row.list_id === list.id)) send(list.name, member.email);
  const aliases = [...destinations]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([localPart, to]) => ({ localPart, destinations: [...to].slice(0, MAIL_MAX_DESTINATIONS) }));
  return { hostingId: hosting.id, domain: hosting.domain, accounts, aliases };
}

/**
 * The access data a real node's mail answers on (scripts/hosting-node.sh's ports, at the panel's
 * public host): IMAP, POP3 and submission each take STARTTLS on the same port, so both blocks of
 * the page name the same ports.
 */
export function nodeMailConfig(env: NodeJS.ProcessEnv): EmailConfig {
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    return Number.isInteger(value) && value > 0 && value < 65_536 ? value : fallback;
  };
  const server = { host: publicHostFrom(env), imap: port('IMAP_PORT', 2143), pop3: port('POP3_PORT', 2110), smtp: port('SUBMISSION_PORT', 2587) };
  return { secure: server, insecure: { ...server } };
}

/** An account's autoresponder as the node takes it (dates with their times, Brasília's), or null: none, or one the node would refuse. */
function autoresponderOf(row: Rows['autoresponders'][number] | undefined): MailAutoresponder | null {
  if (!row) return null;
  const moment = (date: string | null, time: string | null, fallback: string) => (date === null ? null : `${date}T${time ?? fallback}`);
  const parsed = mailAutoresponderSchema.safeParse({ subject: row.subject, body: row.body, start: moment(row.start_date, row.start_time, '00:00'), stop: moment(row.stop_date, row.stop_time, '23:59') });
  return parsed.success ? parsed.data : null;
}
