import type { FastifyBaseLogger } from 'fastify';
import { loadServerPlugins } from './loadServerPlugins';
import type { RunningService, ServerContext } from './serverPlugin';

/** How long services may take to close before the stop goes on without them (a client that never lets go must not hold a shutdown). */
export const SERVICE_CLOSE_GRACE_MS = 5_000;

/** Closes the services, waiting at most `graceMs`: true when all closed in time. */
export async function closeServices(services: RunningService[], log: FastifyBaseLogger, graceMs = SERVICE_CLOSE_GRACE_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = Promise.allSettled(services.map((service) => service.close())).then((results) => {
    for (const result of results) if (result.status === 'rejected') log.warn({ err: result.reason }, 'a plugin service failed to close');
    return true;
  });
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const inTime = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!inTime) log.warn(`plugin services did not close within ${graceMs} ms; stopping without them`);
  return inTime;
}

/** Starts every plugin's network service (the FTP server); closing stops them all. */
export async function startPluginServices(context: ServerContext, log: FastifyBaseLogger): Promise<RunningService> {
  const running: RunningService[] = [];
  const close = async () => {
    await closeServices(running.splice(0), log);
  };
  try {
    for (const { plugin } of await loadServerPlugins()) {
      if (plugin.service) running.push(await plugin.service(context, log));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}
