import path from 'node:path';
import { systemUserOf, type LOG_KINDS } from './contract';

type LogKind = (typeof LOG_KINDS)[number];
const LOG_FILE_NAMES: Record<LogKind, string> = { access: 'access.log', error: 'error.log', php: 'php_error.log', cron: 'cron.log' };

/** Where everything of the node lives and how its services are reached, from the environment. */
export interface NodeConfig {
  /** The node's own folder: nginx and PHP-FPM configuration, pid files, sockets, logs, suspension pages. */
  dataDir: string;
  /** The hostings' homes: `<hostingsRoot>/<hosting id>/`, the panel's file roots. */
  hostingsRoot: string;
  /** The address nginx listens on (loopback in development). */
  listenAddress: string;
  httpPort: number;
  httpsPort: number;
  /** The user nginx's workers run as; each home's group, so the web server reads what it serves. */
  webUser: string;
  /** Where Debian installs php-fpm<version>. */
  sbinDir: string;
  nginxBinary: string;
  /** The ACME server's directory: Let's Encrypt in production, pebble in development and CI. */
  acmeDirectoryUrl: string;
  /** A PEM bundle to trust, beside the system's, for the ACME server's own HTTPS (pebble's test CA); null: the system's only. */
  acmeCaFile: string | null;
  /** The contact on the node's ACME account (expiry notices), or none. */
  acmeEmail: string | null;
  /** Debian cron's spool: one crontab per user, machine-wide (every node on the machine shares the one cron). */
  cronSpoolDir: string;
  /** The users cron's `crontab` program refuses: every hosting's, so only the agent writes a hosting's crontab. */
  cronDenyFile: string;
  /** The node's PowerDNS HTTP API (loopback) and its key; null: this node serves no DNS. */
  powerDns: { apiUrl: string; apiKey: string } | null;
}

export const LETS_ENCRYPT_DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';

/** A path that may go into a configuration file as it is: absolute, plain characters only. */
export const SAFE_PATH = /^\/[A-Za-z0-9._/-]*$/;

function safePath(name: string, value: string): string {
  const resolved = path.resolve(value);
  if (!SAFE_PATH.test(resolved)) throw new Error(`${name} must be an absolute path of letters, digits, ".", "_", "-" and "/"`);
  return resolved;
}

function port(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name} must be a port number`);
  return number;
}

function acmeDirectory(value: string): string {
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') throw new Error('ACME_DIRECTORY_URL must be an https:// URL');
  return value;
}

function acmeEmail(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^[^\s@<>"]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(value)) throw new Error('ACME_EMAIL must be an e-mail address');
  return value;
}

function powerDns(url: string | undefined, key: string | undefined): NodeConfig['powerDns'] {
  if (!url) return null;
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) throw new Error('PDNS_API_URL must be an http:// or https:// URL');
  if (!key || key.length < 16) throw new Error('PDNS_API_KEY must be set (at least 16 characters) with PDNS_API_URL');
  return { apiUrl: url.replace(/\/$/, ''), apiKey: key };
}

export function nodeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NodeConfig {
  const repoData = path.resolve(import.meta.dirname, '../../data');
  const dataDir = safePath('NODE_DATA_DIR', env.NODE_DATA_DIR ?? '/var/lib/painel-node');
  const listenAddress = env.WEB_LISTEN ?? '127.0.0.1';
  if (!/^[0-9.]+$|^\[[0-9a-f:]+\]$/i.test(listenAddress)) throw new Error('WEB_LISTEN must be an IP address');
  const webUser = env.NODE_WEB_USER ?? 'www-data';
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(webUser)) throw new Error('NODE_WEB_USER must be a user name');
  return {
    dataDir,
    hostingsRoot: safePath('NODE_HOSTINGS_ROOT', env.NODE_HOSTINGS_ROOT ?? path.join(env.DATA_DIR ?? repoData, 'hostings')),
    listenAddress,
    httpPort: port('WEB_HTTP_PORT', env.WEB_HTTP_PORT, 8080),
    httpsPort: port('WEB_HTTPS_PORT', env.WEB_HTTPS_PORT, 8443),
    webUser,
    sbinDir: safePath('NODE_SBIN_DIR', env.NODE_SBIN_DIR ?? '/usr/sbin'),
    nginxBinary: safePath('NGINX_BINARY', env.NGINX_BINARY ?? '/usr/sbin/nginx'),
    acmeDirectoryUrl: acmeDirectory(env.ACME_DIRECTORY_URL ?? LETS_ENCRYPT_DIRECTORY),
    acmeCaFile: env.ACME_CA_FILE ? path.resolve(env.ACME_CA_FILE) : null,
    acmeEmail: acmeEmail(env.ACME_EMAIL),
    cronSpoolDir: safePath('CRON_SPOOL_DIR', env.CRON_SPOOL_DIR ?? '/var/spool/cron/crontabs'),
    cronDenyFile: safePath('CRON_DENY_FILE', env.CRON_DENY_FILE ?? '/etc/cron.deny'),
    powerDns: powerDns(env.PDNS_API_URL, env.PDNS_API_KEY),
  };
}

/** The node's files, each named from a validated hosting id or version only. */
export function nodePaths(config: NodeConfig) {
  const { dataDir, hostingsRoot, cronSpoolDir } = config;
  return {
    nginxConf: path.join(dataDir, 'nginx', 'nginx.conf'),
    nginxPrefix: path.join(dataDir, 'nginx'),
    nginxErrorLog: path.join(dataDir, 'nginx', 'error.log'),
    sitesDir: path.join(dataDir, 'nginx', 'sites'),
    siteConf: (hostingId: number) => path.join(dataDir, 'nginx', 'sites', `${hostingId}.conf`),
    suspendedDir: path.join(dataDir, 'suspended'),
    suspendedPage: (hostingId: number) => path.join(dataDir, 'suspended', `${hostingId}.html`),
    /** The hosting's logs, root's folder (the hosting's group may enter it): nginx's access and error logs, PHP's error log. */
    logsRoot: path.join(dataDir, 'logs'),
    webLogDir: (hostingId: number) => path.join(dataDir, 'logs', String(hostingId)),
    log: (hostingId: number, kind: LogKind) => path.join(dataDir, 'logs', String(hostingId), LOG_FILE_NAMES[kind]),
    phpDir: (version: string) => path.join(dataDir, 'php', version),
    phpPoolsDir: (version: string) => path.join(dataDir, 'php', version, 'pools'),
    phpPool: (version: string, hostingId: number) => path.join(dataDir, 'php', version, 'pools', `${hostingId}.conf`),
    phpPid: (version: string) => path.join(dataDir, 'php', version, 'php-fpm.pid'),
    phpSocket: (hostingId: number) => path.join(dataDir, 'run', `php-${hostingId}.sock`),
    home: (hostingId: number) => path.join(hostingsRoot, String(hostingId)),
    /** The site as last written, for the agent to render again when a certificate arrives. */
    siteState: (hostingId: number) => path.join(dataDir, 'state', 'sites', `${hostingId}.json`),
    siteStateDir: path.join(dataDir, 'state', 'sites'),
    /** In a folder of its own, root's only: nginx's user walks through the challenges' folders. */
    acmeAccountKey: path.join(dataDir, 'acme-account', 'account.key'),
    /** nginx's root for `/.well-known/acme-challenge/` on every name of the hosting. */
    challengeRoot: (hostingId: number) => path.join(dataDir, 'challenges', String(hostingId)),
    certificateDir: (hostingId: number) => path.join(dataDir, 'certificates', String(hostingId)),
    certificateChain: (hostingId: number) => path.join(dataDir, 'certificates', String(hostingId), 'fullchain.pem'),
    certificateKey: (hostingId: number) => path.join(dataDir, 'certificates', String(hostingId), 'privkey.pem'),
    /** The program every crontab line runs (root's, written by the agent): the job as the user, its output to the cron log. */
    cronRunner: path.join(dataDir, 'bin', 'cron-run'),
    /** Each job's command in a file of its own (root's, read by the hosting's group), named by the job's id. */
    cronJobsRoot: path.join(dataDir, 'cron'),
    cronJobsDir: (hostingId: number) => path.join(dataDir, 'cron', String(hostingId)),
    cronJob: (hostingId: number, jobId: string) => path.join(dataDir, 'cron', String(hostingId), jobId),
    crontab: (hostingId: number) => path.join(cronSpoolDir, systemUserOf(hostingId)),
    /** The hostings' sshd (scripts/hosting-node.sh): its configuration includes users.conf, written by the agent. */
    sshConfig: path.join(dataDir, 'ssh', 'sshd_config'),
    sshPid: path.join(dataDir, 'ssh', 'sshd.pid'),
    sshUsers: path.join(dataDir, 'ssh', 'users.conf'),
    /** One empty file per hosting whose SFTP is on: users.conf is written from them. */
    sshEnabledDir: path.join(dataDir, 'ssh', 'enabled'),
    sshEnabled: (hostingId: number) => path.join(dataDir, 'ssh', 'enabled', String(hostingId)),
    /** sshd's AuthorizedKeysFile for the hosting's user: root's, outside the home. */
    sshAuthorizedKeys: (hostingId: number) => path.join(dataDir, 'ssh', 'authorized_keys', systemUserOf(hostingId)),
    /** A slow hash of the password written last for the hosting's user, root's only: a new one ends the open sessions. */
    sshPasswordHash: (hostingId: number) => path.join(dataDir, 'ssh', 'passwords', systemUserOf(hostingId)),
  };
}
export type NodePaths = ReturnType<typeof nodePaths>;
