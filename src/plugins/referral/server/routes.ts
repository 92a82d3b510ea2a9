import { userOf } from '@server/access/guard';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { Referral } from '../contract';

export default defineServerPlugin({
  routes(app) {
    app.get('/referral', { config: { access: { rule: 'nonAffiliate' } } }, async (request): Promise<{ data: Referral }> => ({
      data: { link: `${request.protocol}://${request.host}/auth/register?ref=${userOf(request).id.toString(36)}` },
    }));
  },
});
