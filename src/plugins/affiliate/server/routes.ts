import { userOf } from '@server/access/guard';
import { referralCodeOf } from '@server/account/referralCodes';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { AffiliateSummary } from '../contract';

export default defineServerPlugin({
  routes(app, { db }) {
    app.get('/affiliate', { config: { access: { rule: 'affiliate' } } }, async (request): Promise<{ data: AffiliateSummary }> => ({
      data: { link: `${request.protocol}://${request.host}/auth/register?aff=${await referralCodeOf(db, userOf(request).id)}` },
    }));
  },
});
