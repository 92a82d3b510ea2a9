import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { siteNames } from '../../node/nginxSite';
import { NODE_MESSAGES, systemUserOf, type CronEntry, type SshAccess, type OperationArguments, type OperationName, type OperationResults, type PhpValues, type Site } from '../../node/contract';
import { WORDPRESS_MESSAGES, type WordPressSite } from '../../node/wordpressContract';
import type { Zone } from '../../node/zoneContract';
import { DKIM_SELECTOR, type MailDomain } from '../../node/mailContract';
import { mailDigest } from '../../node/mailDigest';
import { checkedArguments, NodeRefused, type HostingNode } from './hostingNode';

const generate = promisify(generateKeyPair);

/**
 * The sandbox node: what a real node would hold (accounts, sites, pools), kept in this process,
 * with the real node's checks and refusals, so that `npm start` runs without root or services.
 * Nothing is served from it; the panel's own pages (the suspension screen) stand in.
 */
export class SandboxNode implements HostingNode {
  readonly kind = 'sandbox';
  private readonly accounts = new Map<number, { php: { version: string; values: PhpValues | null } }>();
  private readonly sites = new Map<number, Site>();
  private readonly logs = new Map<string, string>();
  private readonly certificates = new Map<number, OperationResults['issueCertificate']>();
  private readonly zones = new Map<number, Zone>();
  private readonly crontabs = new Map<number, CronEntry[]>();
  private readonly sshAccess = new Map<number, Omit<SshAccess, 'hostingId'>>();
  private readonly mail = new Map<number, MailDomain>();
  /** Each domain's DKIM public key, its pair made in memory on first ask (a real node keeps its keys on disk). */
  private readonly dkimKeys = new Map<string, Promise<string>>();
  private readonly diskQuotas = new Map<number, number>();
  private readonly wordPress = new Map<number, Map<string, Omit<WordPressSite, 'password'>>>();

  /** How long the sandbox's certificates last: Let's Encrypt's 90 days. */
  static readonly CERTIFICATE_DAYS = 90;

  constructor(
    private readonly versions: readonly string[],
    private readonly homeOf: (hostingId: number) => string = (hostingId) => `/sandbox/hostings/${hostingId}`,
  ) {}

  /** What the node would serve for a hosting: its site as last written. */
  siteOf(hostingId: number): Site | undefined {
    return this.sites.get(hostingId);
  }

  /** The PHP a hosting's pool would run: version and settings as last applied. */
  phpOf(hostingId: number): { version: string; values: PhpValues | null } | undefined {
    return this.accounts.get(hostingId)?.php;
  }

  /** The DNS zone the node would answer for a hosting, as last written. */
  zoneOf(hostingId: number): Zone | undefined {
    return this.zones.get(hostingId);
  }

  /** The certificate a hosting's HTTPS would be served with, as last issued. */
  certificateOf(hostingId: number): OperationResults['issueCertificate'] | undefined {
    return this.certificates.get(hostingId);
  }

  /** The jobs a hosting's cron would run, as last written (none: no crontab). */
  crontabOf(hostingId: number): CronEntry[] {
    return this.crontabs.get(hostingId) ?? [];
  }

  /** Who may sign in to the hosting over SFTP, as last written (nobody: none). */
  sshAccessOf(hostingId: number): Omit<SshAccess, 'hostingId'> | undefined {
    return this.sshAccess.get(hostingId);
  }

  /** The limit the node's file system would hold the hosting's home to, in MB, as last set. */
  diskQuotaOf(hostingId: number): number | undefined {
    return this.diskQuotas.get(hostingId);
  }

  /** The WordPress installations the node ran for a hosting, by folder (never the password). */
  wordPressOf(hostingId: number): Map<string, Omit<WordPressSite, 'password'>> | undefined {
    return this.wordPress.get(hostingId);
  }

  /** The mail domain the node would serve for a hosting, as last written. */
  mailOf(hostingId: number): MailDomain | undefined {
    return this.mail.get(hostingId);
  }

  /** Test support: a line appended to one of a hosting's logs, as its web server, PHP or cron would. */
  appendLog(hostingId: number, kind: 'access' | 'error' | 'php' | 'cron', line: string): void {
    const key = `${hostingId}:${kind}`;
    this.logs.set(key, (this.logs.get(key) ?? '') + line + '\n');
  }

  async perform<Name extends OperationName>(name: Name, args: OperationArguments<Name>): Promise<OperationResults[Name]> {
    const checked = checkedArguments(name, args) as never;
    return (await this.handlers[name](checked)) as OperationResults[Name];
  }

  private installed(version: string): void {
    if (!this.versions.includes(version)) throw new NodeRefused(422, NODE_MESSAGES.phpNotInstalled(version));
  }

  private account(hostingId: number) {
    const account = this.accounts.get(hostingId);
    if (!account) throw new NodeRefused(404, NODE_MESSAGES.noAccount);
    return account;
  }

  private readonly handlers: { [Name in OperationName]: (args: never) => Promise<OperationResults[Name]> | OperationResults[Name] } = {
    createAccount: ({ hostingId, phpVersion }: { hostingId: number; phpVersion: string }) => {
      this.installed(phpVersion);
      if (!this.accounts.has(hostingId)) this.accounts.set(hostingId, { php: { version: phpVersion, values: null } });
      return { user: systemUserOf(hostingId), home: this.homeOf(hostingId) };
    },
    removeAccount: ({ hostingId }: { hostingId: number }) => {
      this.sites.delete(hostingId);
      this.certificates.delete(hostingId);
      this.crontabs.delete(hostingId);
      this.sshAccess.delete(hostingId);
      this.diskQuotas.delete(hostingId);
      for (const kind of ['access', 'error', 'php', 'cron']) this.logs.delete(`${hostingId}:${kind}`);
      return { removed: this.accounts.delete(hostingId) };
    },
    // No system users here: the panel's files stay the panel's, as they are served by nothing.
    handOverFiles: ({ hostingId }: { hostingId: number; path: string }) => {
      this.account(hostingId);
      return { entries: 0 };
    },
    writeSite: (site: Site) => {
      this.account(site.hostingId);
      const changed = JSON.stringify(this.sites.get(site.hostingId)) !== JSON.stringify(site);
      this.sites.set(site.hostingId, site);
      return { changed };
    },
    removeSite: ({ hostingId }: { hostingId: number }) => ({ removed: this.sites.delete(hostingId) }),
    applyPhp: ({ hostingId, version, values }: { hostingId: number; version: string; values: PhpValues }) => {
      this.installed(version);
      const account = this.account(hostingId);
      const changed = JSON.stringify(account.php) !== JSON.stringify({ version, values });
      account.php = { version, values };
      return { changed };
    },
    readLog: ({ hostingId, kind, maxBytes }: { hostingId: number; kind: string; maxBytes: number }) => {
      this.account(hostingId);
      const whole = Buffer.from(this.logs.get(`${hostingId}:${kind}`) ?? '');
      const text = whole.subarray(Math.max(0, whole.length - maxBytes)).toString('utf8');
      return { text, size: whole.length, truncated: whole.length > maxBytes };
    },
    issueCertificate: ({ hostingId, names }: { hostingId: number; names: string[] }) => {
      this.account(hostingId);
      const site = this.sites.get(hostingId);
      if (!site) throw new NodeRefused(409, NODE_MESSAGES.noSite);
      const { main, subdomains, redirects } = siteNames(site);
      const stranger = names.find((name) => !main.includes(name) && !subdomains.has(name) && !redirects.has(name));
      if (stranger) throw new NodeRefused(422, NODE_MESSAGES.notSiteName(stranger));
      const now = Date.now();
      const certificate = { names, issuedAt: new Date(now).toISOString(), expiresAt: new Date(now + SandboxNode.CERTIFICATE_DAYS * 86_400_000).toISOString() };
      this.certificates.set(hostingId, certificate);
      return certificate;
    },
    writeCrontab: ({ hostingId, entries }: { hostingId: number; entries: CronEntry[] }) => {
      this.account(hostingId);
      const changed = JSON.stringify(this.crontabOf(hostingId)) !== JSON.stringify(entries);
      if (entries.length > 0) this.crontabs.set(hostingId, entries);
      else this.crontabs.delete(hostingId);
      return { changed };
    },
    writeSshAccess: ({ hostingId, ...access }: SshAccess) => {
      this.account(hostingId);
      const changed = JSON.stringify(this.sshAccess.get(hostingId)) !== JSON.stringify(access);
      this.sshAccess.set(hostingId, access);
      return { changed };
    },
    listSites: () => ({ hostingIds: [...this.sites.keys()].sort((a, b) => a - b) }),
    phpVersions: () => ({ versions: [...this.versions] }),
    writeZone: (zone: Zone) => {
      const changed = JSON.stringify(this.zones.get(zone.hostingId)) !== JSON.stringify(zone);
      this.zones.set(zone.hostingId, zone);
      return { changed };
    },
    removeZone: ({ hostingId }: { hostingId: number }) => ({ removed: this.zones.delete(hostingId) }),
    listZones: () => ({ zones: [...this.zones.values()].map(({ hostingId, zone, serial }) => ({ hostingId, zone, serial })) }),
    writeMail: (state: MailDomain) => {
      const changed = JSON.stringify(this.mail.get(state.hostingId)) !== JSON.stringify(state);
      this.mail.set(state.hostingId, state);
      return { changed };
    },
    removeMail: ({ hostingId }: { hostingId: number }) => ({ removed: this.mail.delete(hostingId) }),
    listMail: () => ({ domains: [...this.mail.values()].map((state) => ({ hostingId: state.hostingId, domain: state.domain, digest: mailDigest(state) })) }),
    readDkimKey: async ({ domain }: { domain: string }) => {
      const made = this.dkimKeys.get(domain) ?? generate('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } }).then(({ publicKey }) => publicKey.toString('base64'));
      this.dkimKeys.set(domain, made);
      return { selector: DKIM_SELECTOR, publicKey: await made };
    },
    // Nothing runs on the sandbox node: the panel shows its generated series instead.
    installWordPress: ({ hostingId, path, password: _password, ...site }: WordPressSite & { hostingId: number; path: string }) => {
      this.account(hostingId);
      const installs = this.wordPress.get(hostingId) ?? new Map<string, Omit<WordPressSite, 'password'>>();
      if (installs.has(path)) throw new NodeRefused(409, WORDPRESS_MESSAGES.alreadyInstalled);
      this.wordPress.set(hostingId, installs.set(path, site));
      return { installed: true };
    },
    readUsage: () => ({ hostings: [...this.accounts.keys()].sort((a, b) => a - b).map((hostingId) => ({ hostingId, cpuSeconds: 0, memoryBytes: 0 })) }),
    // Kept, never enforced: like a node whose homes have no quotas, the panel's accounting is the limit.
    setDiskQuota: ({ hostingId, megabytes }: { hostingId: number; megabytes: number }) => {
      this.account(hostingId);
      const changed = this.diskQuotas.get(hostingId) !== megabytes;
      this.diskQuotas.set(hostingId, megabytes);
      return { enforced: false, changed };
    },
    readDiskUsage: () => ({ enforced: false, hostings: [] }),
  };
}
