import type { FastifyInstance } from 'fastify';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { SERVICE_STATUS_PATH, type ServiceStatus } from '../contract';
import { checkService } from './checks';

export default defineServerPlugin({
  routes(app: FastifyInstance, context: ServerContext) {
    app.get(SERVICE_STATUS_PATH, { config: { access: { rule: 'public' } } }, async (): Promise<{ data: ServiceStatus }> => ({
      data: { components: await checkService(context), checkedAt: new Date().toISOString() },
    }));
  },
});
