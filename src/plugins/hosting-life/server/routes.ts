import type { FastifyInstance } from 'fastify';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { balancerRoutes } from './balancer';
import { planRoutes } from './plan';
import { registerRemovalJob, removalRoutes } from './removal';
import { restoreRoutes } from './restore';
import { migrations } from './tables';
import { transferRoutes } from './transfer';

export default defineServerPlugin({
  migrations,
  routes(app: FastifyInstance, context: ServerContext) {
    registerRemovalJob(context);
    planRoutes(app, context);
    transferRoutes(app, context);
    balancerRoutes(app, context);
    removalRoutes(app, context);
    restoreRoutes(app, context);
  },
});
