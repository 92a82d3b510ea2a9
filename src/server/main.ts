import { ROOT } from '../core/manifest/loadManifests';
import { buildApp } from './app';
import { describeStartupFailure, readServerConfig, type ServerConfig } from './config';
import { closeWithin } from './http/closeWithin';
import type { RunningService } from './plugins/serverPlugin';
import { startPluginServices } from './plugins/services';

/** How long requests under way may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 5_000;

async function start(config: ServerConfig) {
  const app = await buildApp({
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    logger: true,
    sandbox: config.sandbox,
    trustProxy: config.trustProxy,
    timeScale: config.timeScale,
    databaseServers: config.databaseServers,
    databaseUrl: config.databaseUrl,
    panelHosts: config.panelHosts,
    outgoing: config.outgoing,
  });
  const running: { services?: RunningService } = {};
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void Promise.allSettled([running.services?.close(), closeWithin(app, SHUTDOWN_GRACE_MS)]).then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  // The services customers connect to (the FTP server) run beside the API, never inside buildApp.
  running.services = await startPluginServices(app.context, app.log);
  // Each hosting's site kept on a real node as the panel's data describe it (docs/hosting-node.md).
  // The sandbox node serves nothing, so no pass reads every hosting each second for it; routes and
  // jobs still tell it what they change.
  if (app.context.nodeSites.node.kind === 'local') app.context.nodeSites.start();
  const mode = config.sandbox ? 'sandboxes and demo accounts ON' : 'no sandboxes';
  app.log.info(`Painel (${config.brand}) at http://${config.host}:${config.port}  data: ${config.dataDir}  ${mode}`);
}

let config: ServerConfig | undefined;
try {
  config = readServerConfig(process.env, ROOT);
  await start(config);
} catch (error) {
  console.error(config ? describeStartupFailure(error, config) : describeStartupFailure(error, readServerConfig({}, ROOT)));
  process.exit(1);
}
