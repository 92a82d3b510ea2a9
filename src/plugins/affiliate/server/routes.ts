import { userOf } from '@server/access/guard';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { AffiliateSummary } from '../contract';

export default defineServerPlugin({
  routes(app) {
    app.get('/affiliate', { config: { access: { rule: 'affiliate' } } }, async (request): Promise<{ data: AffiliateSummary }> => ({
      data: { link: `${request.protocol}://${request.host}/auth/register?aff=${userOf(request).id.toString(36)}` },
    }));
  },
});
