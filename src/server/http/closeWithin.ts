import type { FastifyInstance } from 'fastify';

/**
 * Stops the server: requests under way get `graceMs` to finish, then every connection still open is cut.
 * Without the cut, a client's open connection that sends nothing (a browser's preconnected socket) or only
 * part of a request holds the stopping process for a minute or more.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
