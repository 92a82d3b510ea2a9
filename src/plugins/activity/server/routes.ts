import type { FastifyInstance } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { activityQuerySchema, type ActivityPage } from '../contract';
import { activityMigrations, readActivity } from './store';
import { recordChanges } from './record';

const accountAccess = withContract({ config: { access: { rule: 'public' } } } as const, { query: activityQuerySchema });
/** The owner sees everyone's changes to the hosting, a guest only their own. */
const hostingAccess = withContract({ config: { access: { rule: 'public', scope: 'hosting' } } } as const, { query: activityQuerySchema });

export default defineServerPlugin({
  migrations: activityMigrations,
  routes(app: FastifyInstance, { db }) {
    recordChanges(app, db);

    app.get('/activity', accountAccess, async (request): Promise<{ data: ActivityPage }> => {
      const query = parse(activityQuerySchema, request.query);
      return { data: await readActivity(db, { viewer: userOf(request).id }, query) };
    });

    app.get('/hosting/:resource/activity', hostingAccess, async (request): Promise<{ data: ActivityPage }> => {
      const query = parse(activityQuerySchema, request.query);
      return { data: await readActivity(db, { viewer: userOf(request).id, hostingId: hostingOf(request).row.id }, query) };
    });
  },
});
