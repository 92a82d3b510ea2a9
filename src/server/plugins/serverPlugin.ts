import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Database } from '../db/database';
import type { SharedState } from '../state/sharedState';
import type { DomainClaims } from '../domains/claims';
import type { Backups } from '../hostingData/backups';
import type { HostingData } from '../hostingData/holders';
import type { HostingFiles } from '../hostingFiles/fileRoot';
import type { SiteHosts } from '../http/siteHosts';
import type { Jobs } from '../jobs/jobs';
import type { DatabaseProvisioning } from '../provisioning/databases';
import type { NodeSites } from '../provisioning/nodeSites';
import type { PluginApis } from './pluginApis';
import type { CaptchaCheck } from '../auth/captcha';
import type { SmsSender } from '../auth/sms';
import type { Mailer } from '../sandbox/mailer';

/** What the core hands to every plugin's reference API. */
export interface ServerContext {
  db: Database;
  /** Short-lived state every API process sees alike (counters, one-time links, cached readings): docs/shared-state.md. */
  state: SharedState;
  jobs: Jobs;
  mailer: Mailer;
  /** Phone-verification codes: the sandbox's outbox, or the provider of SMS_URL. */
  sms: SmsSender;
  /** The captcha of sign-in, sign-up and password reset, checked on the server. */
  captcha: CaptchaCheck;
  dataDir: string;
  /** Scales the sandboxes' delays: 1 in production-like runs, smaller in tests. */
  timeScale: number;
  /** Development-only endpoints and actions (pay a PIX invoice, read the mail outbox) are on. */
  sandbox: boolean;
  /** Who holds which host names; plugins that give a hosting more names add their finders. */
  domainClaims: DomainClaims;
  /** Each hosting's file root on disk and the one guard that keeps paths inside it. */
  files: HostingFiles;
  /** The kinds of data a hosting owns (files, databases, mailboxes, DNS zone); plugins add theirs. */
  hostingData: HostingData;
  /** Restore points: archives of every holder's data, taken and restored as a whole. */
  backups: Backups;
  /** Where a hosting's databases are created: real servers when configured, else the sandbox. */
  databases: DatabaseProvisioning;
  /** Pages served for a customer's site domain (Host header) instead of the panel: the suspension screen. */
  siteHosts: SiteHosts;
  /** Each hosting's site on its node (the sandbox node, or the real one with HOSTING_NODE=local); plugins add their parts. */
  nodeSites: NodeSites;
  /** What plugins' servers offer each other, each declared in the offering plugin's contract.ts. */
  pluginApis: PluginApis;
}

/** A plugin's `server/routes.ts` default-exports one of these. */
export interface ServerPlugin {
  migrations?: Record<string, Migration>;
  /** Demo data, run once on a fresh database after the core seed. */
  seed?: (context: ServerContext) => Promise<void>;
  routes: (app: FastifyInstance, context: ServerContext) => Promise<void> | void;
  /**
   * A network service customers connect to beside the API (the FTP server). Started by main.ts
   * after the API listens, never by buildApp, so API tests start one only when they ask.
   */
  service?: (context: ServerContext, log: FastifyBaseLogger) => Promise<RunningService>;
}

export interface RunningService {
  close: () => Promise<void>;
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}
