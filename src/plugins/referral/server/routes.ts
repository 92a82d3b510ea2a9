import { userOf } from '@server/access/guard';
import { referralCodeOf } from '@server/account/referralCodes';
import { onSignUp } from '@server/account/signUpEvents';
import { onRechargeCredited } from '@server/billing/rechargeEvents';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { Referral } from '../contract';
import { attributeSignUp, referralMigrations, referralSummary, rewardReferrer } from './referrals';

export default defineServerPlugin({
  migrations: referralMigrations,
  routes(app, { db }) {
    // Sign-ups through ?ref= / ?aff= are attributed; the referee's first paid recharge earns the bonus.
    onSignUp(attributeSignUp);
    onRechargeCredited(rewardReferrer);

    app.get('/referral', { config: { access: { rule: 'nonAffiliate' } } }, async (request): Promise<{ data: Referral }> => {
      const user = userOf(request);
      return { data: { link: `${request.protocol}://${request.host}/auth/register?ref=${await referralCodeOf(db, user.id)}`, ...(await referralSummary(db, user.id)) } };
    });
  },
});
