import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createWriteStream } from 'node:fs';
import { hostingsTable } from './hostings';

/**
 * Serves a built baseline app, its compressed files as the panel serves its own. With `apiLog`, as issue 17's
 * baseline: Fastify answers the list from SQLite as ra-data-simple-rest asks for it, logging each request to
 * that file as the panel's server logs its own.
 */
export async function startBaselineSite({ root, port, apiLog }: { root: string; port: number; apiLog?: string }) {
  const app = Fastify({ logger: apiLog ? { stream: createWriteStream(apiLog) } : false });
  await app.register(fastifyStatic, { root, preCompressed: true });
  if (apiLog) {
    const hostings = hostingsTable();
    app.get('/api/hostings', async (_request, reply) => {
      const rows = hostings.list(1);
      return reply.header('content-range', `hostings 0-${rows.length - 1}/${rows.length}`).send(rows);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
