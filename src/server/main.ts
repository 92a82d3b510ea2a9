import path from 'node:path';
import { ROOT } from '../core/manifest/loadManifests';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const brand = process.env.BRAND ?? 'default';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
const production = process.env.NODE_ENV === 'production';

const app = await buildApp({
  dataDir,
  staticDir: path.resolve(process.env.STATIC_DIR ?? path.join(ROOT, 'dist', brand)),
  logger: true,
  sandbox: !production,
  timeScale: Number(process.env.TIME_SCALE ?? 1),
});

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
app.log.info(`Painel (${brand}) at http://localhost:${port}  data: ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
