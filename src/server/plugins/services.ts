import type { FastifyBaseLogger } from 'fastify';
import { loadServerPlugins } from './loadServerPlugins';
import type { RunningService, ServerContext } from './serverPlugin';

/** Starts every plugin's network service (the FTP server); closing stops them all. */
export async function startPluginServices(context: ServerContext, log: FastifyBaseLogger): Promise<RunningService> {
  const running: RunningService[] = [];
  const close = async () => {
    await Promise.allSettled(running.splice(0).map((service) => service.close()));
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
