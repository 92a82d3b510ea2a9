import type { FastifyBaseLogger } from 'fastify';
import { HOSTNAME, redirectSchema, subdomainSchema, type Site } from '../../node/contract';
import type { Database } from '../db/database';
import type { SiteHosts } from '../http/siteHosts';
import type { HostingNode } from './hostingNode';
import { repeatEvery, SerialQueue } from './serialQueue';

/** A hosting as the node sees it. */
export interface NodeHosting {
  id: number;
  domain: string;
  status: string;
}

/** A plugin's own loop on the node: `pass` runs every `intervalMs` after the previous one ends. */
export interface NodeLoop {
  name: string;
  intervalMs: number;
  pass: () => Promise<void>;
}

/** What a plugin adds to a hosting's site: its aliases and subdomains, its redirects, its HTTPS redirect. */
export type SitePart = (hosting: NodeHosting) => Promise<Partial<Pick<Site, 'aliases' | 'subdomains' | 'redirects' | 'httpsOnly'>>>;

/** Statuses whose visitors get the hosting's files; Suspended and Paused get the suspension page. */
const SERVED = new Set(['Active']);
const SCREENED = new Set(['Suspended', 'Paused']);

/** The page of a paused hosting, and of a suspended one whose owner's screen cannot be had. */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Site indisponível</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;text-align:center"><main><h1>Site indisponível</h1><p>Este site está temporariamente fora do ar.</p></main></body></html>
`;

/** How often every hosting's site is compared with what the node serves: a change made anywhere is live within about this. */
export const NODE_SYNC_INTERVAL_MS = 1_000;

/**
 * Keeps each hosting's site on its node as the panel's data describe it. A hosting's site is
 * composed from the core's columns and the parts plugins add, and written to the node when it
 * differs from what was last written; a hosting that no longer exists is removed. Changes made
 * by a route are pushed at once (`changed`); the rest (suspension by billing, pause, removal)
 * within one pass of the loop. One hosting's failure is logged and retried at the next pass,
 * never blocking the others.
 */
export class NodeSites {
  private readonly parts: SitePart[] = [];
  private readonly accountListeners: ((hostingId: number) => Promise<void>)[] = [];
  private readonly siteListeners: ((site: Site) => Promise<void>)[] = [];
  private readonly loops: NodeLoop[] = [];
  private readonly written = new Map<number, string>();
  private accounts: Set<number> | null = null;
  private newestPhp: string | null = null;
  private readonly queue = new SerialQueue();

  constructor(
    private readonly db: Database,
    readonly node: HostingNode,
    private readonly siteHosts: SiteHosts,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(part: SitePart): void {
    this.parts.push(part);
  }

  /** Runs after the node creates a hosting's account (a plugin applies what it keeps for the account: its PHP settings). */
  onAccountCreated(listener: (hostingId: number) => Promise<void>): void {
    this.accountListeners.push(listener);
  }

  /**
   * Runs after the node takes a new version of a hosting's site (a plugin reacts to its names
   * changing: a certificate issued again). Should it fail, the site is written again at the next
   * pass and the listener runs again, so it must do nothing twice.
   */
  onSiteWritten(listener: (site: Site) => Promise<void>): void {
    this.siteListeners.push(listener);
  }

  /**
   * Adds a loop of a plugin's own beside the sites' (on a real node): its pass brings what else the
   * plugin keeps on the node in step (each hosting's crontab, its zone), repairing what a change
   * could not send. Each loop has its own timer and queue, so a DNS server that hangs holds up
   * neither the sites nor another plugin's pass.
   */
  addLoop(loop: NodeLoop): void {
    this.loops.push(loop);
  }

  /** The site the node should serve for a hosting, or null when it serves none. */
  async siteOf(hosting: NodeHosting & { temporaryDomain: string | null }): Promise<Site | null> {
    if (!SERVED.has(hosting.status) && !SCREENED.has(hosting.status)) return null;
    if (!HOSTNAME.test(hosting.domain)) return null;
    const site: Site = {
      hostingId: hosting.id,
      domain: hosting.domain,
      temporaryDomain: hosting.temporaryDomain && HOSTNAME.test(hosting.temporaryDomain) ? hosting.temporaryDomain : null,
      aliases: [],
      subdomains: [],
      redirects: [],
      httpsOnly: false,
      suspensionPage: null,
    };
    for (const part of this.parts) {
      const added = await part(hosting);
      // An entry the node would refuse (data older than today's checks) is left out, not the whole site.
      site.aliases.push(...(added.aliases ?? []).filter((alias) => HOSTNAME.test(alias)));
      site.subdomains.push(...(added.subdomains ?? []).filter((subdomain) => subdomainSchema.safeParse(subdomain).success));
      site.redirects.push(...(added.redirects ?? []).filter((redirect) => redirectSchema.safeParse(redirect).success));
      site.httpsOnly ||= added.httpsOnly ?? false;
    }
    if (SCREENED.has(hosting.status)) site.suspensionPage = (await this.siteHosts.pageFor(hosting.domain))?.html ?? UNAVAILABLE_PAGE;
    return site;
  }

  /** A route changed something of this hosting's site: written now, after what is under way. */
  changed(hostingId: number): Promise<void> {
    return this.queue.run(() => this.syncOne(hostingId));
  }

  /** One pass over every hosting (and every site the node holds that no hosting has any more). */
  syncAll(): Promise<void> {
    return this.queue.run(async () => {
      const accounts = await this.knownAccounts();
      const rows = await this.rows();
      for (const row of rows) await this.apply(row.id, row);
      const ids = new Set(rows.map((row) => row.id));
      for (const id of accounts) if (!ids.has(id)) await this.apply(id, undefined);
    });
  }

  /** The sites' pass, then each plugin loop's once, one after the other: what a test or a repair by hand waits for. */
  async syncEverything(): Promise<void> {
    await this.syncAll();
    for (const loop of this.loops) await loop.pass().catch((error: unknown) => this.loopFailed(loop, error));
  }

  /** The loops of the process that serves the API, the sites' and each plugin's; stop() ends them all. */
  start(intervalMs = NODE_SYNC_INTERVAL_MS): { stop: () => void } {
    const running = [
      repeatEvery(intervalMs, () => this.syncAll(), (error) => this.log.warn({ err: error }, 'hosting node: sync pass failed')),
      ...this.loops.map((loop) => repeatEvery(loop.intervalMs, loop.pass, (error) => this.loopFailed(loop, error))),
    ];
    return { stop: () => running.forEach((loop) => loop.stop()) };
  }

  private loopFailed(loop: NodeLoop, error: unknown): void {
    this.log.warn({ err: error, loop: loop.name }, 'hosting node: a plugin loop\'s pass failed');
  }

  private rows(hostingId?: number) {
    let query = this.db.selectFrom('hostings').select(['id', 'domain', 'domain_alt', 'status']);
    if (hostingId !== undefined) query = query.where('id', '=', hostingId);
    return query.execute();
  }

  private async knownAccounts(): Promise<Set<number>> {
    this.accounts ??= new Set((await this.node.perform('listSites', {})).hostingIds);
    return this.accounts;
  }

  private async syncOne(hostingId: number): Promise<void> {
    await this.knownAccounts();
    const [row] = await this.rows(hostingId);
    await this.apply(hostingId, row);
  }

  private async apply(hostingId: number, row: { id: number; domain: string; domain_alt: string; status: string } | undefined): Promise<void> {
    const accounts = this.accounts!;
    try {
      const site = row ? await this.siteOf({ id: row.id, domain: row.domain, status: row.status, temporaryDomain: row.domain_alt }) : null;
      if (!row) {
        if (!accounts.has(hostingId)) return;
        await this.node.perform('removeAccount', { hostingId });
        accounts.delete(hostingId);
        this.written.delete(hostingId);
        return;
      }
      if (!site) {
        if (this.written.has(hostingId) || accounts.has(hostingId)) {
          if (!SERVED.has(row.status) && !SCREENED.has(row.status) && accounts.has(hostingId)) await this.node.perform('removeSite', { hostingId });
          this.written.delete(hostingId);
        }
        return;
      }
      const text = JSON.stringify(site);
      if (this.written.get(hostingId) === text) return;
      if (!accounts.has(hostingId)) await this.createAccount(hostingId);
      await this.node.perform('writeSite', site).catch(async (error: unknown) => {
        // The node lost the account (or never had it, holding no site yet): created, then written.
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
        await this.createAccount(hostingId);
        await this.node.perform('writeSite', site);
      });
      for (const listener of this.siteListeners) await listener(site);
      this.written.set(hostingId, text);
    } catch (error) {
      this.log.warn({ err: error, hostingId }, 'hosting node: the site could not be written; retried at the next pass');
    }
  }

  private async createAccount(hostingId: number): Promise<void> {
    await this.node.perform('createAccount', { hostingId, phpVersion: await this.defaultPhp() });
    this.accounts!.add(hostingId);
    for (const listener of this.accountListeners) await listener(hostingId);
  }

  /** The PHP a new account starts with: the newest the node has. */
  private async defaultPhp(): Promise<string> {
    this.newestPhp ??= (await this.node.perform('phpVersions', {})).versions.at(-1) ?? '8.2';
    return this.newestPhp;
  }
}
