import { userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { sandboxPromotionSchema } from '../contract';

export default defineServerPlugin({
  routes(app, { db, sandbox }) {
    // Promotions are data on the user (GET /user/promotion reads them); in development this sets one.
    if (!sandbox) return;
    app.post('/sandbox/promotion', withContract({ config: { access: { rule: 'public' } } }, { body: sandboxPromotionSchema }), async (request) => {
      const { type, seconds } = parse(sandboxPromotionSchema, request.body);
      const expires = new Date(Date.now() + seconds * 1000).toISOString();
      await db.updateTable('users').set({ promotion_type: type, promotion_expires_at: expires }).where('id', '=', userOf(request).id).execute();
      return { data: { active: true, type, expiration: seconds } };
    });
  },
});
