import { constants } from 'node:fs';
import { lchown, lstat, chmod, chown, mkdir, open, readdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from '../core/validation/zod';
import { NODE_MESSAGES, OPERATION_SCHEMAS, systemUserOf, type CronEntry, type LOG_KINDS, type OperationName, type OperationResults, type PhpValues, type Site } from './contract';
import { jobFileText, renderCrontab, runnerScript } from './cronJobs';
import { NodeSsh } from './sshAccess';
import { CertificateAuthority, CertificateFailure } from './certificates';
import { PowerDnsError, PowerDnsZones } from './powerDns';
import { UsageMeter } from './usageMeter';
import { NodeDkim } from './dkim';
import { MailUnavailable, NodeMail } from './mail';
import { MAIL_MESSAGES } from './mailContract';
import { HomeQuotas } from './quota';
import { renderSite, siteNames, type SiteCertificate } from './nginxSite';
import type { NodeConfig, NodePaths } from './nodeConfig';
import { nodePaths } from './nodeConfig';
import { readOrCreateKey } from './accountKey';
import { handOver, NotInHome } from './homeAccess';
import { DEFAULT_PHP_VALUES, renderPool } from './phpPool';
import { LogRotation } from './logRotation';
import { WORDPRESS_MESSAGES } from './wordpressContract';
import { installWordPress } from './wordpressInstall';
import { readIfExists, restoreFile, runProgram, signalPidFile, userExists, userIds, waitForSocket, writeAtomically } from './system';

/** A refusal the panel may show as it is: a Portuguese text and the HTTP status that carries it. */
export class NodeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Arguments<Name extends OperationName> = z.output<(typeof OPERATION_SCHEMAS)[Name]>;
type Handlers = { [Name in OperationName]: (args: Arguments<Name>) => Promise<OperationResults[Name]> };

/** How long a new PHP pool may take to listen after PHP-FPM's reload (its process_control_timeout is 10 s). */
const POOL_START_MS = 15_000;

const isInside = (root: string, candidate: string) => candidate === root || candidate.startsWith(root + path.sep);

/** The real path of `target`, or of its nearest existing ancestor with the rest appended. */
async function realpathOfNearestExisting(target: string): Promise<string> {
  const rest: string[] = [];
  let current = target;
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest.reverse());
    } catch (error) {
      if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      rest.push(path.basename(current));
      current = path.dirname(current);
    }
  }
}

/**
 * Writes a root-owned file with the given group and mode through a temporary dot file in the same
 * folder and a rename: a reader (cron scanning its spool) never sees it half written or with other rights.
 */
async function writeOwned(file: string, text: string, mode: number, gid: number): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, text, { mode });
  await chown(temporary, 0, gid);
  await chmod(temporary, mode);
  await rename(temporary, file);
}

/** The hosting ids of a folder's `<id><extension>` files, in order. */
function idsIn(names: string[], extension: string): number[] {
  return names
    .filter((name) => name.endsWith(extension) && /^[0-9]+$/.test(name.slice(0, -extension.length)))
    .map((name) => Number(name.slice(0, -extension.length)))
    .sort((a, b) => a - b);
}

/**
 * What the agent does, one method per operation, each given arguments its schema has already
 * checked. Operations run one at a time, so two changes never interleave a write and a reload.
 */
export class NodeOperations {
  readonly paths: NodePaths;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly authority: CertificateAuthority;
  private readonly issuing = new Set<number>();
  private readonly powerDns: PowerDnsZones | null;
  /** Each hosting's CPU and memory, looked at every few seconds by main.ts's start. */
  readonly usage = new UsageMeter();
  /** Each hosting's web and PHP logs kept under the Logs page's limit, started by main.ts. */
  readonly logs: LogRotation;
  private readonly quotas: HomeQuotas;

  constructor(readonly config: NodeConfig) {
    this.paths = nodePaths(config);
    this.logs = new LogRotation(this.paths, () => this.reloadNginx());
    this.quotas = new HomeQuotas(config.hostingsRoot);
    this.powerDns = config.powerDns && new PowerDnsZones(config.powerDns.apiUrl, config.powerDns.apiKey);
    this.authority = new CertificateAuthority(
      { directoryUrl: config.acmeDirectoryUrl, caFile: config.acmeCaFile, email: config.acmeEmail },
      () => readOrCreateKey(this.paths.acmeAccountKey),
    );
  }

  /**
   * Runs an operation after the ones before it. A certificate's order waits on the ACME server for
   * seconds, so it runs beside the queue; only its installation (files, nginx) takes a turn in it.
   * The usage reading changes nothing and is a look at the processes now: behind a WordPress
   * install it would come seconds late, after the processes it should have seen had ended.
   */
  perform<Name extends OperationName>(name: Name, args: Arguments<Name>): Promise<OperationResults[Name]> {
    const handler = this.handlers[name] as (args: Arguments<Name>) => Promise<OperationResults[Name]>;
    if (name === 'issueCertificate' || name === 'readUsage') return handler(args);
    return this.serially(() => handler(args));
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private readonly handlers: Handlers = {
    createAccount: (args) => this.createAccount(args.hostingId, args.phpVersion),
    removeAccount: (args) => this.removeAccount(args.hostingId),
    handOverFiles: (args) => this.handOverFiles(args.hostingId, args.path),
    writeSite: (args) => this.writeSite(args),
    removeSite: async (args) => ({ removed: await this.removeSite(args.hostingId) }),
    applyPhp: (args) => this.applyPhp(args.hostingId, args.version, args.values),
    readLog: (args) => this.readLog(args.hostingId, args.kind, args.maxBytes),
    issueCertificate: (args) => this.issueCertificate(args.hostingId, args.names),
    writeCrontab: (args) => this.writeCrontab(args.hostingId, args.entries),
    writeSshAccess: async (args) => {
      await this.requireAccount(args.hostingId);
      if ((await readIfExists(this.paths.sshConfig)) === null) throw new NodeRefusal(409, NODE_MESSAGES.noSsh);
      return { changed: await new NodeSsh(this.config, this.paths).write(args) };
    },
    listSites: async () => ({ hostingIds: await this.siteIds() }),
    phpVersions: async () => ({ versions: await this.phpVersions() }),
    writeZone: (args) => this.dns((zones) => zones.write(args)),
    removeZone: (args) => this.dns((zones) => zones.remove(args.hostingId)),
    listZones: () => this.dns(async (zones) => ({ zones: await zones.list() })),
    readUsage: async () => ({ hostings: await this.usage.read() }),
    installWordPress: (args) => this.installWordPress(args),
    writeMail: (args) => this.mail((mail) => mail.write(args)),
    removeMail: (args) => this.mail((mail) => mail.remove(args.hostingId)),
    listMail: () => this.mail(async (mail) => ({ domains: await mail.list() })),
    readDkimKey: (args) => new NodeDkim(this.config).publicKey(args.domain),
    setDiskQuota: async (args) => {
      await this.requireAccount(args.hostingId);
      return this.quotas.setLimit(this.paths.home(args.hostingId), args.megabytes);
    },
    readDiskUsage: (args) => this.quotas.usage(args.hostingIds),
  };

  /** Runs a mail operation on the node's Postfix and Dovecot (scripts/hosting-node.sh's), refused when they are not set up. */
  private async mail<T>(work: (mail: NodeMail) => Promise<T>): Promise<T> {
    try {
      return await work(new NodeMail(this.config));
    } catch (error) {
      if (error instanceof MailUnavailable) throw new NodeRefusal(409, MAIL_MESSAGES.unavailable);
      throw error;
    }
  }

  /** Runs a DNS operation on the node's PowerDNS; its own English text goes to the agent's log only. */
  private async dns<T>(work: (zones: PowerDnsZones) => Promise<T>): Promise<T> {
    if (!this.powerDns) throw new NodeRefusal(503, NODE_MESSAGES.dnsUnavailable);
    try {
      return await work(this.powerDns);
    } catch (error) {
      if (!(error instanceof PowerDnsError)) throw error;
      console.error(`dns: ${error.message}`);
      throw error.status === 0 || error.status >= 500 ? new NodeRefusal(503, NODE_MESSAGES.dnsUnavailable) : new NodeRefusal(422, NODE_MESSAGES.dnsRefused);
    }
  }

  async phpVersions(): Promise<string[]> {
    const names = await readdir(this.config.sbinDir).catch(() => [] as string[]);
    return names
      .map((name) => /^php-fpm([5-9]\.[0-9]{1,2})$/.exec(name)?.[1])
      .filter((version): version is string => version !== undefined)
      .sort((a, b) => Number(a.split('.')[0]) - Number(b.split('.')[0]) || Number(a.split('.')[1]) - Number(b.split('.')[1]));
  }

  private async installedVersion(version: string): Promise<string> {
    if (!(await this.phpVersions()).includes(version)) throw new NodeRefusal(422, NODE_MESSAGES.phpNotInstalled(version));
    return version;
  }

  private async requireAccount(hostingId: number): Promise<string> {
    const user = systemUserOf(hostingId);
    if (!(await userExists(user))) throw new NodeRefusal(404, NODE_MESSAGES.noAccount);
    return user;
  }

  private async webGid(): Promise<number> {
    return (await userIds(this.config.webUser)).gid;
  }

  private async createAccount(hostingId: number, phpVersion: string): Promise<OperationResults['createAccount']> {
    const version = await this.installedVersion(phpVersion);
    const user = systemUserOf(hostingId);
    const home = this.paths.home(hostingId);
    if (!(await userExists(user))) {
      await runProgram('/usr/sbin/useradd', ['--home-dir', home, '--no-create-home', '--shell', '/usr/sbin/nologin', '--user-group', '--comment', `painel hosting ${hostingId}`, '--', user]);
      // A new user has no password: a hash kept for an earlier one of this id must not stand for it.
      await rm(this.paths.sshPasswordHash(hostingId), { force: true });
    }
    await mkdir(this.config.hostingsRoot, { recursive: true });
    // Every home is reached through here, none is listed.
    await chmod(this.config.hostingsRoot, 0o711);
    await this.quotas.createHome(home);
    await mkdir(home, { recursive: true });
    const { uid, gid } = await userIds(user);
    for (const folder of ['public_html', 'logs', 'tmp']) await mkdir(path.join(home, folder), { recursive: true });
    // The layout, its owner and groups, and the folders' ACL, walked without following a link.
    await handOver(home, '', { user, uid, gid, webGid: await this.webGid() });
    await this.prepareLogs(hostingId);
    if ((await this.poolVersion(hostingId)) === null) await this.writePool(hostingId, version, DEFAULT_PHP_VALUES);
    return { user, home };
  }

  /**
   * The hosting's log folder in the node's folder: root's, entered by the hosting's group (its PHP
   * appends to its error log and its cron jobs to the cron log, which it owns; nginx's master opens
   * the others as root). The hosting
   * can neither add nor replace a file in it, so what the agent reads there is what was written.
   */
  private async prepareLogs(hostingId: number): Promise<void> {
    const folder = this.paths.webLogDir(hostingId);
    const { uid, gid } = await userIds(systemUserOf(hostingId));
    // Passed through by every hosting's user to its own folder, listed by none.
    await mkdir(this.paths.logsRoot, { recursive: true });
    await chmod(this.paths.logsRoot, 0o711);
    await mkdir(folder, { recursive: true, mode: 0o750 });
    await chown(folder, 0, gid);
    await chmod(folder, 0o750);
    for (const kind of ['php', 'cron'] as const) {
      const handle = await open(this.paths.log(hostingId, kind), constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o640);
      try {
        await handle.chown(uid, gid);
      } finally {
        await handle.close();
      }
    }
  }

  /** Gives the hosting's user what the panel wrote at a path of its home, as createAccount gives it the home. */
  private async handOverFiles(hostingId: number, relative: string): Promise<OperationResults['handOverFiles']> {
    const user = await this.requireAccount(hostingId);
    const { uid, gid } = await userIds(user);
    try {
      return { entries: await handOver(this.paths.home(hostingId), relative, { user, uid, gid, webGid: await this.webGid() }) };
    } catch (error) {
      if (error instanceof NotInHome) throw new NodeRefusal(422, NODE_MESSAGES.invalid);
      throw error;
    }
  }

  private async removeAccount(hostingId: number): Promise<OperationResults['removeAccount']> {
    const user = systemUserOf(hostingId);
    await this.removeSite(hostingId);
    const version = await this.poolVersion(hostingId);
    if (version !== null) {
      await rm(this.paths.phpPool(version, hostingId), { force: true });
      await this.reloadPhp(version);
    }
    await this.removeCrontab(hostingId);
    await new NodeSsh(this.config, this.paths).remove(hostingId);
    await rm(this.paths.webLogDir(hostingId), { recursive: true, force: true });
    for (const folder of [this.paths.certificateDir(hostingId), this.paths.challengeRoot(hostingId)]) await rm(folder, { recursive: true, force: true });
    if (!(await userExists(user))) return { removed: false };
    await this.waitForNoProcesses(user);
    // A cron job still running (or what it left behind) would keep userdel from removing the user.
    if (await runProgram('/usr/bin/pgrep', ['-u', user]).then(() => true, () => false)) {
      await runProgram('/usr/bin/pkill', ['-KILL', '-u', user]).catch(() => undefined);
      await this.waitForNoProcesses(user);
    }
    await runProgram('/usr/sbin/userdel', ['--', user]);
    return { removed: true };
  }

  /** A pool's workers leave a moment after its master reloads; userdel refuses a user with processes. */
  private async waitForNoProcesses(user: string): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const running = await runProgram('/usr/bin/pgrep', ['-u', user]).catch(() => '');
      if (running.trim() === '') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async writeSite(site: Site): Promise<OperationResults['writeSite']> {
    await this.requireAccount(site.hostingId);
    await this.prepareDocumentRoots(site);
    const result = await this.renderAndReload(site);
    await mkdir(this.paths.siteStateDir, { recursive: true, mode: 0o700 });
    await writeAtomically(this.paths.siteState(site.hostingId), JSON.stringify(site), 0o600);
    return result;
  }

  /** Writes the site's configuration (with HTTPS when the node holds its certificate), checked by `nginx -t`, and reloads nginx. */
  private async renderAndReload(site: Site): Promise<OperationResults['writeSite']> {
    const page = this.paths.suspendedPage(site.hostingId);
    const previousPage = await readIfExists(page);
    if (site.suspensionPage !== null && site.suspensionPage !== previousPage) {
      await mkdir(this.paths.suspendedDir, { recursive: true });
      await writeAtomically(page, site.suspensionPage);
    }
    const file = this.paths.siteConf(site.hostingId);
    const previous = await readIfExists(file);
    const text = renderSite(site, this.config, this.paths, await this.certificateOf(site.hostingId));
    if (text === previous) return { changed: site.suspensionPage !== null && site.suspensionPage !== previousPage };
    await mkdir(this.paths.sitesDir, { recursive: true });
    await writeAtomically(file, text);
    try {
      await runProgram(this.config.nginxBinary, ['-t', '-q', ...this.nginxArguments()]);
    } catch (error) {
      await restoreFile(file, previous);
      console.error(`writeSite ${site.hostingId}: ${(error as Error).message}`);
      throw new NodeRefusal(422, NODE_MESSAGES.configRefused);
    }
    if (site.suspensionPage === null) await rm(page, { force: true });
    await this.reloadNginx();
    return { changed: true };
  }

  /** Each subdomain's folder, resolved inside the home's web root (a link out of it is refused), created as the user when missing. */
  private async prepareDocumentRoots(site: Site): Promise<void> {
    const home = this.paths.home(site.hostingId);
    const webRoot = path.join(home, 'public_html');
    const realWebRoot = await realpath(webRoot).catch(() => null);
    if (realWebRoot !== path.resolve(webRoot)) throw new NodeRefusal(422, NODE_MESSAGES.invalid);
    const { uid, gid } = await userIds(systemUserOf(site.hostingId));
    for (const { dir } of site.subdomains) {
      const target = path.resolve(webRoot, dir);
      if (!isInside(webRoot, target) || !isInside(webRoot, await realpathOfNearestExisting(target))) throw new NodeRefusal(422, NODE_MESSAGES.invalid);
      let current = webRoot;
      for (const segment of dir === '' ? [] : dir.split('/')) {
        current = path.join(current, segment);
        const exists = await lstat(current).catch(() => null);
        if (exists) continue;
        await mkdir(current, { mode: 0o755 });
        await lchown(current, uid, gid);
      }
    }
  }

  private async removeSite(hostingId: number): Promise<boolean> {
    const file = this.paths.siteConf(hostingId);
    const existed = (await readIfExists(file)) !== null;
    await rm(file, { force: true });
    await rm(this.paths.siteState(hostingId), { force: true });
    await rm(this.paths.suspendedPage(hostingId), { force: true });
    if (existed) await this.reloadNginx();
    return existed;
  }

  private async certificateOf(hostingId: number): Promise<SiteCertificate | null> {
    const chainFile = this.paths.certificateChain(hostingId);
    const keyFile = this.paths.certificateKey(hostingId);
    const present = await Promise.all([chainFile, keyFile].map((file) => lstat(file).then((found) => found.isFile(), () => false)));
    return present.every(Boolean) ? { chainFile, keyFile } : null;
  }

  /**
   * Orders a certificate for names the hosting's site serves, answers HTTP-01 from the hosting's
   * challenge folder (nginx serves it on every name of the site), then installs the key and the
   * chain in the node's folder (root only) and serves HTTPS with them. The key never leaves the node.
   */
  private async issueCertificate(hostingId: number, names: string[]): Promise<OperationResults['issueCertificate']> {
    await this.requireAccount(hostingId);
    const stored = await readIfExists(this.paths.siteState(hostingId));
    if (stored === null || (await readIfExists(this.paths.siteConf(hostingId))) === null) throw new NodeRefusal(409, NODE_MESSAGES.noSite);
    const site = JSON.parse(stored) as Site;
    const { main, subdomains, redirects } = siteNames(site);
    const served = new Set([...main, ...subdomains, ...redirects]);
    const stranger = names.find((name) => !served.has(name));
    if (stranger) throw new NodeRefusal(422, NODE_MESSAGES.notSiteName(stranger));
    if (this.issuing.has(hostingId)) throw new NodeRefusal(409, NODE_MESSAGES.issuing);
    this.issuing.add(hostingId);
    try {
      const root = this.paths.challengeRoot(hostingId);
      const folder = path.join(root, '.well-known', 'acme-challenge');
      const issued = await this.authority.issue(names, {
        write: async (token, keyAuthorization) => {
          await mkdir(folder, { recursive: true, mode: 0o755 });
          await writeAtomically(path.join(folder, token), keyAuthorization);
        },
        remove: (token) => rm(path.join(folder, token), { force: true }),
      });
      await this.serially(async () => {
        const directory = this.paths.certificateDir(hostingId);
        await mkdir(directory, { recursive: true, mode: 0o700 });
        await writeAtomically(this.paths.certificateKey(hostingId), issued.key, 0o600);
        await writeAtomically(this.paths.certificateChain(hostingId), issued.chain, 0o644);
        const current = await readIfExists(this.paths.siteState(hostingId));
        // A renewal keeps the file names: nginx reads the new pair at the reload.
        if (current !== null && !(await this.renderAndReload(JSON.parse(current) as Site)).changed) await this.reloadNginx();
      });
      return { names, issuedAt: issued.notBefore.toISOString(), expiresAt: issued.notAfter.toISOString() };
    } catch (error) {
      if (error instanceof CertificateFailure) throw new NodeRefusal(409, error.message);
      throw error;
    } finally {
      this.issuing.delete(hostingId);
    }
  }

  /**
   * The hosting's crontab in cron's spool, exactly the entries given: each job's command in its own
   * file (root's, read by the hosting's group), each crontab line the runner with the two ids. The
   * spool file is root's, 0600, written through a temporary file cron ignores (a dot file) and a
   * rename; the user is in cron.deny, so its own processes cannot install a crontab beside it.
   */
  private async writeCrontab(hostingId: number, entries: CronEntry[]): Promise<OperationResults['writeCrontab']> {
    const user = await this.requireAccount(hostingId);
    const spool = await lstat(this.config.cronSpoolDir).catch(() => null);
    if (!spool?.isDirectory()) throw new NodeRefusal(409, NODE_MESSAGES.noCron);
    await this.prepareLogs(hostingId);
    await this.denyOwnCrontab(user, true);
    await this.installCronRunner();
    const { gid } = await userIds(user);
    const folder = this.paths.cronJobsDir(hostingId);
    let changed = false;
    if (entries.length > 0) {
      // Every hosting's user walks through the jobs' root to its own folder, and lists none.
      await mkdir(this.paths.cronJobsRoot, { recursive: true, mode: 0o711 });
      await chmod(this.paths.cronJobsRoot, 0o711);
      await mkdir(folder, { recursive: true, mode: 0o750 });
      await chown(folder, 0, gid);
      await chmod(folder, 0o750);
    }
    for (const entry of entries) {
      const file = this.paths.cronJob(hostingId, entry.id);
      if ((await readIfExists(file)) === jobFileText(entry)) continue;
      await writeOwned(file, jobFileText(entry), 0o640, gid);
      changed = true;
    }
    const crontab = this.paths.crontab(hostingId);
    const text = entries.length > 0 ? renderCrontab(hostingId, entries, this.paths) : null;
    if (text !== (await readIfExists(crontab))) {
      if (text === null) await rm(crontab, { force: true });
      else await writeOwned(crontab, text, 0o600, 0);
      changed = true;
    }
    const wanted = new Set(entries.map((entry) => entry.id));
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (wanted.has(name)) continue;
      await rm(path.join(folder, name), { force: true });
      changed = true;
    }
    if (entries.length === 0) await rm(folder, { recursive: true, force: true });
    return { changed };
  }

  private async removeCrontab(hostingId: number): Promise<void> {
    await rm(this.paths.crontab(hostingId), { force: true });
    await rm(this.paths.cronJobsDir(hostingId), { recursive: true, force: true });
    await this.denyOwnCrontab(systemUserOf(hostingId), false);
  }

  /** Adds the user to cron.deny (or takes it out): `crontab` then refuses it, while cron still runs the spool file the agent writes. */
  private async denyOwnCrontab(user: string, denied: boolean): Promise<void> {
    const file = this.config.cronDenyFile;
    const previous = await readIfExists(file);
    const lines = (previous ?? '').split('\n').filter((line) => line !== '');
    if (lines.includes(user) === denied) return;
    const next = denied ? [...lines, user] : lines.filter((line) => line !== user);
    if (next.length === 0 && previous !== null && !denied) return void (await rm(file, { force: true }));
    await writeAtomically(file, next.map((line) => `${line}\n`).join(''), 0o644);
  }

  private async installCronRunner(): Promise<void> {
    const text = runnerScript(this.paths);
    if ((await readIfExists(this.paths.cronRunner)) === text) return;
    await mkdir(path.dirname(this.paths.cronRunner), { recursive: true, mode: 0o755 });
    await writeOwned(this.paths.cronRunner, text, 0o755, 0);
  }

  /**
   * Before the agent answers and before nginx and PHP-FPM (re)start: what the node's folder holds
   * is made to agree with its state, so one stale file never stops the node. A configuration whose
   * system user is gone is removed with its files; each site is rendered again from its last
   * written state, with HTTPS only if its certificate is still there; a site file without a state
   * is one whose write never finished, and the panel writes it again.
   */
  async restoreFromState(): Promise<string[]> {
    const notes: string[] = [];
    for (const version of await this.phpVersions()) {
      for (const hostingId of idsIn(await readdir(this.paths.phpPoolsDir(version)).catch(() => []), '.conf')) {
        if (await userExists(systemUserOf(hostingId))) continue;
        await rm(this.paths.phpPool(version, hostingId), { force: true });
        notes.push(`PHP ${version} pool of ${hostingId} removed: its user is gone`);
      }
    }
    const sites = new Set([...(await this.siteIds()), ...idsIn(await readdir(this.paths.siteStateDir).catch(() => []), '.json')]);
    for (const hostingId of sites) {
      const stored = await readIfExists(this.paths.siteState(hostingId));
      if (stored === null || !(await userExists(systemUserOf(hostingId)))) {
        for (const file of [this.paths.siteConf(hostingId), this.paths.siteState(hostingId), this.paths.suspendedPage(hostingId)]) await rm(file, { force: true });
        if (stored !== null) for (const folder of [this.paths.certificateDir(hostingId), this.paths.challengeRoot(hostingId)]) await rm(folder, { recursive: true, force: true });
        notes.push(`site ${hostingId} removed: ${stored === null ? 'no state' : 'its user is gone'}`);
        continue;
      }
      const text = renderSite(JSON.parse(stored) as Site, this.config, this.paths, await this.certificateOf(hostingId));
      if ((await readIfExists(this.paths.siteConf(hostingId))) === text) continue;
      await mkdir(this.paths.sitesDir, { recursive: true });
      await writeAtomically(this.paths.siteConf(hostingId), text);
      notes.push(`site ${hostingId} rendered again from its state`);
    }
    return notes;
  }

  private async siteIds(): Promise<number[]> {
    return idsIn(await readdir(this.paths.sitesDir).catch(() => []), '.conf');
  }

  private async applyPhp(hostingId: number, version: string, values: PhpValues): Promise<OperationResults['applyPhp']> {
    await this.installedVersion(version);
    await this.requireAccount(hostingId);
    await this.prepareLogs(hostingId);
    return { changed: await this.writePool(hostingId, version, values) };
  }

  /** The version whose pool folder holds the hosting's pool, or null. */
  /** WordPress's own installation, run by the hosting's PHP as its user; why it failed goes to the agent's log only. */
  private async installWordPress(args: Arguments<'installWordPress'>): Promise<OperationResults['installWordPress']> {
    const user = await this.requireAccount(args.hostingId);
    const version = (await this.poolVersion(args.hostingId)) ?? (await this.phpVersions()).at(-1) ?? '8.2';
    const outcome = await installWordPress(args, this.paths.home(args.hostingId), await userIds(user), `/usr/bin/php${version}`);
    if ('installed' in outcome) return { installed: true };
    if ('refused' in outcome) throw new NodeRefusal(outcome.refused === 'alreadyInstalled' ? 409 : 422, WORDPRESS_MESSAGES[outcome.refused]);
    console.error(`installWordPress ${args.hostingId}: ${outcome.failed}`);
    throw new NodeRefusal(502, WORDPRESS_MESSAGES.failed);
  }

  private async poolVersion(hostingId: number): Promise<string | null> {
    for (const version of await this.phpVersions()) if ((await readIfExists(this.paths.phpPool(version, hostingId))) !== null) return version;
    return null;
  }

  private async writePool(hostingId: number, version: string, values: PhpValues): Promise<boolean> {
    const text = renderPool(hostingId, values, this.config, this.paths);
    const file = this.paths.phpPool(version, hostingId);
    const previousVersion = await this.poolVersion(hostingId);
    if (previousVersion === version && (await readIfExists(file)) === text) return false;
    await mkdir(this.paths.phpPoolsDir(version), { recursive: true });
    await writeAtomically(file, text);
    if (previousVersion !== null && previousVersion !== version) {
      await rm(this.paths.phpPool(previousVersion, hostingId), { force: true });
      await this.reloadPhp(previousVersion);
    }
    // A new pool's socket comes with the reload a moment later (a leftover file of an earlier pool
    // removed first): the site's PHP answers once this returns, not a 502 before. Looked at, not
    // connected to, which would start a worker.
    const socket = this.paths.phpSocket(hostingId);
    if (previousVersion !== version) await rm(socket, { force: true });
    if ((await this.reloadPhp(version)) && previousVersion !== version && !(await waitForSocket(socket, POOL_START_MS))) {
      // The site may answer 502 for a while; the provider's log says why.
      console.error(`writePool ${hostingId}: PHP ${version}'s pool socket did not appear within ${POOL_START_MS / 1000} s`);
    }
    return true;
  }

  private nginxArguments(): string[] {
    return ['-c', this.paths.nginxConf, '-p', this.paths.nginxPrefix, '-e', this.paths.nginxErrorLog];
  }

  /** nginx re-reads its configuration and replaces its workers; open connections finish on the old ones. */
  private async reloadNginx(): Promise<void> {
    await runProgram(this.config.nginxBinary, ['-s', 'reload', ...this.nginxArguments()]);
  }

  /** SIGUSR2: PHP-FPM's graceful reload of its configuration and workers. */
  private async reloadPhp(version: string): Promise<boolean> {
    return signalPidFile(this.paths.phpPid(version), 'SIGUSR2');
  }

  /**
   * The end of one of the hosting's logs, chosen by its kind only, from the node's folder. The
   * hosting's home and the node's folder are taken out of the text: a customer sees
   * `/public_html/index.php`, never where the node keeps it.
   */
  private async readLog(hostingId: number, kind: (typeof LOG_KINDS)[number], maxBytes: number): Promise<OperationResults['readLog']> {
    await this.requireAccount(hostingId);
    let handle;
    try {
      handle = await open(this.paths.log(hostingId, kind), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch {
      return { text: '', size: 0, truncated: false };
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return { text: '', size: 0, truncated: false };
      const length = Math.min(stat.size, maxBytes);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, stat.size - length);
      const text = buffer.toString('utf8').replaceAll(`${this.paths.home(hostingId)}/`, '/').replaceAll(`${this.config.dataDir}/`, '/');
      return { text, size: stat.size, truncated: stat.size > length };
    } finally {
      await handle.close();
    }
  }
}
