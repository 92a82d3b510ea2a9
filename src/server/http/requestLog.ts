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
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
}

/** Query parameters that carry a secret: verification, reset and transfer links' tokens, signed links' signatures, codes. */
const SECRET_PARAMETER = /token|code|sig|secret|key|pass/i;

/** A path that is itself a link's secret: a signed download's token. */
const SECRET_PATH = /(\/files\/download\/)[^/?]+/;

/** The URL as logged: a secret's value is left out, so whoever reads the log cannot follow the link. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url.replace(SECRET_PATH, '$1redacted');
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAMETER.test(name)) query.set(name, 'redacted');
  return `${url.slice(0, at).replace(SECRET_PATH, '$1redacted')}?${query.toString()}`;
}
