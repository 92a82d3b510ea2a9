import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { advanceBillingClock, billingNow } from '@server/billing/clock';
import { emergencyState, takeEmergencyCredit } from '@server/billing/emergency';
import { onRechargeCredited } from '@server/billing/rechargeEvents';
import { forgetSuspendedSites } from '@server/billing/suspension';
import { HttpError, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { billingQuerySchema, clockAdvanceSchema, EMERGENCY_TEXTS, forecastQuerySchema, type CreditForecast, suspensionScreenSchema, type EmergencyState } from '../contract';
import { creditNoticesOnRecharge, recordCreditNotices } from './creditNotices';
import { sendCreditNotices, startCreditNoticeSender } from './creditNoticeOutbox';
import { runBilling } from './engine';
import { creditForecast } from './forecast';
import { billingMigrations } from './migrations';
import { hasInvoicesTable, rechargeHistory } from './recharges';
import { costStatement, monthlyBilling } from './reports';
import { startBillingTimer } from './schedule';
import { seedBilling } from './seed';
import { suspendedSites } from './suspendedSite';
import { resetSuspensionScreen, saveSuspensionScreen, suspensionScreenOf } from './suspensionScreen';
import { billingDb } from './tables';
import { withContract } from '@server/http/contracts';

const signedIn = { config: { access: { rule: 'public' as const } } };
const anyone = { config: { access: { rule: 'anonymous' as const } } };

export default defineServerPlugin({
  migrations: billingMigrations,
  seed: seedBilling,
  async routes(app: FastifyInstance, context) {
    const db = billingDb(context.db);
    const withInvoices = await hasInvoicesTable(db);
    const sendNotices = () => sendCreditNotices(context.db, context.mailer, app.log);
    startBillingTimer(app, context.db, sendNotices);
    // A recharge writes its reactivation notice in its own transaction; the sender mails it after.
    onRechargeCredited(creditNoticesOnRecharge);
    startCreditNoticeSender(app, context);
    context.siteHosts.add(suspendedSites(db, context.state));

    app.get('/billing', withContract(signedIn, { query: billingQuerySchema }), async (request) => {
      const { year, month } = parse(billingQuerySchema, request.query);
      return { data: { data: await monthlyBilling(db, userOf(request).id, year, month) } };
    });

    app.get('/billing/cost', signedIn, async (request) => ({ data: { data: await costStatement(db, userOf(request).id) } }));

    app.get('/billing/forecast', signedIn, async (request): Promise<{ data: CreditForecast }> => {
      const { amount, period } = parse(forecastQuerySchema, request.query);
      return { data: await creditForecast(context.db, userOf(request).id, amount, period) };
    });

    app.get('/recharge', signedIn, async (request) => ({ data: await rechargeHistory(db, userOf(request).id, withInvoices) }));

    app.get('/recharge/emergency', signedIn, async (request): Promise<{ data: EmergencyState }> => ({ data: await emergencyState(context.db, userOf(request).id) }));

    // The hostings run on credit the next recharge pays back: confirmed, and once per idempotency key.
    app.post('/recharge/emergency', { config: { ...signedIn.config, paid: true as const } }, async (request): Promise<{ data: EmergencyState }> => {
      const userId = userOf(request).id;
      const state = await takeEmergencyCredit(context.db, userId);
      if (!state) throw new HttpError(409, EMERGENCY_TEXTS.notAllowed);
      // The hostings are back: a later suspension is a new one, told again.
      await recordCreditNotices(context.db, await billingNow(context.db), [userId]);
      return { data: state };
    });

    app.get('/user/suspension', signedIn, async (request) => ({ data: await suspensionScreenOf(db, userOf(request).id) }));

    // A new screen shows on the owner's suspended sites at once: their cached pages are dropped.
    app.post('/user/suspension', withContract(signedIn, { body: suspensionScreenSchema }), async (request) => {
      const userId = userOf(request).id;
      const data = await saveSuspensionScreen(db, userId, parse(suspensionScreenSchema, request.body));
      await forgetSuspendedSites(db, { ownerId: userId });
      return { data };
    });

    app.post('/user/suspension/reset', signedIn, async (request) => {
      const userId = userOf(request).id;
      const data = await resetSuspensionScreen(db, userId);
      await forgetSuspendedSites(db, { ownerId: userId });
      return { data };
    });

    if (context.sandbox) {
      // The development clock, like a payment provider's test clock: never there in production.
      app.get('/sandbox/clock', anyone, async () => ({ data: { now: (await billingNow(context.db)).toISOString() } }));

      app.post('/sandbox/clock/advance', withContract(anyone, { body: clockAdvanceSchema }), async (request) => {
        const { hours } = parse(clockAdvanceSchema, request.body);
        const now = await advanceBillingClock(context.db, hours);
        await runBilling(context.db, now);
        await sendNotices();
        return { data: { now: now.toISOString() } };
      });
    }
  },
});
