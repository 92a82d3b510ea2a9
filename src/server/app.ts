import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installAccessGuard } from './access/guard';
import { installPaidActions } from './http/paidActions';
import { accountRoutes } from './account/routes';
import { postalCodeServiceFromEnv, type PostalCodeService } from './address/postalCodes';
import { addressRoutes } from './address/routes';
import { authRoutes } from './auth/routes';
import { LoginThrottle } from './auth/loginThrottle';
import { migrate, openDatabase } from './db/database';
import { DomainClaims } from './domains/claims';
import { seedCore } from './db/seed';
import { Backups } from './hostingData/backups';
import { fileRootHolder } from './hostingData/fileRootHolder';
import { HostingData } from './hostingData/holders';
import { HostingFiles } from './hostingFiles/fileRoot';
import { fileSystemQuotaRefusal } from './hostingFiles/fileSystemQuota';
import { hostingUsedBytes } from './hostingFiles/hostingUsedBytes';
import { TOKEN_COOKIE } from '../core/auth/tokenCookie';
import { keepSessionMark } from './auth/sessionCookie';
import { serveBuiltPanel } from './http/builtPanel';
import { signedInPages, type PageFor } from './http/signedInPages';
import { collectApiRoutes, type ApiRoute } from './http/contracts';
import { HttpError, MESSAGES } from './http/errors';
import { BODY_LIMIT, installBodyLimits, TOO_LARGE, UPLOAD_FILE_LIMIT } from './http/limits';
import { openApiRoutes } from './http/openapi';
import { installQueryParameterCheck } from './http/queryParameters';
import { installRequestLog, productionLogger } from './http/requestLog';
import { installFreshReads } from './http/freshReads';
import { installSecurityHeaders } from './http/securityHeaders';
import { installNulInputCheck, installNulPathCheck } from './http/nulCharacters';
import { installSiteHosts, SiteHosts } from './http/siteHosts';
import { isRefusedValue } from './http/valueRefused';
import { storageFailureOf } from './http/storageFailure';
import { uniqueViolationAnswer } from './http/uniqueViolation';
import { sharedRateLimitStore } from './http/rateLimitStore';
import { installCompression } from './http/compression';
import { Jobs } from './jobs/jobs';
import { jobRoutes } from './jobs/routes';
import { loadServerPlugins } from './plugins/loadServerPlugins';
import { PluginApis } from './plugins/pluginApis';
import type { ServerContext } from './plugins/serverPlugin';
import { databaseProvisioning, type DatabaseServerUrls } from './provisioning/databasesFromEnv';
import type { HostingNode } from './provisioning/hostingNode';
import { hostingNodeFromEnv } from './provisioning/hostingNodeFromEnv';
import { measureHomesOnNode } from './provisioning/nodeDiskQuotas';
import { NodeSites } from './provisioning/nodeSites';
import { captchaSources } from './auth/captcha';
import { outgoingFrom } from './outgoing/outgoing';
import type { OutgoingSettings } from './outgoing/settings';
import { SharedState } from './state/sharedState';

export interface AppOptions {
  dataDir: string;
  /** The built panel to serve beside the API; omitted in API tests. */
  staticDir?: string;
  logger?: boolean;
  timeScale?: number;
  /** Development-only endpoints (mail outbox, sandbox actions); never on in production. */
  sandbox?: boolean;
  /** Seed the README's demo accounts into an empty database; defaults to the sandbox switch. */
  demo?: boolean;
  postalCodes?: PostalCodeService;
  /** Proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy); loopback by default. */
  trustProxy?: string | boolean;
  /** How long a write waits for another writer's lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** Admin URLs of real MariaDB/PostgreSQL servers; a kind without one is served by the sandbox. */
  databaseServers?: DatabaseServerUrls;
  /** Where hostings' sites are served; HOSTING_NODE decides when omitted (the sandbox node by default). */
  hostingNode?: HostingNode;
  /** PostgreSQL for the panel's own data (DATABASE_URL); SQLite in dataDir when omitted. */
  databaseUrl?: string;
  /** The panel's own host names (PANEL_HOSTS): requests to them skip the customer-site lookup. */
  panelHosts?: readonly string[];
  /** Mail (MAIL_URL), SMS (SMS_URL) and captcha (CAPTCHA_SECRET) settings; unset, the sandbox's or none. */
  outgoing?: OutgoingSettings;
}

function installErrorHandler(app: FastifyInstance, files: HostingFiles) {
  app.setErrorHandler(async (thrown: FastifyError | HttpError, request, reply) => {
    const error = uniqueViolationAnswer(thrown, request.routeOptions.config?.unique) ?? (await fileSystemQuotaRefusal(thrown, request, files)) ?? thrown;
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ status: 'fail', message: error.message, errors: error.errors, data: error.data });
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: MESSAGES.badRequest });
    }
    const storage = storageFailureOf(error);
    if (storage) {
      request.log.error({ err: error }, storage.log);
      return reply.status(storage.status).header('retry-after', '5').send({ message: storage.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status === 413) return reply.status(413).send({ message: TOO_LARGE });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: MESSAGES.badRequest });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.internal });
  });
}

/**
 * Paths that are files, never pages: a script of an older build that a page open since asks for, and the
 * icon a browser asks for when a page names none. Answered with the page, they failed as a script that is
 * HTML, or an icon that is.
 */
const FILES_ONLY = /^\/(?:assets\/|favicon\.ico$)/;

/** Any other path outside the API, "/" included, draws the built panel's page (its router shows 404 for what it does not draw); without a built panel, 404. */
function installPageFallback(app: FastifyInstance, pageFor: PageFor | null) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || FILES_ONLY.test(pathname) || !pageFor) return reply.status(404).send({ message: MESSAGES.notFound });
    reply.header('cache-control', 'no-cache');
    // The page names the code a signed-in load runs: a cache between must not give it to a signed-out browser, or the other way round.
    reply.header('vary', 'cookie, accept-encoding');
    const withSession = Boolean(request.cookies[TOKEN_COOKIE]);
    if (withSession) keepSessionMark(request, reply);
    const page = request.method === 'GET' ? pageFor(pathname, withSession) : null;
    return page ? page.send(request, reply) : reply.sendFile('index.html');
  });
}

/** How long plugins and ready hooks may take to start (Fastify's default is 10 s). */
const START_TIMEOUT_MS = 120_000;

/** The reference API (and, when built, the panel) as one Fastify app over one database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { context: ServerContext; apiRoutes: readonly ApiRoute[] }> {
  // Starting takes the demo restore points (archives) when seeding: on a busy machine, longer than 10 s.
  const app: FastifyInstance = Fastify({ logger: options.logger ? productionLogger() : false, logController: new LogController({ disableRequestLogging: true }), bodyLimit: BODY_LIMIT, trustProxy: options.trustProxy ?? '127.0.0.1,::1', pluginTimeout: START_TIMEOUT_MS });
  const db = openDatabase(options.dataDir, { busyTimeoutMs: options.busyTimeoutMs, databaseUrl: options.databaseUrl, log: app.log });
  const jobs = new Jobs(db, app.log);
  const state = new SharedState(db);
  const outgoing = outgoingFrom(options.outgoing ?? {}, options.sandbox ?? false, app.log, state);
  const files = new HostingFiles(options.dataDir);
  const hostingData = new HostingData();
  hostingData.add(fileRootHolder(files));
  files.quota.measureWith(hostingUsedBytes(db, hostingData));
  const siteHosts = new SiteHosts(options.panelHosts);
  const hostingNode = options.hostingNode ?? hostingNodeFromEnv(process.env, options.dataDir);
  // On a real node, what the panel moves into a home is handed to the hosting's user (docs/hosting-node.md).
  if (hostingNode.kind === 'local') files.handOverWith(async (hostingId, relative) => void (await hostingNode.perform('handOverFiles', { hostingId, path: relative })));
  // ... and a home's bytes are what the node's file system counts (its quota), where it counts them.
  if (hostingNode.kind === 'local') measureHomesOnNode(files, hostingNode);
  const context: ServerContext = {
    db,
    state,
    jobs,
    mailer: outgoing.mailer,
    sms: outgoing.sms,
    captcha: outgoing.captcha,
    dataDir: options.dataDir,
    timeScale: options.timeScale ?? 1,
    sandbox: options.sandbox ?? false,
    domainClaims: new DomainClaims(db),
    files,
    hostingData,
    backups: new Backups(options.dataDir, hostingData),
    databases: databaseProvisioning(db, options.databaseServers, app.log),
    siteHosts,
    nodeSites: new NodeSites(db, hostingNode, siteHosts, app.log),
    pluginApis: new PluginApis(),
  };

  const plugins = await loadServerPlugins();
  await migrate(db, Object.fromEntries(plugins.map(({ id, plugin }) => [id, plugin.migrations ?? {}])));
  if ((options.demo ?? context.sandbox) && (await seedCore(db))) {
    for (const { plugin } of plugins) await plugin.seed?.(context);
  }

  installFreshReads(app, db);
  if (options.logger) installRequestLog(app);
  await installSecurityHeaders(app, captchaSources(outgoing.captcha.client));
  installSiteHosts(app, context.siteHosts);
  installBodyLimits(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_FILE_LIMIT } });
  installErrorHandler(app, files);
  const builtDir = options.staticDir && existsSync(path.join(options.staticDir, 'index.html')) ? options.staticDir : null;
  installPageFallback(app, builtDir ? await signedInPages(builtDir) : null);
  installNulPathCheck(app);
  installAccessGuard(app, db);
  installPaidActions(app, db);
  installQueryParameterCheck(app);
  installNulInputCheck(app);
  const apiRoutes = collectApiRoutes(app);

  await app.register(
    async (api) => {
      // Ceilings are per route and per key (account or address), set where each is needed.
      await api.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(state) });
      await installCompression(api);
      api.get('/health', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: { status: 'ok' } }));
      await authRoutes(api, context, new LoginThrottle(state), context.sandbox);
      await accountRoutes(api, context);
      await jobRoutes(api, context);
      await addressRoutes(api, options.postalCodes ?? postalCodeServiceFromEnv());
      for (const { plugin } of plugins) await plugin.routes(api, context);
      openApiRoutes(api, apiRoutes, context.sandbox);
    },
    { prefix: '/api' },
  );

  if (builtDir) {
    await serveBuiltPanel(app, builtDir);
  } else {
    app.get('/', (_request, reply) => reply.status(503).send({ message: 'O painel ainda não foi construído: rode npm run build.' }));
  }

  app.addHook('onClose', async () => {
    await jobs.stop();
    outgoing.close();
    await context.databases.close();
    await db.destroy();
  });
  jobs.start();
  return Object.assign(app, { context, apiRoutes });
}
