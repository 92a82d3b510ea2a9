import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/**
 * The production logger: JSON lines to stdout written asynchronously (a burst of requests
 * becomes a few writes instead of one blocking write per line), flushed when the process exits.
 */
export function productionLogger() {
  const stream = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => stream.flushSync());
  return { level: process.env.LOG_LEVEL ?? 'info', stream };
}

/** One line per answered request (Fastify's default writes two, with every header): method, path, status, time. */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
}
