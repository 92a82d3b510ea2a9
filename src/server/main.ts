import { ROOT } from '../core/manifest/loadManifests';
import { buildApp } from './app';
import { describeStartupFailure, readServerConfig, type ServerConfig } from './config';

async function start(config: ServerConfig) {
  const app = await buildApp({
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    logger: true,
    sandbox: config.sandbox,
    trustProxy: config.trustProxy,
    timeScale: config.timeScale,
    databaseServers: config.databaseServers,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
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
